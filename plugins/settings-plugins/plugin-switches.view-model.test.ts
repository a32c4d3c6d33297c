import { describe, expect, it } from 'vitest';
import { HttpClient, type PluginManifest } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient, type TestBedOptions } from '../../workbench/testing';
import { settingsPlugins } from './manifest';
import { PluginSwitchesViewModel } from './plugin-switches.view-model';

/** Two switchable plugins beside the screen itself: one off until switched on, one on until switched off. */
const parts: PluginManifest = { id: 'settings-parts', title: 'Parts', enabledWhen: { toggle: 'settings-parts' }, contributes: {} };
const appearance: PluginManifest = { id: 'user-appearance', title: 'Appearance', enabledWhen: { toggle: 'user-appearance', default: true }, contributes: {} };
const CATALOG = [settingsPlugins, parts, appearance];

class RecordingHttp extends UnexpectedHttpClient {
  readonly puts: Array<[string, unknown]> = [];
  constructor(private readonly refusal?: unknown) {
    super();
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.puts.push([path, body]);
    if (this.refusal) return Promise.reject(this.refusal);
    const id = /\/v1\/plugin_toggle\/([^/]+)\//.exec(path)![1];
    return Promise.resolve({ plugin_id: id, enabled: (body as { enabled: boolean }).enabled } as T);
  }
}

async function bed(http: RecordingHttp, session: TestBedOptions['session'] = { role: 'ADMIN' }) {
  const b = await createTestBed(settingsPlugins, { session, plugins: CATALOG, overrides: [[HttpClient, http]] });
  return { ...b, vm: b.get(PluginSwitchesViewModel) };
}

describe('settings-plugins: the Plugins screen', () => {
  it.each([
    ['ADMIN', false, true],
    ['ADMIN', true, false],
    ['MANAGER', false, false],
    ['USER', false, false],
  ] as const)('is enabled only for an ADMIN outside demo mode (%s, demo %s -> %s)', async (role, isDemo, enabled) => {
    expect((await createTestBed(settingsPlugins, { session: { role, isDemo } })).enabled).toBe(enabled);
  });

  it('lists every switchable plugin with its state: stored choice first, else its default', async () => {
    const { vm } = await bed(new RecordingHttp(), { role: 'ADMIN', togglesOff: ['user-appearance'] });
    expect(vm.plugins).toEqual([
      { id: 'user-appearance', title: 'Appearance', enabled: false, defaultEnabled: true },
      { id: 'settings-parts', title: 'Parts', enabled: false, defaultEnabled: false },
    ]);
  });

  it('switching a plugin PUTs /v1/plugin_toggle/{plugin_id}/ {enabled} and updates the session without a reload', async () => {
    const http = new RecordingHttp();
    const { vm, sessions, toasts } = await bed(http);
    await vm.setEnabled('settings-parts', true);
    await vm.setEnabled('user-appearance', false);
    expect(http.puts).toEqual([
      ['/v1/plugin_toggle/settings-parts/', { enabled: true }],
      ['/v1/plugin_toggle/user-appearance/', { enabled: false }],
    ]);
    expect([...sessions.current!.toggles]).toEqual(['settings-parts']);
    expect([...sessions.current!.togglesOff]).toEqual(['user-appearance']);
    expect(vm.plugins.map((p) => [p.id, p.enabled])).toEqual([
      ['user-appearance', false],
      ['settings-parts', true],
    ]);
    expect(toasts.shown.map((t) => t.detail)).toEqual(['Parts is now on for your company.', 'Appearance is now off for your company.']);
  });

  it("a refused change shows the server's reason and changes nothing", async () => {
    const refusal = { message: 'Request failed with status code 403', response: { status: 403, data: { detail: 'Only an ADMIN may do this.' } } };
    const { vm, sessions, toasts } = await bed(new RecordingHttp(refusal));
    const before = sessions.current;
    await vm.setEnabled('settings-parts', true);
    expect(sessions.current).toBe(before);
    expect(vm.plugins.find((p) => p.id === 'settings-parts')!.enabled).toBe(false);
    expect(toasts.shown).toEqual([expect.objectContaining({ severity: 'error', summary: 'Not saved', detail: 'Only an ADMIN may do this.' })]);
    expect(vm.isPending('settings-parts')).toBe(false);
  });

  it('an unknown plugin id or a switch to the current state sends nothing', async () => {
    const http = new RecordingHttp();
    const { vm } = await bed(http);
    await vm.setEnabled('no-such-plugin', true);
    await vm.setEnabled('user-appearance', true); // already on by default
    expect(http.puts).toEqual([]);
  });
});
