import { describe, expect, it } from 'vitest';
import type { DatasetContribution, ExplorerMode } from '../api/manifest';
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

  it('the entity selector and the timeframe are hidden in Report mode', () => {
    const vm = explorerTestBed().get(ExplorerViewModel);
    vm.setContributions({ modes: [graph, report], datasets });
    expect([vm.showEntitySelector, vm.showTimeframe]).toEqual([true, true]);
    vm.setMode('REPORT');
    expect([vm.showEntitySelector, vm.showTimeframe]).toEqual([false, false]);
  });
});
