import { describe, expect, it } from 'vitest';
import { screenState, sideChartsVisible } from './breakpoints';

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
