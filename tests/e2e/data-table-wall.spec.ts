import { expect, test } from './fixtures';
import { DataTablePage } from './pages/data-table-page';
import { DEMO_PLANT } from './support/demo-accounts';

// The shared data table on a wall display (2560 px, where the shell's type is a quarter larger and the
// table's an eighth): larger text must not push a report's columns past the table's edge, nor cut a
// value short. Read-only.

test('Transaction Data on a wall display: 15.75 px text, and all twelve columns in view with no value cut short', async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 2560, height: 1440 });
  await signedInAs(DEMO_PLANT.admin, { at: '/report/transactions' });
  const table = new DataTablePage(page, 'report-transactions');
  await table.settled();
  expect(await table.headers()).toHaveLength(12);
  const cell = table.root.locator('.ag-grid-scrolling-rows .ag-row:not(.ag-row-pinned) [col-id="quantity"]').first();
  await expect(cell).toHaveCSS('font-size', '15.75px');
  const faults = async () => {
    const sideways = await table.root.locator('.ag-body-horizontal-scroll-viewport').evaluate((v) => v.scrollWidth - v.clientWidth);
    const cut = (await table.cutShort()).map((text) => `cut short: ${text}`);
    return sideways > 1 ? [...cut, `columns ${sideways} px past the table's edge`] : cut;
  };
  // The grid refits its columns a frame after a resize.
  await expect.poll(faults, { message: 'Transaction Data at 2560 px' }).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/data-table-wall-transactions-2560.png' });
});
