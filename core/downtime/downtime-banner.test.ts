import { map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, type Clock } from '../platform';
import { APP_STORE_KEY, appStoreDowntimeAcks, createAppStore } from '../session/app-store';
import { ScheduledDowntimeBanner, type DowntimeNotice } from './downtime-banner';
import type { ScheduledDowntime } from './scheduled-downtime';

const S = 1000;
const T = 1_767_373_200 * S; // epoch milliseconds (2026-01-02T17:00:00Z) at the test scheduler's frame 0
const maintenance: ScheduledDowntime = {
  pk: 7, message: 'Maintenance until [TIME]', start_epoch: T + 2 * S, end_epoch: T + 4 * S, time_epoch: T + 4 * S, updated_epoch: 100,
};
const UTC_TEXT = 'Maintenance until January 2, 2026 at 5:00 PM UTC';
const NEW_YORK_TEXT = 'Maintenance until January 2, 2026 at 12:00 PM EST';

function setup() {
  const ts = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  // The clock follows the scheduler's virtual time, so the 1000 ms checks see time pass.
  const clock: Clock = { now: () => T + ts.now() };
  const store = new MemoryKeyValueStore();
  // The acknowledgements live where the workbench keeps them: inside the app store.
  return { ts, clock, store, acks: appStoreDowntimeAcks(createAppStore(store)) };
}

const shown = (d: ScheduledDowntime, text: string): DowntimeNotice => ({ pk: d.pk, updated_epoch: d.updated_epoch, text });
// ICU may put narrow no-break spaces in times; compare with plain spaces.
const plain = map((n: DowntimeNotice | null) => (n ? { ...n, text: n.text.replace(/\s/g, ' ') } : n));

describe('scheduled-downtime banner (document 1 §4, checked every 1000 ms)', () => {
  it('shows the notice, [TIME] in the profile time zone, while now is inside its window, and hides it afterwards', () => {
    const { ts, clock, acks } = setup();
    ts.run(({ cold, expectObservable }) => {
      const banner = new ScheduledDowntimeBanner(cold('a', { a: [maintenance] }), cold('z', { z: 'America/New_York' }), acks, clock, ts, 'en-US');
      expectObservable(banner.notice$.pipe(plain), '^ 6s !').toBe('n 1999ms a 2999ms n', { n: null, a: shown(maintenance, NEW_YORK_TEXT) });
    });
  });

  it('[TIME] is formatted for the locale it is given (the browser\'s), not always en-US', () => {
    const { ts, clock, acks } = setup();
    ts.run(({ cold, expectObservable }) => {
      const banner = new ScheduledDowntimeBanner(cold('a', { a: [maintenance] }), cold('z', { z: 'UTC' }), acks, clock, ts, 'de-DE');
      expectObservable(banner.notice$.pipe(plain), '^ 3s !').toBe('n 1999ms a', { n: null, a: shown(maintenance, 'Maintenance until 2. Januar 2026 um 17:00 UTC') });
    });
  });

  it('dismiss hides it at once and stores the acknowledgement keyed by pk with that updated_epoch', () => {
    const { ts, clock, acks, store } = setup();
    ts.run(({ cold, expectObservable }) => {
      const banner = new ScheduledDowntimeBanner(cold('a', { a: [maintenance] }), cold('z', { z: 'UTC' }), acks, clock, ts, 'en-US');
      ts.schedule(() => banner.dismiss({ pk: 7, updated_epoch: 100 }), 2500);
      expectObservable(banner.notice$.pipe(plain), '^ 6s !').toBe('n 1999ms a 499ms n', { n: null, a: shown(maintenance, UTC_TEXT) });
    });
    expect(JSON.parse(store.getItem(APP_STORE_KEY)!).state.downtimeAcks).toEqual({ '7': 100 });
  });

  it('an acknowledged notice shows again when the server updates it (new updated_epoch)', () => {
    const { ts, clock, acks } = setup();
    acks.write({ '7': 100 });
    const updated = { ...maintenance, updated_epoch: 101 };
    ts.run(({ cold, expectObservable }) => {
      const downtimes$ = cold('a 2999ms b', { a: [maintenance], b: [updated] });
      const banner = new ScheduledDowntimeBanner(downtimes$, cold('z', { z: 'UTC' }), acks, clock, ts, 'en-US');
      expectObservable(banner.notice$.pipe(plain), '^ 6s !').toBe('n 2999ms b 1999ms n', { n: null, b: shown(updated, UTC_TEXT) });
    });
  });

  it('a dismissal survives a new banner over the same store', () => {
    const { ts, clock, acks } = setup();
    acks.write({ '7': 100 });
    ts.run(({ cold, expectObservable }) => {
      const banner = new ScheduledDowntimeBanner(cold('a', { a: [maintenance] }), cold('z', { z: 'UTC' }), acks, clock, ts, 'en-US');
      expectObservable(banner.notice$, '^ 6s !').toBe('n', { n: null });
    });
  });

  it('an unreadable app store counts as no acknowledgements', () => {
    const store = new MemoryKeyValueStore();
    store.setItem(APP_STORE_KEY, '{broken');
    expect(appStoreDowntimeAcks(createAppStore(store)).read()).toEqual({});
  });
});
