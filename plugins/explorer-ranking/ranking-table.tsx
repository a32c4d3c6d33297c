import { observer } from 'mobx-react-lite';
import { metricStatus, METRIC_STATUS_HEX, type MetricKey } from '../../core/metrics';
import { formatMetric } from '../../core/oee';
import type { RankedMachine, RankingColumn } from './common/ranking';
import { formatHoursMinutes, trendOf } from './common/ranking-format';
import type { RankingViewModel } from './ranking.view-model';
import { rankingIds } from './test-ids';

const TOP_REASONS = 3;

/** A header cell that sorts its column on click, Enter or Space (a native button), with aria-sort. */
const SortHeader = observer(function SortHeader({ vm, column, label, numeric }: { vm: RankingViewModel; column: RankingColumn; label: string; numeric?: boolean }) {
  const sorted = vm.sort?.column === column ? vm.sort.direction : null;
  return (
    <th scope="col" className={numeric ? 'ranking-num' : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <button type="button" className="ranking-sort" onClick={() => vm.sortBy(column)}>
        {label}
        <i className={`pi ${sorted === 'asc' ? 'pi-sort-amount-up-alt' : sorted === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'}`} aria-hidden="true" />
      </button>
    </th>
  );
});

function ValueCell({ machine, metric, vm }: { machine: RankedMachine; metric: MetricKey; vm: RankingViewModel }) {
  const status = metricStatus(metric, machine.value, vm.thresholds[metric]);
  return (
    <td className="ranking-num">
      <span className="ranking-value">{formatMetric(machine.value, metric)}</span>
      {status.text && (
        <span className="ranking-status">
          <span className="ranking-dot" style={{ background: METRIC_STATUS_HEX[status.status] }} aria-hidden="true" />
          {status.text}
        </span>
      )}
    </td>
  );
}

function TrendCell({ machine, metric, vm }: { machine: RankedMachine; metric: MetricKey; vm: RankingViewModel }) {
  const trend = trendOf(machine.value, machine.previous, metric, vm.dangerState, vm.periodName);
  return (
    <td className={`ranking-num ranking-trend-${trend.verdict}`} title={trend.words}>
      <span aria-hidden="true">
        {trend.arrow} {trend.delta || '–'}
      </span>
      <span className="sr-only">{trend.words}</span>
    </td>
  );
}

/** The ranking as a table: one row per machine, in the view-model's order. */
export const RankingTable = observer(function RankingTable({ vm, metricLabel, onEvents }: { vm: RankingViewModel; metricLabel: string; onEvents: (m: RankedMachine) => void }) {
  const metric = vm.metric;
  return (
    <div className="ranking-scroll" role="region" aria-label="Ranking table, scrolls sideways" tabIndex={0}>
      <table className="ranking-table" data-testid={rankingIds.table}>
        <caption className="sr-only">Machines ranked by {metricLabel}, worst first until a column is sorted</caption>
        <thead>
          <tr>
            <th scope="col" className="ranking-num">#</th>
            <SortHeader vm={vm} column="name" label="Machine" />
            <SortHeader vm={vm} column="value" label={metricLabel} numeric />
            <SortHeader vm={vm} column="availabilityLoss" label="Availability loss (h:mm)" numeric />
            <SortHeader vm={vm} column="performanceLoss" label="Performance loss (h:mm)" numeric />
            <SortHeader vm={vm} column="qualityLoss" label="Quality loss (h:mm)" numeric />
            <SortHeader vm={vm} column="downtime" label="Top unplanned reasons" />
            <SortHeader vm={vm} column="trend" label={`Trend vs ${vm.periodName}`} numeric />
          </tr>
        </thead>
        <tbody>
          {vm.rows.map((m, i) => (
            <tr key={m.euid} data-testid={rankingIds.row} data-machine={m.key}>
              <td className="ranking-num">{i + 1}</td>
              <th scope="row">
                <button type="button" className="ranking-link" onClick={() => vm.openMachine(m)} aria-label={`${m.name}: open the machine dashboard`}>
                  {m.name}
                </button>
              </th>
              <ValueCell machine={m} metric={metric} vm={vm} />
              <td className="ranking-num">{formatHoursMinutes(m.availabilityLossSecs)}</td>
              <td className="ranking-num">{formatHoursMinutes(m.performanceLossSecs)}</td>
              <td className="ranking-num">{formatHoursMinutes(m.qualityLossSecs)}</td>
              <td>
                {m.reasons.length === 0 ? (
                  <span className="ranking-muted">No downtime</span>
                ) : (
                  <ol className="ranking-reasons">
                    {m.reasons.slice(0, TOP_REASONS).map((r) => (
                      <li key={r.reason}>
                        {r.reason} <span className="ranking-muted">{formatHoursMinutes(r.amount * 60)}</span>
                      </li>
                    ))}
                  </ol>
                )}
                <button type="button" className="ranking-link ranking-small" onClick={() => onEvents(m)} aria-label={`All reasons of ${m.name} in the downtime analysis`}>
                  All reasons
                </button>
              </td>
              <TrendCell machine={m} metric={metric} vm={vm} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
