import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import { DEFAULT_TABLE_SETTINGS, TableSettingsStore, type TableSettings } from './table-settings-store';

const REMEMBERED_FILTERS_MESSAGE = 'Using previously entered report filters...';

const settings: TableSettings = {
  columns: ['timestamp', 'machine_key'],
  sort: { field: 'timestamp', direction: 'desc' },
  filters: { machine_key: { field: 'machine_key', match: '_and', rules: [{ operator: '_eq', value: 'M1' }] } },
  range: { start: '2026-11-01', end: '2026-11-07' },
  limit: 50,
  realtime: true,
};

function setup() {
  const session = new MemoryKeyValueStore();
  const local = new MemoryKeyValueStore();
  return { session, local, store: new TableSettingsStore(session, local) };
}

describe('remembered table settings (spec 2.3 Table settings, 2.4 Table)', () => {
  it('filters are remembered per route, with the message Using previously entered report filters...', () => {
    const { store } = setup();
    store.save('/report/transactions', settings);
    expect(store.load('/report/transactions')).toEqual({ settings, message: REMEMBERED_FILTERS_MESSAGE });
    expect(store.load('/report/schedule')).toEqual({ settings: DEFAULT_TABLE_SETTINGS, message: null });
  });

  it('columns, order and local filter go to session storage; limit and realtime to local storage', () => {
    const { store, session, local } = setup();
    store.save('/report/schedule', settings);
    const key = TableSettingsStore.key('/report/schedule');
    expect(JSON.parse(session.getItem(key)!)).toEqual({ columns: settings.columns, sort: settings.sort, filters: settings.filters, range: settings.range });
    expect(JSON.parse(local.getItem(key)!)).toEqual({ limit: 50, realtime: true });
  });

  it('document 2 §4: a remembered date range alone also brings the message', () => {
    const { store } = setup();
    store.save('/report/transactions', { ...DEFAULT_TABLE_SETTINGS, range: { start: '2026-11-01', end: '2026-11-02' } });
    expect(store.load('/report/transactions').message).toBe(REMEMBERED_FILTERS_MESSAGE);
  });

  it('a new session keeps the page size and realtime but starts without filters', () => {
    const first = setup();
    first.store.save('/locations', settings);
    const nextSession = new TableSettingsStore(new MemoryKeyValueStore(), first.local);
    expect(nextSession.load('/locations')).toEqual({ settings: { ...DEFAULT_TABLE_SETTINGS, limit: 50, realtime: true }, message: null });
  });

  it('no message when the remembered filters hold no value', () => {
    const { store } = setup();
    store.save('/r', { ...settings, range: null, filters: { a: { field: 'a', match: '_and', rules: [{ operator: '_eq', value: undefined }] } } });
    expect(store.load('/r').message).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a page size outside 10, 25, 50, 100', JSON.stringify({ limit: 30, realtime: false })],
  ])('stored settings that are %s are ignored', (_case, raw) => {
    const { store, local, session } = setup();
    local.setItem(TableSettingsStore.key('/r'), raw);
    session.setItem(TableSettingsStore.key('/r'), raw);
    expect(store.load('/r')).toEqual({ settings: DEFAULT_TABLE_SETTINGS, message: null });
  });
});
