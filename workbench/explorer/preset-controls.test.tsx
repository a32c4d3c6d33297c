// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NON_ADMIN_PRESET_FLAGS } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import type { NavPreset } from '../../core/presets';
import { HttpClient } from '../api/http-client';
import type { TestBedSession } from '../testing/test-bed';
import { UnexpectedHttpClient } from '../testing/test-doubles';
import { explorerTestBed } from './explorer-test-bed';
import { PresetControls } from './preset-controls';
import { PresetControlsViewModel } from './preset-controls.view-model';

afterEach(() => cleanup());

function preset(euid: string, name: string, extra: Partial<NavPreset> = {}): NavPreset {
  return {
    euid, name, desc: '', author_first_name: 'Test', author_last_name: 'User', author_comp_prof: 'P1',
    navstate: {}, default: false, public: false, hidden: false, favorite: false, _updated: '2025-03-01T00:00:00Z', ...extra,
  };
}

/** The preset calls in memory, answering with the whole list as the server does. */
class PresetServer extends UnexpectedHttpClient {
  list: NavPreset[] = [];
  override post<T>(path: string, body?: unknown): Promise<T> {
    const payload = (body as { navpreset: NavPreset }).navpreset;
    if (path.endsWith('/create_preset/')) this.list = [...this.list, { ...payload, euid: `N${this.list.length + 1}`, _updated: '' }];
    if (path.endsWith('/update_preset/')) this.list = this.list.map((p) => (p.euid === payload.euid ? { ...payload } : p));
    return Promise.resolve(structuredClone(this.list) as T);
  }
}

async function setup(list: NavPreset[], session: TestBedSession = { role: 'MANAGER' }) {
  const server = new PresetServer();
  const bed = explorerTestBed({ session, overrides: [[HttpClient, server]] });
  const store = bed.get<NavStore>(NavStore);
  server.list = list.map((p) => ({ ...p, navstate: { ...store.state, ...p.navstate } }));
  const vm = bed.get(PresetControlsViewModel);
  await vm.load();
  render(<PresetControls vm={vm} />);
  return { vm, store, server, user: userEvent.setup() };
}

const title = () => screen.getByTestId('explorer-preset-title');
const asterisk = () => within(title()).queryByLabelText('unsaved changes');

describe('Preset controls (document 1 §2, §4 Presets, §6)', () => {
  it('the active preset is the one named efficiency (case-insensitive)', async () => {
    await setup([preset('A', 'Shift view'), preset('B', 'efficiency')]);
    expect(title().textContent).toBe('efficiency');
  });

  it('a change shows the dirty asterisk; the Undo button takes it back', async () => {
    const { store, user } = await setup([preset('A', 'Efficiency')]);
    expect(asterisk()).toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo (Ctrl+Z)' });
    store.setMetric('QUALITY');
    await waitFor(() => expect(asterisk()).not.toBeNull());
    await user.click(undo);
    expect(store.state.metric).not.toBe('QUALITY');
    await waitFor(() => expect(asterisk()).toBeNull());
    expect((screen.getByRole('button', { name: 'Redo (Ctrl+Y)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("the demo account sees Save, Save As and Delete disabled ('Disabled for demo'); Open stays", async () => {
    const { vm } = await setup([preset('A', 'Efficiency')], { role: 'MANAGER', isDemo: true });
    for (const name of ['Save', 'Save As', 'Delete']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Open' }) as HTMLButtonElement).disabled).toBe(false);
    expect(vm.demoTooltip).toBe('Disabled for demo');
  });

  it("only admins may flip Public and Default: others see them disabled with the reason in visible text ('Only an admin can change...')", async () => {
    await setup([preset('A', 'Efficiency')], { role: 'MANAGER' });
    for (const name of ['Public', 'Default']) {
      const flag = screen.getByRole('switch', { name }) as HTMLInputElement;
      expect(flag.disabled).toBe(true);
      expect(document.getElementById(flag.getAttribute('aria-describedby') ?? '')?.textContent).toContain(NON_ADMIN_PRESET_FLAGS);
    }
    expect(screen.getByText(NON_ADMIN_PRESET_FLAGS)).toBeTruthy();
    cleanup();
    await setup([preset('A', 'Efficiency')], { role: 'ADMIN' });
    expect((screen.getByRole('switch', { name: 'Public' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(NON_ADMIN_PRESET_FLAGS)).toBeNull();
  });

  it('a flag switch is one control: no role="checkbox" wraps its switch input (axe nested-interactive)', async () => {
    await setup([preset('A', 'Efficiency')], { role: 'ADMIN' });
    const flag = screen.getByRole('switch', { name: 'Public' });
    expect(flag.parentElement?.closest('[role="checkbox"]')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('Open lists presets with a search box; hidden ones appear only with Show hidden', async () => {
    const { user } = await setup([preset('A', 'Efficiency'), preset('B', 'Press shop'), preset('C', 'Old night view', { hidden: true })]);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Preset' });
    const list = within(dialog).getByRole('list', { name: 'Presets' });
    expect(within(list).queryByRole('button', { name: 'Open Old night view' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show hidden' }));
    expect(within(list).getByRole('button', { name: 'Open Old night view' })).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search presets' }), 'press');
    expect(within(list).getAllByRole('button', { name: /^Open / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Open Press shop']);
  });

  it('a preset opened from the list with the keyboard becomes the active one', async () => {
    const { user } = await setup([preset('A', 'Efficiency'), preset('B', 'Press shop', { navstate: { metric: 'QUALITY' } })]);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Preset' });
    within(dialog).getByRole('button', { name: 'Open Press shop' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(title().textContent).toBe('Press shop'));
  });

  it('Save As needs a name; Enter in the form saves under it and makes it active', async () => {
    const { server, user } = await setup([preset('A', 'Efficiency')]);
    await user.click(screen.getByRole('button', { name: 'Save As' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Preset As' });
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Night shift{Enter}');
    await waitFor(() => expect(title().textContent).toBe('Night shift'));
    expect(server.list.map((p) => p.name)).toEqual(['Efficiency', 'Night shift']);
  });
});
