import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../errors';
import type { NavPreset, PresetKind, PresetUser } from './nav-preset';
import type { PresetApi } from './preset-api';
import { ApiPresetService } from './preset-service';
import type { PresetNavTarget } from './preset-nav-target';

interface State {
  metric: string;
  activeNavPresetEuid?: string;
  keepCurrent?: boolean;
  time?: { day: string | null };
}
type P = NavPreset<State>;

const preset = (euid: string, name: string, over: Partial<P> = {}): P => ({
  euid, name, desc: '', author_first_name: 'Ada', author_last_name: 'Admin', author_comp_prof: 'U1',
  navstate: { metric: name.toUpperCase() }, default: false, public: false, hidden: false, favorite: false,
  _updated: '2025-04-01T00:00:00Z', ...over,
});

/** An in-memory server: every call answers the full list, like the real endpoints. */
class FakePresetApi implements PresetApi<P> {
  calls: Array<[string, PresetKind, unknown]> = [];
  failNext: ApiError | undefined;
  private next = 100;
  constructor(public rows: P[]) {}
  private answer(call: string, kind: PresetKind, body: unknown): Promise<P[]> {
    this.calls.push([call, kind, body]);
    if (this.failNext) {
      const e = this.failNext;
      this.failNext = undefined;
      return Promise.reject(e);
    }
    return Promise.resolve(structuredClone(this.rows));
  }
  get_presets(kind: PresetKind, body: Partial<P>) { return this.answer('get_presets', kind, body); }
  create_preset(kind: PresetKind, p: Omit<P, 'euid' | '_updated'>) {
    if (!this.failNext) this.rows.push({ ...p, euid: `N${this.next++}`, _updated: '2025-04-02T00:00:00Z' });
    return this.answer('create_preset', kind, p);
  }
  update_preset(kind: PresetKind, p: P) {
    if (!this.failNext) this.rows = this.rows.map((r) => (r.euid === p.euid ? structuredClone(p) : r));
    return this.answer('update_preset', kind, p);
  }
  open_preset(kind: PresetKind, p: P) { return this.answer('open_preset', kind, p); }
  deactivate_preset(kind: PresetKind, p: P) {
    if (!this.failNext) this.rows = this.rows.filter((r) => r.euid !== p.euid);
    return this.answer('deactivate_preset', kind, p);
  }
}

class FakeNav implements PresetNavTarget<State> {
  readonly state = new BehaviorSubject<State>({ metric: 'NONE' });
  readonly navState$ = this.state.asObservable();
  /** Steps the user could undo: each replace adds one, clearHistory empties the history. */
  undoSteps = 0;
  replaced: State[] = [];
  replace(s: State) { this.replaced.push(s); this.undoSteps++; this.state.next(s); }
  clearHistory() { this.undoSteps = 0; }
}

const admin: PresetUser = { euid: 'U1', role: 'ADMIN', first_name: 'Ada', last_name: 'Admin' };
const user: PresetUser = { euid: 'U2', role: 'USER', first_name: 'Uma', last_name: 'User' };
const yes = async () => true;

function setup(rows = [preset('P1', 'Downtime'), preset('P2', 'Efficiency', { default: true }), preset('P3', 'Scrap')]) {
  const api = new FakePresetApi(rows);
  const nav = new FakeNav();
  const service = new ApiPresetService<State>(api, nav);
  const seen = { active: undefined as P | undefined, dirty: false, presets: [] as P[] };
  service.activePreset$.subscribe((a) => (seen.active = a));
  service.dirty$.subscribe((d) => (seen.dirty = d));
  service.presets$.subscribe((l) => (seen.presets = l));
  return { api, nav, service, seen };
}

describe('ApiPresetService (document 1 §4 and document 3 §4)', () => {
  it('load replaces the list, picks the efficiency preset when none is active, applies it and clears the undo history', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    expect(api.calls.map((c) => c.slice(0, 2))).toEqual([['get_presets', 'navpreset']]);
    expect(seen.presets.map((p) => p.euid)).toEqual(['P1', 'P2', 'P3']);
    expect(seen.active?.euid).toBe('P2');
    expect(nav.state.value).toEqual({ metric: 'EFFICIENCY', activeNavPresetEuid: 'P2' });
    expect(nav.undoSteps).toBe(0);
    expect(seen.dirty).toBe(false);
  });

  it('prefetch asks at once and the next load takes its answer without asking again; a later load asks anew (issue 39)', async () => {
    const { api, service, seen } = setup();
    service.prefetch();
    service.prefetch();
    expect(api.calls.map((c) => c[0])).toEqual(['get_presets']);
    await service.load();
    expect(api.calls.map((c) => c[0])).toEqual(['get_presets']);
    expect(seen.active?.euid).toBe('P2');
    await service.load();
    expect(api.calls.map((c) => c[0])).toEqual(['get_presets', 'get_presets']);
  });

  it('a failed prefetch is asked again by load, which shows the list', async () => {
    const { api, service, seen } = setup();
    api.failNext = { status: 502, response: { status: 502, data: { detail: 'Bad gateway' } } };
    service.prefetch();
    await service.load();
    expect(api.calls.map((c) => c[0])).toEqual(['get_presets', 'get_presets']);
    expect(seen.presets.map((p) => p.euid)).toEqual(['P1', 'P2', 'P3']);
  });

  it('load keeps a restored working state of the active preset (its unsaved edits stay dirty)', async () => {
    const { nav, service, seen } = setup();
    nav.state.next({ metric: 'QUALITY', activeNavPresetEuid: 'P3' });
    await service.load();
    expect(seen.active?.euid).toBe('P3');
    expect(nav.replaced).toEqual([]);
    expect(seen.dirty).toBe(true);
  });

  it('the dirty marker shows when the working state differs from the saved preset and clears when it matches again', async () => {
    const { nav, service, seen } = setup();
    await service.load();
    nav.state.next({ ...nav.state.value, metric: 'QUALITY' });
    expect(seen.dirty).toBe(true);
    nav.state.next({ ...nav.state.value, metric: 'EFFICIENCY' });
    expect(seen.dirty).toBe(false);
  });

  it("Keep Current moving the day is not an edit: a preset that keeps the current day stays clean on another day; a day picked by hand (Keep Current off) marks it", async () => {
    const { nav, service, seen } = setup([preset('P2', 'Efficiency', { default: true, navstate: { metric: 'EFFICIENCY', keepCurrent: true, time: { day: '2025-06-18' } } })]);
    await service.load();
    nav.state.next({ ...nav.state.value, time: { day: '2025-06-19' } }); // the running shift's date, found by Keep Current
    expect(seen.dirty).toBe(false);
    nav.state.next({ ...nav.state.value, keepCurrent: false, time: { day: '2025-06-01' } });
    expect(seen.dirty).toBe(true);
  });

  it('after open the list is replaced, the opened preset is active and applied, and history is cleared', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    await service.open('P3');
    expect(api.calls.at(-1)?.[0]).toBe('open_preset');
    expect(seen.active?.euid).toBe('P3');
    expect(nav.state.value).toEqual({ metric: 'SCRAP', activeNavPresetEuid: 'P3' });
    expect(nav.undoSteps).toBe(0);
  });

  it('if opening a preset fails, the active preset is re-applied and the parsed API error is raised', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    api.failNext = { status: 500, response: { status: 500, data: { detail: 'Database unavailable' } } };
    await expect(service.open('P1')).rejects.toThrow('Database unavailable');
    expect(nav.replaced.slice(-2).map((s) => s.activeNavPresetEuid)).toEqual(['P1', 'P2']);
    expect(seen.active?.euid).toBe('P2');
    expect(nav.state.value).toEqual({ metric: 'EFFICIENCY', activeNavPresetEuid: 'P2' });
  });

  it('opening an unknown preset gives "Preset not found" and changes nothing', async () => {
    const { api, nav, service } = setup();
    await service.load();
    const before = nav.state.value;
    await expect(service.open('P9')).rejects.toThrow('Preset not found');
    expect(api.calls).toHaveLength(1);
    expect(nav.state.value).toBe(before);
  });

  it('after update (Save) the list is replaced, the same preset stays active and is no longer dirty', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    await service.open('P1');
    nav.state.next({ ...nav.state.value, metric: 'QUALITY' });
    expect(seen.dirty).toBe(true);
    await expect(service.save(admin)).resolves.toBe(true);
    expect(api.calls.at(-1)?.[0]).toBe('update_preset');
    expect((api.calls.at(-1)?.[2] as P).navstate.metric).toBe('QUALITY');
    expect(seen.active?.euid).toBe('P1');
    expect(seen.dirty).toBe(false);
  });

  it('on Save an admin who toggles default and public must confirm each; declining sends nothing', async () => {
    const { api, service } = setup();
    await service.load();
    await service.open('P1');
    const asked: string[] = [];
    const declineSecond = async (text: string) => { asked.push(text); return asked.length < 2; };
    await expect(service.save(admin, { default: true, public: true }, declineSecond)).resolves.toBe(false);
    expect(asked).toEqual([
      'You are about to make this preset the default. Are you sure?',
      'You are about to make this preset public. Are you sure?',
    ]);
    expect(api.calls.at(-1)?.[0]).toBe('open_preset');
  });

  it('a non-admin cannot edit the default preset: the save is refused before any call', async () => {
    const { api, service } = setup();
    await service.load();
    await expect(service.save(user, {}, yes)).rejects.toThrow('You are a non-admin and cannot edit the default preset!');
    expect(api.calls).toHaveLength(1);
  });

  it('the demo account cannot Save, Save As or Delete ("Disabled for demo")', async () => {
    const { api, service } = setup();
    await service.load();
    const demo = { ...admin, is_demo: true };
    await expect(service.save(demo, {}, yes)).rejects.toThrow('Disabled for demo');
    await expect(service.saveAs(demo, { name: 'Copy' })).rejects.toThrow('Disabled for demo');
    await expect(service.remove(demo, 'P1', yes)).rejects.toThrow('Disabled for demo');
    expect(api.calls).toHaveLength(1);
  });

  it('the default flag cannot be turned off when the preset is the only one', async () => {
    const { service } = setup([preset('P2', 'Efficiency', { default: true })]);
    await service.load();
    await expect(service.save(admin, { default: false }, yes)).rejects.toThrow('Cannot set default to false if no other presets exist!');
  });

  it('save without any preset gives "No preset payload found!"', async () => {
    const { service } = setup([]);
    await service.load();
    await expect(service.save(admin, {}, yes)).rejects.toThrow('No preset payload found!');
  });

  it('after create (Save As) the new preset is active, authored by the user, with the working state', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    nav.state.next({ ...nav.state.value, metric: 'QUALITY' });
    const created = await service.saveAs(user, { name: '  Quality view ', desc: 'mine' });
    const body = api.calls.at(-1)?.[2] as P;
    expect(body).toMatchObject({ name: 'Quality view', desc: 'mine', author_comp_prof: 'U2', author_first_name: 'Uma', default: false, public: false });
    expect(seen.active?.euid).toBe(created.euid);
    expect(nav.state.value).toEqual({ metric: 'QUALITY', activeNavPresetEuid: created.euid });
    expect(seen.dirty).toBe(false);
  });

  it('Save As with a blank name is refused and sends nothing', async () => {
    const { api, service } = setup();
    await service.load();
    await expect(service.saveAs(admin, { name: '   ' })).rejects.toThrow('A preset needs a name.');
    expect(api.calls).toHaveLength(1);
  });

  it('delete asks "Are you sure you want to delete this preset?"; after delete of the active one the rule picks the next', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    await service.open('P1');
    const asked: string[] = [];
    await expect(service.remove(user, 'P1', async (t) => { asked.push(t); return true; })).resolves.toBe(true);
    expect(asked).toEqual(['Are you sure you want to delete this preset?']);
    expect(api.calls.at(-1)?.[0]).toBe('deactivate_preset');
    expect(seen.presets.map((p) => p.euid)).toEqual(['P2', 'P3']);
    expect(seen.active?.euid).toBe('P2');
    expect(nav.state.value.activeNavPresetEuid).toBe('P2');
  });

  it.each([
    ['the default preset (document 3 §5)', 'P2', 'You cannot delete the default preset!'],
    ['an unknown preset', 'P9', 'Preset not found for deactivation.'],
  ])('delete refuses %s', async (_rule, euid, message) => {
    const { api, service } = setup();
    await service.load();
    await expect(service.remove(admin, euid, yes)).rejects.toThrow(message);
    expect(api.calls).toHaveLength(1);
  });

  it('a failed call leaves the list as it was and raises the parsed API error', async () => {
    const { api, nav, service, seen } = setup();
    await service.load();
    api.failNext = { status: 400, response: { status: 400, data: 'duplicate key value violates unique constraint "x"\nDETAIL:  Key (name)=(Scrap) already exists.' } };
    await expect(service.saveAs(admin, { name: 'Scrap' })).rejects.toThrow('Key (name)=(Scrap) already exists.');
    expect(seen.presets.map((p) => p.euid)).toEqual(['P1', 'P2', 'P3']);
    expect(nav.replaced).toHaveLength(1);
  });

  it('hide and favourite are per-user switches a non-admin may use on the default preset', async () => {
    const { api, service, seen } = setup();
    await service.load();
    await service.setViewerFlags('P2', { favorite: true });
    expect(api.calls.at(-1)?.[2]).toMatchObject({ euid: 'P2', favorite: true, hidden: false, default: true });
    expect(seen.presets.find((p) => p.euid === 'P2')?.favorite).toBe(true);
  });
});

describe('ApiPresetService rename on Save', () => {
  it('a blank new name is refused and sends nothing; a padded name is trimmed', async () => {
    const { api, service } = setup();
    await service.load();
    await service.open('P1');
    await expect(service.save(admin, { name: '  ' }, yes)).rejects.toThrow('A preset needs a name.');
    expect(api.calls.at(-1)?.[0]).toBe('open_preset');
    await service.save(admin, { name: ' Stops ' }, yes);
    expect((api.calls.at(-1)?.[2] as P).name).toBe('Stops');
  });
});

describe('ApiPresetService and the kept preset list (document 1 §9: preset state persists in local storage)', () => {
  class MemoryCache {
    writes: P[][] = [];
    constructor(public kept: P[]) {}
    read() { return this.kept; }
    write(presets: P[]) { this.writes.push(presets); this.kept = presets; }
  }

  it('document 1 §9: after a reload the kept list names the active preset before the server answers', async () => {
    const api = new FakePresetApi([preset('P1', 'Downtime'), preset('P2', 'Efficiency', { default: true })]);
    const nav = new FakeNav();
    nav.state.next({ metric: 'DOWNTIME', activeNavPresetEuid: 'P1' });
    const cache = new MemoryCache([preset('P1', 'Downtime'), preset('P2', 'Efficiency', { default: true })]);
    const service = new ApiPresetService<State>(api, nav, cache);
    const seen = { active: undefined as P | undefined, names: [] as string[] };
    service.activePreset$.subscribe((a) => (seen.active = a));
    service.presets$.subscribe((l) => (seen.names = l.map((p) => p.name)));
    expect(api.calls).toHaveLength(0);
    expect(seen.names).toEqual(['Downtime', 'Efficiency']);
    expect(seen.active?.euid).toBe('P1');
    // Nothing is applied from the kept list: the restored working state stays as it was.
    expect(nav.replaced).toHaveLength(0);
  });

  it('document 1 §9: a service made at start-up before the profile named the company shows the kept list when the panel loads, before the server answers', async () => {
    const api = new FakePresetApi([preset('P1', 'Downtime'), preset('P2', 'Efficiency', { default: true })]);
    const nav = new FakeNav();
    nav.state.next({ metric: 'DOWNTIME', activeNavPresetEuid: 'P1' });
    // No company yet: the kept list reads as nothing, as AppStorePresetCache does before the profile.
    const profile: { company?: string } = {};
    const kept = [preset('P1', 'Downtime'), preset('P2', 'Efficiency', { default: true })];
    const cache = { read: () => (profile.company ? kept : []), write: () => {} };
    const service = new ApiPresetService<State>(api, nav, cache);
    let active: P | undefined;
    service.activePreset$.subscribe((a) => (active = a));
    expect(active).toBeUndefined();
    profile.company = 'C1';
    // Checked before the server's answer can arrive (load() has not reached its first await's end).
    const loading = service.load();
    expect(active?.euid).toBe('P1');
    await loading;
    expect(active?.euid).toBe('P1');
  });

  it("document 1 §9: every list the server answers replaces the kept one, a failed call keeps it", async () => {
    const api = new FakePresetApi([preset('P1', 'Downtime'), preset('P2', 'Efficiency', { default: true })]);
    const cache = new MemoryCache([preset('OLD', 'Gone since')]);
    const service = new ApiPresetService<State>(api, new FakeNav(), cache);
    await service.load();
    expect(cache.kept.map((p) => p.euid)).toEqual(['P1', 'P2']);
    await service.saveAs(admin, { name: 'Scrap' });
    expect(cache.kept.map((p) => p.name)).toEqual(['Downtime', 'Efficiency', 'Scrap']);
    const writes = cache.writes.length;
    api.failNext = { status: 500, response: { status: 500, data: 'down' } };
    await expect(service.saveAs(admin, { name: 'Rework' })).rejects.toThrow();
    expect(cache.writes).toHaveLength(writes);
  });
});
