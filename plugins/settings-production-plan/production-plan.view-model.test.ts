import { describe, expect, it } from 'vitest';
import { BackendState, HttpClient } from '../../workbench/api';
import { createTestBed, SubjectBackendState, UnexpectedHttpClient } from '../../workbench/testing';
import { settingsProductionPlan } from './manifest';
import { ProductionPlanViewModel } from './production-plan.view-model';

type Row = Record<string, unknown> & { id: number };

/** An in-memory REST API of the lists the screen reads, with the writes recorded. */
class PlanHttp extends UnexpectedHttpClient {
  readonly calls: string[] = [];
  lists: Record<string, Row[]> = {
    entity: [
      { id: 4, key: 'P-1', name: 'Press 1', category: 'MACHINE' },
      { id: 5, key: 'P-2', name: 'Press 2', category: 'MACHINE' },
    ],
    part: [{ id: 1, name: 'Bracket', ppm: 10 }],
    shift: [{ id: 1, name: 'Day', start_time: '07:00', end_time: '15:00' }],
    machine_part: [
      { id: 7, machine_id: 5, part_id: 1, part_name: 'Bracket', ppm: 8 },
      { id: 8, machine_id: 4, part_id: 1, part_name: 'Bracket', ppm: 9 },
    ],
    production_plan: [{ id: 20, machine_key: 'P-2', shift_date: '2026-11-27', shift_key: 'DAY', part_name: 'Bracket', operation: '', quantity: 400, ppm: 8 }],
  };
  machineShifts = [{ shift_key: 'DAY', name: 'Day', weekdays: [1, 2, 3, 4, 5] }];
  override get<T>(path: string, params?: Record<string, unknown>): Promise<T> {
    if (path === '/v1/machine_shifts/') return Promise.resolve({ machine_key: params?.machine_key, shifts: this.machineShifts } as T);
    const name = path.split('/')[2]!;
    const rows = (this.lists[name] ?? []).filter((r) => name !== 'production_plan' || r.machine_key === params?.machine_key);
    return Promise.resolve({ count: rows.length, results: rows } as T);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`POST ${path} ${JSON.stringify(body)}`);
    if (path === '/v1/setup_regen/') return Promise.resolve({ queued: 2 } as T);
    if (path === '/v1/production_plan_copy/') return Promise.resolve({ written: 3, queued: 3 } as T);
    return Promise.resolve({ id: 99, ...(body as object) } as T);
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`PUT ${path} ${JSON.stringify(body)}`);
    if (path === '/v1/machine_shifts/') return Promise.resolve({ shifts: (body as { shifts: unknown }).shifts, removed: 1, queued: 1 } as T);
    return Promise.resolve({ part_name: 'Bracket', ...(body as object) } as T);
  }
}

async function bed(role: 'MANAGER' | 'USER' = 'MANAGER') {
  const http = new PlanHttp();
  const backend = new SubjectBackendState();
  const b = await createTestBed(settingsProductionPlan, { session: { role }, now: '2026-11-28T12:00:00Z', overrides: [[HttpClient, http], [BackendState, backend]] });
  const vm = b.get(ProductionPlanViewModel);
  await vm.load('P-2');
  return { ...b, http, backend, vm };
}

describe('settings-production-plan (issue 36)', () => {
  it('opens the machine the Entities link names, with its own parts and rates and the week of today (Monday to Sunday)', async () => {
    const { vm } = await bed();
    expect(vm.machine?.name).toBe('Press 2');
    expect(vm.machineRates.map((r) => [r.name, r.ppm])).toEqual([['Bracket', 8]]);
    expect(vm.days[0]).toBe('2026-11-23');
    expect(vm.cells.get('2026-11-27|DAY')?.map((r) => r.quantity)).toEqual([400]);
  });

  it("opens on the machine's own week: on Sunday evening in New York (Monday in UTC) the week that ends that Sunday", async () => {
    const http = new PlanHttp();
    http.lists['entity'] = [{ id: 5, key: 'P-2', name: 'Press 2', category: 'MACHINE', timezone: 'America/New_York' }];
    const backend = new SubjectBackendState();
    const b = await createTestBed(settingsProductionPlan, { session: { role: 'MANAGER' }, now: '2026-11-30T01:13:00Z', overrides: [[HttpClient, http], [BackendState, backend]] });
    const vm = b.get(ProductionPlanViewModel);
    await vm.load('P-2');
    expect(vm.today).toBe('2026-11-29');
    expect(vm.days[0]).toBe('2026-11-23');
    vm.moveWeek(-1);
    vm.thisWeek();
    expect(vm.days[6]).toBe('2026-11-29');
  });

  it("a planned run is saved for the chosen machine; a run for yesterday shows the recomputation until the engine's queue is empty", async () => {
    const { vm, http, backend } = await bed();
    const r = await vm.savePlan({ shift_date: '2026-11-27', shift_key: 'DAY', part_name: 'Bracket', operation: '', quantity: '50', ppm: null });
    expect(r.ok).toBe(true);
    expect(http.calls).toEqual(['POST /v1/production_plan/ {"machine_key":"P-2","shift_date":"2026-11-27","shift_key":"DAY","part_name":"Bracket","operation":"","quantity":50,"ppm":null}']);
    backend.info.next({ sch_queue: 1, ent_queue: 0 } as never);
    expect([vm.regen.started, vm.regen.remaining]).toEqual([1, 1]);
    expect(vm.regen.running).toBe(true);
    backend.info.next({ sch_queue: 0, ent_queue: 0 } as never);
    expect(vm.regen.running).toBe(false);
  });

  it('a run planned for a later day recomputes nothing; bad input is refused before anything is sent', async () => {
    const { vm, http, backend } = await bed();
    await vm.savePlan({ shift_date: '2026-12-01', shift_key: 'DAY', part_name: 'Bracket', quantity: 5 });
    backend.info.next({ sch_queue: 4, ent_queue: 0 } as never);
    expect(vm.regen.running).toBe(false);
    const bad = await vm.savePlan({ shift_date: '1 Dec', shift_key: 'DAY', part_name: 'Bracket', quantity: -1 });
    expect(bad).toEqual({ ok: false, errors: { shift_date: 'Day must be a date as YYYY-MM-DD', quantity: 'Planned quantity must be at least 0' } });
    expect(http.calls).toHaveLength(1);
  });

  it("a changed rate on the machine asks, then gives its planned runs the new rate (setup_regen scope machine_part)", async () => {
    const { vm, http, confirm } = await bed();
    await vm.saveRate({ part_id: '1', ppm: '6' }, 7);
    expect(confirm.asked[0]?.header).toBe('Recompute history?');
    expect(http.calls).toEqual(['PUT /v1/machine_part/7/ {"machine_id":5,"part_id":1,"ppm":6,"id":7}', 'POST /v1/setup_regen/ {"scope":"machine_part","machine_part_id":7}']);
  });

  it('copies a day to the following days and says how many rows were written', async () => {
    const { vm, http, toasts } = await bed();
    expect(await vm.copyDay('2026-11-27', 3)).toBe(3);
    expect(http.calls).toEqual(['POST /v1/production_plan_copy/ {"machine_key":"P-2","shift_date":"2026-11-27","days":3}']);
    expect(toasts.shown.at(-1)?.detail).toBe('3 plan rows written');
  });

  it("knows the machine's shifts by weekday: the week plan shows Saturday's Day shift as not run", async () => {
    const { vm } = await bed();
    expect(vm.machineShifts?.runs('DAY', '2026-11-27')).toBe(true);
    expect(vm.machineShifts?.runs('DAY', '2026-11-28')).toBe(false);
  });

  it('turning a day off asks first (its planned runs are removed), then follows the recomputation and reloads the plan', async () => {
    const { vm, http, confirm, toasts, backend } = await bed();
    expect(await vm.saveMachineShifts([{ shift_key: 'DAY', name: 'Day', weekdays: [1, 2, 3, 4] }])).toBe(true);
    expect(confirm.asked[0]?.header).toBe('Turn shifts off?');
    expect(http.calls).toEqual(['PUT /v1/machine_shifts/ {"machine_key":"P-2","shifts":[{"shift_key":"DAY","weekdays":[1,2,3,4]}]}']);
    expect(toasts.shown.at(-1)?.detail).toBe('Shifts saved; 1 planned runs removed and their results recomputed');
    backend.info.next({ sch_queue: 1, ent_queue: 0 } as never);
    expect(vm.regen.running).toBe(true);
    expect(vm.machineShifts?.runs('DAY', '2026-11-27')).toBe(false);
  });

  it('declining the question changes nothing; adding days does not ask', async () => {
    const { vm, http, confirm } = await bed();
    confirm.answer = false;
    expect(await vm.saveMachineShifts([{ shift_key: 'DAY', name: 'Day', weekdays: [1] }])).toBe(false);
    expect(http.calls).toEqual([]);
    expect(await vm.saveMachineShifts([{ shift_key: 'DAY', name: 'Day', weekdays: [1, 2, 3, 4, 5, 6, 7] }])).toBe(true);
    expect(confirm.asked).toHaveLength(1);
  });

  it('a USER reads the plan but cannot change it', async () => {
    const { vm } = await bed('USER');
    expect(vm.canWrite).toBe(false);
    expect(vm.machineRates).toHaveLength(1);
  });
});
