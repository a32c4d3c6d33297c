import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { MultiSelect } from 'primereact/multiselect';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, useState } from 'react';
import { NavStore } from '../../core/navigation';
import { formatTargetValue, KPI_METRICS } from './common/kpi-target';
import { useCustomDataset, useService, useViewModel } from '../../workbench/api';
import { chartLayout, CHART_COLOURS } from '../../workbench/kit/charts/chart-theme';
import { Gauge } from '../../workbench/kit/charts/gauge';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { exportKpiPdf, exportKpiXlsx } from './coating-exports';
import { CoatingContent } from './coating-table';
import { DailyPerformanceTable } from './daily-performance-table';
import { num, signedPercent } from './format';
import { KPI_LABELS, KpiViewModel, type KpiGauge } from './kpi.view-model';
import { KPI_DATASET } from './dataset';
import { TargetEditorDialog, UpdateTargetDialog } from './target-dialogs';
import { coatingIds } from './test-ids';
import './coating.css';
import { useExportRun } from './use-export-run';
import { ShareButton } from '../../workbench/kit/share/share-button';

const digits = (g: KpiGauge) => (g.actual >= 100 ? 0 : 2);

const GaugeCard = observer(function GaugeCard({ vm, g }: { vm: KpiViewModel; g: KpiGauge }) {
  return (
    <button type="button" className={`kpi-gauge zone-${g.zone}`} onClick={() => vm.openEditor(g.metric)} data-testid={coatingIds.gauge(g.metric)} title="Edit the target">
      <span className="kpi-gauge-title">{g.label}</span>
      <Gauge percent={g.percent} zone={g.zone} text={`${g.percent.toFixed(0)} %`} label={`${g.label} ${g.percent.toFixed(1)} %, ${g.zone}`} size={150} />
      <span className="kpi-gauge-values">
        <span data-testid={coatingIds.gaugeActual(g.metric)}>{num(g.actual, digits(g))}</span>
        <span> of </span>
        <span data-testid={coatingIds.gaugeGoal(g.metric)}>{num(g.goal, digits(g))}</span>
      </span>
      <span className="kpi-gauge-target">
        Target {formatTargetValue(g.target.target)} · yellow {g.target.yellow} % · red {g.target.red} %
      </span>
    </button>
  );
});

const DowntimeCard = observer(function DowntimeCard({ vm }: { vm: KpiViewModel }) {
  const d = vm.downtime;
  return (
    <div className={`kpi-gauge zone-${d.zone}`} data-testid={coatingIds.downtimeGauge}>
      <span className="kpi-gauge-title">Downtime (8-hour shifts)</span>
      <Gauge percent={d.percent} zone={d.zone} text={`${d.percent.toFixed(0)} %`} label={`Downtime ${d.percent.toFixed(1)} % of standard shift time, ${d.zone}`} size={150} />
      <span className="kpi-gauge-values">{num(d.perShift, 0)} min per shift</span>
      <span className="kpi-gauge-target">Expected {num(d.expected)} min</span>
    </div>
  );
});

const LinealChart = observer(function LinealChart({ vm }: { vm: KpiViewModel }) {
  const monthly = vm.percentChange;
  const data = monthly
    ? [{ x: vm.linealMonthly.map((m) => m.month), y: vm.linealMonthly.map((m) => m.change ?? 0), type: 'bar', name: 'Change from previous month', marker: { color: vm.linealMonthly.map((m) => ((m.change ?? 0) < 0 ? '#ef4444' : '#22c55e')) }, text: vm.linealMonthly.map((m) => signedPercent(m.change)), textposition: 'auto' }]
    : [{ x: vm.linealByDay.map((d) => d.date), y: vm.linealByDay.map((d) => d.value), type: 'bar', name: 'Lineal produced', marker: { color: CHART_COLOURS[0] } }];
  const layout = { ...chartLayout(monthly ? 'Lineal Produced: month-to-month change (%)' : 'Lineal Produced (ft)', false, 320), showlegend: false };
  return (
    <figure className="coating-chart" data-testid={coatingIds.linealChart} aria-label={monthly ? 'Lineal produced, percent change month to month' : 'Lineal produced per day'}>
      <WidthFollowingChart data={data} layout={layout} />
    </figure>
  );
});

const ReasonChart = observer(function ReasonChart({ vm }: { vm: KpiViewModel }) {
  const rows = [...vm.downtimeByReason].reverse();
  const data = [{ y: rows.map((r) => r.reason), x: rows.map((r) => Math.round(r.minutes)), type: 'bar', orientation: 'h', marker: { color: '#f59e0b' }, name: 'Minutes' }];
  const base = chartLayout('Downtime by Reason (minutes)', false, 320);
  // The reasons' names stand off the bars (they touched them at 2560 px); automargin makes room for them.
  const layout = { ...base, showlegend: false, xaxis: { gridcolor: '#27272a', rangemode: 'tozero' }, yaxis: { type: 'category', automargin: true, ticklabelstandoff: 6 } };
  return (
    <figure className="coating-chart" data-testid={coatingIds.reasonChart} aria-label="Downtime minutes by reason">
      {rows.length === 0 ? <p className="empty-state">No downtime in the chosen dates.</p> : <WidthFollowingChart data={data} layout={layout} />}
    </figure>
  );
});

/** KPI (document 3 §2.4): display options, PDF and XLSX, gauges, lineal produced, downtime by reason, Daily Performance. */
export const KpiPage = observer(function KpiPage() {
  const vm = useViewModel(KpiViewModel);
  useCustomDataset(useService<NavStore>(NavStore), KPI_DATASET);
  useEffect(() => void vm.load(), [vm]);
  const options = useRef<OverlayPanel>(null);
  const content = useRef<HTMLDivElement>(null);
  const [updating, setUpdating] = useState(false);
  const { exporting, run } = useExportRun();
  return (
    <section className="coating-page" aria-labelledby="kpi-title" data-testid={coatingIds.kpiPage} data-help-key="dashboard-coating/kpi">
      <header className="coating-head">
        <h1 id="kpi-title">KPI</h1>
        <span className="coating-range">{vm.scopeLabel}</span>
        <div className="coating-actions">
          <ShareButton name={`KPI ${vm.scopeLabel}`} what="this KPI dashboard and its dates" />
          <Button label="Display options" icon="pi pi-sliders-h" size="small" outlined onClick={(e) => options.current?.toggle(e)} aria-haspopup="dialog" data-testid={coatingIds.displayOptions} />
          <Button label="PDF" icon="pi pi-file-pdf" size="small" outlined disabled={exporting} onClick={() => run(() => exportKpiPdf(content.current, vm.scopeLabel))} data-testid={coatingIds.pdf} />
          <Button label="XLSX" icon="pi pi-file-excel" size="small" outlined disabled={exporting} onClick={() => run(() => exportKpiXlsx(vm))} data-testid={coatingIds.xlsx} />
        </div>
      </header>
      <OverlayPanel ref={options} aria-label="Display options">
        <div className="kpi-options">
          <label htmlFor="kpi-graphs">Gauges</label>
          <MultiSelect
            inputId="kpi-graphs"
            value={vm.selected}
            options={KPI_METRICS.map((m) => ({ label: KPI_LABELS[m], value: m }))}
            onChange={(e) => vm.setSelected(e.value as string[])}
            display="chip"
            maxSelectedLabels={4}
            style={{ width: '18rem' }}
          />
          <div className="kpi-option-check">
            <Checkbox inputId="kpi-percent-change" checked={vm.percentChange} onChange={(e) => vm.setPercentChange(e.checked === true)} data-testid={coatingIds.percentChange} />
            <label htmlFor="kpi-percent-change">Month-to-month percent change</label>
          </div>
          <Button label="Update Target Value" icon="pi pi-pencil" size="small" text onClick={() => setUpdating(true)} />
        </div>
      </OverlayPanel>
      <CoatingContent vm={vm} contentRef={content} className="coating-content" testId={coatingIds.kpiContent}>
        <div className="kpi-gauges">
          {vm.gauges.map((g) => (
            <GaugeCard key={g.metric} vm={vm} g={g} />
          ))}
          <DowntimeCard vm={vm} />
        </div>
        <div className="coating-charts">
          <LinealChart vm={vm} />
          <ReasonChart vm={vm} />
        </div>
        <DailyPerformanceTable rows={vm.daily} testId={coatingIds.dailyTable} />
      </CoatingContent>
      <TargetEditorDialog vm={vm} />
      <UpdateTargetDialog vm={vm} visible={updating} onHide={() => setUpdating(false)} />
    </section>
  );
});
