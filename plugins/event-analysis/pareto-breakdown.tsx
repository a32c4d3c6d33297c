import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';

/** The right axis's '100 %' labels take 48 px: the margin Plotly's automargin pushed to, drawing each pareto twice (issue 39). */
const PARETO_MARGIN = { l: 48, r: 48, t: 36, b: 40 };

export interface BreakdownRow {
  name: string;
  /** The reason's description from the profile, when the breakdown has one. */
  description?: string;
  events: number;
  amount: number;
}

export interface ParetoBreakdownProps {
  /** 'Scrap by reason', 'Scrap by machine': the table's caption and the chart's title. */
  title: string;
  /** The first column: Reason or Machine. */
  label: string;
  unit: 'Minutes' | 'Units';
  rows: readonly BreakdownRow[];
  total: number;
  withDescriptions?: boolean;
  barColour: string;
  lineColour: string;
  height: number;
  sideBySide: boolean;
  testId: string;
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A Pareto as a table and a bar chart with its cumulative line: the event analysis's reasons and its machines. */
export function ParetoBreakdown(props: ParetoBreakdownProps) {
  const { title, label, unit, rows, total, withDescriptions, height } = props;
  let running = 0;
  const cumulative = rows.map((r) => ((running += r.amount), total > 0 ? (running / total) * 100 : 0));
  return (
    <section aria-label={`By ${label.toLowerCase()}`} className={`event-analysis-reasons${props.sideBySide ? ' side-by-side' : ''}`}>
      {/* Focusable: a narrow window scrolls the table sideways, and a keyboard user must reach that too. */}
      <div className="event-analysis-card" role="region" aria-label={`${title} table`} tabIndex={0}>
        <table className="event-analysis-table" data-testid={props.testId}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{label}</th>
              {withDescriptions && <th scope="col">Description</th>}
              <th scope="col">Events</th>
              <th scope="col">{unit}</th>
              <th scope="col">Cumulative</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                {withDescriptions && <td className="event-analysis-description">{r.description}</td>}
                <td>{r.events}</td>
                <td>{fmt(r.amount)}</td>
                <td>{cumulative[i]!.toFixed(1)} %</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {withDescriptions && <td />}
              <td>{rows.reduce((n, r) => n + r.events, 0)}</td>
              <td>{fmt(total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="event-analysis-card">
        <WidthFollowingChart
          data={[
            { type: 'bar', x: rows.map((r) => r.name), y: rows.map((r) => r.amount), name: unit, marker: { color: props.barColour } },
            { type: 'scatter', mode: 'lines+markers', x: rows.map((r) => r.name), y: cumulative, name: 'Cumulative %', yaxis: 'y2', marker: { color: props.lineColour } },
          ]}
          layout={{ ...chartLayout(title, false, height), margin: PARETO_MARGIN, yaxis2: { overlaying: 'y', side: 'right', range: [0, 104], ticksuffix: ' %', tick0: 0, dtick: 25, automargin: true, showgrid: false } }}
        />
      </div>
    </section>
  );
}
