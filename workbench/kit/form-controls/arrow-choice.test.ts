import { describe, expect, it } from 'vitest';
import { arrowMove } from './arrow-choice';

describe('arrow keys in a row of choices (tabs, radio groups)', () => {
  it('Right and Down move on, Left and Up back, both wrapping; Home and End go to the ends; other keys do nothing', () => {
    expect([arrowMove('ArrowRight', 0, 3), arrowMove('ArrowDown', 2, 3)]).toEqual([1, 0]);
    expect([arrowMove('ArrowLeft', 0, 3), arrowMove('ArrowUp', 2, 3)]).toEqual([2, 1]);
    expect([arrowMove('Home', 2, 3), arrowMove('End', 0, 3)]).toEqual([0, 2]);
    expect([arrowMove('Enter', 0, 3), arrowMove('ArrowRight', 0, 0)]).toEqual([null, null]);
  });
});
