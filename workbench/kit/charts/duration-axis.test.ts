import { describe, expect, it } from 'vitest';
import { hoursMinutesAxis } from './duration-axis';

describe('a seconds axis read as h:mm (issue 35 point 6)', () => {
  it('15,000 s of losses read in hours and minutes at a whole-hour step, not "15k"', () => {
    const axis = hoursMinutesAxis(15_000);
    expect(axis.ticktext).toEqual(['0:00', '1:00', '2:00', '3:00', '4:00', '5:00']);
    expect(axis.tickvals.at(-1)).toBeGreaterThanOrEqual(15_000);
  });

  it('a few minutes get minute ticks; never more than the asked number of ticks plus the one above the top', () => {
    expect(hoursMinutesAxis(600).ticktext).toEqual(['0:00', '0:02', '0:04', '0:06', '0:08', '0:10', '0:12']);
    for (const secs of [0, 59, 3_601, 86_400, 400_000]) expect(hoursMinutesAxis(secs).tickvals.length).toBeLessThanOrEqual(7);
  });
});
