import { describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import { explorerTestBed } from './explorer-test-bed';
import { TimeframeViewModel } from './timeframe.view-model';

function setup() {
  const bed = explorerTestBed({ now: '2025-03-03T18:00:00Z' });
  return { bed, vm: bed.get(TimeframeViewModel), store: bed.get<NavStore>(NavStore) };
}

describe('TimeframeViewModel', () => {
  it('Date Range clears the day and turns off children display', () => {
    const { vm, store } = setup();
    vm.chooseDateRange();
    expect(store.state.time.day).toBeNull();
    expect(store.state.entity.show_children).toBe(false);
    expect(vm.isSingleDay).toBe(false);
  });

  it('Single Day sets the day (today in the profile zone while today is in the range)', () => {
    const { vm, store } = setup();
    vm.chooseDateRange();
    vm.chooseSingleDay();
    expect(store.state.time.day).toBe('2025-03-03');
  });

  it('if start is moved after end, end follows; if end is moved before start, start follows', () => {
    const { vm, store } = setup();
    vm.chooseDateRange();
    vm.typeDate('from', '2025-04-10');
    expect(store.state.time.range).toEqual({ start: '2025-04-10', end: '2025-04-10' });
    vm.typeDate('to', '2025-02-01');
    expect(store.state.time.range).toEqual({ start: '2025-02-01', end: '2025-02-01' });
  });

  it.each(['2025-02-30', 'yesterday', '03/04/2025', ''])('an unparseable date %j shows the invalid style and changes nothing', (text) => {
    const { vm, store } = setup();
    const before = store.state;
    vm.typeDate('from', text);
    expect(vm.invalid('from')).toBe(true);
    expect(vm.text('from')).toBe(text);
    expect(store.state).toBe(before);
  });

  it('typing a valid date after an invalid one clears the invalid style', () => {
    const { vm, store } = setup();
    vm.typeDate('to', '2025-13-01');
    vm.typeDate('to', '2025-03-20');
    expect(vm.invalid('to')).toBe(false);
    expect(store.state.time.range.end).toBe('2025-03-20');
  });

  it('picking a day by hand turns Keep Current off so the shift refresh does not move it back', () => {
    const { vm, store } = setup();
    vm.typeDate('day', '2025-03-01');
    expect(store.state.keepCurrent).toBe(false);
    expect(store.state.time.day).toBe('2025-03-01');
  });

  it('Keep Current sets the day to today', () => {
    const { vm, store } = setup();
    vm.typeDate('day', '2025-02-14');
    vm.setKeepCurrent(true);
    expect(store.state.time.day).toBe('2025-03-03');
  });

  it('the Shift dropdown shows only when shifts are not combined; Combine Shifts on clears the shift and sets SUMMARY', () => {
    const { vm, store } = setup();
    expect(vm.showShiftDropdown).toBe(false);
    vm.setCombineShifts(false);
    expect(vm.showShiftDropdown).toBe(true);
    expect(store.state.shift).toBe('Day');
    expect(store.state.shift_summary).toBe('SHIFT');
    vm.setShift('Night');
    expect(store.state.shift).toBe('Night');
    vm.setCombineShifts(true);
    expect(store.state.shift).toBe('');
    expect(store.state.shift_summary).toBe('SUMMARY');
    expect(vm.shiftOptions).toEqual(['Day', 'Swing', 'Night']);
  });

  it.each([0, -2, 1.5])('auto-range number minimum 1: %d is refused with an error toast and changes nothing', (value) => {
    const { vm, store, bed } = setup();
    const before = store.state;
    vm.setAutoRangeValue(value);
    expect(store.state).toBe(before);
    expect(bed.toasts.shown.at(-1)).toMatchObject({ severity: 'error' });
  });

  it('auto range DAYS: the last N days ending today', () => {
    const { vm, store } = setup();
    vm.chooseDateRange();
    vm.setAutoRangeUnit('DAYS');
    vm.setAutoRangeValue(7);
    vm.setAutoRangeActive(true);
    expect(store.state.time.range).toEqual({ start: '2025-02-25', end: '2025-03-03' });
  });
});
