import type { PluginManifest } from '../workbench/api';
import { publicSite } from './public-site';
import { explorerGraph } from './explorer-graph';
import { explorerReport } from './explorer-report';
import { settingsLocations } from './settings-locations';
import { settingsEntities } from './settings-entities';
import { settingsMetricSetup } from './settings-metric-setup';
import { settingsParts } from './settings-parts';
import { settingsDataSources } from './settings-data-sources';
import { settingsProductionPlan } from './settings-production-plan';
import { eventAnalysis } from './event-analysis';
import { explorerModel } from './explorer-model';
import { settingsPlugins } from './settings-plugins';
import { settingsReasons } from './settings-reasons';
import { settingsShifts } from './settings-shifts';
import { userAppearance } from './user-appearance';
import { dashboardCoating } from './dashboard-coating';
import { dashboardPaintline } from './dashboard-paintline';
import { dashboardMrp } from './dashboard-mrp';
import { userProfile } from './user-profile';
import { company } from './company';
import { supervise } from './supervise';
import { mapDesigner } from './map-designer';
import { explorerMap } from './explorer-map';
import { explorerRanking } from './explorer-ranking';

// The explicit list of plugins (STYLE.md: no registries filled by import side effects). Only the
// composition root (workbench/main.tsx) and the manifest contract test import this file.
// To add a plugin: one import line for its manifest, and its name in the list.

export const plugins: PluginManifest[] = [
  publicSite,
  explorerGraph,
  explorerReport,
  settingsLocations,
  settingsEntities,
  settingsMetricSetup,
  settingsParts,
  settingsProductionPlan,
  settingsShifts,
  settingsReasons,
  eventAnalysis,
  explorerModel,
  settingsPlugins,
  userAppearance,
  dashboardCoating,
  dashboardPaintline,
  dashboardMrp,
  userProfile,
  company,
  supervise,
  mapDesigner,
  explorerMap,
  explorerRanking,
  settingsDataSources,
];
