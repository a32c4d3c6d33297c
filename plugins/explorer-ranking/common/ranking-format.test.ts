import { describe, expect, it } from 'vitest';
import { formatHoursMinutes, trendOf } from './ranking-format';

describe('ranking formats (issue 35: durations in h:mm, trend in words)', () => {
  it('formats seconds as h:mm, rounding to the minute, hours past 24', () => {
    expect(formatHoursMinutes(0)).toBe('0:00');
    expect(formatHoursMinutes(3_599)).toBe('1:00');
    expect(formatHoursMinutes(5_430)).toBe('1:31');
    expect(formatHoursMinutes(100 * 3600)).toBe('100:00');
    expect(formatHoursMinutes(Number.NaN)).toBe('0:00');
  });

  it('a rate going down is worse, a loss going down is better, in words for screen readers', () => {
    const down = trendOf(61, 64.5, 'EFFICIENCY', 'BELOW', 'previous day');
    expect(down).toMatchObject({ arrow: '↓', delta: '−3.50 pts', verdict: 'worse' });
    expect(down.words).toBe('Down 3.50 points from 64.50 % the previous day, worse');
    expect(trendOf(5, 8, 'SCRAP_LOSS', 'ABOVE', 'previous day')).toMatchObject({ arrow: '↓', verdict: 'better' });
    expect(trendOf(1200, 1000, 'PRODUCTION', 'BELOW', 'previous 7 days')).toMatchObject({ arrow: '↑', delta: '+200', verdict: 'better' });
  });

  it('says unchanged below the shown precision, and no trend without a previous period', () => {
    expect(trendOf(70.001, 70, 'EFFICIENCY', 'BELOW', 'previous day')).toMatchObject({ arrow: '→', verdict: 'same' });
    expect(trendOf(70, null, 'EFFICIENCY', 'BELOW', 'previous day')).toMatchObject({ arrow: '', verdict: 'none', words: 'No results the previous day' });
  });
});
