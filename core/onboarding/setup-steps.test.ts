import { describe, expect, it } from 'vitest';
import { setupSteps, type SetupCounts } from './setup-steps';

const empty: SetupCounts = { sites: 0, areas: 0, machines: 0, shifts: 0, parts: 0, partsWithRate: 0, events: 0, results: 0 };
const state = (c: SetupCounts) => Object.fromEntries(setupSteps(c).map((s) => [s.key, s.done]));

describe('Getting started (issue 36 §2): each step of a new plant, its state and where to do it', () => {
  it('a new company has every step to do, in the order the numbers depend on, each with a link', () => {
    const steps = setupSteps(empty);
    expect(steps.map((s) => s.key)).toEqual(['structure', 'machines', 'shifts', 'parts', 'data', 'results']);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(steps.map((s) => s.to)).toEqual(['/entities', '/entities', '/shifts', '/parts', '/company/data', '/']);
    expect(steps.find((s) => s.key === 'machines')!.detail).toBe('Add your machines to an area, each with the key its data arrives under.');
  });

  it('a step is done when what it needs is there; a site without an area is not a structure', () => {
    expect(state({ ...empty, sites: 1 }).structure).toBe(false);
    expect(state({ ...empty, sites: 1, areas: 2, machines: 3, shifts: 3 })).toMatchObject({ structure: true, machines: true, shifts: true, parts: false });
    expect(setupSteps({ ...empty, sites: 1, areas: 2 })[0]!.detail).toBe('1 site, 2 areas.');
  });

  it('parts are done only when every part has an ideal rate, and the missing ones are counted', () => {
    const steps = setupSteps({ ...empty, parts: 5, partsWithRate: 3 });
    expect(steps.find((s) => s.key === 'parts')).toMatchObject({ done: false, detail: '2 parts of 5 parts without an ideal rate: their performance cannot be computed.' });
    expect(state({ ...empty, parts: 5, partsWithRate: 5 }).parts).toBe(true);
  });

  it('events without results yet say the engine is at work; results done point to the Data Explorer', () => {
    expect(setupSteps({ ...empty, events: 1200 }).find((s) => s.key === 'results')!.detail).toMatch(/being computed/);
    expect(setupSteps({ ...empty, events: 1200 }).find((s) => s.key === 'data')!.detail).toBe('1,200 events received.');
    expect(state({ ...empty, events: 1, results: 4 }).results).toBe(true);
  });

  it('a planned day without any event is not yet a first result (its rows are all downtime)', () => {
    expect(state({ ...empty, results: 3 }).results).toBe(false);
    expect(setupSteps({ ...empty, results: 3 }).find((s) => s.key === 'results')!.detail).toMatch(/once events have arrived/);
  });
});
