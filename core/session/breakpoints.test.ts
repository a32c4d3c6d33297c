import { describe, expect, it } from 'vitest';
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
    const session = new Map<string, string>();
    const store = { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v) };
    expect(readSidebarCollapsed(store)).toBe(false);
    writeScreenStore(store, true, 800);
    expect(JSON.parse(session.get(SCREEN_STORE_KEY)!)).toEqual({ smallScreen: false, mediumScreen: true, largeScreen: false, sidebarCollapsed: true });
    expect(readSidebarCollapsed(store)).toBe(true);
    session.set(SCREEN_STORE_KEY, '{oops');
    expect(readSidebarCollapsed(store)).toBe(false);
  });
});
