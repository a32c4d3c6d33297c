import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import { saveVersioned } from './versioned-store';
import { dashboardLayout, readSidebarCollapsed, SCREEN_STORE_KEY, screenState, sideChartsVisible, writeScreenStore } from './breakpoints';

describe('screen breakpoints (document 3 §3: small < 768, medium 768 to < 1024, large >= 1024)', () => {
  it.each([
    [767, 'small'],
    [768, 'medium'],
    [1023, 'medium'],
    [1024, 'large'],
    [1920, 'large'],
  ])('%i px is %s', (width, size) => {
    const s = screenState(width);
    expect({ small: s.smallScreen, medium: s.mediumScreen, large: s.largeScreen }).toEqual({
      small: size === 'small', medium: size === 'medium', large: size === 'large',
    });
  });

  it.each([
    [991, false],
    [992, true],
  ])('dashboard side charts are hidden below 992 px: %i -> %s', (width, visible) => {
    expect(sideChartsVisible(width)).toBe(visible);
  });
});

describe('dashboard layout (document 3 §2.1: under 768 small, 768 to 992 medium, over 1200 extra large; side charts from ~992)', () => {
  it.each([
    [360, 'small', false, 1],
    [767, 'small', false, 1],
    [768, 'medium', false, 2],
    [991, 'medium', false, 2],
    [992, 'large', true, 4],
    [1199, 'large', true, 4],
    [1200, 'extraLarge', true, 4],
    [2560, 'extraLarge', true, 4],
  ] as const)('%i px is %s, side charts %s, %i doughnuts per row', (width, size, side, columns) => {
    expect(dashboardLayout(width)).toEqual({ size, sideCharts: side, doughnutColumns: columns });
  });
});

describe('screen store (document 3 §3)', () => {
  it('keeps sidebarCollapsed and the size class in session storage; unreadable or missing reads as open', () => {
    const store = new MemoryKeyValueStore();
    expect(readSidebarCollapsed(store)).toBe(false);
    writeScreenStore(store, true, 800);
    expect(JSON.parse(store.getItem(SCREEN_STORE_KEY)!).state).toEqual({ smallScreen: false, mediumScreen: true, largeScreen: false, sidebarCollapsed: true });
    expect(readSidebarCollapsed(store)).toBe(true);
    store.setItem(SCREEN_STORE_KEY, '{oops');
    expect(readSidebarCollapsed(store)).toBe(false);
  });

  it('document 1 §9: the screen store carries the build version stamp of 23 April 2025; another stamp is discarded', () => {
    const store = new MemoryKeyValueStore();
    writeScreenStore(store, true, 1440);
    expect(JSON.parse(store.getItem(SCREEN_STORE_KEY)!).version).toBe('2025-04-23');
    saveVersioned(store, SCREEN_STORE_KEY, '2024-01-01', { sidebarCollapsed: true });
    expect(readSidebarCollapsed(store)).toBe(false);
  });
});
