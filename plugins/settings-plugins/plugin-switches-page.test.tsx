// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestBed, HttpClient, UnexpectedHttpClient, type PluginManifest } from '../../workbench/api';
import { settingsPlugins } from './manifest';
import { PluginSwitchesPage } from './plugin-switches-page';

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

  it('says so when nothing can be switched', async () => {
    const bed = await createTestBed(settingsPlugins, { session: { role: 'ADMIN' } });
    render(bed.wrap(<PluginSwitchesPage />));
    expect(screen.getByRole('status').textContent).toBe('No feature of this workbench can be switched on or off for your company yet.');
  });
});
