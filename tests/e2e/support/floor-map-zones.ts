import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { ApiClient } from '../fixtures/api-client';
import { metricStatus, thresholdsByMetric, type MetricSetupRecord, type MetricThresholds } from '../../../core/metrics';
import { formatMetric, metricValue, type ProductionTotals } from '../../../core/oee';
import { MapViewerPage } from '../pages/map-viewer-page';
import { pastWorkday } from './demo-days';

/** The floor-map specs' day, their plant level's zones as the screen shows them, and the database's figure of each. */
export const DAY = pastWorkday(3);
export const WORDS = { red: 'Danger', yellow: 'Caution', green: 'Good', none: '' } as const;

export interface ZoneOnScreen {
  name: string;
  value: string;
  word: string;
  status: string;
}

/** The database's Efficiency of an area on the day (its SUMMARY result row), formatted as the screen writes it, and its status. */
export async function areaFigure(api: ApiClient, area: string, thresholds: MetricThresholds): Promise<{ value: string; status: string }> {
  const { rows } = await api.graphql<{ rows: Array<Record<string, unknown>> }>(
    `query($n: String!, $d: date!) { rows: bigbrain_resentity(where: {entity: {name: {_eq: $n}}, shift_key: {_eq: "SUMMARY"}, shift_date: {_eq: $d}}) {
      scheduled_secs planned_down_secs unplanned_down_secs ideal_secs good_secs units_produced units_scrapped units_rejected units_reworked } }`,
    { n: area, d: DAY },
  );
  expect(rows, `one result row of ${area} on ${DAY}`).toHaveLength(1);
  const totals = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)])) as unknown as ProductionTotals;
  const value = metricValue(totals, 'EFFICIENCY');
  return { value: formatMetric(value, 'EFFICIENCY'), status: metricStatus('EFFICIENCY', value, thresholds.EFFICIENCY).status };
}

export async function companyThresholds(api: ApiClient): Promise<MetricThresholds> {
  const res = await api.get('/v1/metric_setup/');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: MetricSetupRecord[] } | MetricSetupRecord[];
  return thresholdsByMetric(Array.isArray(body) ? body : body.results);
}

/** Map mode on the day, on North Plant Floor at its plant level, every figure in. */
export const openPlantLevel = (page: Page): Promise<Locator> => new MapViewerPage(page).openTopLevel(DAY, 'North Plant Floor');

/** The plant level's zones (nodes that drill and stand for machines) as the 2D map writes them. */
export function zonesOnScreen(view: Locator): Promise<ZoneOnScreen[]> {
  return view.locator('.map-node:not(.machine):has(.zone-headline)').evaluateAll((nodes) =>
    nodes.map((n) => ({
      name: n.querySelector('.zone-name')?.textContent ?? '',
      // The metric's name before the value is for screen readers; the value is what the wall shows.
      value: (n.querySelector('.zone-value')?.textContent ?? '').replace(/^Efficiency /, ''),
      word: n.querySelector('.zone-word')?.textContent ?? '',
      status: /status-(\w+)/.exec(n.className)?.[1] ?? (n.classList.contains('no-results') ? 'no-results' : ''),
    })),
  );
}

