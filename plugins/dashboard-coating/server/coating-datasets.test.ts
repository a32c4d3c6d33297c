import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { buildCoatingData } from './coating-datasets';
import { DEMO_SHIFTS } from '../../../server/demo/plant-catalog';
import { createSeededRandom } from '../../../server/demo/seeded-random';
import { lastDays, shiftWindows, weekday } from '../../../server/demo/shift-windows';

const windows = shiftWindows(lastDays('2026-11-21', 14), DEMO_SHIFTS, 'US/Eastern');
const now = DateTime.fromISO('2026-11-21T16:00', { zone: 'US/Eastern' }).toMillis();
const { ops, calendar } = buildCoatingData(windows, now, createSeededRandom(5));

describe('coating data sets', () => {
  it('has one coating op per shift that has ended, none on Sundays and none in the future', () => {
    expect(ops.some((o) => weekday(o.shift_date) === 7)).toBe(false);
    expect(ops.every((o) => Date.parse(o.end) <= now)).toBe(true);
    const today = ops.filter((o) => o.shift_date === '2026-11-21').map((o) => o.shift_name);
    expect(today).toEqual(['Day']);
    expect(new Set(ops.map((o) => `${o.shift_date} ${o.shift_name}`)).size).toBe(ops.length);
    expect(ops).toHaveLength(11 * 3 + 1); // 14 days, 2 Sundays, today only the Day shift has ended
  });

  it('keeps each row consistent: up plus down hours is the shift, minutes are hours x 60, rolls add up', () => {
    for (const o of ops) {
      const shiftHours = (Date.parse(o.end) - Date.parse(o.start)) / 3_600_000;
      expect(o.uptime_hours + o.downtime_hours).toBeCloseTo(shiftHours, 6);
      expect(o.uptime_mins).toBeCloseTo(o.uptime_hours * 60, 6);
      expect(o.changeover_hours).toBeCloseTo(o.changeover_mins / 60, 2);
      expect(o.roll_count).toBe(o.full_roll_count + o.split_roll_count);
      expect(o.lineal_produced).toBeCloseTo(o.lf_per_hour * o.uptime_hours, -1);
      expect(o.num_changeovers).toBeGreaterThan(0);
    }
  });

  it('covers each coated shift with an up/down calendar: uptime, one downtime, uptime, end to end', () => {
    expect(calendar).toHaveLength(ops.length * 3);
    for (let i = 0; i < ops.length; i++) {
      const [up1, down, up2] = calendar.slice(i * 3, i * 3 + 3);
      expect([up1!.is_uptime, down!.is_uptime, up2!.is_uptime]).toEqual([true, false, true]);
      expect(Date.parse(up1!.start_datetime)).toBe(Date.parse(ops[i]!.start));
      expect(up1!.end_datetime).toBe(down!.start_datetime);
      expect(down!.end_datetime).toBe(up2!.start_datetime);
      expect(Date.parse(up2!.end_datetime)).toBe(Date.parse(ops[i]!.end));
      expect(down!.notes).not.toBe('');
    }
  });
});
