// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import { explorerTestBed } from './explorer-test-bed';
import { TimeframePanel } from './timeframe-panel';
import { TimeframeViewModel } from './timeframe.view-model';

afterEach(() => cleanup());

function setup(graphOnly = true) {
  const bed = explorerTestBed({ now: '2025-03-03T18:00:00Z' });
  const vm = bed.get(TimeframeViewModel);
  render(<TimeframePanel vm={vm} graphOnly={graphOnly} />);
  return { vm, store: bed.get<NavStore>(NavStore), user: userEvent.setup() };
}

const box = (name: string) => screen.queryByRole('textbox', { name });

describe('Timeframe panel (document 1 §2, §4 Time and shift)', () => {
  it('Date Range clears the day and shows From and To instead of Day', async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Date Range' }));
    expect(store.state.time.day).toBeNull();
    expect(box('Day')).toBeNull();
    expect(box('From')).not.toBeNull();
    expect(box('To')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Date Range' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Single Day and Date Range buttons and Combine Shifts are graph only', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: 'Single Day' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Combine Shifts' })).toBeNull();
  });

  it('typing another day turns Keep Current off and selects that day', async () => {
    const { store, user } = setup();
    if (!store.state.keepCurrent) await user.click(screen.getByRole('checkbox', { name: 'Keep Current' }));
    expect(store.state.keepCurrent).toBe(true);
    expect(store.state.time.day).toBe('2025-03-03'); // Keep Current sets the day to today
    const day = box('Day')!;
    await user.clear(day);
    await user.type(day, '2025-02-20');
    expect(store.state.time.day).toBe('2025-02-20');
    expect(store.state.keepCurrent).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Keep Current' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a malformed date shows a clear error and changes nothing', async () => {
    const { store, user } = setup();
    const before = store.state.time;
    const day = box('Day')!;
    await user.clear(day);
    await user.type(day, '2025-02-3x');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a date as YYYY-MM-DD.')).toBeTruthy();
    expect(store.state.time).toEqual(before);
  });

  it('if start is moved after end, end follows', async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Date Range' }));
    const end = store.state.time.range.end;
    const later = `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`;
    const from = box('From')!;
    await user.clear(from);
    await user.type(from, later);
    expect(store.state.time.range).toEqual({ start: later, end: later });
    expect((box('To') as HTMLInputElement).value).toBe(later);
  });

  it('with Combine Shifts off the Shift dropdown shows; the keyboard toggles it', async () => {
    const { store, user } = setup();
    const combine = screen.getByRole('checkbox', { name: 'Combine Shifts' });
    if (!store.state.combineShifts) await user.click(combine);
    expect(screen.queryByText('Shift', { selector: 'label' })).toBeNull();
    combine.focus();
    await user.keyboard(' ');
    expect(store.state.combineShifts).toBe(false);
    expect(store.state.shift).toBe('Day');
    expect(screen.getByText('Shift', { selector: 'label' })).toBeTruthy();
    await user.keyboard(' ');
    expect(store.state.combineShifts).toBe(true);
    expect(store.state.shift).toBe('');
  });

  it('auto range: Last is a number field; below 1 it is marked and refused, and leaving it shows the count in force', async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Date Range' }));
    if (!store.state.autoRange.active) await user.click(screen.getByRole('checkbox', { name: 'Automatic range' }));
    const last = screen.getByRole('spinbutton', { name: 'Last' }) as HTMLInputElement;
    await user.clear(last);
    await user.type(last, '12');
    expect(store.state.autoRange.value).toBe(12);
    await user.clear(last);
    await user.type(last, '0');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(store.state.autoRange.value).toBe(12);
    await user.tab();
    expect(last.value).toBe('12');
    expect(last.getAttribute('aria-invalid')).toBe('false');
  });
});
