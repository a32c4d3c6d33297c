// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient, type PluginManifest } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { settingsPlugins } from './manifest';
import { PluginSwitchesPage } from './plugin-switches-page';
import { settingsPluginsIds } from './test-ids';

afterEach(() => cleanup());

const parts: PluginManifest = { id: 'settings-parts', title: 'Parts', enabledWhen: { toggle: 'settings-parts' }, contributes: {} };

class EchoHttp extends UnexpectedHttpClient {
  readonly puts: string[] = [];
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.puts.push(`${path} ${JSON.stringify(body)}`);
    return Promise.resolve({ plugin_id: 'settings-parts', ...(body as object) } as T);
  }
}

describe('settings-plugins page', () => {
  it('shows one labelled switch per switchable plugin; Space switches it and the switch follows', async () => {
    const http = new EchoHttp();
    const bed = await createTestBed(settingsPlugins, { session: { role: 'ADMIN' }, plugins: [settingsPlugins, parts], overrides: [[HttpClient, http]] });
    render(bed.wrap(<PluginSwitchesPage />));
    expect(screen.getByRole('heading', { name: 'Plugins' })).toBeTruthy();
    const partsSwitch = screen.getByRole('switch', { name: /Parts/ });
    expect((partsSwitch as HTMLInputElement).checked).toBe(false);
    partsSwitch.focus();
    await userEvent.setup().keyboard(' ');
    await waitFor(() => expect((screen.getByRole('switch', { name: /Parts/ }) as HTMLInputElement).checked).toBe(true));
    expect(http.puts).toEqual(['/v1/plugin_toggle/settings-parts/ {"enabled":true}']);
  });

  it("says 'Saving…' beside a switch while the server has the change, then the new state in words", async () => {
    let answer!: () => void;
    let puts = 0;
    class HeldHttp extends UnexpectedHttpClient {
      override put<T>(_path: string, body?: unknown): Promise<T> {
        puts++;
        return new Promise<T>((done) => (answer = () => done({ plugin_id: 'settings-parts', ...(body as object) } as T)));
      }
    }
    const bed = await createTestBed(settingsPlugins, { session: { role: 'ADMIN' }, plugins: [settingsPlugins, parts], overrides: [[HttpClient, new HeldHttp()]] });
    render(bed.wrap(<PluginSwitchesPage />));
    const row = screen.getByTestId(settingsPluginsIds.switchRow('settings-parts'));
    expect(row.textContent).toContain('Off');
    const user = userEvent.setup();
    const partsSwitch = screen.getByRole('switch', { name: /Parts/ });
    await user.click(partsSwitch);
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe('Saving…'));
    // Marked, not disabled (a disabled control drops the keyboard focus); a second press meanwhile sends nothing.
    expect(partsSwitch.getAttribute('aria-disabled')).toBe('true');
    expect((partsSwitch as HTMLInputElement).disabled).toBe(false);
    await user.keyboard(' ');
    expect(puts).toBe(1);
    answer();
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe(''));
    expect(row.querySelector('.switch-state')?.textContent).toBe('On');
  });

  it('each switch is one control: not nested in a role="checkbox" wrapper (axe nested-interactive)', async () => {
    const bed = await createTestBed(settingsPlugins, { session: { role: 'ADMIN' }, plugins: [settingsPlugins, parts] });
    render(bed.wrap(<PluginSwitchesPage />));
    const partsSwitch = screen.getByRole('switch', { name: /Parts/ });
    expect(partsSwitch.parentElement!.closest('[role]')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('says so when nothing can be switched', async () => {
    const bed = await createTestBed(settingsPlugins, { session: { role: 'ADMIN' } });
    render(bed.wrap(<PluginSwitchesPage />));
    expect(screen.getByRole('status').textContent).toBe('No feature of this workbench can be switched on or off for your company yet.');
  });
});
