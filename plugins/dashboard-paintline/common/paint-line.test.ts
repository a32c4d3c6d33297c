import { describe, expect, it } from 'vitest';
import {
  estimatedYield,
  isProgramVisible,
  PAINT_EVENT_STYLES,
  PAINT_YIELD_TARGET,
  paintLinePercentages,
  selectAllPrograms,
  setPaintLine,
  toggleProgram,
  type PaintLineState,
} from './paint-line';

describe('paint-line yield (document 3, section 9)', () => {
  it.each([
    [70, 10, 79],
    [80, 0, 80],
    [0, 100, 90],
    [60, 20, 78],
  ])('estimated yield = assembly %s + 0.9 x polish %s = %s', (assembly, polish, yieldPct) => {
    expect(estimatedYield(assembly, polish)).toBeCloseTo(yieldPct, 10);
  });

  it('the yield target line is at 80 %', () => {
    expect(PAINT_YIELD_TARGET).toBe(80);
  });

  it('Assembly, Polish and Fallout are shares of PROD, RJCT and SCRP+RWRK, and feed the estimated yield', () => {
    const p = paintLinePercentages({ PROD: 700, RJCT: 200, SCRP: 60, RWRK: 40 });
    expect(p).toEqual({ assembly: 70, polish: 20, fallout: 10, estimatedYield: 88 });
  });

  it('no quantities give zero percentages rather than NaN', () => {
    expect(paintLinePercentages({ PROD: 0, RJCT: 0, SCRP: 0, RWRK: 0 })).toEqual({ assembly: 0, polish: 0, fallout: 0, estimatedYield: 0 });
  });

  it('refuses non-numeric percentages', () => {
    expect(() => estimatedYield(Number.NaN, 1)).toThrow('Assembly and polish percentages must be numbers');
  });
});

describe('program colours and labels (document 3, section 9)', () => {
  it.each([
    ['PROD', 'Assembly', 'green'],
    ['RJCT', 'Polish', 'lightgreen'],
    ['SCRP', 'Fallout', 'red'],
    ['RWRK', 'Fallout', 'red'],
    ['DOWN', 'Down', 'seagreen'],
  ] as const)('%s is labelled %s and drawn %s', (type, label, colour) => {
    expect(PAINT_EVENT_STYLES[type]).toEqual({ label, colour });
  });
});

describe('paint-line switches (document 3, section 4)', () => {
  const both: PaintLineState = { paintLine4: true, paintLine5: true, selectedPrograms: ['p1'] };

  it.each([
    ['turning line 4 off leaves line 5 on', both, 4, false, { paintLine4: false, paintLine5: true }],
    ['if both lines end up off, line 5 switches on when line 4 is turned off', { ...both, paintLine5: false }, 4, false, { paintLine4: false, paintLine5: true }],
    ['if both lines end up off, line 4 switches on when line 5 is turned off', { ...both, paintLine4: false }, 5, false, { paintLine4: true, paintLine5: false }],
    ['turning a line on keeps the other', { ...both, paintLine5: false }, 5, true, { paintLine4: true, paintLine5: true }],
  ] as const)('%s', (_case, state, line, on, lines) => {
    expect(setPaintLine(state, line, on)).toMatchObject(lines);
  });

  it('changing lines clears the selected programs', () => {
    expect(setPaintLine(both, 5, false).selectedPrograms).toEqual([]);
  });

  it('a switch that changes nothing keeps the selection', () => {
    expect(setPaintLine(both, 4, true)).toBe(both);
  });

  it('refuses an unknown line', () => {
    expect(() => setPaintLine(both, 6 as never, true)).toThrow('Unknown paint line 6');
  });
});

describe('visible programs (document 3, section 4)', () => {
  const available = ['p1', 'p2', 'p3'];
  const state: PaintLineState = { paintLine4: true, paintLine5: false, selectedPrograms: ['p1', 'p2'] };

  it('selecting all programs clears the selection', () => {
    expect(selectAllPrograms(state).selectedPrograms).toEqual([]);
  });

  it('picking the last missing program is selecting all, so the selection clears', () => {
    expect(toggleProgram(state, 'p3', available).selectedPrograms).toEqual([]);
  });

  it('picking a program adds it and picking it again removes it', () => {
    const one = { ...state, selectedPrograms: ['p1'] };
    expect(toggleProgram(one, 'p2', available).selectedPrograms).toEqual(['p1', 'p2']);
    expect(toggleProgram(state, 'p2', available).selectedPrograms).toEqual(['p1']);
  });

  it.each([
    [[], 'p3', true],
    [['p1'], 'p1', true],
    [['p1'], 'p2', false],
  ])('with selection %j, program %s is visible: %s (an empty selection shows all)', (selectedPrograms, euid, visible) => {
    expect(isProgramVisible({ selectedPrograms }, euid)).toBe(visible);
  });

  it('refuses a program that is not available', () => {
    expect(() => toggleProgram(state, 'p9', available)).toThrow('Program p9 is not available');
  });
});
