import { describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import type { DatasetContribution, ExplorerMode } from '../api/manifest';
import { Toasts } from '../api/toasts';
import { explorerTestBed } from './explorer-test-bed';
import { ExplorerViewModel } from './explorer.view-model';

const view = () => Promise.resolve({ default: () => null });
const graph: ExplorerMode = { id: 'explorer-graph.graph', mode: 'GRAPH', label: 'Graph', order: 10, view };
const report: ExplorerMode = { id: 'explorer-report.report', mode: 'REPORT', label: 'Report', order: 40, view };
const datasets: DatasetContribution[] = [
  { id: 'explorer-graph.metric', kind: 'Metric', label: 'Metric', mode: 'GRAPH' },
  { id: 'event-analysis.downtime', kind: 'Exception', label: 'Downtime', mode: 'GRAPH' },
  { id: 'event-analysis.scrap', kind: 'Exception', label: 'Scrap', mode: 'GRAPH' },
];

describe('ExplorerViewModel', () => {
  it('shows only the display modes contributed by enabled plugins, in order', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [report, graph], datasets });
    expect(vm.modes.map((m) => m.label)).toEqual(['Graph', 'Report']);
  });

  it('document 1 §2, document 2 §2: the Model button is shown, and hidden in the build mode that hides it (VITE_HIDE_MODEL_MODE)', () => {
    const model: ExplorerMode = { id: 'explorer-model', mode: 'MODEL', label: 'Model', order: 30, view };
    const bed = explorerTestBed();
    const shown = bed.get(ExplorerViewModel);
    shown.setContributions({ modes: [graph, model, report], datasets });
    expect(shown.modes.map((m) => m.label)).toEqual(['Graph', 'Model', 'Report']);
    const hidden = new ExplorerViewModel(bed.get(NavStore), bed.get(Toasts), true);
    hidden.setContributions({ modes: [graph, model, report], datasets });
    expect(hidden.modes.map((m) => m.label)).toEqual(['Graph', 'Report']);
  });

  it('the Exception sub-dropdown appears when the dataset is Exception; Visible Metrics only for Metric', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph], datasets });
    expect(vm.datasetKinds).toEqual(['Metric', 'Exception']);
    expect(vm.exceptionDatasets).toEqual([]);
    expect(vm.showVisibleMetrics).toBe(true);
    vm.setDatasetKind('Exception');
    expect(vm.exceptionDatasets.map((d) => d.label)).toEqual(['Downtime', 'Scrap']);
    expect(vm.state.dataset).toBe('Downtime');
    expect(vm.showVisibleMetrics).toBe(false);
  });

  it('issue 35 Ranking: the entity, the timeframe with Single Day / Date Range and Combine Shifts, and the metric to rank by', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    const ranking: ExplorerMode = { id: 'explorer-ranking.ranking', mode: 'RANKING', label: 'Ranking', order: 15, view };
    vm.setContributions({ modes: [graph, ranking, report], datasets });
    vm.setMode('REPORT');
    expect([vm.timeframeKindControls, vm.showVisibleMetrics]).toEqual([false, false]);
    vm.setMode('RANKING');
    expect([vm.showEntitySelector, vm.showTimeframe, vm.timeframeKindControls, vm.showVisibleMetrics]).toEqual([true, true, true, true]);
  });

  it('the entity selector and the timeframe are hidden in Report mode', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph, report], datasets });
    expect([vm.showEntitySelector, vm.showTimeframe]).toEqual([true, true]);
    vm.setMode('REPORT');
    expect([vm.showEntitySelector, vm.showTimeframe]).toEqual([false, false]);
  });
});

describe('ExplorerViewModel: custom dashboards (document 3 §2.4, document 1 §2)', () => {
  const custom: DatasetContribution[] = [
    ...datasets,
    { id: 'dashboard-paintline.paintline', kind: 'Custom', label: 'Paint Line Metrics', mode: 'GRAPH', route: '/graph/custom/ino/paintline', hides: ['entity'] },
    { id: 'dashboard-mrp.mrp', kind: 'Custom', label: 'MRP Report', mode: 'GRAPH', route: '/graph/custom/sch/mrp', hides: ['entity', 'timeframe'] },
  ];

  it('the Dataset dropdown offers each custom dataset by name, and choosing one answers its route', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph], datasets: custom });
    expect(vm.datasetChoices.map((c) => c.label)).toEqual(['Metric', 'Exception', 'Paint Line Metrics', 'MRP Report']);
    expect(vm.chooseDataset('MRP Report')).toBe('/graph/custom/sch/mrp');
    expect(vm.datasetChoice).toBe('MRP Report');
    expect(vm.customDashboard).toEqual({ route: '/graph/custom/sch/mrp' });
    expect(vm.chooseDataset('Metric')).toBe('/');
    expect(vm.customDashboard).toBeNull();
  });

  it('document 1 §2: Exception leads to the event analysis of its first dataset, known before anything changes', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph], datasets: custom });
    const before = vm.state;
    expect(vm.datasetPath('Exception')).toBe('/graph/event/downtime');
    expect(vm.state).toBe(before);
    expect(vm.chooseDataset('Exception')).toBe('/graph/event/downtime');
    expect(vm.state.dataset).toBe('Downtime');
  });

  it.each([
    ['Paint Line Metrics', false, true],
    ['MRP Report', false, false],
    ['Metric', true, true],
  ])('document 1 §2: with %s the entity selector shows: %s, the timeframe: %s', (dataset, entity, timeframe) => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph], datasets: custom });
    vm.chooseDataset(dataset);
    expect([vm.showEntitySelector, vm.showTimeframe]).toEqual([entity, timeframe]);
  });

  it("document 3 §2.4: a Custom dataset no enabled plugin offers gives 'Custom Dashboard Unavailable'", () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph], datasets: custom });
    vm.chooseDataset('Paint Line Metrics');
    // The same navigation state for a session whose paint-line plugin is off (e.g. a preset from elsewhere).
    vm.setContributions({ modes: [graph], datasets });
    expect(vm.customDashboard).toBe('unavailable');
  });
});
