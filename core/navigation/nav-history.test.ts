import { describe, expect, it } from 'vitest';
import { NavHistory } from './nav-history';

describe('undo/redo history', () => {
  it('undo returns the state before the last change and redo returns to it', () => {
    const h = new NavHistory<string>();
    h.record('a');
    expect(h.undo('b')).toBe('a');
    expect(h.redo('a')).toBe('b');
    expect(h.canRedo).toBe(false);
  });

  it('a new change after undo drops the redo stack', () => {
    const h = new NavHistory<string>();
    h.record('a');
    h.undo('b');
    h.record('a');
    expect(h.canRedo).toBe(false);
  });

  it('the oldest step is dropped beyond the limit', () => {
    const h = new NavHistory<number>(2);
    [1, 2, 3].forEach((n) => h.record(n));
    expect(h.undo(4)).toBe(3);
    expect(h.undo(3)).toBe(2);
    expect(h.undo(2)).toBeUndefined();
  });

  it('undo and redo history is cleared (when presets are reloaded)', () => {
    const h = new NavHistory<string>();
    h.record('a');
    h.record('b');
    h.undo('c');
    h.clear();
    expect([h.canUndo, h.canRedo]).toEqual([false, false]);
  });
});
