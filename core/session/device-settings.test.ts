import { describe, expect, it } from 'vitest';
import {
  atStartup, defaultDeviceSettings, defaultInventoryState, isDefaultInventoryState, isPrimaryColour, PRIMARY_COLOURS, resolveSurfaceColour, SURFACE_COLOURS,
} from './device-settings';
import { defaultAppState } from './app-store';

describe('persisted device settings (document 3 §3 and §4)', () => {
  it('defaults: theme dark, primary sky, surface gray3, time zone US/Eastern', () => {
    expect(defaultDeviceSettings()).toMatchObject({ theme: 'dark', primaryColor: 'sky', surfaceColor: 'gray3', timezone: 'US/Eastern' });
    expect(defaultAppState()).toMatchObject({ theme: 'dark', primaryColor: 'sky', surfaceColor: 'gray3' });
  });

  it('on start the theme is forced to dark, blue, gray4', () => {
    const chosen = { ...defaultDeviceSettings(), theme: 'light' as const, primaryColor: 'rose' as const, surfaceColor: 'gray6' as const };
    expect(atStartup(chosen)).toMatchObject({ theme: 'dark', primaryColor: 'blue', surfaceColor: 'gray4', timezone: 'US/Eastern' });
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
