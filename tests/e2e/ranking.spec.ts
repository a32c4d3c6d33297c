import type { Page } from '@playwright/test';
import { oeeMetrics, sumTotals, type ProductionTotals } from '../../core/oee';
import { rankingIds } from '../../plugins/explorer-ranking/test-ids';
import { expect, test } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import { explorerIds } from './selectors/explorer';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';
import { pastWorkday } from './support/demo-days';
import { expectNoHorizontalOverflowAt768 } from './support/layout';

// Issue 35 point 1: "which machine lost the most yesterday, and why?" answered by Ranking in at most
// 3 actions from sign-in, the worst machine and its value checked against the database.
const YESTERDAY = pastWorkday(1);

const TOTAL_COLUMNS = 'scheduled_secs planned_down_secs unplanned_down_secs ideal_secs good_secs units_produced units_scrapped units_rejected units_reworked';

/** Each machine's efficiency for the day from its SUMMARY rows, through /v1/graphql as that user, lowest first. */
async function machineEfficiencies(api: ApiClient, day: string): Promise<Array<{ name: string; efficiency: number }>> {
  const query = `query($day: date!) {
    rows: bigbrain_resentity(where: {shift_date: {_eq: $day}, shift_key: {_eq: "SUMMARY"}, entity: {category: {_eq: "MACHINE"}}}) { entity { name } ${TOTAL_COLUMNS} }
  }`;
  const { rows } = await api.graphql<{ rows: Array<ProductionTotals & { entity: { name: string } }> }>(query, { day });
  const byMachine = new Map<string, ProductionTotals[]>();
  for (const r of rows) byMachine.set(r.entity.name, [...(byMachine.get(r.entity.name) ?? []), r]);
  return [...byMachine.entries()]
    .map(([name, list]) => ({ name, efficiency: oeeMetrics(sumTotals(list)).efficiency }))
    .sort((a, b) => a.efficiency - b.efficiency || a.name.localeCompare(b.name));
}

/** The ranking as it stands at a width, with axe, into test-results/screenshots/ranking-<width>.png. */
async function lookAt(page: Page, width: 1440 | 768): Promise<void> {
  if (width === 768) await expectNoHorizontalOverflowAt768(page);
  else await page.setViewportSize({ width, height: 900 });
  await expect(page.getByTestId(rankingIds.row).first()).toBeVisible();
  expect(await seriousAxeViolations(page), `axe on Ranking at ${width} px`).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/ranking-${width}.png`, fullPage: true });
}

test("yesterday's worst machine in 3 actions: Ranking, Single Day, the day; its efficiency equals the database's", async ({ page, signedInAs, api, panel }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager);
  await page.getByTestId(explorerIds.mode('RANKING')).click(); // action 1
  await panel.pickDay(YESTERDAY); // actions 2 and 3: Single Day, the day (shifts stay combined by default)

  const view = page.getByTestId(rankingIds.view);
  await expect(view).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { name: 'Ranking', level: 1 })).toBeVisible();
  await expect(view).toContainText(YESTERDAY);

  const expected = await machineEfficiencies(api, YESTERDAY);
  expect(expected.length, 'the demo plant has machines with results yesterday').toBeGreaterThan(1);
  const rows = page.getByTestId(rankingIds.row);
  await expect(rows).toHaveCount(expected.length);
  const worst = rows.first();
  await expect(worst.getByRole('rowheader')).toHaveText(expected[0]!.name);
  await expect(worst.getByRole('cell').nth(1)).toContainText(`${(expected[0]!.efficiency * 100).toFixed(2)} %`);
  // Worst first: the efficiencies on screen never fall down the table.
  const shown = (await rows.locator('.ranking-value').allTextContents()).map(parseFloat);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));

  // Sorting from the keyboard: Enter on the Machine header orders the names A to Z.
  await page.getByRole('columnheader', { name: 'Machine' }).getByRole('button').press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Machine' })).toHaveAttribute('aria-sort', 'ascending');
  const names = await rows.getByRole('rowheader').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  await lookAt(page, 1440);
  await lookAt(page, 768);
});
