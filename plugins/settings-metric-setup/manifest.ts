import type { Condition, PluginManifest } from '../../workbench/api';

const ENABLED: Condition = { toggle: 'settings-metric-setup', default: true };

/** System Setup > Metric Setup: thresholds, danger state, stacked bar and custom labels (issue 13). */
export const settingsMetricSetup: PluginManifest = {
  id: 'settings-metric-setup',
  title: 'Metric Setup',
  enabledWhen: ENABLED,
  module: () => import('./module').then((m) => m.settingsMetricSetupModule),
  contributes: {
    routes: [{ path: '/metricsetup', access: 'signedIn', title: 'Metric Setup', page: () => import('./metric-setup-page').then((m) => ({ default: m.MetricSetupPage })) }],
    sidebarEntries: [{ id: 'settings-metric-setup.metrics', tab: 'settings', order: 20, label: 'Metric Setup', icon: 'pi pi-sliders-v', to: '/metricsetup' }],
    helpKeys: [
      {
        key: 'settings-metric-setup/metrics',
        title: 'Metric Setup',
        body: 'For each metric: the danger, caution and standard minimums that colour its charts, whether low (BELOW) or high (ABOVE) values are bad, whether its chart stacks its parts, and the label every screen shows for it.',
      },
    ],
  },
};
