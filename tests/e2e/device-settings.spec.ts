import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultInventoryState } from '../../core/session/device-settings';
import { DataTablePage } from './pages/data-table-page';
import { DEMO_PLANT } from './support/demo-accounts';
import { LOOKED_AT_WIDTHS } from './support/layout';

// Document 3 §3's persisted device and user settings, read from local storage as the browser keeps them.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

interface KeptDevice {
  deviceid: string;
  userid: string;
  session: string;
  domain: string;
  timezone: string;
  timeout: number | null;
  logout: boolean;
  kiosk: boolean;
  inventoryState: { filterState: { column: string; filterType: string }[]; sortingState: { sortedColumn: string; sortOrder: string } };
}

function device(page: Page): Promise<KeptDevice | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('device') ?? '{}') as { state?: KeptDevice }).state);
}

test("document 3 §3: device and user settings: the user's id and zone after sign-in; the device id survives a reload and a sign-out/sign-in; Sign Out sets the logout flag", async ({ page, api, server, shell, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin);
  const me = (await (await api.get('/v1/company_profile/me/')).json()) as { euid: string; timezone: string };
  await expect.poll(async () => (await device(page))?.userid).toBe(me.euid);
  const signedIn = (await device(page))!;
  expect(signedIn).toMatchObject({ timezone: me.timezone, logout: false, kiosk: false, domain: new URL(server.url).hostname });
  expect(signedIn.deviceid).toMatch(/\S{8,}/);
  expect(signedIn.timeout ?? 0).toBeGreaterThan(Date.now());
  // This tab's X-SessionID, as the session call sends it.
  expect(signedIn.session).toBe(await page.evaluate(() => sessionStorage.getItem('oee.live.session_id')));

  await page.reload();
  await shell.ready('the shell after a reload');
  expect((await device(page))?.deviceid).toBe(signedIn.deviceid);

  await shell.signOut();
  await expect.poll(async () => (await device(page))?.logout).toBe(true);
  // Who last used the device stays known; the sign-in's expiry goes.
  expect(await device(page)).toMatchObject({ deviceid: signedIn.deviceid, userid: me.euid, timeout: null });

  await shell.signInAgain(DEMO_PLANT.admin.email, DEMO_PLANT.admin.password);
  await expect.poll(async () => (await device(page))?.logout).toBe(false);
  expect(await device(page)).toMatchObject({ deviceid: signedIn.deviceid, userid: me.euid });
});

test("document 3 §3: inventoryState: Inventory Data's filter and sort survive leaving the screen and a reload", async ({ page, server, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/inventory' });
  const table = new DataTablePage(page, 'inventory');
  await table.settled();
  const parts = await table.column('part_name');
  expect(parts.length, 'the demo plant has inventory').toBeGreaterThan(0);
  const part = parts[0]!;

  const dialog = await table.openFilter('Part');
  await dialog.getByLabel('Value 1').fill(part);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await table.settled();
  await table.sortBy('Quantity');
  const sorted = table.root.getByRole('button', { name: 'Sort by Quantity, sorted descending' });
  await expect(sorted).toBeVisible();
  const shown = { parts: await table.column('part_name'), qty: await table.column('qty') };
  expect(new Set(shown.parts)).toEqual(new Set([part]));
  expect(await device(page)).toMatchObject({ inventoryState: { filterState: [{ column: 'part_name', filterType: '_and' }], sortingState: { sortedColumn: 'qty', sortOrder: 'desc' } } });

  // Leave the screen for Location Data, and come back through its link.
  await page.getByRole('link', { name: 'Location Data' }).click();
  await new DataTablePage(page, 'locations').settled();
  await page.getByRole('link', { name: 'Inventory Data' }).click();
  await table.settled();
  await expect(sorted).toBeVisible();
  expect({ parts: await table.column('part_name'), qty: await table.column('qty') }).toEqual(shown);

  // A reload in a new tab of this browser: the tab's session storage is new, local storage is not.
  const tab = await page.context().newPage();
  await tab.goto(`${server.url}/inventory`);
  const again = new DataTablePage(tab, 'inventory');
  await again.settled();
  await expect(again.root.getByRole('button', { name: 'Sort by Quantity, sorted descending' })).toBeVisible();
  expect({ parts: await again.column('part_name'), qty: await again.column('qty') }).toEqual(shown);
  // The restored view as a tablet, a desk and a wall screen show it (looked at by eye: cut text, overlap).
  for (const width of [768, 1440, 2560]) {
    await tab.setViewportSize({ width, height: width === 2560 ? 1440 : 900 });
    await again.settled();
    await tab.screenshot({ path: `test-results/screenshots/inventory-restored-${width}.png`, fullPage: true });
  }
  await tab.close();

  // The view is kept for this account on this browser, and the fixtures carry the browser's storage to
  // the account's next test (locations.spec looks for the item it creates): put the default view back.
  // A header click only turns the sort between descending and ascending, so the stored record is
  // written, from a page of the same origin where the workbench is not running to write it again.
  await page.goto(`${server.url}/v1/health`);
  await page.evaluate((view) => {
    const kept = JSON.parse(localStorage.getItem('device') ?? '{}') as { state?: { inventoryState?: unknown } };
    if (kept.state) kept.state.inventoryState = view;
    localStorage.setItem('device', JSON.stringify(kept));
  }, defaultInventoryState());
  expect((await device(page))?.inventoryState).toMatchObject({ filterState: [], sortingState: { sortedColumn: '', sortOrder: '' } });
});

test("Inventory Data on a wall display: the table's text and rows grow with the page's type (half its growth, the shared data table), and stay as they were at 1440 and 768", async ({ page, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/inventory' });
  const table = new DataTablePage(page, 'inventory');
  await table.settled();
  // A cell, a header label and the record count under the table, in CSS pixels, and a row's height.
  const sizes = () =>
    table.root.evaluate((root) => {
      const px = (sel: string) => parseFloat(getComputedStyle(root.querySelector(sel)!).fontSize);
      return {
        cell: px('.ag-grid-scrolling-rows .ag-row:not(.ag-row-pinned) [col-id="qty"]'),
        header: px('.dt-header-label'),
        count: px('.dt-count'),
        row: root.querySelector('.ag-grid-scrolling-rows .ag-row:not(.ag-row-pinned)')!.getBoundingClientRect().height,
      };
    });
  const at = new Map<number, Awaited<ReturnType<typeof sizes>>>();
  for (const [width, height] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width, height });
    await expect.poll(async () => (await sizes()).count, `the page's type at ${width} px`).toBe(width === 2560 ? 17.5 : 14);
    await table.settled();
    at.set(width, await sizes());
  }
  // A desk and a tablet: 14 px text, as before.
  for (const width of [1440, 768]) expect(at.get(width), `at ${width} px`).toMatchObject({ cell: 14, header: 14 });
  // A wall display: the table's text grows by half the page's growth (it stayed at 14 px, the smallest
  // text of the screen; the whole growth pushed Transaction Data's columns past the table's edge), its
  // rows taller in proportion (a row is 40 px, or a little more where a cell wraps).
  expect(at.get(2560)).toMatchObject({ cell: 15.75, header: 15.75 });
  expect(at.get(2560)!.row / at.get(1440)!.row, 'rows at 2560 against 1440 px').toBeGreaterThanOrEqual(1.1);
  // The columns grow with their text: no header or cell cut short ('Actions' read 'Acti...').
  expect(await table.cutShort(), 'cut short at 2560 px').toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/inventory-wall-2560.png' });
});
