import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import {
  defaultDeviceSettings, defaultInventoryState, isDefaultInventoryState, isPrimaryColour, PRIMARY_COLOURS, resolveSurfaceColour, signedIn, signedOut, signingIn, SURFACE_COLOURS,
  type SignedInFacts,
} from './device-settings';
import { createDeviceSettingsStore } from './device-settings-store';
import { defaultAppState } from './app-store';

const ann: SignedInFacts = { userid: 'P-ann', timezone: 'America/Chicago', session: 'S-1', envname: 'production', domain: 'oee.example.com', timeout: 5_000 };

describe('persisted device settings (document 3 §3 and §4)', () => {
  it('defaults: theme dark, primary sky, surface gray3 (kept in the app store), time zone US/Eastern', () => {
    expect(defaultDeviceSettings()).toMatchObject({ timezone: 'US/Eastern', logout: false, kiosk: false, timeout: null, userid: '' });
    expect(isDefaultInventoryState(defaultDeviceSettings().inventoryState)).toBe(true);
    expect(defaultAppState()).toMatchObject({ theme: 'dark', primaryColor: 'sky', surfaceColor: 'gray3' });
  });

  it('the device id is made once per browser: a second store over the same storage reads the same id', () => {
    const local = new MemoryKeyValueStore();
    let n = 0;
    const first = createDeviceSettingsStore(local, () => `D-${++n}`);
    expect(first.value.deviceid).toBe('D-1');
    expect(createDeviceSettingsStore(local, () => `D-${++n}`).value.deviceid).toBe('D-1');
  });

  it('a sign-in keeps the user id, zone, session and expiry, and clears the logout flag', () => {
    const before = { ...defaultDeviceSettings(), deviceid: 'D-1', logout: true };
    expect(signedIn(before, ann)).toMatchObject({ ...ann, deviceid: 'D-1', logout: false });
    expect(signedIn(before, { ...ann, timezone: '' }).timezone).toBe('US/Eastern');
  });

  it('Sign Out sets the logout flag and keeps who last used the device', () => {
    const kiosk = signedIn(signingIn({ ...defaultDeviceSettings(), deviceid: 'D-1' }, 'kiosk'), ann);
    expect(kiosk.kiosk).toBe(true);
    expect(signedOut(kiosk)).toMatchObject({ logout: true, kiosk: false, timeout: null, userid: 'P-ann', deviceid: 'D-1' });
  });

  it('kiosk is set only for a kiosk link; the login form and the demo button clear it', () => {
    const kiosk = signingIn(defaultDeviceSettings(), 'kiosk');
    expect(signingIn(kiosk, 'form').kiosk).toBe(false);
    expect(signingIn(kiosk, 'demo').kiosk).toBe(false);
  });

  it("the same user gets their inventory view back; another user at the device starts from 'default'", () => {
    const kept = { ...signedIn(defaultDeviceSettings(), ann), inventoryState: { ...defaultInventoryState(), sortingState: { sortedColumn: 'qty', sortOrder: 'desc' } } };
    expect(signedIn(signedOut(kept), ann).inventoryState.sortingState.sortedColumn).toBe('qty');
    expect(isDefaultInventoryState(signedIn(signedOut(kept), { ...ann, userid: 'P-bob' }).inventoryState)).toBe(true);
  });

  it('primary and surface choice lists', () => {
    expect(PRIMARY_COLOURS).toEqual(['emerald', 'green', 'lime', 'orange', 'amber', 'yellow', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'rose']);
    expect(SURFACE_COLOURS).toEqual(['gray1', 'gray2', 'gray3', 'gray4', 'gray5', 'gray6']);
    expect(isPrimaryColour('sky')).toBe(true);
    expect(isPrimaryColour('mauve')).toBe(false);
  });

  it.each([
    ['gray5', 'gray5'],
    ['gray7', 'gray1'],
    ['slate', 'gray1'],
    [null, 'gray1'],
  ])('an unknown surface falls back to gray1: %j -> %s', (name, expected) => {
    expect(resolveSurfaceColour(name)).toBe(expected);
  });

  it.each([
    ['empty', {}, true],
    ['a filter', { filterState: [{ id: '1', column: 'part', colType: 'string', filterType: 'contains', filterValue: 'A' }] }, false],
    ['sorting', { sortingState: { sortedColumn: 'qty', sortOrder: 'asc' } }, false],
    ['a selected lot', { selectedLot: 'L-1' }, false],
  ])("inventory state is 'default' only without filters, sorting and selections: %s", (_case, over, expected) => {
    expect(isDefaultInventoryState({ ...defaultInventoryState(), ...over })).toBe(expected);
  });
});
