import { describe, expect, it } from 'vitest';
import { EXPORT_LIMIT_TOAST, EXPORT_ROW_LIMIT } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import type { TableRow } from '../../core/table-query';
import { createTestBed, RecordingRows } from '../../workbench/testing';
import { EventAnalysisViewModel } from './event-analysis.view-model';
import { EventSource } from './event-source';
import { eventAnalysis } from './manifest';

const settle = () => new Promise((r) => setTimeout(r, 5));

function downtime(count: number): TableRow[] {
  const event = { timestamp: '2025-03-03T12:00:00Z', end: '2025-03-03T12:01:00Z', type: 'DOWN', quantity: null, reason_name: 'Jam', shift_date: '2025-03-03', shift_key: 'Day', machine_key: 'press-1', planned: false };
  return Array.from({ length: count }, () => event);
}

async function setup(rows: TableRow[]) {
  const source = new RecordingRows(rows);
  const bed = await createTestBed(eventAnalysis, { overrides: [[EventSource, source]] });
  bed.get<NavStore>(NavStore).selectSingleDay('2025-03-03');
  const vm = bed.get(EventAnalysisViewModel);
  vm.setSlug('downtime');
  await settle();
  return { vm, bed, source };
}

describe('EventAnalysisViewModel (document 2 §4 Event analysis screen)', () => {
  it("document 2 §8/§9 Excel export maximum 100000 rows: 'Download Source Data' over the limit shows the export limit warning instead of a file, as the data table does", async () => {
    const { vm, bed, source } = await setup(downtime(EXPORT_ROW_LIMIT + 1));
    // One read of the day's scheduled windows (downtime counts only there), one of its stops.
    expect(source.requests.map((r) => r.table)).toEqual(['bigbrain_inpschedule', 'bigbrain_inpevent']);
    expect(vm.status).toBe('ready');
    expect(vm.events).toHaveLength(EXPORT_ROW_LIMIT + 1);

    await vm.downloadSourceData();

    expect(bed.toasts.shown).toEqual([EXPORT_LIMIT_TOAST]);
    expect(vm.exporting).toBeNull();
  });
});
