import { firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DowntimeBanner } from '../core/downtime';
import type { BackendSessionInfo } from '../core/session';
import { BackendState } from './api/backend-state';
import type { PluginManifest } from './api/manifest';
import { createTestBedWithModule } from './testing/test-bed';
import type { SubjectBackendState } from './testing/test-doubles';

afterEach(() => vi.unstubAllGlobals());

const NOW = Date.parse('2025-03-03T06:00:00Z'); // the test bed's clock
const bare: PluginManifest = { id: 'core-module-test', title: 'Core module', contributes: {} };

describe('downtime banner binding (document 1 §4: [TIME] formatted for the locale)', () => {
  it("formats [TIME] for the browser's locale (navigator.language)", async () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    const scheduler = new VirtualTimeScheduler(undefined, 0);
    const bed = createTestBedWithModule(bare, undefined, { session: { profile: { timezone: 'UTC' } }, scheduler });
    const backend = bed.get<BackendState>(BackendState) as SubjectBackendState;
    backend.info.next({
      scheduled_downtimes: [{ pk: 1, message: 'Wartung [TIME]', start_epoch: NOW - 60_000, end_epoch: NOW + 60_000, time_epoch: NOW, updated_epoch: 1 }],
    } as unknown as BackendSessionInfo);
    const notice = firstValueFrom(bed.get<DowntimeBanner>(DowntimeBanner).notice$);
    scheduler.flush();
    expect((await notice)?.text.replace(/\s/g, ' ')).toBe('Wartung 3. März 2025 um 06:00 UTC');
  });
});
