import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { SCHEDULE_DATA_NOT_FOUND } from '../../../core/errors';
import { dashboardLayout } from '../../../core/session';
import { SessionStore, useService, useViewModel, useViewportWidth } from '../../../workbench/api';
import { LabelledDropdown } from '../../../workbench/kit/form-controls/labelled-dropdown';
import { GraphEmpty, GraphError, GraphLoading } from '../graph-states';
import { LossSecondsChart, PartsPerHourChart, RatioPie, TimelineChart } from './machine-charts';
import { MachineDashboardViewModel } from './machine-dashboard.view-model';
import { ShareButton } from '../../../workbench/kit/share/share-button';
import { NoPlanState } from './no-plan-state';
import { machineIds } from './test-ids';
import { useStaggeredCount } from '../use-staggered-count';
import { TimelineSettingsDialog } from './timeline-settings-dialog';
import './machine-dashboard.css';

const ALL = '';
/** The dashboard's Plotly charts besides the ratio pies: Loss Seconds, Timeline, Parts Per Hour. */
const BAR_CHARTS = 3;
const count = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The machine dashboard (document 2 §4), the detail view of one machine and day that replaces the
 * graph dashboard (document 3 §2.1). `onShowCharts` leads to the metric charts of the same
 * selection, kept one click away for the data table.
 */
export const MachineDashboard = observer(function MachineDashboard({ onShowCharts }: { onShowCharts(): void }) {
  const vm = useViewModel(MachineDashboardViewModel);
  const sessions = useService<SessionStore>(SessionStore);
  const width = useViewportWidth();
  const layout = dashboardLayout(width);
  const [settings, setSettings] = useState(false);
  const s = vm.state;
  const view = vm.view;
  const zone = sessions.current?.profile.timezone ?? 'UTC';
  const height = layout.size === 'extraLarge' ? 320 : 260;
  const partOptions = [{ label: 'All parts', value: ALL }, ...(view?.parts ?? []).map((p) => ({ label: p, value: p }))];
  // The numbers show at once; the charts follow one a task, in reading order (issue 39).
  const pies = view?.doughnuts.length ?? 0;
  const drawn = useStaggeredCount(pies + BAR_CHARTS, view);
  const opOptions = [{ label: 'All tasks', value: ALL }, ...(view?.operations ?? []).map((o) => ({ label: o || '(none)', value: o }))];

  return (
    <main className="graph-view machine-dashboard" aria-label="Machine dashboard" aria-busy={vm.status === 'loading'} data-testid={machineIds.view} data-help-key="explorer-graph/machine">
      <header className="graph-header">
        <div>
          <h1>{s.entity.name}</h1>
          <p className="graph-subtitle">
            {s.time.day} · {vm.shift === null ? 'All shifts' : s.shift}
            {s.task.part ? ` · ${s.task.part}${s.task.op ? ` / ${s.task.op}` : ''}` : ''}
          </p>
        </div>
        <div className="machine-actions">
          <fieldset className="machine-tasks">
            <legend className="p-hidden-accessible">Tasks</legend>
            <label className="machine-field">
              <span>Part</span>
              <LabelledDropdown label="Part" value={s.task.part} options={partOptions} placeholder="All parts" onChange={(e) => vm.setTask(String(e.value ?? ''), '')} disabled={!view} data-testid={machineIds.part} />
            </label>
            <label className="machine-field">
              <span>Task</span>
              <LabelledDropdown label="Task" value={s.task.op} options={opOptions} placeholder="All tasks" onChange={(e) => vm.setTask(s.task.part, String(e.value ?? ''))} disabled={!view} data-testid={machineIds.task} />
            </label>
          </fieldset>
          <ShareButton name={`${s.entity.name} ${s.time.day ?? ''}`} what="this machine, day and shift" />
          <Button label="Metric charts" icon="pi pi-chart-bar" size="small" text onClick={onShowCharts} />
        </div>
      </header>
      {vm.status === 'loading' && !view && <GraphLoading />}
      {vm.status === 'error' && <GraphError message={vm.error} onRetry={() => void vm.reload()} />}
      {view && vm.status !== 'error' && !view.hasResults && view.hasSchedules && <GraphEmpty />}
      {view && vm.status !== 'error' && !view.hasResults && !view.hasSchedules && (
        <NoPlanState machine={s.entity.name} machineKey={s.entity.key} day={s.time.day ?? ''} canPlan={sessions.current?.role === 'ADMIN' || sessions.current?.role === 'MANAGER'} />
      )}
      {view && vm.status !== 'error' && view.hasResults && (
        <div className="machine-body">
          <section aria-label="Efficiency" className="machine-ratios" style={{ gridTemplateColumns: `repeat(${layout.doughnutColumns}, minmax(0, 1fr))` }}>
            {view.doughnuts.map((d, i) => <RatioPie key={d.key} value={d} doughnut={d.key === 'EFFICIENCY'} deferred={i >= drawn} />)}
          </section>
          <section aria-label="Counts" className="machine-counts">
            {([['GOOD', 'Good', view.counts.good], ['SCRAP', 'Scrap', view.counts.scrap], ['REJECT', 'Reject', view.counts.reject], ['REWORK', 'Rework', view.counts.rework]] as const).map(([key, label, n]) => (
              <div key={key} className="machine-card machine-count">
                <span>{label}</span>
                <strong data-testid={machineIds.count(key)}>{count(n)}</strong>
              </div>
            ))}
          </section>
          <div className="machine-grid">
            <section aria-labelledby="machine-goal-h" className="machine-card machine-goal">
              <h2 id="machine-goal-h">Goal vs Actual</h2>
              {view.hasSchedules ? (
                <>
                  <dl>
                    <dt>Goal</dt>
                    <dd data-testid={machineIds.goal}>{count(view.goalVsActual.goal)}</dd>
                    <dt>Actual</dt>
                    <dd data-testid={machineIds.actual}>{count(view.goalVsActual.actual)}</dd>
                  </dl>
                  <p className="machine-attainment">{view.goalVsActual.goal > 0 ? `${((view.goalVsActual.actual / view.goalVsActual.goal) * 100).toFixed(1)} % of goal` : 'No goal quantity scheduled'}</p>
                  <progress max={Math.max(1, view.goalVsActual.goal)} value={Math.min(view.goalVsActual.actual, Math.max(1, view.goalVsActual.goal))} aria-label="Actual against goal" />
                </>
              ) : (
                <p data-testid={machineIds.noSchedules}>{SCHEDULE_DATA_NOT_FOUND}</p>
              )}
            </section>
            <section aria-labelledby="machine-time-h" className="machine-card">
              <h2 id="machine-time-h">Time Detail</h2>
              <table className="graph-table" data-testid={machineIds.timeDetail}>
                <tbody>
                  {view.timeDetail.map((t) => (
                    <tr key={t.label}>
                      <th scope="row">{t.label}</th>
                      <td className="graph-num">{t.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <LossSecondsChart view={view} height={height} deferred={drawn <= pies} />
          </div>
          <section aria-label="Timeline" className="machine-timeline">
            <div className="machine-section-head">
              <Button label="Timeline settings" icon="pi pi-sliders-h" size="small" text onClick={() => setSettings(true)} />
            </div>
            {view.hasSchedules ? <TimelineChart view={view} zone={zone} height={height} deferred={drawn <= pies + 1} /> : <p className="machine-card">{SCHEDULE_DATA_NOT_FOUND}</p>}
          </section>
          {view.hasSchedules && <PartsPerHourChart view={view} zone={zone} height={height} deferred={drawn <= pies + 2} />}
        </div>
      )}
      <TimelineSettingsDialog
        visible={settings}
        steps={vm.averageSteps}
        goalPps={view?.goalPps ?? 0}
        smallScreen={layout.size === 'small'}
        canSave={vm.canSaveAverage}
        saving={vm.savingAverage}
        onSave={(steps) => vm.saveAverage(steps)}
        onHide={() => setSettings(false)}
      />
    </main>
  );
});
