// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { PresetService } from '../../core/presets';
import { serviceToken } from '../../core/platform';
import { HttpClient } from '../api/http-client';
import { bindService } from '../api/bind-service';
import type { PluginManifest } from '../api/manifest';
import { SessionStore } from '../api/session';
import { UnexpectedHttpClient } from './test-doubles';
import { createTestBed } from './test-bed';
import { Toasts } from '../api/toasts';
import { useService } from '../api/use-service';

class Greeter {
  constructor(private readonly sessions: SessionStore, private readonly toasts: Toasts) {}
  greet(): string {
    const name = this.sessions.current?.companyName ?? 'nobody';
    this.toasts.show({ severity: 'info', summary: `Hello ${name}`, life: 3000 });
    return name;
  }
}
const GreeterToken = serviceToken<Greeter>('explorer-test.Greeter');
const manifest: PluginManifest = {
  id: 'explorer-test',
  title: 'Test',
  enabledWhen: { role: ['ADMIN'] },
  module: async () =>
    new ContainerModule(({ bind }) => {
    bindService(bind, GreeterToken, ({ sessions, toasts }) => new Greeter(sessions, toasts), { sessions: SessionStore, toasts: Toasts });
    }),
  contributes: {},
};

function GreeterView() {
  const greeter = useService<Greeter>(GreeterToken);
  return <p>{greeter.greet()}</p>;
}

describe('createTestBed', () => {
  it('loads the real plugin module over fake core services, with the given session', async () => {
    const bed = await createTestBed(manifest, { session: { companyName: 'Scherdel', role: 'ADMIN' } });
    expect(bed.get<Greeter>(GreeterToken).greet()).toBe('Scherdel');
    expect(bed.toasts.shown).toEqual([{ severity: 'info', summary: 'Hello Scherdel', life: 3000 }]);
    expect(bed.enabled).toBe(true);
  });

  it('says whether the plugin is enabled for the session', async () => {
    expect((await createTestBed(manifest, { session: { role: 'USER' } })).enabled).toBe(false);
    expect((await createTestBed(manifest, { session: null })).enabled).toBe(false);
  });

  it('an override replaces a core token for core services too (presets over HttpClient)', async () => {
    const calls: string[] = [];
    class RecordingHttp extends UnexpectedHttpClient {
      override post<T>(path: string): Promise<T> {
        calls.push(path);
        return Promise.resolve([] as T);
      }
    }
    const bed = await createTestBed(manifest, { overrides: [[HttpClient, new RecordingHttp()]] });
    await bed.get<PresetService>(PresetService).load();
    expect(calls).toEqual(['/v1/navpreset/get_presets/']);
  });

  it('useService resolves from the plugin container of the wrapped component', async () => {
    const bed = await createTestBed(manifest, { session: { companyName: 'Acme', role: 'ADMIN' } });
    render(bed.wrap(<GreeterView />));
    expect(screen.getByText('Acme')).toBeTruthy();
  });
});
