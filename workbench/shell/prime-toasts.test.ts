import { describe, expect, it } from 'vitest';
import { NO_HELP_TOAST, SHIFT_START_MISSING_TOAST } from '../../core/errors';
import { clampLife, PrimeToasts, type ToastSink } from './prime-toasts';

describe('toasts', () => {
  it.each([
    [500, 2000],
    [3000, 3000],
    [5000, 5000],
    [60000, 10000],
    [Number.NaN, 2000],
  ])('a life of %s ms is shown for %s ms (2000 to 10000 ms)', (life, shown) => {
    expect(clampLife(life)).toBe(shown);
  });

  it('shows the catalogue toasts with their lifetimes: No Help 3 s, shift warnings 5 s', () => {
    const shown: unknown[] = [];
    const toasts = new PrimeToasts();
    toasts.show(NO_HELP_TOAST); // before the component mounts
    toasts.attach({ show: (m) => shown.push(m) } satisfies ToastSink);
    toasts.show(SHIFT_START_MISSING_TOAST);
    expect(shown).toEqual([
      { severity: 'info', summary: 'No Help', detail: 'There is no help available for the current view.', life: 3000 },
      { severity: 'warn', summary: 'Shift start time(s) not found', detail: 'Please add shift times in Shift Management', life: 5000 },
    ]);
  });
});
