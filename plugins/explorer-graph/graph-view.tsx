import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { isMachineDetail, NavStore, type NavState } from '../../core/navigation';
import { sideChartsVisible } from '../../core/session';
import type { EntityNode } from '../../core/model';
import { SessionStore, useService, useViewModel, useViewportWidth } from '../../workbench/api';
import { useMetricLabel } from '../../workbench/kit/metric-label/use-metric-label';
import { useMetricThresholds } from '../../workbench/kit/metric-setup/use-metric-thresholds';
import { DataTable } from './data-table';
import { GraphEmpty, GraphError, GraphLoading, GraphRegen } from './graph-states';
import { GraphViewModel } from './graph.view-model';
import { formatMetric, metricValue } from './graph-series';
import { graphCharts } from './graph-charts';
import { useLazyModule } from '../../workbench/kit/lazy-module';
import './graph.css';
import { graphIds } from './test-ids';
import { ShareButton } from '../../workbench/kit/share/share-button';

const loadMachineDashboard = () => import('./machine/machine-dashboard');
const MachineDashboard = lazy(() => loadMachineDashboard().then((m) => ({ default: m.MachineDashboard })));

/** The machine whose day is selected when the detail view applies (document 3 §2.1), else null. */
const detailMachine = (s: NavState) => (isMachineDetail(s) ? s.entity.euid : null);

/**
 * The Graph mode's main area: the machine dashboard for a machine and a day (document 3 §2.1),
 * otherwise the graph dashboard. From the machine dashboard the user may open the metric charts of
 * the same selection; that choice holds until another machine (or no machine day) is chosen.
 */
function GraphView() {
  const store = useService<NavStore>(NavStore);
  const [machine, setMachine] = useState(() => detailMachine(store.state));
  const [chartsOf, setChartsOf] = useState<string | null>(null);
  useEffect(() => {
    const sub = store.navState$.pipe(map(detailMachine), distinctUntilChanged()).subscribe(setMachine);
    return () => sub.unsubscribe();
  }, [store]);
  if (machine !== null && chartsOf !== machine) {
    return (
      <Suspense fallback={<GraphLoading />}>
        <MachineDashboard onShowCharts={() => setChartsOf(machine)} />
      </Suspense>
    );
  }
  return <GraphDashboard onShowMachine={machine !== null ? () => setChartsOf(null) : undefined} />;
}

/** The dashboard of the selection in the Data Explorer: headline, main chart, side charts, data table. */
const GraphDashboard = observer(function GraphDashboard({ onShowMachine }: { onShowMachine?: () => void }) {
  const vm = useViewModel(GraphViewModel);
  const sessions = useService<SessionStore>(SessionStore);
  const width = useViewportWidth();
  const [showTable, setShowTable] = useState(false);
  const [sideOnTablet, setSideOnTablet] = useState(false);
  const label = useMetricLabel();
  const thresholds = useMetricThresholds();
  const charts = useLazyModule(graphCharts);

  // The data shows when the charts can draw it in their colours: drawn before the thresholds came,
  // every chart was drawn twice (issue 39).
  const view = vm.view === 'data' && (thresholds === null || charts === null) ? 'loading' : vm.view;
  // Another selection loading over the charts of the last one: busy, the charts stay until its answer.
  const busy = view === 'loading' || vm.refreshing;
  // Once the charts are in, the machine dashboard's code is fetched in the background: picking a
  // machine then waits for its data only, not for its script (issue 39).
  const shown = view === 'data';
  useEffect(() => {
    if (!shown) return;
    // A failed fetch is tried again when a machine is picked.
    const timer = setTimeout(() => void loadMachineDashboard().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  const metric = vm.metric;
  const bucketLabel = vm.bucketing === 'shift' ? 'Shift' : 'Shift date';
  return (
    <main className="graph-view" aria-label="Graph dashboard" data-testid={graphIds.view} aria-busy={busy} data-help-key="explorer-graph/dashboard">
      <header className="graph-header">
        <div>
          <h1>{label(metric)}</h1>
          <p className="graph-subtitle">
            {vm.state.entity.name || sessions.current?.companyName}
            {' · '}
            {vm.state.time.day ?? `${vm.state.time.range.start} – ${vm.state.time.range.end}`}
            {' · '}
            {vm.state.combineShifts || !vm.state.shift ? 'All shifts' : vm.state.shift}
          </p>
        </div>
        {view === 'data' && !vm.consolidatedMode && (
          <div className="graph-headline">
            <div>
              <span className="graph-headline-value" data-testid={graphIds.headline} aria-label={`${label(metric)} over the selection`}>
                {formatMetric(metricValue(vm.totals, metric), metric)}
              </span>
              <span className="graph-headline-caption">whole selection</span>
            </div>
            {onShowMachine && <Button label="Machine dashboard" icon="pi pi-th-large" size="small" text onClick={onShowMachine} />}
            <Button
              label={showTable ? 'Hide data table' : 'Show data table'}
              icon="pi pi-table"
              size="small"
              text
              aria-pressed={showTable}
              onClick={() => setShowTable(!showTable)}
            />
          </div>
        )}
        <ShareButton name={`${label(metric)} ${vm.state.entity.name || sessions.current?.companyName || ''} ${vm.state.time.day ?? vm.state.time.range.start}`} what="this graph, entity, dates and shift" />
      </header>
      {view === 'loading' && <GraphLoading />}
      {view === 'error' && <GraphError message={vm.error} onRetry={() => void vm.reload()} />}
      {view === 'regen' && <GraphRegen queued={vm.queued} />}
      {view === 'empty' && <GraphEmpty hasMachines={hasMachines(sessions.current?.profile.entities)} canSetUp={sessions.current?.role === 'ADMIN' || sessions.current?.role === 'MANAGER'} />}
      {view === 'data' && vm.consolidatedMode && charts && <charts.ConsolidatedDashboard values={vm.consolidated} metrics={vm.visibleMetrics} label={label} thresholds={thresholds} />}
      {view === 'data' && !vm.consolidatedMode && charts && (
        <div className="graph-body">
          {vm.refreshing && <ProgressBar className="graph-refreshing" mode="indeterminate" aria-label="Loading data" />}
          <section className="graph-main" aria-label="Main chart">
            <charts.MetricChart series={vm.series} metric={metric} title={label(metric)} height={width >= 1200 ? 460 : 360} thresholds={thresholds} />
            {showTable && <DataTable series={vm.series} metric={metric} bucketLabel={bucketLabel} label={label(metric)} thresholds={thresholds} />}
            {vm.queued > 0 && <p className="graph-note">{vm.queued.toLocaleString('en-US')} result rows are being regenerated; numbers may still change.</p>}
          </section>
          {/* Below about 992 px the side charts are hidden (document 3 §2.1) but one tap away, one a row (issue 35 point 4: the tablet lost all 12). */}
          {!sideChartsVisible(width) && vm.sideMetrics.length > 0 && (
            <Button
              className="graph-side-toggle"
              label={sideOnTablet ? 'Hide side charts' : `Show side charts (${vm.sideMetrics.length})`}
              icon={sideOnTablet ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
              outlined
              size="small"
              aria-expanded={sideOnTablet}
              onClick={() => setSideOnTablet(!sideOnTablet)}
              data-testid={graphIds.sideChartsToggle}
            />
          )}
          {(sideChartsVisible(width) || sideOnTablet) && vm.sideMetrics.length > 0 && <charts.SideChartGrid series={vm.series} metrics={vm.sideMetrics} label={label} thresholds={thresholds} />}
        </div>
      )}
    </main>
  );
});

export default GraphView;

const hasMachines = (node: EntityNode | undefined): boolean => node !== undefined && (node.category === 'MACHINE' || (node.children ?? []).some(hasMachines));
