import type { MetricKey, Profile } from '../model';
import {
  DEFAULT_METRIC_LAYOUT_NAME,
  defaultDisplayMode,
  serverOwnedFields,
  type MetricDisplayMode,
  type MetricLayout,
  type MetricSetupRecord,
  type StoredMetricDisplayMode,
  type StoredMetricLayout,
} from './metric-layout';

/**
 * Merges the server's metric setup into the user's layout (document 1, section 4, "Metric layout
 * refresh"): known metrics keep the user's order and display modes, new metrics are appended in
 * the server's order, removed ones are dropped. The server-owned fields (green, danger_state,
 * stacked_bar) are taken over. When nothing changes the existing layout object is returned, so a
 * refresh never makes a saved preset look dirty.
 */
export function refreshMetricLayout(existing: StoredMetricLayout | null | undefined, metricSetup: readonly MetricSetupRecord[]): MetricLayout {
  const setupByKey = new Map<MetricKey, MetricSetupRecord>();
  for (const record of metricSetup) if (!setupByKey.has(record.metric_key)) setupByKey.set(record.metric_key, record);

  const kept = (existing?.metrics ?? []).filter((m, i, all) => setupByKey.has(m) && all.indexOf(m) === i);
  const added = [...setupByKey.keys()].filter((m) => !kept.includes(m));
  const metrics = [...kept, ...added];

  const display_modes: Partial<Record<MetricKey, MetricDisplayMode>> = {};
  for (const m of metrics) {
    const setup = setupByKey.get(m);
    const previous = existing?.display_modes[m];
    display_modes[m] = previous ? { ...previous, ...serverOwnedFields(setup) } : defaultDisplayMode(setup);
  }

  const next: MetricLayout = {
    rev: existing?.rev ?? 0,
    name: existing?.name ?? DEFAULT_METRIC_LAYOUT_NAME,
    metrics,
    display_modes,
  };
  // Equal to a complete layout, so the stored object already is one.
  return existing && sameLayout(existing, next) ? (existing as MetricLayout) : next;
}

/** The active metric: the current one while it is in the layout, else the layout's first. */
export function activeMetric(layout: Pick<MetricLayout, 'metrics'>, current: MetricKey | null | undefined): MetricKey | undefined {
  if (current && layout.metrics.includes(current)) return current;
  return layout.metrics[0];
}

/** A big-brain profile uses the full dashboard and never loads the metric layout. */
export function shouldLoadMetricLayout(profile: Pick<Profile, 'is_bigbrain'>): boolean {
  return !profile.is_bigbrain;
}

function sameLayout(a: StoredMetricLayout, b: MetricLayout): boolean {
  if (a.rev !== b.rev || a.name !== b.name || a.metrics.length !== b.metrics.length) return false;
  if (a.metrics.some((m, i) => m !== b.metrics[i])) return false;
  if (Object.keys(a.display_modes).length !== Object.keys(b.display_modes).length) return false;
  return b.metrics.every((m) => sameMode(a.display_modes[m], b.display_modes[m]));
}

function sameMode(a: StoredMetricDisplayMode | undefined, b: MetricDisplayMode | undefined): boolean {
  if (!a || !b) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof MetricDisplayMode)[]);
  return [...keys].every((k) => (a as Partial<MetricDisplayMode>)[k] === b[k]);
}
