import { describe, expect, it } from 'vitest';
import { HttpClient, ProfileRefresh } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { CountingProfileRefresh } from '../../workbench/testing/test-doubles';
import { settingsShifts } from './manifest';
import { ShiftsViewModel } from './shifts.view-model';

const ROWS = [
  { id: 1, name: 'Day', start_time: '07:00', end_time: '15:00', position: 1, color: '#ff0000' },
  { id: 2, name: 'Night', start_time: '19:00', end_time: '03:00', position: 2, color: null },
];
class ShiftsHttp extends UnexpectedHttpClient {
  readonly calls: string[] = [];
  override get<T>(): Promise<T> {
    return Promise.resolve({ count: 2, results: ROWS } as T);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`POST ${path}`);
    return Promise.resolve((path === '/v1/setup_regen/' ? { queued: 12 } : { id: 3, ...(body as object) }) as T);
  }
}

async function bed() {
  const http = new ShiftsHttp();
  const profile = new CountingProfileRefresh();
  const b = await createTestBed(settingsShifts, { session: { role: 'MANAGER' }, overrides: [[HttpClient, http], [ProfileRefresh, profile]] });
  const vm = b.get(ShiftsViewModel);
  await vm.load();
  return { http, profile, vm, toasts: b.toasts };
}

describe('settings-shifts (issue 13)', () => {
  it('an overlap with an overnight shift is refused with a clear message before anything is sent', async () => {
    const { vm, http } = await bed();
    expect(await vm.save({ name: 'Early', start_time: '02:00', end_time: '06:00', position: 3, color: '#00ff00' })).toEqual({
      ok: false,
      errors: { start_time: 'Early (02:00 to 06:00) overlaps Night (19:00 to 03:00)' },
    });
    expect(http.calls).toEqual([]);
  });

  it('a saved shift regenerates the results (with progress) and refreshes the profile', async () => {
    const { vm, http, profile, toasts } = await bed();
    const r = await vm.save({ name: 'Late', start_time: '15:00', end_time: '19:00', position: 3, color: '#00ff00' });
    expect(r.ok).toBe(true);
    await vm.pending;
    expect(http.calls).toEqual(['POST /v1/shift/', 'POST /v1/setup_regen/']);
    expect(vm.regen.started).toBe(12);
    expect(profile.count).toBe(1);
    expect(toasts.shown[0]).toMatchObject({ detail: 'Record created successfully', life: 5000 });
  });
});
