import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect } from 'react';
import { shiftColour } from '../../core/metrics';
import { dashboardLayout } from '../../core/session';
import { SessionStore, useService, useViewModel, useViewportWidth } from '../../workbench/api';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { EventAnalysisViewModel, type PlannedFilter } from './event-analysis.view-model';
import { EVENT_XLSX } from './event-exports';
import './event-analysis.css';
import { PRESS_ON_ENTER } from '../../workbench/kit/form-controls/select-button-enter';

const PLANNED_OPTIONS: Array<{ label: string; value: PlannedFilter }> = [
  { label: 'Planned', value: 'PLANNED' },
  { label: 'Unplanned', value: 'UNPLANNED' },
  { label: 'All', value: 'ALL' },
];

const CONTENT_ID = 'event-analysis-content';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** /graph/event/{slug}: the event analysis of Downtime, Scrap, Reject or Rework (document 2 §4). */
export const EventAnalysisPage = observer(function EventAnalysisPage({ slug }: { slug?: string }) {
  const vm = useViewModel(EventAnalysisViewModel);
  const sessions = useService<SessionStore>(SessionStore);
  const layout = dashboardLayout(useViewportWidth());
  useEffect(() => vm.setSlug(slug ?? ''), [vm, slug]);
  const dataset = vm.dataset;
  // The shell owns the page's <main>; this screen is a labelled region inside it.
  if (!dataset) return <section aria-label="Event analysis"><h1>Unknown event dataset</h1></section>;
  const title = dataset.label;
  const profileShifts = sessions.current?.profile.shifts ?? {};
  const colourOf = (name: string) => {
    const entry = Object.entries(profileShifts).find(([n]) => n.toUpperCase() === name);
    return shiftColour({ name, color: (entry?.[1] as { color?: string } | undefined)?.color });
  };
  const canExport = vm.status === 'ready' && vm.events.length > 0 && vm.exporting === null;
  const height = layout.size === 'extraLarge' ? 420 : 340;
  return (
    <section className="event-analysis" aria-label={`${title} analysis`} aria-busy={vm.status === 'loading'} data-testid="event-analysis.view" data-help-key="event-analysis/view">
      <header className="event-analysis-header">
        <div>
          <h1>{title}</h1>
          <p style={{ margin: 0 }}>{vm.subtitle}</p>
        </div>
        <div className="event-analysis-actions">
          {vm.isDowntime && (
            <SelectButton value={vm.planned} options={PLANNED_OPTIONS} onChange={(e) => e.value && vm.setPlanned(e.value as PlannedFilter)} aria-label="Planned, unplanned or all downtime" allowEmpty={false} pt={{ button: PRESS_ON_ENTER }} />
          )}
          <Button
            icon="pi pi-file-excel"
            rounded
            text
            aria-label="Download Source Data"
            tooltip="Download Source Data"
            loading={vm.exporting === 'xlsx'}
            disabled={!canExport}
            onClick={() => void vm.downloadSourceData()}
          />
          <Button
            icon="pi pi-file-pdf"
            rounded
            text
            aria-label="Export to PDF"
            tooltip="Export to PDF"
            loading={vm.exporting === 'pdf'}
            disabled={!canExport}
            onClick={() => void vm.exportPdf(document.getElementById(CONTENT_ID))}
          />
        </div>
      </header>
      {vm.status === 'loading' && <ProgressSpinner aria-label="Loading" />}
      {vm.exporting && (
        <p role="status" data-testid="event-analysis.exporting">
          {vm.exporting === 'xlsx' ? `Building ${EVENT_XLSX} (${vm.events.length.toLocaleString('en-US')} events)…` : 'Rendering the PDF…'}
        </p>
      )}
      {vm.status === 'error' && <p role="alert">{vm.error}</p>}
      {vm.status === 'ready' && vm.events.length === 0 && <p>No {title.toLowerCase()} events in this selection.</p>}
      {vm.status === 'ready' && vm.events.length > 0 && (
        <div id={CONTENT_ID}>
          <p className="event-analysis-total">
            Total: <strong data-testid="event-analysis.total">{fmt(vm.total)}</strong> {vm.unit} in <span data-testid="event-analysis.count">{vm.events.length}</span> events
          </p>
          <section aria-label="By reason" className={`event-analysis-reasons${layout.sideCharts ? ' side-by-side' : ''}`}>
            <div className="event-analysis-card">
            <table className="event-analysis-table" data-testid="event-analysis.reasons">
              <caption>{title} by reason</caption>
              <thead>
                <tr><th scope="col">Reason</th><th scope="col">Events</th><th scope="col">{vm.isDowntime ? 'Minutes' : 'Units'}</th><th scope="col">Cumulative</th></tr>
              </thead>
              <tbody>
                {vm.pareto.map((b) => (
                  <tr key={b.reason}><th scope="row">{b.reason}</th><td>{b.events}</td><td>{fmt(b.amount)}</td><td>{(b.cumulativeShare * 100).toFixed(1)} %</td></tr>
                ))}
              </tbody>
              <tfoot>
                <tr><th scope="row">Total</th><td>{vm.events.length}</td><td>{fmt(vm.total)}</td><td /></tr>
              </tfoot>
            </table>
            </div>
            <div className="event-analysis-card">
            <WidthFollowingChart
              data={[
                { type: 'bar', x: vm.pareto.map((b) => b.reason), y: vm.pareto.map((b) => b.amount), name: vm.isDowntime ? 'Minutes' : 'Units', marker: { color: '#3b82f6' } },
                { type: 'scatter', mode: 'lines+markers', x: vm.pareto.map((b) => b.reason), y: vm.pareto.map((b) => b.cumulativeShare * 100), name: 'Cumulative %', yaxis: 'y2', marker: { color: '#f59e0b' } },
              ]}
              layout={{ ...chartLayout(`${title} by reason`, false, height), yaxis2: { overlaying: 'y', side: 'right', range: [0, 104], ticksuffix: ' %', tick0: 0, dtick: 25, automargin: true, showgrid: false } }}
            />
            </div>
          </section>
          <section aria-label="By Date" className="event-analysis-card">
            <WidthFollowingChart
              data={vm.byDate.series.map((s) => ({ type: 'bar', x: vm.byDate.dates, y: s.amounts, name: s.name === 'ALL' ? 'All shifts' : s.name, marker: { color: s.name === 'ALL' ? '#3b82f6' : colourOf(s.name) } }))}
              layout={{ ...chartLayout('By Date', false, height), barmode: 'group' }}
            />
          </section>
        </div>
      )}
    </section>
  );
});
