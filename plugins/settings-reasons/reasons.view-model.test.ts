import { describe, expect, it } from 'vitest';
import { HttpClient, ProfileRefresh } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { CountingProfileRefresh } from '../../workbench/testing/test-doubles';
import { settingsReasons } from './manifest';
import { ReasonsViewModel } from './reasons.view-model';

const ROWS = [
  { id: 1, kind: 'down', name: 'Breakdown', desc: '', planned: false },
  { id: 2, kind: 'scrap', name: 'Burr', desc: '', planned: false },
];
class ReasonsHttp extends UnexpectedHttpClient {
  readonly posts: unknown[] = [];
  override get<T>(): Promise<T> {
    return Promise.resolve({ count: ROWS.length, results: ROWS } as T);
  }
  override post<T>(_path: string, body?: unknown): Promise<T> {
    this.posts.push(body);
    return Promise.resolve({ id: 3, ...(body as object) } as T);
  }
}

async function bed() {
  const http = new ReasonsHttp();
  const profile = new CountingProfileRefresh();
  const b = await createTestBed(settingsReasons, { session: { role: 'ADMIN' }, overrides: [[HttpClient, http], [ProfileRefresh, profile]] });
  return { http, profile, vm: b.get(ReasonsViewModel) };
}

describe('settings-reasons (issue 13)', () => {
  it('document 1 §2: /reasons/:reasonName passes reasonName as a prop: a kind opens its tab', async () => {
    const { vm } = await bed();
    await vm.load('scrap');
    expect([vm.kind, vm.rowsOfKind.map((r) => r.name)]).toEqual(['scrap', ['Burr']]);
  });

  it('a reason name opens its kind and highlights it; an unknown name says so', async () => {
    const { vm } = await bed();
    await vm.load('burr');
    expect([vm.kind, vm.highlighted, vm.highlightMissing]).toEqual(['scrap', 'Burr', false]);
    vm.applyRouteName('Nothing');
    expect([vm.highlighted, vm.highlightMissing]).toEqual(['Nothing', true]);
  });

  it('only downtime reasons carry the planned flag; a save refreshes the profile (its reasons by kind)', async () => {
    const { vm, http, profile } = await bed();
    await vm.load();
    await vm.save({ kind: 'scrap', name: 'Crack', desc: '', planned: true });
    await vm.save({ kind: 'down', name: 'Lunch', desc: 'Break', planned: true });
    expect(http.posts).toEqual([
      { kind: 'scrap', name: 'Crack', desc: '', planned: false },
      { kind: 'down', name: 'Lunch', desc: 'Break', planned: true },
    ]);
    expect(profile.count).toBe(2);
  });
});
