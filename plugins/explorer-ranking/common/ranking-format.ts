import { formatMetric, PERCENT_METRICS } from '../../../core/oee';
import type { MetricKey } from '../../../core/metrics';
import type { DangerState } from './ranking';

// One h:mm for every screen (core/oee/format-hms.ts): the reports and the machine dashboard's loss chart read it too.
export { formatHoursMinutes } from '../../../core/oee';

export interface Trend {
  /** ↑, ↓ or → (unchanged), or '' without a previous period. */
  arrow: string;
  /** The signed change, '+3.20 pts' for percentages, '+120' for counts; '' without a previous period. */
  delta: string;
  /** Whether the change is for the better, the worse, or neither. */
  verdict: 'better' | 'worse' | 'same' | 'none';
  /** The change in words, for screen readers and the title. */
  words: string;
}

/** The change of the metric against the previous period of the same length. */
export function trendOf(value: number, previous: number | null, metric: MetricKey, danger: DangerState, periodName: string): Trend {
  if (previous === null) return { arrow: '', delta: '', verdict: 'none', words: `No results the ${periodName}` };
  const percent = PERCENT_METRICS.has(metric);
  const change = value - previous;
  const shown = percent ? Math.round(change * 100) / 100 : Math.round(change);
  if (shown === 0) return { arrow: '→', delta: '±0', verdict: 'same', words: `Unchanged from the ${periodName} (${formatMetric(previous, metric)})` };
  const up = shown > 0;
  const better = up === (danger === 'BELOW');
  const size = percent ? `${Math.abs(shown).toFixed(2)} points` : Math.abs(shown).toLocaleString('en-US');
  return {
    arrow: up ? '↑' : '↓',
    delta: `${up ? '+' : '−'}${percent ? `${Math.abs(shown).toFixed(2)} pts` : Math.abs(shown).toLocaleString('en-US')}`,
    verdict: better ? 'better' : 'worse',
    words: `${up ? 'Up' : 'Down'} ${size} from ${formatMetric(previous, metric)} the ${periodName}, ${better ? 'better' : 'worse'}`,
  };
}
