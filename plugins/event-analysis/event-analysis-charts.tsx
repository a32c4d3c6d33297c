import { observer } from 'mobx-react-lite';
import { paletteHex, shiftColour } from '../../core/metrics';
import { SessionStore, useService } from '../../workbench/api';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import type { EventAnalysisViewModel } from './event-analysis.view-model';
import { ParetoBreakdown } from './pareto-breakdown';

interface EventAnalysisChartsProps {
  vm: EventAnalysisViewModel;
  /** The dataset's label: Downtime, Scrap, ... */
  title: string;
  height: number;
  sideBySide: boolean;
}

/**
 * The event analysis's charts (by reason, by machine, by date or hour): the Plotly part of the screen,
 * a module of its own so the page sends its query without waiting for Plotly to load.
 */
export const EventAnalysisCharts = observer(function EventAnalysisCharts({ vm, title, height, sideBySide }: EventAnalysisChartsProps) {
  const sessions = useService<SessionStore>(SessionStore);
  const profileShifts = sessions.current?.profile.shifts ?? {};
  const colourOf = (name: string) => {
    const entry = Object.entries(profileShifts).find(([n]) => n.toUpperCase() === name);
    return shiftColour({ name, color: (entry?.[1] as { color?: string } | undefined)?.color });
  };
  const unit = vm.isDowntime ? 'Minutes' : 'Units';
  const describe = vm.reasonDescription;
  // One shift date reads by hour (one "By Date" bar filled the chart); a range by date.
  const byHour = vm.byHour;
  const timeChart = byHour ?? vm.byDate;
  const timeTitle = byHour ? `By Hour (${vm.singleDay})` : 'By Date';
  return (
    <>
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
        sideBySide={sideBySide}
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
        sideBySide={sideBySide}
        testId="event-analysis.machines"
      />
      <section aria-label={timeTitle} className="event-analysis-card" data-testid="event-analysis.by-time">
        <WidthFollowingChart
          data={timeChart.series.map((s) => ({ type: 'bar', x: timeChart.dates, y: s.amounts, name: s.name === 'ALL' ? 'All shifts' : s.name, marker: { color: s.name === 'ALL' ? paletteHex('blue') : colourOf(s.name) }, opacity: vm.chosenShift && s.name !== vm.chosenShift ? 0.35 : 1 }))}
          layout={{ ...chartLayout(timeTitle, false, height), barmode: byHour ? 'stack' : 'group', yaxis: { ...(chartLayout('', false, height).yaxis as object), title: { text: unit } } }}
        />
      </section>
    </>
  );
});
