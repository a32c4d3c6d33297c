import { TRAFFIC_LIGHT_HEX, type TrafficLight } from '../../../core/metrics';

export interface GaugeProps {
  /** 0..100; clamped by the caller's rule (core gaugePercent / clampPercent). */
  percent: number;
  /** The zone the caller's rule chose (core gaugeColour or kpiGaugeZone). */
  zone: TrafficLight;
  /** The value as written under the arc, e.g. '87.4 %' or '1,204 lf/h'. */
  text: string;
  /** Accessible name, e.g. 'Efficiency 87.4 %, green'. */
  label: string;
  size?: number;
}

/**
 * A half-circle gauge in plain SVG: light enough for a map card or a KPI tile, no chart library.
 * The zone colour is decided by core's rules and passed in, so every screen colours alike.
 */
export function Gauge({ percent, zone, text, label, size = 120 }: GaugeProps) {
  const p = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const r = 40;
  const arc = Math.PI * r;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 100 62" width={size} height={(size * 62) / 100} className="wb-gauge">
      <path d="M10 52 A40 40 0 0 1 90 52" fill="none" stroke="var(--surface-border, #3f3f46)" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M10 52 A40 40 0 0 1 90 52"
        fill="none"
        stroke={TRAFFIC_LIGHT_HEX[zone]}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(arc * p) / 100} ${arc}`}
        data-zone={zone}
      />
      <text x="50" y="50" textAnchor="middle" fontSize="13" fontWeight="600" fill="currentColor">
        {text}
      </text>
    </svg>
  );
}
