import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { metricSetupFormSchema } from '../../core/forms';
import type { SessionStore, WorkbenchSession } from '../../workbench/api';
import { RecordEditor, type SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { RecordingToasts, ScriptedConfirmDialog, UnexpectedHttpClient } from '../../workbench/testing';
import { RECORD_UPDATED_TOAST } from '../../core/errors';
import { MetricSetupViewModel } from './metric-setup.view-model';

const STORED = [
  { id: 1, metric_key: 'EFFICIENCY', danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW', stacked_bar: true },
  { id: 2, metric_key: 'AVAILABILITY', danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW', stacked_bar: false },
];

/** The metric setup list and names on GET; records every write. */
class PlantHttp extends UnexpectedHttpClient {
  readonly writes: Array<[string, string, unknown]> = [];
  override get<T>(path: string): Promise<T> {
    return Promise.resolve((path === '/v1/metric_name/' ? { overrides: {} } : { results: STORED }) as T);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.writes.push(['POST', path, body]);
    return Promise.resolve({ id: 3, ...(body as object) } as T);
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.writes.push(['PUT', path, body]);
    return Promise.resolve(body as T);
  }
}

async function setup() {
  const http = new PlantHttp();
  const toasts = new RecordingToasts();
  const session = { role: 'ADMIN', isDemo: false } as unknown as WorkbenchSession;
  const sessions: SessionStore = { session$: new BehaviorSubject(session), current: session };
  let refreshed = 0;
  const records = new RecordEditor({ http, toasts, confirm: new ScriptedConfirmDialog(true), sessions }, { resource: 'metric_setup', schema: metricSetupFormSchema, removeConfirmation: () => ({ header: '', message: '' }) });
  const vm = new MetricSetupViewModel(records, http, toasts, { refresh: async () => void refreshed++ });
  await vm.load();
  const rowsOf = (...keys: string[]) => vm.rows.filter((r) => keys.includes(r.metric_key)) as SetupRow[];
  return { vm, http, toasts, rowsOf, refreshed: () => refreshed };
}

describe('Metric Setup: the same thresholds for several metrics (document 1 §7 bulk update)', () => {
  it('stored metrics change in one PUT /v1/metric_setup/ of their ids and four thresholds; a metric on the defaults is created; the selection empties', async () => {
    const { vm, http, toasts, rowsOf, refreshed } = await setup();
    vm.select(rowsOf('EFFICIENCY', 'AVAILABILITY', 'QUALITY'));
    expect(vm.selectedRows.map((r) => r.metric_key)).toEqual(['EFFICIENCY', 'AVAILABILITY', 'QUALITY']);
    const result = await vm.applyToSelected({ danger_state: 'BELOW', danger_min: 50, caution_min: '60', standard_min: 80 });
    expect(result.ok).toBe(true);
    const thresholds = { danger_state: 'BELOW', danger_min: 50, caution_min: 60, standard_min: 80 };
    expect(http.writes).toEqual([
      ['POST', '/v1/metric_setup/', { metric_key: 'QUALITY', stacked_bar: false, ...thresholds }],
      ['PUT', '/v1/metric_setup/', [{ id: 1, ...thresholds }, { id: 2, ...thresholds }]],
    ]);
    expect(toasts.shown).toEqual([RECORD_UPDATED_TOAST]);
    expect(vm.selectedKeys).toEqual([]);
    expect(refreshed()).toBe(1);
  });

  it('thresholds out of order for the danger state send nothing and name the field', async () => {
    const { vm, http, rowsOf } = await setup();
    vm.select(rowsOf('EFFICIENCY', 'AVAILABILITY'));
    const result = await vm.applyToSelected({ danger_state: 'BELOW', danger_min: 90, caution_min: 60, standard_min: 95 });
    expect(result).toEqual({ ok: false, errors: { caution_min: 'Caution minimum must not be below the danger minimum' } });
    expect(http.writes).toEqual([]);
  });
});
