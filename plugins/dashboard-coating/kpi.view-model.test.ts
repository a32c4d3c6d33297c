import { describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import type { CoatingOpRow } from '../../core/oee';
import { HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { CoatingSource, type CoatingData } from './coating-source';
import { KpiViewModel } from './kpi.view-model';
import { dashboardCoating } from './manifest';

const op = (date: string, shift: string, lineal: number): CoatingOpRow => ({
  shift_date: date, shift_name: shift, lineal_produced: lineal, weight_produced: lineal * 2, msf_produced: 1, uptime_hours: 7, downtime_hours: 1,
  uptime_mins: 420, changeover_mins: 30, changeover_hours: 0.5, num_changeovers: 1, roll_count: 10, split_roll_count: 1, full_roll_count: 9,
  lf_per_hour: lineal / 7, roll_to_roll_mins: 42, changeover_per_min: 30,
});

function source(data: Partial<CoatingData>) {
  const calls: Array<[unknown, unknown]> = [];
  return { calls, load: async (range: unknown, shift: unknown) => (calls.push([range, shift]), { ops: [], target: null, downtime: [], ...data }) };
}

class RecordingPut extends UnexpectedHttpClient {
  readonly puts: Array<[string, unknown]> = [];
  constructor(private readonly failure?: unknown) {
    super();
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.puts.push([path, body]);
    return this.failure ? Promise.reject(this.failure) : Promise.resolve({} as T);
  }
}

async function bed(data: Partial<CoatingData>, http = new RecordingPut()) {
  const src = source(data);
  const b = await createTestBed(dashboardCoating, { session: { companyName: 'CorrChoice Coatings', role: 'ADMIN' }, overrides: [[CoatingSource, src], [HttpClient, http]] });
  const store = b.get<NavStore>(NavStore);
  store.selectDateRange();
  store.setRangeStart('2025-03-03');
  store.setRangeEnd('2025-03-04');
  const vm = b.get(KpiViewModel);
  await vm.load();
  return { b, vm, store, src, http };
}

describe('dashboard-coating: gating', () => {
  it.each([
    ['CorrChoice Coatings', true],
    ['Demo Plant', false],
    ['corrchoice coatings', false],
  ])('document 3 §2.4: company %s sees the coating dashboards: %s', async (companyName, on) => {
    expect((await createTestBed(dashboardCoating, { session: { companyName } })).enabled).toBe(on);
  });
});

describe('KpiViewModel (document 3 §2.4, §4, §5, §8, §9)', () => {
  const ops = [op('2025-03-03', 'Day', 30000), op('2025-03-03', 'Afternoon', 30000), op('2025-03-04', 'Day', 30000)];

  it('document 3 §4: below red is red, red to below yellow is yellow, at or above yellow green', async () => {
    const zone = async (target: number) => (await bed({ ops, target: { lineal_produced: target, lineal_produced_yellow: 70, lineal_produced_red: 50 } })).vm.gauges[0]!;
    expect((await zone(100000)).zone).toBe('red'); // 45 %
    expect((await zone(75000)).zone).toBe('yellow'); // 60 %
    expect((await zone(64286)).percent).toBeCloseTo(70, 0);
    expect((await zone(45000)).zone).toBe('green'); // 100 %
  });

  it('document 3 §9: with one shift shown, the goal is a third and a typed target is stored times 3', async () => {
    const { vm, store, http } = await bed({ ops, target: { lineal_produced: 45000 } });
    store.setCombineShifts(false, 'Day');
    await vm.load();
    expect(vm.gauges[0]!.goal).toBeCloseTo(30000, 6);
    vm.openEditor('lineal_produced');
    expect(vm.form.target).toBe(15000);
    vm.setField('target', 20000);
    expect(await vm.save()).toBe(true);
    expect(http.puts).toEqual([['/v1/custom/ccc/kpi/update_target/', { lineal_produced: 60000, lineal_produced_yellow: 70, lineal_produced_red: 50 }]]);
  });

  it("document 3 §8: saving shows 'Success' / 'Values updated successfully!' for 3 s and reloads", async () => {
    const { vm, b, src } = await bed({ ops });
    vm.openEditor('lf_per_hour_with_downtime');
    expect(vm.form).toEqual({ target: 0, yellow: 70, red: 0, downtime: 120 });
    vm.setField('downtime', 90);
    const before = src.calls.length;
    expect(await vm.save()).toBe(true);
    expect(b.toasts.shown).toEqual([{ severity: 'success', summary: 'Success', detail: 'Values updated successfully!', life: 3000 }]);
    expect(src.calls.length).toBe(before + 1);
    expect(vm.editing).toBeNull();
  });

  it("document 3 §8: a failed save shows 'API Error' with the parsed message for 10 s; the dialog stays open", async () => {
    const http = new RecordingPut({ status: 403, response: { status: 403, data: { detail: 'You do not have permission to perform this action.' } } });
    const { vm, b } = await bed({ ops }, http);
    vm.openEditor('roll_count');
    expect(await vm.save()).toBe(false);
    expect(b.toasts.shown).toEqual([{ severity: 'error', summary: 'API Error', detail: 'You do not have permission to perform this action.', life: 10000 }]);
    expect(vm.editing).toBe('roll_count');
  });

  it.each([
    ['yellow below red', { yellow: 40, red: 50 }, 'yellow'],
    ['red below 0', { red: -1 }, 'red'],
    ['a negative target', { target: -1 }, 'target'],
    ['expected downtime over 480', { downtime: 481 }, 'downtime'],
  ] as const)('document 3 §5: %s is refused on its field and nothing is sent', async (_rule, patch, field) => {
    const { vm, http } = await bed({ ops });
    vm.openEditor('lf_per_hour_with_downtime');
    for (const [k, v] of Object.entries(patch)) vm.setField(k as 'target', v);
    expect(await vm.save()).toBe(false);
    expect(Object.keys(vm.formErrors)).toContain(field);
    expect(http.puts).toEqual([]);
  });

  it('downtime by reason sums the calendar stretches; the month-to-month change compares calendar months', async () => {
    const { vm } = await bed({
      ops: [op('2025-02-10', 'Day', 1000), op('2025-03-03', 'Day', 1500)],
      downtime: [
        { start_datetime: '2025-03-03T12:00:00Z', end_datetime: '2025-03-03T12:30:00Z', is_uptime: false, notes: 'Roll change' },
        { start_datetime: '2025-03-04T12:00:00Z', end_datetime: '2025-03-04T12:15:00Z', is_uptime: false, notes: 'Roll change' },
        { start_datetime: '2025-03-04T13:00:00Z', end_datetime: '2025-03-04T13:10:00Z', is_uptime: false, notes: '' },
      ],
    });
    expect(vm.downtimeByReason).toEqual([{ reason: 'Roll change', minutes: 45 }, { reason: 'Unspecified', minutes: 10 }]);
    expect(vm.linealMonthly.map((m) => m.change)).toEqual([null, 50]);
  });

  it('the display options keep the chosen gauges in the navigation state', async () => {
    const { vm, store } = await bed({ ops });
    vm.setSelected(['roll_count', 'lineal_produced']);
    expect(store.state.custom.ccc.kpiGraphs).toEqual(['lineal_produced', 'roll_count']);
    expect(vm.gauges.map((g) => g.metric)).toEqual(['lineal_produced', 'roll_count']);
  });
});

