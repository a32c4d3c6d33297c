import { z } from 'zod/mini';
import { AUTO_RANGE_UNITS, EXPLORER_MODES, METRIC_KEYS, SHIFT_SUMMARY } from '../model';
import { AUTO_RANGE_MIN_VALUE, isDateOnly } from '../time';
import { REPORT_DATASETS, type NavState } from './nav-state';

// zod's mini build: the navigation state is checked as the signed-in shell starts, and the classic
// build would add about 20 kB to the shell's first load (issue 8). Mini carries no message texts,
// so each check names what it wants.

// Saved presets may carry full timestamps; only the first 10 characters are the date (the same
// rule the preset dirty check uses), so they are cut before the date is checked.
const dateOnly = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v)),
  z.string().check(z.refine(isDateOnly, 'must be a date written YYYY-MM-DD')),
);

const metricKey = z.enum(METRIC_KEYS, 'must be a known metric');
const percent = () => z.number().check(z.minimum(0, 'must be at least 0'), z.maximum(100, 'must be at most 100'));
const count = () => z.int().check(z.minimum(0, 'must be a whole number, at least 0'));

const metricDisplay = z.looseObject({
  report: z.boolean(),
  gauge: z.boolean(),
  check: z.boolean(),
  checkThreshold: percent(),
  red: percent(),
  yellow: percent(),
  green: z.optional(percent()),
  danger_state: z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  stacked_bar: z.optional(z.nullable(z.boolean())),
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
  explorerMode: z.enum(EXPLORER_MODES, 'must be a known explorer mode'),
  keepCurrent: z.boolean(),
  combineShifts: z.boolean(),
  graphState: z.object({ activeDataset: z.string() }),
  mapState: z.object({ activeMapName: z.string(), view3D: z.boolean(), trail: z.optional(z.array(z.string())) }),
  modelState: z.object({ activeModelId: z.nullable(z.string()) }),
  reportState: z.object({ activeDataset: z.enum(REPORT_DATASETS, 'must be a known report') }),
  autoRange: z.object({
    active: z.boolean(),
    value: z.int().check(z.minimum(AUTO_RANGE_MIN_VALUE, `must be a whole number, at least ${AUTO_RANGE_MIN_VALUE}`)),
    unit: z.enum(AUTO_RANGE_UNITS, 'must be a known unit'),
  }),
  dataset: z.string(),
  tabId: z.string(),
  metric: metricKey,
  metric_layout: z.nullable(navMetricLayoutSchema),
  entity: z.object({
    euid: z.string(),
    depth: count(),
    max_depth: count(),
    name: z.string(),
    desc: z.string(),
    key: z.string(),
    show_children: z.boolean(),
  }),
  time: z
    .object({ range: z.object({ start: dateOnly, end: dateOnly }), day: z.nullable(dateOnly) })
    .check(z.refine((t) => t.range.start <= t.range.end, { message: 'range start must not be after its end', path: ['range'] })),
  shift: z.string(),
  shift_summary: z.enum(SHIFT_SUMMARY, 'must be a known shift summary'),
  task: z.object({ part: z.string(), op: z.string(), prod_line: z.string() }),
  activeNavPresetEuid: z.nullable(z.string()),
}) satisfies z.ZodMiniType<NavState>;
