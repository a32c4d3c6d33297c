import { setupScreen } from '../../workbench/api';

/** System Setup > Metric Setup: thresholds, danger state, stacked bar and custom labels (issue 13). */
export const settingsMetricSetup = setupScreen({
  id: 'settings-metric-setup',
  path: '/metricsetup',
  label: 'Metric Setup',
  icon: 'pi pi-sliders-v',
  order: 20,
  page: () => import('./metric-setup-page').then((m) => ({ default: m.MetricSetupPage })),
  module: () => import('./module').then((m) => m.settingsMetricSetupModule),
  help: [
    {
      key: 'settings-metric-setup/metrics',
      title: 'Metric Setup',
      body: 'For each metric: the danger, caution and standard minimums that colour its charts, whether low (BELOW) or high (ABOVE) values are bad, whether its chart stacks its parts, and the label every screen shows for it.',
    },
  ],
});
