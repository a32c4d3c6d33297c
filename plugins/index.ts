import type { PluginManifest } from '../workbench/api';
import { publicSite } from './public-site';
import { explorerGraph } from './explorer-graph';
import { settingsPlugins } from './settings-plugins';
import { userAppearance } from './user-appearance';
import { mapDesigner } from './map-designer';

// The explicit list of plugins (STYLE.md: no registries filled by import side effects). Only the
// composition root (workbench/main.tsx) and the manifest contract test import this file.
// To add a plugin: one import line for its manifest, and its name in the list.

export const plugins: PluginManifest[] = [
  publicSite,
  explorerGraph,
  settingsPlugins,
  userAppearance,
  mapDesigner,
];
