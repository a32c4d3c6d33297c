import { describe, expect, it } from 'vitest';
import { AVERAGE_UPDATED_TOAST } from '../../../core/errors';
import { NavStore } from '../../../core/navigation';
import { oeeMetrics, type MachineResultRow } from '../../../core/oee';
import { DataRefresh } from '../../../workbench/api';
import { createTestBed } from '../test-support';
import { explorerGraph } from '../manifest';
import { DashboardCompute, InPlaceDashboardCompute } from './dashboard-compute';
import { MachineDataSource, type MachineDayRows, type MachineRef } from './machine-data-source';
import { DEFAULT_AVERAGE_STEPS, MachineDashboardViewModel } from './machine-dashboard.view-model';

const result = (shift_key: string, k: number): MachineResultRow => ({
  shift_key, scheduled_secs: 28_800 * k, planned_down_secs: 1_800 * k, unplanned_down_secs: 2_700 * k, ideal_secs: 18_000 * k, good_secs: 17_000 * k,
  units_produced: 1000 * k, units_scrapped: 30 * k, units_rejected: 20 * k, units_reworked: 10 * k,
});
const DAY_ROWS: MachineDayRows = {
  results: [result('DAY', 1), result('NIGHT', 2), result('SUMMARY', 3)],
  schedules: [
    { goal_pps: 0.1, scheduled_secs: 3600, scheduled_quantity: 400, units_produced: 380, schedule: { part_name: 'P1', operation: '10', shift_key: 'DAY' } },
    { goal_pps: 0.3, scheduled_secs: 1200, scheduled_quantity: 300, units_produced: 250, schedule: { part_name: 'P2', operation: '20', shift_key: 'NIGHT' } },
  ],
  times: [{ timestamp: '2025-03-02T08:00:00Z', units_produced: 90, part_name: 'P1', operation: '10', shift_key: 'DAY' }],
};

class ScriptedMachineData implements MachineDataSource {
  readonly days: Array<[MachineRef, string]> = [];
  readonly saved: Array<[string, string, number]> = [];
  averages = new Map<string, number>();
  failSave: Error | null = null;
  async day(machine: MachineRef, shiftDate: string): Promise<MachineDayRows> {
    this.days.push([machine, shiftDate]);
    return DAY_ROWS;
  }
  async average(machine: string, task: string): Promise<number | null> {
    return this.averages.get(`${machine}/${task}`) ?? null;
  }
  async saveAverage(machine: string, task: string, minutes: number): Promise<void> {
    if (this.failSave) throw this.failSave;
    this.saved.push([machine, task, minutes]);
  }
}

const settle = () => new Promise((r) => setTimeout(r, 5));

async function setup(data = new ScriptedMachineData()) {
  const bed = await createTestBed(explorerGraph, {
    session: { isBigBrain: true },
    overrides: [[MachineDataSource, data], [DashboardCompute, new InPlaceDashboardCompute()]],
  });
  const store = bed.get<NavStore>(NavStore);
  store.selectEntity({ euid: 'M1', name: 'Press 1', desc: '', key: 'PRESS-1', depth: 3, max_depth: 3 });
  store.setKeepCurrent(false);
  store.selectSingleDay('2025-03-02');
  const vm = bed.get(MachineDashboardViewModel);
  await settle();
  return { vm, data, store, bed };
}

describe('MachineDashboardViewModel (document 2 §4 Machine dashboard)', () => {
  it("loads the machine's day by euid and key, and computes the doughnuts from the SUMMARY row when shifts are combined", async () => {
    const { vm, data, store } = await setup();
    store.setCombineShifts(true);
    await settle();
    expect(data.days.at(-1)).toEqual([{ euid: 'M1', key: 'PRESS-1' }, '2025-03-02']);
    expect(vm.status).toBe('ready');
    expect(vm.view!.doughnuts[0]!.value).toBeCloseTo(oeeMetrics(result('SUMMARY', 3)).efficiency);
    expect(vm.view!.hasSchedules).toBe(true);
  });

  it('a shift reads its own row; the Tasks picker narrows Goal vs Actual to the part', async () => {
    const { vm, store } = await setup();
    store.setCombineShifts(false, 'Day');
    await settle();
    expect(vm.view!.counts.produced).toBe(1000);
    vm.setTask('P1', '');
    await settle();
    expect(vm.view!.goalVsActual).toEqual({ goal: 400, actual: 380 });
  });

  it('choosing another entity clears the Tasks picker (document 2 §4)', async () => {
    const { vm, store } = await setup();
    vm.setTask('P1', '10');
    store.selectEntity({ euid: 'M2', name: 'Press 2', desc: '', key: 'PRESS-2', depth: 3, max_depth: 3 });
    expect(store.state.task).toMatchObject({ part: '', op: '' });
  });

  it("the timeline average is read back for the machine and part, saved in minutes with 'Average updated successfully!'", async () => {
    const data = new ScriptedMachineData();
    data.averages.set('M1/', 45);
    const { vm, bed } = await setup(data);
    expect(vm.averageSteps).toBe(3);
    expect(await vm.saveAverage(6)).toBe(true);
    expect(data.saved).toEqual([['M1', '', 90]]);
    expect(vm.averageSteps).toBe(6);
    expect(bed.toasts.shown).toContainEqual(AVERAGE_UPDATED_TOAST);
  });

  it('a failed average save shows the parsed error and keeps the window', async () => {
    const data = new ScriptedMachineData();
    data.failSave = Object.assign(new Error('Bad Request'), { status: 400, response: { status: 400, data: { detail: 'average must be at most 1440 minutes' } } });
    const { vm, bed } = await setup(data);
    expect(await vm.saveAverage(200)).toBe(false);
    expect(vm.averageSteps).toBe(DEFAULT_AVERAGE_STEPS);
    expect(bed.toasts.shown.at(-1)).toMatchObject({ severity: 'error', detail: 'average must be at most 1440 minutes' });
  });

  it('document 3 §2.1: a data refresh (the Nav State shortcut) loads the day again', async () => {
    const { data, bed } = await setup();
    const before = data.days.length;
    bed.get<DataRefresh>(DataRefresh).refresh();
    await settle();
    expect(data.days.length).toBe(before + 1);
  });
});
