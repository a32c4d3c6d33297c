import { describe, expect, it } from 'vitest';
import { FixedClock, MemoryKeyValueStore } from '../platform';
import { NAV_STATE_STORAGE_KEY } from './nav-persistence';
import type { NavState } from './nav-state';
import { NavStateError } from './nav-state-error';
import { NavStore } from './nav-store';
import { RxNavStore } from './rx-nav-store';

const NY = 'America/New_York';

function makeStore(at = '2025-04-23T15:00:00Z', storage = new MemoryKeyValueStore()) {
  const clock = new FixedClock(at);
  const store = new RxNavStore({ clock, storage, timezone: () => NY });
  return { store, clock, storage };
}

function latest<T>(source: { subscribe(fn: (v: T) => void): { unsubscribe(): void } }): () => T {
  let value: T | undefined;
  source.subscribe((v) => (value = v));
  return () => value as T;
}

const press = { euid: 'M7', name: 'Press 7', desc: 'Hydraulic press', key: 'P7', depth: 3, max_depth: 3 };

describe('NavStore', () => {
  it('is registered under the token core.NavStore', () => {
    expect(NavStore).toBe(Symbol.for('core.NavStore'));
  });

  it('navState$ replays the current state to a new subscriber', () => {
    const { store } = makeStore();
    expect(latest<NavState>(store.navState$)().explorerMode).toBe('GRAPH');
  });

  it('selecting an entity clears the task part and op', () => {
    const { store } = makeStore();
    store.setTask({ part: 'P-100', op: '20', prod_line: 'L1' });
    store.selectEntity(press);
    expect(store.state.entity).toMatchObject(press);
    expect(store.state.task).toEqual({ part: '', op: '', prod_line: 'L1' });
  });

  it('Single Day sets the day', () => {
    const { store } = makeStore();
    store.selectSingleDay('2025-04-02');
    expect(store.state.time.day).toBe('2025-04-02');
  });

  it('Date Range clears the day and turns off children display', () => {
    const { store } = makeStore();
    store.setShowChildren(true);
    store.selectDateRange();
    expect(store.state.time.day).toBeNull();
    expect(store.state.entity.show_children).toBe(false);
  });

  it('Keep Current sets the day to today in the profile time zone', () => {
    // 01:30 UTC on 24 April is still 23 April in New York.
    const { store } = makeStore('2025-04-24T01:30:00Z');
    store.setKeepCurrent(false);
    store.selectDateRange();
    store.setKeepCurrent(true);
    expect(store.state).toMatchObject({ keepCurrent: true, time: { day: '2025-04-23' } });
  });

  it('with Combine Shifts on, the shift is cleared and the summary mode is SUMMARY', () => {
    const { store } = makeStore();
    store.setShift('Afternoon');
    store.setCombineShifts(true);
    expect(store.state).toMatchObject({ combineShifts: true, shift: '', shift_summary: 'SUMMARY' });
  });

  it('with Combine Shifts off, the chosen shift name is used and the summary mode is SHIFT', () => {
    const { store } = makeStore();
    store.setCombineShifts(false, 'Midnight');
    expect(store.state).toMatchObject({ combineShifts: false, shift: 'Midnight', shift_summary: 'SHIFT' });
    store.setShift('Day');
    expect(store.state.shift).toBe('Day');
  });

  it('date range ordering: moving start after end drags end along', () => {
    const { store } = makeStore();
    store.setRangeStart('2025-05-10');
    expect(store.state.time.range).toEqual({ start: '2025-05-10', end: '2025-05-10' });
  });

  it('date range ordering: moving end before start drags start along', () => {
    const { store } = makeStore();
    store.setRangeEnd('2025-03-15');
    expect(store.state.time.range).toEqual({ start: '2025-03-15', end: '2025-03-15' });
  });

  it('date range: moves that keep the order change only the moved end', () => {
    const { store } = makeStore();
    store.setRangeStart('2025-04-10');
    store.setRangeEnd('2025-04-20');
    expect(store.state.time.range).toEqual({ start: '2025-04-10', end: '2025-04-20' });
  });

  it('auto range, when active, recomputes start and end on any change', () => {
    const { store, clock } = makeStore();
    store.setAutoRange({ active: true, value: 7, unit: 'DAYS' });
    expect(store.state.time.range).toEqual({ start: '2025-04-17', end: '2025-04-23' });
    clock.set('2025-04-25T15:00:00Z');
    store.setMetric('QUALITY');
    expect(store.state.time.range).toEqual({ start: '2025-04-19', end: '2025-04-25' });
    store.setRangeStart('2025-01-01');
    expect(store.state.time.range).toEqual({ start: '2025-04-19', end: '2025-04-25' });
  });

  it('auto-range number minimum 1: 0 is refused and nothing changes', () => {
    const { store } = makeStore();
    const before = store.state;
    expect(() => store.setAutoRange({ active: true, value: 0 })).toThrow(NavStateError);
    expect(store.state).toBe(before);
  });

  it.each([
    ['an unknown explorer mode', (s: RxNavStore) => s.setExplorerMode('TABLE' as 'GRAPH')],
    ['a malformed day', (s: RxNavStore) => s.selectSingleDay('23.04.2025')],
    ['a malformed start date', (s: RxNavStore) => s.setRangeStart('2025-02-30')],
    ['an empty shift name', (s: RxNavStore) => s.setShift('')],
    ['an unknown metric', (s: RxNavStore) => s.setMetric('SPEED' as 'GOOD')],
    ['an entity without euid', (s: RxNavStore) => s.selectEntity({ ...press, euid: '' })],
    ['an entity with a negative depth', (s: RxNavStore) => s.selectEntity({ ...press, depth: -1 })],
    ['an unknown task field', (s: RxNavStore) => s.setTask({ machine: 'x' } as never)],
    ['an unknown report', (s: RxNavStore) => s.setReportDataset('sales' as 'schedule')],
    ['an unknown custom field', (s: RxNavStore) => s.setCustom('ino', { paintLine6: true } as never)],
    ['a preset navstate that does not validate', (s: RxNavStore) => s.replace({ explorerMode: 'TABLE' })],
    ['a map level trail with an empty level id', (s: RxNavStore) => s.setMapState({ trail: ['ROOT', ''] })],
  ])('bad input gets a clear error and changes nothing: %s', (_label, action) => {
    const { store, storage } = makeStore();
    const before = store.state;
    const stored = storage.getItem(NAV_STATE_STORAGE_KEY);
    expect(() => action(store)).toThrow(NavStateError);
    expect(store.state).toBe(before);
    expect(storage.getItem(NAV_STATE_STORAGE_KEY)).toBe(stored);
    expect(latest(store.canUndo$)()).toBe(false);
  });

  it('the other explorer settings are set through typed actions', () => {
    const { store } = makeStore();
    store.setExplorerMode('MAP');
    store.setMapState({ activeMapName: 'Plant floor', view3D: true });
    store.setMapState({ trail: ['ROOT', '1-T'] });
    expect(store.state.mapState.trail).toEqual(['ROOT', '1-T']);
    store.setMapState({ activeMapName: 'Plant floor' }); // the same map keeps its level
    expect(store.state.mapState.trail).toEqual(['ROOT', '1-T']);
    store.setMapState({ activeMapName: 'South floor' }); // another map opens at its top level
    expect(store.state.mapState.trail).toBeUndefined();
    store.setMapState({ activeMapName: 'Plant floor' });
    store.setGraphDataset('Exception');
    store.setDataset('Downtime');
    store.setReportDataset('schedule');
    store.setActiveModel('model-1');
    store.setTabId('settings');
    store.setActiveNavPreset('NP1');
    store.setCustom('sch', { report: { company: 'S', group: 'G', partFrom: 'A', partTo: 'B', lineFrom: '1', lineTo: '2' } });
    expect(store.state).toMatchObject({
      explorerMode: 'MAP',
      mapState: { activeMapName: 'Plant floor', view3D: true },
      graphState: { activeDataset: 'Exception' },
      dataset: 'Downtime',
      reportState: { activeDataset: 'schedule' },
      modelState: { activeModelId: 'model-1' },
      tabId: 'settings',
      activeNavPresetEuid: 'NP1',
      custom: { sch: { report: { company: 'S', lineTo: '2' } } },
    });
  });

  it('a new metric layout that drops the active metric falls back to its first metric', () => {
    const { store } = makeStore();
    const display = { report: true, gauge: false, check: false, checkThreshold: 70, red: 70, yellow: 90 };
    store.setMetricLayout({ rev: 2, name: 'default', metrics: ['QUALITY', 'GOOD'], display_modes: { QUALITY: display, GOOD: display } });
    expect(store.state.metric).toBe('QUALITY');
    expect(store.state.metric_layout?.metrics).toEqual(['QUALITY', 'GOOD']);
  });

  it("replace loads a preset's navstate over the defaults", () => {
    const { store } = makeStore();
    store.replace({ explorerMode: 'REPORT', entity: press, activeNavPresetEuid: 'NP9' });
    expect(store.state).toMatchObject({ explorerMode: 'REPORT', entity: { ...press, show_children: true }, activeNavPresetEuid: 'NP9', keepCurrent: true });
  });

  it('emitted states are frozen, so no reader can change them behind the store', () => {
    const { store } = makeStore();
    expect(Object.isFrozen(store.state.time.range)).toBe(true);
  });
});

describe('NavStore undo and redo', () => {
  it('undo restores the previous state and redo re-applies it', () => {
    const { store } = makeStore();
    store.setExplorerMode('MAP');
    store.setMetric('QUALITY');
    store.undo();
    expect([store.state.explorerMode, store.state.metric]).toEqual(['MAP', 'EFFICIENCY']);
    store.undo();
    expect(store.state.explorerMode).toBe('GRAPH');
    store.redo();
    store.redo();
    expect([store.state.explorerMode, store.state.metric]).toEqual(['MAP', 'QUALITY']);
  });

  it('canUndo$ and canRedo$ follow the history', () => {
    const { store } = makeStore();
    const canUndo = latest<boolean>(store.canUndo$);
    const canRedo = latest<boolean>(store.canRedo$);
    expect([canUndo(), canRedo()]).toEqual([false, false]);
    store.setMetric('GOOD');
    expect([canUndo(), canRedo()]).toEqual([true, false]);
    store.undo();
    expect([canUndo(), canRedo()]).toEqual([false, true]);
  });

  it('an action that changes nothing is not an undo step', () => {
    const { store } = makeStore();
    store.setExplorerMode('GRAPH');
    expect(latest(store.canUndo$)()).toBe(false);
  });

  it('undo and redo history is cleared when presets are reloaded (clearHistory)', () => {
    const { store } = makeStore();
    store.setMetric('GOOD');
    store.setMetric('SCRAP');
    store.undo();
    store.replace({ explorerMode: 'MAP' });
    store.clearHistory();
    expect([latest(store.canUndo$)(), latest(store.canRedo$)()]).toEqual([false, false]);
    store.undo();
    expect(store.state.explorerMode).toBe('MAP');
  });

  it('automatic updates (current shift, midnight refresh) are not undo steps', () => {
    const { store } = makeStore();
    store.setCombineShifts(false, 'Day');
    store.applyCurrentShift({ shiftDate: '2025-04-22', shiftName: 'Midnight' });
    expect(store.state).toMatchObject({ shift: 'Midnight', time: { day: '2025-04-22' } });
    store.undo();
    expect(store.state.combineShifts).toBe(true);
  });
});

describe('NavStore persistence', () => {
  it('every change is kept in session storage and a new store (page reload) starts from it', () => {
    const { store, storage } = makeStore();
    store.setExplorerMode('REPORT');
    store.selectEntity(press);
    const reloaded = makeStore('2025-04-23T16:00:00Z', storage).store;
    expect(reloaded.state.explorerMode).toBe('REPORT');
    expect(reloaded.state.entity.euid).toBe('M7');
  });

  it('stored state whose stamp differs is discarded and defaults used', () => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(NAV_STATE_STORAGE_KEY, JSON.stringify({ version: '2025-01-01', state: { explorerMode: 'REPORT' } }));
    expect(makeStore(undefined, storage).store.state.explorerMode).toBe('GRAPH');
  });
});
