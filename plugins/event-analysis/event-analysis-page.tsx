import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect } from 'react';
import { dashboardLayout } from '../../core/session';
import { useViewModel, useViewportWidth } from '../../workbench/api';
import { lazyModule, useLazyModule } from '../../workbench/kit/lazy-module';
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

/** The screen's Plotly charts, loaded beside its query. */
const eventAnalysisCharts = lazyModule(() => import('./event-analysis-charts'));

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** /graph/event/{slug}: the event analysis of Downtime, Scrap, Reject or Rework (document 2 §4). */
export const EventAnalysisPage = observer(function EventAnalysisPage({ slug }: { slug?: string }) {
  const vm = useViewModel(EventAnalysisViewModel);
  const charts = useLazyModule(eventAnalysisCharts);
  const layout = dashboardLayout(useViewportWidth());
  useEffect(() => vm.setSlug(slug ?? ''), [vm, slug]);
  const dataset = vm.dataset;
  // The shell owns the page's <main>; this screen is a labelled region inside it.
  if (!dataset) return <section aria-label="Event analysis"><h1>Unknown event dataset</h1></section>;
  const title = dataset.label;
  // Loading until the charts can draw: their script loads beside the query (issue 39).
  const status = vm.status === 'ready' && !charts ? 'loading' : vm.status;
  const canExport = status === 'ready' && vm.analysed.length > 0 && vm.exporting === null;
  return (
    <section className="event-analysis" aria-label={`${title} analysis`} aria-busy={status === 'loading'} data-testid="event-analysis.view" data-help-key="event-analysis/view">
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
      {status === 'loading' && <ProgressSpinner aria-label="Loading" />}
      {vm.exporting && (
        <p role="status" data-testid="event-analysis.exporting">
          {vm.exporting === 'xlsx' ? `Building ${EVENT_XLSX} (${vm.analysed.length.toLocaleString('en-US')} events)…` : 'Rendering the PDF…'}
        </p>
      )}
      {vm.status === 'error' && <p role="alert">{vm.error}</p>}
      {status === 'ready' && vm.analysed.length === 0 && <p>No {title.toLowerCase()} events in this selection.</p>}
      {status === 'ready' && charts && vm.analysed.length > 0 && (
        <div id={CONTENT_ID}>
          <p className="event-analysis-total">
            Total: <strong data-testid="event-analysis.total">{fmt(vm.total)}</strong> {vm.unit} in <span data-testid="event-analysis.count">{vm.analysed.length}</span> events
          </p>
          <charts.EventAnalysisCharts vm={vm} title={title} height={layout.size === 'extraLarge' ? 420 : 340} sideBySide={layout.sideCharts} />
        </div>
      )}
    </section>
  );
});
