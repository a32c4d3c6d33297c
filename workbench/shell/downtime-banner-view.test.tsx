// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduledDowntime } from '../../core/downtime';
import type { BackendSessionInfo } from '../../core/session';
import { AppStore } from '../api/app-store';
import { BackendState } from '../api/backend-state';
import type { SubjectBackendState } from '../testing/test-doubles';
import { DowntimeBannerView } from './downtime-banner-view';
import { createShellTestBed } from './shell-test-bed';

afterEach(() => cleanup());

// ICU puts narrow no-break spaces in times; the dismiss button adds a trailing space.
const bannerText = () => screen.getByRole('alert').textContent!.replace(/\s+/g, ' ').trim();

const NOW = Date.parse('2025-03-03T06:00:00Z');
const downtime = (over: Partial<ScheduledDowntime> = {}): ScheduledDowntime => ({
  pk: 7,
  message: 'Maintenance at [TIME]: the workbench will be offline for 30 minutes.',
  start_epoch: NOW - 60_000,
  end_epoch: NOW + 3_600_000,
  time_epoch: NOW + 1_800_000,
  updated_epoch: 100,
  ...over,
});

function setup() {
  const bed = createShellTestBed({ session: { profile: { timezone: 'UTC' } } });
  const backend = bed.get<BackendState>(BackendState) as SubjectBackendState;
  const push = (downtimes: ScheduledDowntime[]) => act(() => backend.info.next({ scheduled_downtimes: downtimes } as unknown as BackendSessionInfo));
  render(bed.wrap(<DowntimeBannerView />));
  return { bed, push };
}

describe('scheduled-downtime banner (document 1 §4)', () => {
  it('shows the running notice with [TIME] in the profile time zone', () => {
    const { bed, push } = setup();
    push([downtime()]);
    act(() => bed.advanceTo(0));
    expect(bannerText()).toBe('Maintenance at March 3, 2025 at 6:30 AM UTC: the workbench will be offline for 30 minutes.');
  });

  it('shows nothing for a downtime outside its window', () => {
    const { bed, push } = setup();
    push([downtime({ start_epoch: NOW + 60_000 })]);
    act(() => bed.advanceTo(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Dismiss hides it and stores the acknowledgement (pk -> updated_epoch) in the app store', async () => {
    const { bed, push } = setup();
    push([downtime()]);
    act(() => bed.advanceTo(0));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bed.get<AppStore>(AppStore).value.downtimeAcks).toEqual({ '7': 100 });
    act(() => bed.advanceTo(5000)); // the every-second check does not bring it back
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an updated notice (new updated_epoch) shows again after a dismissal', async () => {
    const { bed, push } = setup();
    push([downtime()]);
    act(() => bed.advanceTo(0));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    push([downtime({ updated_epoch: 200, message: 'Maintenance moved.' })]);
    act(() => bed.advanceTo(1000));
    expect(bannerText()).toBe('Maintenance moved.');
  });
});
