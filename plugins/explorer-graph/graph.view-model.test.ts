import { describe, expect, it } from 'vitest';
import { DATA_NOT_FOUND } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { BackendState, createTestBed, SubjectBackendState, type BackendSessionInfoLike } from './test-support';
import { GraphViewModel } from './graph.view-model';
import { explorerGraph } from './manifest';
import { ResultRowsSource } from './result-rows-source';

/** Answers each request after a macrotask, as the network would, so the loading state is observable. */
class ScriptedRows implements ResultRowsSource {
  readonly requests: TableQueryRequest[] = [];
  constructor(private readonly answer: TableRow[]) {}
  rows(request: TableQueryRequest): Promise<TableRow[]> {
    this.requests.push(request);
    return new Promise((resolve) => setTimeout(() => resolve(this.answer), 0));
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const dayRow = { shift_date: '2025-03-02', shift_key: 'DAY', entity: { euid: 'M1', name: 'Press 1' }, scheduled_secs: 28800, planned_down_secs: 0, unplanned_down_secs: 0, ideal_secs: 14400, good_secs: 14400, units_produced: '500', units_scrapped: '0', units_rejected: '0', units_reworked: '0' };

async function setup(rows: TableRow[], backend = new SubjectBackendState()) {
  const source = new ScriptedRows(rows);
  const bed = await createTestBed(explorerGraph, { session: { isBigBrain: true }, overrides: [[ResultRowsSource, source], [BackendState, backend]] });
  const store = bed.get<NavStore>(NavStore);
  store.selectEntity({ euid: 'M1', name: 'Press 1', desc: '', key: 'press-1', depth: 3, max_depth: 3 });
  store.setKeepCurrent(false);
  store.selectSingleDay('2025-03-02');
  return { vm: bed.get(GraphViewModel), source, store, backend };
}

describe('GraphViewModel', () => {
  it('shows the loading state first, then the charts of the rows the server returned', async () => {
    const { vm } = await setup([dayRow]);
    expect(vm.view).toBe('loading');
    await flush();
    expect(vm.view).toBe('data');
    expect(vm.series[0]!.points.map((p) => p.bucket)).toEqual(['DAY']);
  });

  it('another day keeps the charts of the last one on screen while it loads (busy), then shows its own answer: they are updated, not drawn again (issue 39)', async () => {
    const { vm, store } = await setup([dayRow]);
    await flush();
    const shown = vm.series;
    store.selectSingleDay('2025-03-01');
    expect(vm.status).toBe('loading');
    expect(vm.view).toBe('data');
    expect(vm.refreshing).toBe(true);
    expect(vm.series).toBe(shown);
    await flush();
    expect(vm.refreshing).toBe(false);
    expect(vm.view).toBe('data');
    expect(vm.series).not.toBe(shown);
    vm.dispose();
  });

  it('after an empty answer the next selection loads with the loading state: there is nothing to keep', async () => {
    const { vm, store } = await setup([]);
    await flush();
    expect(vm.view).toBe('empty');
    store.selectSingleDay('2025-03-01');
    expect(vm.view).toBe('loading');
    expect(vm.refreshing).toBe(false);
    vm.dispose();
  });

  it("with no data it shows 'Data not found'", async () => {
    const { vm } = await setup([]);
    await flush();
    expect(vm.view).toBe('empty');
    expect(DATA_NOT_FOUND).toBe('Data not found');
  });

  it("while the backend queues are non-empty it shows 'Data regen in progress' instead", async () => {
    const backend = new SubjectBackendState();
    const { vm } = await setup([], backend);
    await flush();
    backend.info.next({ sch_queue: 12, ent_queue: 3 } as BackendSessionInfoLike);
    expect(vm.view).toBe('regen');
    expect(vm.queued).toBe(15);
  });

  it('a new selection queries again; the active metric alone does not', async () => {
    const { vm, source, store } = await setup([dayRow]);
    await flush();
    const before = source.requests.length;
    store.setMetric('QUALITY');
    await flush();
    expect(source.requests.length).toBe(before);
    store.selectSingleDay('2025-03-01');
    await flush();
    expect(source.requests.length).toBe(before + 1);
    expect(JSON.stringify(source.requests.at(-1)!.where)).toContain('2025-03-01');
    vm.dispose();
  });

  it("picking another machine's day sends no query (the machine dashboard takes the view); the machine whose charts are open is queried for another day", async () => {
    const { vm, source, store } = await setup([dayRow]);
    const days = () => source.requests.map((r) => JSON.stringify(r.where).match(/2025-03-0\d/)?.[0]);
    store.selectSingleDay('2025-03-01');
    store.selectEntity({ euid: 'M2', name: 'Press 2', desc: '', key: 'press-2', depth: 3, max_depth: 3 });
    await flush();
    expect(days()).toEqual(['2025-03-02', '2025-03-01']);
    vm.dispose();
  });

  it('side charts show the visible metrics other than the main one', async () => {
    const { vm } = await setup([]);
    expect(vm.sideMetrics).toHaveLength(12);
    expect(vm.sideMetrics).not.toContain(vm.metric);
  });
});
