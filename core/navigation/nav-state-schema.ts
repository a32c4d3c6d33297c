import { z } from 'zod';
import { AUTO_RANGE_UNITS, EXPLORER_MODES, METRIC_KEYS, SHIFT_SUMMARY } from '../model';
import { AUTO_RANGE_MIN_VALUE, isDateOnly } from '../time';
import { REPORT_DATASETS, type NavState } from './nav-state';

// Saved presets may carry full timestamps; only the first 10 characters are the date (the same
// rule the preset dirty check uses), so they are cut before the date is checked.
const dateOnly = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v),
  z.string().refine(isDateOnly, 'must be a date written YYYY-MM-DD'),
);

const metricKey = z.enum(METRIC_KEYS);

const metricDisplay = z.looseObject({
  report: z.boolean(),
  gauge: z.boolean(),
  check: z.boolean(),
  checkThreshold: z.number().min(0).max(100),
  red: z.number().min(0).max(100),
  yellow: z.number().min(0).max(100),
  green: z.number().min(0).max(100).optional(),
  danger_state: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  stacked_bar: z.boolean().nullable().optional(),
});

export const navMetricLayoutSchema = z.looseObject({
  rev: z.number(),
  name: z.string(),
  metrics: z.array(metricKey),
  display_modes: z.partialRecord(metricKey, metricDisplay),
});

export const navStateSchema = z.object({
  custom: z.object({
    ccc: z.object({ kpiGraphs: z.array(z.string()) }),
    ino: z.object({ selectedPrograms: z.array(z.string()), paintLine4: z.boolean(), paintLine5: z.boolean() }),
    sch: z.object({
      report: z.object({ company: z.string(), group: z.string(), partFrom: z.string(), partTo: z.string(), lineFrom: z.string(), lineTo: z.string() }),
    }),
  }),
  explorerMode: z.enum(EXPLORER_MODES),
  keepCurrent: z.boolean(),
  combineShifts: z.boolean(),
  graphState: z.object({ activeDataset: z.string() }),
  mapState: z.object({ activeMapName: z.string(), view3D: z.boolean() }),
  modelState: z.object({ activeModelId: z.string().nullable() }),
  reportState: z.object({ activeDataset: z.enum(REPORT_DATASETS) }),
  autoRange: z.object({ active: z.boolean(), value: z.number().int().min(AUTO_RANGE_MIN_VALUE), unit: z.enum(AUTO_RANGE_UNITS) }),
  dataset: z.string(),
  tabId: z.string(),
  metric: metricKey,
  metric_layout: navMetricLayoutSchema.nullable(),
  entity: z.object({
    euid: z.string(),
    depth: z.number().int().min(0),
    max_depth: z.number().int().min(0),
    name: z.string(),
    desc: z.string(),
    key: z.string(),
    show_children: z.boolean(),
  }),
  time: z
    .object({ range: z.object({ start: dateOnly, end: dateOnly }), day: dateOnly.nullable() })
    .refine((t) => t.range.start <= t.range.end, { message: 'range start must not be after its end', path: ['range'] }),
  shift: z.string(),
  shift_summary: z.enum(SHIFT_SUMMARY),
  task: z.object({ part: z.string(), op: z.string(), prod_line: z.string() }),
  activeNavPresetEuid: z.string().nullable(),
}) satisfies z.ZodType<NavState>;
