import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { NavStore } from '../../core/navigation';
import { coatingActual } from './common/coating-actuals';
import { useCustomDataset, useService, useViewModel } from '../../workbench/api';
import { exportPerformancePdf, exportPerformanceXlsx } from './coating-exports';
import { CoatingContent, CoatingTable } from './coating-table';
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
      <CoatingTable
        caption="Month to Month Performance"
        region="performance table"
        testId={coatingIds.table('performance')}
        columns={['Month', 'Lineal Produced', 'Change', 'MSF Produced', 'LF per Hour', 'Uptime Hours', 'Downtime Hours']}
        rows={vm.performance.map(({ month, totals: t, change }) => ({
          key: month,
          cells: [num(t.lineal_produced), signedPercent(change), num(t.msf_produced, 2), num(coatingActual('lf_per_hour', t), 1), num(t.uptime_hours, 2), num(t.downtime_hours, 2)],
        }))}
      />
      <CoatingTable
        caption="Month to Month Scrap"
        region="scrap table"
        testId={coatingIds.table('scrap')}
        columns={['Month', 'Split Rolls', 'Change', 'Share of Rolls']}
        rows={vm.scrap.map(({ month, totals: t, change }) => ({ key: month, cells: [num(t.split_roll_count), signedPercent(change), share(t.split_roll_count, t.roll_count)] }))}
      />
      <CoatingTable
        caption="Full & Half Roll Counts"
        region="rolls table"
        testId={coatingIds.table('rolls')}
        columns={['Month', 'Full Rolls', 'Half Rolls', 'All Rolls', 'Roll to Roll Minutes']}
        rows={vm.months.map(({ key, totals: t }) => ({ key, cells: [num(t.full_roll_count), num(t.split_roll_count), num(t.roll_count), num(coatingActual('roll_to_roll_mins', t), 1)] }))}
      />
      <CoatingTable
        caption="Roll Changeovers"
        region="changeovers table"
        testId={coatingIds.table('changeovers')}
        columns={['Month', 'Changeovers', 'Changeover Minutes', 'Changeover Hours', 'Minutes per Changeover']}
        rows={vm.months.map(({ key, totals: t }) => ({ key, cells: [num(t.num_changeovers), num(t.changeover_mins), num(t.changeover_hours, 2), num(coatingActual('changeover_per_min', t), 1)] }))}
      />
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
      <CoatingContent vm={vm} contentRef={content} className="coating-content performance-content" testId={coatingIds.performanceContent}>
        <PerformanceTables vm={vm} />
      </CoatingContent>
    </section>
  );
});
