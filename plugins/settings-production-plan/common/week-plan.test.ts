import { describe, expect, it } from 'vitest';
import { addDays, dayHeading, dayTotals, mondayOf, planCells, touchesResults, weekDays, type PlanRow } from './week-plan';

const row = (id: number, shift_date: string, shift_key: string, quantity: number): PlanRow => ({ id, machine_key: 'P-1', shift_date, shift_key, part_name: 'Bracket', operation: '', quantity, ppm: 10 });

describe('the production plan week (issue 36: a week view per machine)', () => {
  it.each([
    ['a Friday', '2026-11-27', '2026-11-23'],
    ['a Monday', '2026-11-23', '2026-11-23'],
    ['a Sunday belongs to the week before', '2026-11-29', '2026-11-23'],
    ['across a year end', '2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday', (_name, dayIso, monday) => {
    expect(mondayOf(dayIso)).toBe(monday);
  });

  it('lists Monday to Sunday, across a month end, with short headings', () => {
    expect(weekDays('2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(dayHeading('2026-11-27')).toBe('Fri 27 Nov');
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
  });

  it('groups the week\'s rows by day and shift and leaves other weeks out', () => {
    const days = weekDays('2026-11-23');
    const cells = planCells([row(1, '2026-11-27', 'DAY', 400), row(2, '2026-11-27', 'DAY', 50), row(3, '2026-11-27', 'NIGHT', 5), row(4, '2026-11-30', 'DAY', 9)], days);
    expect(cells.get('2026-11-27|DAY')?.map((r) => r.id)).toEqual([1, 2]);
    expect(cells.get('2026-11-27|NIGHT')?.map((r) => r.id)).toEqual([3]);
    expect([...cells.keys()]).not.toContain('2026-11-30|DAY');
    expect(dayTotals([row(1, '2026-11-27', 'DAY', 400), row(3, '2026-11-27', 'NIGHT', 5)], days)).toEqual([0, 0, 0, 0, 405, 0, 0]);
  });

  it.each([
    [['2026-11-27'], '2026-11-28', true],
    [['2026-11-28'], '2026-11-28', true],
    [['2026-11-29', '2026-11-30'], '2026-11-28', false],
  ])('a change to days %j seen on %s touches computed results: %s', (days, today, expected) => {
    expect(touchesResults(days, today)).toBe(expected);
  });
});
