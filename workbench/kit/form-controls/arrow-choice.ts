import { useRef, type KeyboardEvent } from 'react';

/** The index an arrow, Home or End key moves to in a row of `count` choices (wrapping), or null for other keys. */
export function arrowMove(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The keyboard of a row of choices (tabs, a radio group): the arrows, Home and End choose the next
 * one and move the focus to it, as assistive technology announces such a row. Put `onKeyDown` on the
 * row and `refs` on its buttons.
 */
export function useArrowChoice<T>(values: readonly T[], chosen: T, choose: (v: T) => void) {
  const refs = useRef<Array<HTMLElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = arrowMove(e.key, values.indexOf(chosen), values.length);
    if (next === null) return;
    e.preventDefault();
    choose(values[next]!);
    refs.current[next]?.focus();
  };
  return { refs, onKeyDown };
}
