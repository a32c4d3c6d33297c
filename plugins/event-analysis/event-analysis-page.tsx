import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect } from 'react';
import { paletteHex, shiftColour } from '../../core/metrics';
import { dashboardLayout } from '../../core/session';
import { SessionStore, useService, useViewModel, useViewportWidth } from '../../workbench/api';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { EventAnalysisViewModel, type PlannedFilter } from './event-analysis.view-model';
import { EVENT_XLSX } from './event-exports';
import { ParetoBreakdown } from './pareto-breakdown';
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
  const canExport = vm.status === 'ready' && vm.analysed.length > 0 && vm.exporting === null;
  const height = layout.size === 'extraLarge' ? 420 : 340;
  const unit = vm.isDowntime ? 'Minutes' : 'Units';
  const describe = vm.reasonDescription;
  // One shift date reads by hour (one "By Date" bar filled the chart); a range by date.
  const byHour = vm.byHour;
  const timeChart = byHour ?? vm.byDate;
  const timeTitle = byHour ? `By Hour (${vm.singleDay})` : 'By Date';
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
            label="Download Source Data"
            outlined
            size="small"
            loading={vm.exporting === 'xlsx'}
            disabled={!canExport}
            onClick={() => void vm.downloadSourceData()}
          />
          <Button
            icon="pi pi-file-pdf"
            label="Export to PDF"
            outlined
            size="small"
            loading={vm.exporting === 'pdf'}
            disabled={!canExport}
            onClick={() => void vm.exportPdf(document.getElementById(CONTENT_ID))}
          />
        </div>
      </header>
      {vm.status === 'loading' && <ProgressSpinner aria-label="Loading" />}
      {vm.exporting && (
        <p role="status" data-testid="event-analysis.exporting">
          {vm.exporting === 'xlsx' ? `Building ${EVENT_XLSX} (${vm.analysed.length.toLocaleString('en-US')} events)…` : 'Rendering the PDF…'}
        </p>
      )}
      {vm.status === 'error' && <p role="alert">{vm.error}</p>}
      {vm.status === 'ready' && vm.analysed.length === 0 && <p>No {title.toLowerCase()} events in this selection.</p>}
      {vm.status === 'ready' && vm.analysed.length > 0 && (
        <div id={CONTENT_ID}>
          <p className="event-analysis-total">
            Total: <strong data-testid="event-analysis.total">{fmt(vm.total)}</strong> {vm.unit} in <span data-testid="event-analysis.count">{vm.analysed.length}</span> events
          </p>
          <ParetoBreakdown
            title={`${title} by reason`}
            label="Reason"
            unit={unit}
            rows={vm.pareto.map((b) => ({ name: b.reason, description: describe(b.reason), events: b.events, amount: b.amount }))}
            total={vm.total}
            withDescriptions
            barColour={paletteHex('blue')}
            lineColour={paletteHex('amber')}
            height={height}
            sideBySide={layout.sideCharts}
            testId="event-analysis.reasons"
          />
          <ParetoBreakdown
            title={`${title} by machine`}
            label="Machine"
            unit={unit}
            rows={vm.machines}
            total={vm.total}
            barColour={paletteHex('violet')}
            lineColour={paletteHex('amber')}
            height={height}
            sideBySide={layout.sideCharts}
            testId="event-analysis.machines"
          />
          <section aria-label={timeTitle} className="event-analysis-card" data-testid="event-analysis.by-time">
            <WidthFollowingChart
              data={timeChart.series.map((s) => ({ type: 'bar', x: timeChart.dates, y: s.amounts, name: s.name === 'ALL' ? 'All shifts' : s.name, marker: { color: s.name === 'ALL' ? paletteHex('blue') : colourOf(s.name) }, opacity: vm.chosenShift && s.name !== vm.chosenShift ? 0.35 : 1 }))}
              layout={{ ...chartLayout(timeTitle, false, height), barmode: byHour ? 'stack' : 'group', yaxis: { ...(chartLayout('', false, height).yaxis as object), title: { text: unit } } }}
            />
          </section>
        </div>
      )}
    </section>
  );
});
