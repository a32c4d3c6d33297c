import { lazyModule } from '../../workbench/kit/lazy-module';

/** The dashboard's Plotly charts, loaded beside its query (workbench/kit/lazy-module.ts). */
export const graphCharts = lazyModule(() =>
  Promise.all([import('./metric-chart'), import('./side-chart-grid'), import('./consolidated-dashboard')]).then(([{ MetricChart }, { SideChartGrid }, { ConsolidatedDashboard }]) => ({
    MetricChart,
    SideChartGrid,
    ConsolidatedDashboard,
  })),
);
