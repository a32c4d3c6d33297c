import { metricVerdict, type CardMetric } from './map-cards';

/** One metric of a machine card in its display mode: a value, a gauge zone, or a check mark. */
export function CardMetricLine({ m, label, testId }: { m: CardMetric; label: string; testId?: string }) {
  const mark = m.kind === 'check' ? (m.passes ? '✓' : '✗') : null;
  const verdict = metricVerdict(m);
  return (
    <span className={`map-metric map-metric-${m.kind}${m.zone ? ` zone-${m.zone}` : ''}${m.passes === false ? ' check-fail' : ''}`}>
      <span className="map-metric-label">{label}</span>
      <span className="map-metric-value" data-testid={testId}>
        {mark && <span aria-hidden="true">{mark} </span>}
        {m.text}
        {verdict && <span className="p-hidden-accessible"> ({verdict})</span>}
      </span>
      {m.kind === 'gauge' && (
        <span className="map-gauge" aria-hidden="true">
          <span style={{ width: `${Math.max(0, Math.min(100, m.value))}%` }} />
        </span>
      )}
    </span>
  );
}

/** The words a screen reader hears for a metric: its value and, for gauges and checks, the verdict. */
export function spokenMetric(m: CardMetric, label: string): string {
  const verdict = metricVerdict(m);
  return verdict ? `${label} ${m.text} (${verdict})` : `${label} ${m.text}`;
}
