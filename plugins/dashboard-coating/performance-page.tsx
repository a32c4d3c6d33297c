import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { NavStore } from '../../core/navigation';
import { coatingActual } from './common/coating-actuals';
import { useCustomDataset, useService, useViewModel } from '../../workbench/api';
import { exportPerformancePdf, exportPerformanceXlsx } from './coating-exports';
import { DailyPerformanceTable } from './daily-performance-table';
import { num, signedPercent } from './format';
import { PERFORMANCE_DATASET } from './dataset';
import { PerformanceViewModel } from './performance.view-model';
import { coatingIds } from './test-ids';
import './coating.css';
import { useExportRun } from './use-export-run';
import { ShareButton } from '../../workbench/kit/share/share-button';

const share = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '—');

const PerformanceTables = observer(function PerformanceTables({ vm }: { vm: PerformanceViewModel }) {
  return (
    <>
      <div className="coating-table-wrap" role="region" aria-label="performance table, scrolls sideways" tabIndex={0}>
      <table className="coating-table" data-testid={coatingIds.table('performance')}>
        <caption>Month to Month Performance</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Lineal Produced</th>
            <th scope="col">Change</th>
            <th scope="col">MSF Produced</th>
            <th scope="col">LF per Hour</th>
            <th scope="col">Uptime Hours</th>
            <th scope="col">Downtime Hours</th>
          </tr>
        </thead>
        <tbody>
          {vm.performance.map(({ month, totals: t, change }) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{num(t.lineal_produced)}</td>
              <td>{signedPercent(change)}</td>
              <td>{num(t.msf_produced, 2)}</td>
              <td>{num(coatingActual('lf_per_hour', t), 1)}</td>
              <td>{num(t.uptime_hours, 2)}</td>
              <td>{num(t.downtime_hours, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <div className="coating-table-wrap" role="region" aria-label="scrap table, scrolls sideways" tabIndex={0}>
      <table className="coating-table" data-testid={coatingIds.table('scrap')}>
        <caption>Month to Month Scrap</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Split Rolls</th>
            <th scope="col">Change</th>
            <th scope="col">Share of Rolls</th>
          </tr>
        </thead>
        <tbody>
          {vm.scrap.map(({ month, totals: t, change }) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <td>{num(t.split_roll_count)}</td>
              <td>{signedPercent(change)}</td>
              <td>{share(t.split_roll_count, t.roll_count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <div className="coating-table-wrap" role="region" aria-label="rolls table, scrolls sideways" tabIndex={0}>
      <table className="coating-table" data-testid={coatingIds.table('rolls')}>
        <caption>Full &amp; Half Roll Counts</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Full Rolls</th>
            <th scope="col">Half Rolls</th>
            <th scope="col">All Rolls</th>
            <th scope="col">Roll to Roll Minutes</th>
          </tr>
        </thead>
        <tbody>
          {vm.months.map(({ key, totals: t }) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{num(t.full_roll_count)}</td>
              <td>{num(t.split_roll_count)}</td>
              <td>{num(t.roll_count)}</td>
              <td>{num(coatingActual('roll_to_roll_mins', t), 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <div className="coating-table-wrap" role="region" aria-label="changeovers table, scrolls sideways" tabIndex={0}>
      <table className="coating-table" data-testid={coatingIds.table('changeovers')}>
        <caption>Roll Changeovers</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Changeovers</th>
            <th scope="col">Changeover Minutes</th>
            <th scope="col">Changeover Hours</th>
            <th scope="col">Minutes per Changeover</th>
          </tr>
        </thead>
        <tbody>
          {vm.months.map(({ key, totals: t }) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{num(t.num_changeovers)}</td>
              <td>{num(t.changeover_mins)}</td>
              <td>{num(t.changeover_hours, 2)}</td>
              <td>{num(coatingActual('changeover_per_min', t), 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <DailyPerformanceTable rows={vm.daily} testId={coatingIds.table('daily')} />
    </>
  );
});

/** Performance (document 3 §2.4): PDF and Export, and its five tables. */
export const PerformancePage = observer(function PerformancePage() {
  const vm = useViewModel(PerformanceViewModel);
  useCustomDataset(useService<NavStore>(NavStore), PERFORMANCE_DATASET);
  useEffect(() => void vm.load(), [vm]);
  const content = useRef<HTMLDivElement>(null);
  const { exporting, run } = useExportRun();
  return (
    <section className="coating-page" aria-labelledby="performance-title" data-testid={coatingIds.performancePage} data-help-key="dashboard-coating/performance">
      <header className="coating-head">
        <h1 id="performance-title">Performance</h1>
        <span className="coating-range">{vm.scopeLabel}</span>
        <div className="coating-actions">
          <ShareButton name={`Performance ${vm.scopeLabel}`} what="this Performance dashboard and its dates" />
          <Button label="PDF" icon="pi pi-file-pdf" size="small" outlined disabled={exporting} onClick={() => run(() => exportPerformancePdf(content.current, vm.scopeLabel))} data-testid={coatingIds.pdf} />
          <Button label="Export" icon="pi pi-file-excel" size="small" outlined disabled={exporting} onClick={() => run(() => exportPerformanceXlsx(vm))} data-testid={coatingIds.xlsx} />
        </div>
      </header>
      {vm.loading && vm.data.ops.length === 0 ? (
        <ProgressSpinner aria-label="Loading" />
      ) : vm.error ? (
        <p role="alert">{vm.error}</p>
      ) : (
        <div ref={content} aria-busy={vm.loading} className="coating-content performance-content" data-testid={coatingIds.performanceContent}>
          {vm.data.ops.length === 0 && <p className="empty-state">No coating data for the chosen dates. Try another range or shift.</p>}
          <PerformanceTables vm={vm} />
        </div>
      )}
    </section>
  );
});
