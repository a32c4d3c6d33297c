import { firstValueFrom, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import { appStoreDowntimeAcks, createAppStore, createSuperStore, defaultAppState, emptySuperStoreOnSignOut, loggedOut, markVisited } from './app-store';
import type { AuthEvent } from './auth-events';
import { BUILD_VERSION_STAMP, loadVersioned, saveVersioned } from './versioned-store';

describe('app store and version stamp (document 1 §3 and §9)', () => {
  it('the build version stamp is 23 April 2025', () => {
    expect(BUILD_VERSION_STAMP).toBe('2025-04-23');
  });

  it('state saved with the current stamp is restored', () => {
    const local = new MemoryKeyValueStore();
    createAppStore(local).update({ loginUri: '/shifts', initial_tour: true });
    const again = createAppStore(local);
    expect(again.value.loginUri).toBe('/shifts');
    expect(again.value.initial_tour).toBe(true);
  });

  it('stored state whose stamp differs is discarded (and removed), defaults are used', () => {
    const local = new MemoryKeyValueStore();
    saveVersioned(local, 'app', '2024-11-01', { ...defaultAppState(), loginUri: '/old' });
    expect(createAppStore(local).value).toEqual(defaultAppState());
    expect(local.getItem('app')).toBeNull();
  });

  it.each(['not json', '{"state":{}}', '{"version":"2025-04-23","state":null}'])('unreadable stored state %j is discarded', (raw) => {
    const local = new MemoryKeyValueStore();
    local.setItem('k', raw);
    expect(loadVersioned(local, 'k', BUILD_VERSION_STAMP, () => ({ a: 1 }))).toEqual({ a: 1 });
    expect(local.getItem('k')).toBeNull();
  });

  it('a store from the same version gains fields added to the defaults later', () => {
    const local = new MemoryKeyValueStore();
    saveVersioned(local, 'k', BUILD_VERSION_STAMP, { a: 2 });
    expect(loadVersioned(local, 'k', BUILD_VERSION_STAMP, () => ({ a: 1, b: 'new' }))).toEqual({ a: 2, b: 'new' });
  });

  it('the stream of the store follows updates', async () => {
    const store = createAppStore(new MemoryKeyValueStore());
    store.update((s) => ({ ...s, loginUri: '/parts' }));
    expect((await firstValueFrom(store.state$)).loginUri).toBe('/parts');
  });

  it('logout clears the tokens and the subscription (document 1 §4 rule 6)', () => {
    const state = {
      ...defaultAppState(),
      auth: { profile: null, token: 'at', idToken: 'it', expiresAt: 5 },
      subscription: { status: 'ACTIVE' },
      loginUri: '/x',
    };
    expect(loggedOut(state)).toEqual({ ...state, auth: { profile: null, token: null, idToken: null, expiresAt: null }, subscription: null });
  });

  it('downtime acknowledgements are kept in the app store, keyed by pk with updated_epoch', () => {
    const local = new MemoryKeyValueStore();
    const acks = appStoreDowntimeAcks(createAppStore(local));
    acks.write({ '7': 100 });
    expect(createAppStore(local).value.downtimeAcks).toEqual({ '7': 100 });
    expect(acks.read()).toEqual({ '7': 100 });
  });
});

describe('first visit (document 3 §4)', () => {
  it('sets the initial-tour flag once; it stays set on later visits and survives a reload', () => {
    const local = new MemoryKeyValueStore();
    const first = createAppStore(local);
    expect(first.value.initial_tour).toBe(false);
    first.update(markVisited);
    expect(createAppStore(local).value.initial_tour).toBe(true);
    const visited = createAppStore(local).value;
    expect(markVisited(visited)).toBe(visited);
  });
});

describe("document 1 §3's super store", () => {
  it('is stamped and kept under its own key; Sign Out (need-auth-logout) empties it, other auth events leave it', () => {
    const session = new MemoryKeyValueStore();
    const events = new Subject<AuthEvent>();
    const store = createSuperStore(session);
    emptySuperStoreOnSignOut(events, store);
    store.update({ backendState: { C2: { sch_queue: 3 } } });
    expect(JSON.parse(session.getItem('super')!)).toEqual({ version: BUILD_VERSION_STAMP, state: { backendState: { C2: { sch_queue: 3 } } } });
    events.next('need-auth-refresh');
    expect(createSuperStore(session).value.backendState).toEqual({ C2: { sch_queue: 3 } });
    events.next('need-auth-logout');
    expect(store.value.backendState).toBeNull();
    expect(session.getItem('super')).toBeNull();
  });
});
