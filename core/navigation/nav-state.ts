import type { ExplorerMode, MetricKey, ShiftSummary } from '../model';
import type { AutoRange, DateOnly, DateRange } from '../time';
import type { StoredMetricDisplayMode, StoredMetricLayout } from '../metrics/metric-layout';

/** The selected entity (company, site, area or machine) and whether its children are displayed. */
export interface NavEntity {
  euid: string;
  depth: number;
  max_depth: number;
  name: string;
  desc: string;
  key: string;
  show_children: boolean;
}

/** The timeframe: a date range, and the single day shown when one is chosen (null in Date Range mode). */
export interface NavTime {
  range: DateRange;
  day: DateOnly | null;
}

export interface NavTask {
  part: string;
  op: string;
  prod_line: string;
}

/** The metric layout as the navigation state stores it; core/metrics owns its shape and rules. */
export type NavMetricDisplay = StoredMetricDisplayMode;
export type NavMetricLayout = StoredMetricLayout;

/** Filters of the MRP schedule report (custom area sch). */
export interface SchReportFilters {
  company: string;
  group: string;
  partFrom: string;
  partTo: string;
  lineFrom: string;
  lineTo: string;
}

/** Custom settings per company (document 3, section 3). */
export interface NavCustom {
  /** Coating customer: which KPI graphs are shown. */
  ccc: { kpiGraphs: string[] };
  /** Paint-line customer. */
  ino: { selectedPrograms: string[]; paintLine4: boolean; paintLine5: boolean };
  /** MRP customer. */
  sch: { report: SchReportFilters };
}

export const REPORT_DATASETS = ['transactions', 'schedule', 'inventory', 'location'] as const;
export type ReportDataset = (typeof REPORT_DATASETS)[number];

/** Dataset kinds of the Graph mode's Dataset dropdown. */
export const DATASET_KINDS = ['Metric', 'Exception'] as const;

/** Navigation state (document 1, section 3), persisted in session storage and saved in presets. */
export interface NavState {
  custom: NavCustom;
  explorerMode: ExplorerMode;
  keepCurrent: boolean;
  combineShifts: boolean;
  graphState: { activeDataset: string };
  /** trail: the map's level trail (flow ids from ROOT), so a shared map opens at the level it was shared at; absent: the top level. */
  mapState: { activeMapName: string; view3D: boolean; trail?: readonly string[] };
  modelState: { activeModelId: string | null };
  reportState: { activeDataset: ReportDataset };
  autoRange: AutoRange;
  dataset: string;
  tabId: string;
  metric: MetricKey;
  metric_layout: NavMetricLayout | null;
  entity: NavEntity;
  time: NavTime;
  shift: string;
  shift_summary: ShiftSummary;
  task: NavTask;
  activeNavPresetEuid: string | null;
}
