/** The metric keys of the specification (document 1, section 3), in their canonical order. */
export const METRIC_KEYS = [
  'EFFICIENCY',
  'PERFORMANCE',
  'AVAILABILITY',
  'QUALITY',
  'SCRAP_LOSS',
  'SPEED_LOSS',
  'PLANNED_DOWN',
  'UNPLANNED_DOWN',
  'PRODUCTION',
  'SCRAP',
  'REJECT',
  'REWORK',
  'GOOD',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
