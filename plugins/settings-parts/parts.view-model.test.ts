import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient, type TestBedOptions } from '../../workbench/testing';
import { settingsParts } from './manifest';
import { PartsViewModel } from './parts.view-model';

/** An in-memory /v1/part/ and /v1/operation/ with the calls recorded. */
class PartsHttp extends UnexpectedHttpClient {
  readonly calls: string[] = [];
  parts = [{ id: 1, name: 'Bracket', desc: '', ppm: 10, group_name: 'Stamped' }];
  machineParts = [
    { id: 7, machine_id: 5, part_id: 1, ppm: 8, machine_name: 'Press 2', machine_key: 'P-2', part_name: 'Bracket' },
    { id: 8, machine_id: 4, part_id: 1, ppm: 9, machine_name: 'Press 1', machine_key: 'P-1', part_name: 'Bracket' },
    { id: 9, machine_id: 4, part_id: 2, ppm: 3, machine_name: 'Press 1', machine_key: 'P-1', part_name: 'Hinge' },
  ];
  override get<T>(path: string): Promise<T> {
    this.calls.push(`GET ${path}`);
    return Promise.resolve({ count: 0, results: path.startsWith('/v1/part/') ? this.parts : path.startsWith('/v1/machine_part/') ? this.machineParts : [] } as T);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`POST ${path} ${JSON.stringify(body)}`);
    if (path === '/v1/setup_regen/') return Promise.resolve({ queued: 3 } as T);
    const row = { id: 2, ...(body as object) };
    this.parts = [...this.parts, row as never];
    return Promise.resolve(row as T);
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`PUT ${path} ${JSON.stringify(body)}`);
    this.parts = this.parts.map((p) => (p.id === (body as { id: number }).id ? { ...p, ...(body as object) } : p));
    return Promise.resolve(body as T);
  }
}

async function bed(session: TestBedOptions['session'] = { role: 'MANAGER' }) {
  const http = new PartsHttp();
  const b = await createTestBed(settingsParts, { session, overrides: [[HttpClient, http]] });
  const vm = b.get(PartsViewModel);
  await vm.load();
  return { ...b, http, vm };
}

describe('settings-parts (issue 13)', () => {
  it('is on by default and switchable per company', async () => {
    expect((await createTestBed(settingsParts, { session: { role: 'USER' } })).enabled).toBe(true);
    expect((await createTestBed(settingsParts, { session: { role: 'ADMIN', togglesOff: ['settings-parts'] } })).enabled).toBe(false);
  });

  it("document 2 §8: a new part is created without id and toasts 'Record created successfully' (5 s)", async () => {
    const { vm, http, toasts } = await bed();
    const r = await vm.savePart({ name: 'Hinge', ppm: '2.5', group_name: 'Hardware', desc: '' });
    expect(r.ok).toBe(true);
    expect(http.calls).toContain('POST /v1/part/ {"name":"Hinge","desc":"","ppm":2.5,"group_name":"Hardware"}');
    expect(toasts.shown).toEqual([{ severity: 'success', summary: 'Success', detail: 'Record created successfully', life: 5000 }]);
  });

  it('bad input names the field and sends nothing', async () => {
    const { vm, http } = await bed();
    const before = http.calls.length;
    expect(await vm.savePart({ name: '', ppm: '0' })).toEqual({ ok: false, errors: { name: 'Name is required', ppm: 'Ideal rate (parts per minute) must be greater than 0' } });
    expect(http.calls.length).toBe(before);
  });

  it('a rate change offers to recompute the history; accepting queues the part', async () => {
    const { vm, http, confirm } = await bed();
    await vm.savePart({ name: 'Bracket', ppm: 12, group_name: 'Stamped', desc: '' }, 1);
    expect(confirm.asked[0]).toMatchObject({ header: 'Recompute history?', acceptLabel: 'Recompute' });
    expect(http.calls).toContain('POST /v1/setup_regen/ {"scope":"part","part_id":1}');
    expect(vm.regen.started).toBe(3);
  });

  it('a change that keeps the rate asks nothing', async () => {
    const { vm, confirm } = await bed();
    await vm.savePart({ name: 'Bracket', ppm: 10, group_name: 'Pressed', desc: '' }, 1);
    expect(confirm.asked).toEqual([]);
  });

  it("the demo account cannot save: the 'Demo Mode' toast and no request; a USER cannot write", async () => {
    const { vm, http, toasts } = await bed({ role: 'ADMIN', isDemo: true });
    const before = http.calls.length;
    expect((await vm.savePart({ name: 'X', ppm: 1 })).ok).toBe(false);
    expect(http.calls.length).toBe(before);
    expect(toasts.shown[0]).toMatchObject({ summary: 'Demo Mode' });
    expect((await bed({ role: 'USER' })).vm.parts.canWrite).toBe(false);
  });

  it('issue 36: the selected part lists the machines that run it, by name, each at its own rate', async () => {
    const { vm } = await bed();
    vm.select(1);
    expect(vm.partMachines.map((m) => [m.name, m.machine_key, m.ppm])).toEqual([['Press 1', 'P-1', 9], ['Press 2', 'P-2', 8]]);
    vm.select(2);
    expect(vm.partMachines.map((m) => m.name)).toEqual(['Press 1']);
  });
});
