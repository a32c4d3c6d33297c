import { ABOVE_IDEAL_REASON, METRIC_STATUS_HEX, type MetricStatusResult } from '../../../core/metrics';
import './metric-status-value.css';

/** The short status word shown beside a value; the full text (with an above-100 % reason) is its title. */
const STATUS_WORDS = { red: 'Danger', yellow: 'Caution', green: 'Good', none: '' } as const;

/**
 * A metric value with its status by the one colour rule: a coloured mark, the value, and the status
 * in words (colour alone is not accessible), plus a ⚠ for a performance above 100 %, whose reason
 * is the title and what a screen reader hears. A value without a status is the plain text.
 */
export function MetricStatusValue({ text, status }: { text: string; status: MetricStatusResult | null }) {
  if (!status || status.text === '') return <>{text}</>;
  return (
    <span className={`metric-status-value${status.aboveIdeal ? ' above-ideal' : ''}`} data-status={status.status} title={status.text}>
      {status.status !== 'none' && <span className="metric-status-mark" aria-hidden="true" style={{ background: METRIC_STATUS_HEX[status.status] }} />}
      <span className="metric-status-number">{text}</span>
      <span className="metric-status-word">{STATUS_WORDS[status.status]}</span>
      {status.aboveIdeal && (
        <span className="metric-status-flag">
          <span aria-hidden="true">⚠</span>
          <span className="metric-status-reason">Performance {ABOVE_IDEAL_REASON}</span>
        </span>
      )}
    </span>
  );
}
