import { describe, expect, it } from 'vitest';
import { DISABLED_FOR_DEMO, PRESET_DELETE_CONFIRM, PRESET_MAKE_PUBLIC, PRESET_OTHER_AUTHOR, PRESET_YOU_CANNOT_DELETE_DEFAULT, PRESET_CANNOT_DELETE_DEFAULT } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import type { NavPreset } from '../../core/presets';
import { PresetService } from '../../core/presets';
import { ConfirmDialog } from '../api/confirm-dialog';
import { HttpClient } from '../api/http-client';
import { LeaveGuard } from '../api/leave-guard';
import { SessionStore } from '../api/session';
import { Toasts } from '../api/toasts';
import { UnexpectedHttpClient } from '../testing/test-doubles';
import type { TestBedSession } from '../testing/test-bed';
import { explorerTestBed } from './explorer-test-bed';
import { PresetControlsViewModel } from './preset-controls.view-model';

function preset(euid: string, name: string, extra: Partial<NavPreset> = {}): NavPreset {
  return {
    euid, name, desc: '', author_first_name: 'Test', author_last_name: 'User', author_comp_prof: 'P1',
    navstate: {}, default: false, public: false, hidden: false, favorite: false, _updated: '2025-03-01T00:00:00Z', ...extra,
  };
}

/** A preset server in memory: answers every call with the list, as the real one does. */
class PresetServer extends UnexpectedHttpClient {
  readonly calls: Array<{ path: string; body: Record<string, NavPreset> }> = [];
  constructor(public list: NavPreset[]) {
    super();
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    const payload = (body as { navpreset: NavPreset }).navpreset;
    this.calls.push({ path, body: body as Record<string, NavPreset> });
    if (path.endsWith('/create_preset/')) this.list = [...this.list, { ...payload, euid: `N${this.list.length + 1}`, _updated: '' }];
    if (path.endsWith('/update_preset/')) this.list = this.list.map((p) => (p.euid === payload.euid ? { ...payload } : p));
    if (path.endsWith('/deactivate_preset/')) this.list = this.list.filter((p) => p.euid !== payload.euid);
    return Promise.resolve(structuredClone(this.list) as T);
  }
}

async function setup(list: NavPreset[], session: TestBedSession = {}) {
  const server = new PresetServer([]);
  const bed = explorerTestBed({ session, overrides: [[HttpClient, server]] });
  // Saved presets hold complete navigation states, as the app saves them.
  const base = bed.get<NavStore>(NavStore).state;
  server.list = list.map((p) => ({ ...p, navstate: { ...base, ...p.navstate } }));
  const vm = bed.get(PresetControlsViewModel);
  await vm.load();
  return { bed, vm, server, store: bed.get<NavStore>(NavStore) };
}

describe('PresetControlsViewModel', () => {
  it('the active preset is the one named efficiency (case-insensitive) when none is active', async () => {
    const { vm } = await setup([preset('A', 'Shift view'), preset('B', 'EFFICIENCY')]);
    expect(vm.activePreset?.euid).toBe('B');
  });

  it('a change shows the dirty asterisk; undo removes it', async () => {
    const { vm, store } = await setup([preset('A', 'Efficiency')]);
    expect(vm.title).toBe('Efficiency');
    store.setMetric('QUALITY');
    expect(vm.dirty).toBe(true);
    expect(vm.title).toBe('Efficiency *');
    expect(vm.canUndo).toBe(true);
    vm.undo();
    expect(vm.dirty).toBe(false);
    vm.redo();
    expect(vm.dirty).toBe(true);
  });

  it('Save sends the working state and clears the asterisk', async () => {
    const { vm, store, server } = await setup([preset('A', 'Efficiency')]);
    store.setMetric('QUALITY');
    expect(await vm.save()).toBe(true);
    expect(server.calls.at(-1)?.path).toBe('/v1/navpreset/update_preset/');
    expect(server.calls.at(-1)?.body.navpreset?.navstate).toMatchObject({ metric: 'QUALITY' });
    expect(vm.dirty).toBe(false);
  });

  it('an admin who toggles public must confirm "make it public... Are you sure?"; declining sends nothing', async () => {
    const { vm, bed, server } = await setup([preset('A', 'Efficiency')], { role: 'ADMIN' });
    bed.confirm.answer = false;
    vm.setPending('public', true);
    expect(vm.dirty).toBe(true);
    expect(await vm.save()).toBe(false);
    expect(bed.confirm.asked.map((q) => q.message)).toEqual([PRESET_MAKE_PUBLIC]);
    expect(server.calls.filter((c) => c.path.endsWith('/update_preset/'))).toHaveLength(0);
  });

  it('an admin editing a preset made by another author is asked to proceed first', async () => {
    const { vm, bed } = await setup([preset('A', 'Efficiency', { author_comp_prof: 'SOMEONE' })], { role: 'ADMIN' });
    vm.setPending('default', true);
    expect(await vm.save()).toBe(true);
    expect(bed.confirm.asked.map((q) => q.message)[0]).toBe(PRESET_OTHER_AUTHOR);
    expect(vm.activePreset?.default).toBe(true);
  });

  it('a non-admin cannot edit a preset that is the default: the Error toast (4 s) and nothing sent', async () => {
    const { vm, bed, server, store } = await setup([preset('A', 'Efficiency', { default: true })], { role: 'USER' });
    store.setMetric('QUALITY');
    expect(await vm.save()).toBe(false);
    expect(bed.toasts.shown.at(-1)).toMatchObject({ severity: 'error', summary: 'Error', life: 4000 });
    expect(server.calls.filter((c) => c.path.endsWith('/update_preset/'))).toHaveLength(0);
    expect(vm.flagsLockedReason).toBeDefined();
  });

  it("the demo account's Save, Save As and Delete are 'Disabled for demo'", async () => {
    const { vm, bed } = await setup([preset('A', 'Efficiency')], { isDemo: true });
    expect(vm.demoTooltip).toBe(DISABLED_FOR_DEMO);
    expect(await vm.saveAs('Mine')).toBe(false);
    expect(bed.toasts.shown.at(-1)?.detail).toBe(DISABLED_FOR_DEMO);
  });

  it('Save As creates a preset under the new name and makes it active', async () => {
    const { vm } = await setup([preset('A', 'Efficiency')]);
    expect(await vm.saveAs('  Press line  ', 'Presses only')).toBe(true);
    expect(vm.activePreset?.name).toBe('Press line');
  });

  it("Delete asks 'Are you sure you want to delete this preset?' and removes it", async () => {
    const { vm, bed, server } = await setup([preset('A', 'Efficiency'), preset('B', 'Other')]);
    await vm.open('B');
    expect(await vm.remove('B')).toBe(true);
    expect(bed.confirm.asked.at(-1)?.message).toBe(PRESET_DELETE_CONFIRM);
    expect(server.list.map((p) => p.euid)).toEqual(['A']);
    expect(vm.activePreset?.euid).toBe('A');
  });

  it('the default preset cannot be deleted', async () => {
    const { vm, bed } = await setup([preset('A', 'Efficiency', { default: true }), preset('B', 'Other')]);
    expect(await vm.remove('A')).toBe(false);
    expect([PRESET_CANNOT_DELETE_DEFAULT, PRESET_YOU_CANNOT_DELETE_DEFAULT]).toContain(bed.toasts.shown.at(-1)?.detail);
  });

  it('hidden presets appear only with show-hidden on; the search box filters; favourites come first', async () => {
    const { vm } = await setup([preset('A', 'Efficiency'), preset('B', 'Hidden one', { hidden: true }), preset('C', 'Zeta', { favorite: true })]);
    expect(vm.listed.map((p) => p.euid)).toEqual(['C', 'A']);
    vm.setShowHidden(true);
    expect(vm.listed.map((p) => p.euid)).toEqual(['C', 'A', 'B']);
    vm.setSearch('hid');
    expect(vm.listed.map((p) => p.euid)).toEqual(['B']);
  });

  it('per-preset hide and favourite switches are saved for the viewer', async () => {
    const { vm, server } = await setup([preset('A', 'Efficiency'), preset('B', 'Other')]);
    await vm.setFavorite('B', true);
    await vm.setHidden('A', true);
    expect(server.list.find((p) => p.euid === 'B')?.favorite).toBe(true);
    expect(server.list.find((p) => p.euid === 'A')?.hidden).toBe(true);
  });

  it('opening a preset applies its navigation state and clears the undo history', async () => {
    const { vm, store } = await setup([preset('A', 'Efficiency'), preset('B', 'Quality', { navstate: { metric: 'QUALITY' } })]);
    store.setMetric('SCRAP');
    await vm.open('B');
    expect(store.state.metric).toBe('QUALITY');
    expect(vm.canUndo).toBe(false);
    expect(vm.dirty).toBe(false);
  });

  describe("document 2 §5 Maps: Open, Undo and Redo switch the view on '/' only after the screen with unsaved work agrees", () => {
    /** The view-model over the bed's services, on the given route, with a leave check that answers `answer`. */
    async function guarded(path: string, answer: boolean) {
      const env = await setup([preset('A', 'Efficiency'), preset('B', 'Quality', { navstate: { metric: 'QUALITY' } })]);
      const { bed } = env;
      const guard = bed.get<LeaveGuard>(LeaveGuard);
      const asked: string[] = [];
      guard.register(() => {
        asked.push(path);
        return answer;
      });
      const vm = new PresetControlsViewModel(
        { service: bed.get(PresetService), store: env.store, sessions: bed.get(SessionStore), confirmDialog: bed.get(ConfirmDialog), toasts: bed.get(Toasts), leaveGuard: guard },
        () => path,
      );
      await vm.load();
      return { ...env, vm, asked };
    }

    it("on '/', opening a preset asks first; No opens nothing", async () => {
      const { vm, store, asked } = await guarded('/', false);
      expect(await vm.open('B')).toBe(false);
      expect(asked).toEqual(['/']);
      expect(store.state.metric).not.toBe('QUALITY');
    });

    it("on '/', Yes opens the preset", async () => {
      const { vm, store } = await guarded('/', true);
      expect(await vm.open('B')).toBe(true);
      expect(store.state.metric).toBe('QUALITY');
    });

    it("on '/', the sidebar's Undo and Redo ask first; No keeps the state", async () => {
      const { vm, store, asked } = await guarded('/', false);
      store.setMetric('SCRAP');
      await vm.askThenUndo();
      expect(store.state.metric).toBe('SCRAP');
      store.undo();
      await vm.askThenRedo();
      expect(store.state.metric).not.toBe('SCRAP');
      expect(asked).toHaveLength(2);
    });

    it('on a routed screen (/map/designer) the screen stays whatever the preset, so nothing is asked', async () => {
      const { vm, store, asked } = await guarded('/map/designer', false);
      expect(await vm.open('B')).toBe(true);
      expect(store.state.metric).toBe('QUALITY');
      store.setMetric('SCRAP');
      await vm.askThenUndo();
      expect(store.state.metric).toBe('QUALITY');
      expect(asked).toEqual([]);
    });
  });
});
