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

  it('document 2 §4 "The by-date chart is grouped by shift unless shifts are combined": Combine Shifts off, one series per shift over a range; on, one series', async () => {
    const at = (day: string, shift: string, minutes: number) => ({ timestamp: `${day}T12:00:00Z`, end: `${day}T12:00:00Z`, type: 'SCRP', quantity: minutes, reason_name: 'Burr', shift_date: day, shift_key: shift, machine_key: 'press-1', planned: false });
    const { vm, bed } = await setup([at('2025-03-03', 'DAY', 2), at('2025-03-03', 'SWING', 3), at('2025-03-04', 'NIGHT', 4)]);
    const store = bed.get<NavStore>(NavStore);
    vm.setSlug('scrap');
    store.selectDateRange();
    store.setRangeStart('2025-03-03');
    store.setRangeEnd('2025-03-04');
    // As the panel does: unticking Combine Shifts chooses the first shift.
    store.setCombineShifts(false, 'Day');
    await settle();
    expect(vm.byHour).toBeNull();
    expect(vm.total).toBe(2);
    expect(vm.byDate.dates).toEqual(['2025-03-03', '2025-03-04']);
    expect(vm.byDate.series).toEqual([
      { name: 'DAY', amounts: [2, 0] },
      { name: 'SWING', amounts: [3, 0] },
      { name: 'NIGHT', amounts: [0, 4] },
    ]);
    // A chosen shift narrows the totals and tables; the chart still compares every shift.
    store.setShift('Swing');
    await settle();
    expect(vm.total).toBe(3);
    expect(vm.byDate.series.map((s) => s.name)).toEqual(['DAY', 'SWING', 'NIGHT']);
    store.setCombineShifts(true);
    await settle();
    expect(vm.total).toBe(9);
    expect(vm.byDate.series).toEqual([{ name: 'ALL', amounts: [5, 4] }]);
  });

  it('issue 35 point 5: one shift date shows by hour, per shift with Combine Shifts off', async () => {
    const { vm, bed } = await setup([
      { timestamp: '2025-03-03T12:00:00Z', end: null, type: 'SCRP', quantity: 2, reason_name: 'Burr', shift_date: '2025-03-03', shift_key: 'DAY', machine_key: 'press-1', planned: false },
      { timestamp: '2025-03-03T20:00:00Z', end: null, type: 'SCRP', quantity: 3, reason_name: 'Burr', shift_date: '2025-03-03', shift_key: 'SWING', machine_key: 'press-2', planned: false },
    ]);
    vm.setSlug('scrap');
    bed.get<NavStore>(NavStore).setCombineShifts(false, 'Day');
    await settle();
    expect(vm.byHour?.dates[0]).toBe('06:00');
    expect(vm.byHour?.series.map((s) => [s.name, s.amounts.reduce((a, b) => a + b, 0)])).toEqual([['DAY', 2], ['SWING', 3]]);
    // The machines follow the chosen shift (Day): Press 1 only.
    expect(vm.machines.map((m) => [m.name, m.amount])).toEqual([['Press 1', 2]]);
  });

  it('issue 35 point 5: opened at /graph/event/rework, the navigation state (the panel\'s Dataset and Exception dropdowns) names Rework, not Downtime', async () => {
    const { vm, bed } = await setup(downtime(1));
    const store = bed.get<NavStore>(NavStore);
    expect(store.state.dataset).toBe('Downtime');
    vm.setSlug('rework');
    expect(store.state.dataset).toBe('Rework');
    expect(store.state.graphState.activeDataset).toBe('Exception');
  });
});
