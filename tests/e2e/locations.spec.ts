import type { Page } from '@playwright/test';
import { expect, test, type SignedInAs } from './fixtures';
import type { ApiClient } from './fixtures/api-client';
import { DataTablePage } from './pages/data-table-page';
import { ShellPage } from './pages/shell-page';
import { locationsIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { seriousAxeViolations } from './support/axe';
import { LOOKED_AT_WIDTHS, settledFaults } from './support/layout';
import type { WorkbenchServer } from './support/workbench-server';

// Location Data and Inventory Data against the real server: create, edit and remove through the
// screens, checked in the database through the REST API; bad input refused; the demo account.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// The worker's shared server fits: the location and items made here carry keys of their own
// (E2E-LOC-1, E2E-PART-*), and the tests count rows before and after. Each test starts by signing in
// as the admin with the app booted at its first screen (openAs: at / the graph dashboard drew its
// charts first, issue 31); the helpers below use that test's page and API client.
test.use({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, timezoneId: 'UTC' });
let server: WorkbenchServer;
let page: Page;
let api: ApiClient;
let signIn: SignedInAs;
test.beforeEach(async ({ page: testPage, api: testApi, server: testServer, signedInAs }) => {
  [page, api, server, signIn] = [testPage, testApi, testServer, signedInAs];
});

/** The test's page signed in as the admin, the app booted at `at`. */
const openAs = (at: string): Promise<void> => signIn(DEMO_PLANT.admin, { at });

/** Location Data, loaded: the test's first act. */
async function openLocations(): Promise<DataTablePage> {
  await openAs('/locations');
  const table = new DataTablePage(page, 'locations');
  await table.settled();
  return table;
}

interface Loc {
  id: number;
  name: string;
  desc: string;
  key: string;
}
interface Inv {
  id: number;
  part_name: string;
  desc: string;
  location_key: string;
  qty: number | string;
}
async function rest<T>(path: string): Promise<T[]> {
  const res = await page.request.get(`${server.url}/v1/${path}`, { headers: { authorization: `Bearer ${api.token()}` }, params: { limit: 1000 } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as T[] | { results: T[] };
  return Array.isArray(body) ? body : body.results;
}

/** axe over the whole page while `shown` (a table or dialog, by its test id) is on it. */
async function noSeriousA11yIssues(shown: string): Promise<void> {
  await expect(page.locator(shown)).toBeVisible();
  expect(await seriousAxeViolations(page), `axe with ${shown} shown`).toEqual([]);
}

async function toast(summary: string, detail: string): Promise<void> {
  const t = page.locator('.p-toast-message').filter({ hasText: summary }).filter({ hasText: detail });
  await expect(t).toBeVisible();
  await t.locator('.p-toast-icon-close').click().catch(() => undefined);
}

const KEY = 'E2E-LOC-1';

test('System Setup lists Locations after Reasons; Location Data shows the inventory summed per location key', async () => {
  await openAs('/');
  const shell = new ShellPage(page, server.url);
  const { settings } = await shell.menuLabels();
  expect(settings).toContain('Locations');
  // Order 60: after Reasons (50) and before Map Designer (70) when those plugins are present.
  const at = settings.indexOf('Locations');
  if (settings.includes('Reasons')) expect(settings.indexOf('Reasons')).toBeLessThan(at);
  if (settings.includes('Map Designer')) expect(settings.indexOf('Map Designer')).toBeGreaterThan(at);
  await shell.openTab('settings');
  await page.locator('.sidebar-menu .menu-entry', { hasText: 'Locations' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  const table = new DataTablePage(page, 'locations');
  await table.settled();
  const locations = await rest<Loc>('bigbrain/location/');
  const inventory = await rest<Inv>('bigbrain/inventory/');
  expect(await table.recordCount()).toBe(locations.length);
  const keys = await table.column('key');
  const qty = await table.column('inventory_qty');
  keys.forEach((k, i) => {
    const sum = inventory.filter((x) => x.location_key === k).reduce((a, x) => a + Number(x.qty), 0);
    // An amount, as a plant reader counts it: 7,777, not 7777.
    expect(qty[i], `inventory at ${k}`).toBe(sum.toLocaleString('en-US', { maximumFractionDigits: 8 }));
  });
  await noSeriousA11yIssues('[data-testid="locations-page"]');
  for (const [w, h] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width: w, height: h });
    await table.settled();
    const cells = table.root.locator('[role="gridcell"]');
    await expect(cells.first()).toBeVisible();
    // The grid refits its columns a frame after it is resized (and again when the sidebar docks
    // back at 2560 px), so the faults are read until the layout has settled.
    const faults = await settledFaults(async () => {
      // No name cut short ("Finished Goo..."): every cell's text fits its cell, down to a tablet.
      const cut = await cells.evaluateAll((cs) => cs.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => `cut short: ${c.textContent}`));
      // Nor hidden behind the Actions column: the columns fit without scrolling sideways.
      const sideways = await table.root.locator('.ag-body-horizontal-scroll-viewport').evaluate((v) => v.scrollWidth - v.clientWidth);
      return sideways > 1 ? [...cut, `columns ${sideways} px past the table's edge`] : cut;
    });
    expect(faults, `layout at ${w} px`).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/locations-location-data-${w}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("document 2 §4, §5, §8: create and edit a location; bad input shows the field's message and changes nothing", async () => {
  const table = await openLocations();
  const before = (await rest<Loc>('bigbrain/location/')).length;
  await page.getByTestId(locationsIds.create('location')).click();
  const dialog = page.getByRole('dialog', { name: 'Create Location' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('N'.repeat(31));
  await expect(dialog.getByText('Name must be at most 30 characters')).toBeVisible();
  await dialog.getByLabel('Key').fill('');
  await dialog.getByLabel('Key').blur();
  await expect(dialog.getByText('Key is required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' }), 'an invalid form cannot be submitted').toBeDisabled();
  await noSeriousA11yIssues('[data-testid="record-form-dialog"]');
  await page.screenshot({ path: 'test-results/screenshots/locations-form-invalid-1440.png' });
  await dialog.getByLabel('Key').press('Enter');
  expect((await rest<Loc>('bigbrain/location/')).length, 'nothing created').toBe(before);

  await dialog.getByLabel('Name').fill('E2E Dock');
  await dialog.getByLabel('Description').fill('Loading dock');
  await dialog.getByLabel('Key').fill(KEY);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast('Success', 'Record created successfully');
  await expect(dialog).toBeHidden();
  const created = (await rest<Loc>('bigbrain/location/')).find((l) => l.key === KEY);
  expect(created).toMatchObject({ name: 'E2E Dock', desc: 'Loading dock', key: KEY });
  await table.settled();
  expect(await table.column('key')).toContain(KEY);

  await page.getByTestId(locationsIds.edit('location', created!.id)).click();
  const edit = page.getByRole('dialog', { name: 'Editing Location: E2E Dock' });
  await expect(edit).toBeVisible();
  await edit.getByLabel('Name').fill('E2E Dock North');
  await edit.getByRole('button', { name: 'Save' }).click();
  await toast('Success', 'Record updated successfully');
  expect((await rest<Loc>('bigbrain/location/')).find((l) => l.id === created!.id)?.name).toBe('E2E Dock North');
});

test('Inventory Data: create, edit and remove an item; the location table sums its quantity', async () => {
  await openLocations();
  await page.getByRole('link', { name: 'Inventory Data' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  const table = new DataTablePage(page, 'inventory');
  await table.settled();
  await noSeriousA11yIssues('[data-testid="inventory-page"]');
  await page.screenshot({ path: 'test-results/screenshots/locations-inventory-data-1440.png' });
  const before = (await rest<Inv>('bigbrain/inventory/')).length;

  for (const [part, qty] of [['E2E-PART-A', '5'], ['E2E-PART-B', '7.25']] as const) {
    await page.getByTestId(locationsIds.create('inventory')).click();
    const dialog = page.getByRole('dialog', { name: 'Create Inventory' });
    await dialog.getByLabel('Part name').fill(part);
    await dialog.getByLabel('Location key').fill(KEY);
    await dialog.getByLabel('Quantity').fill('abc');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.locator('.field-error')).toHaveCount(1);
    await dialog.getByLabel('Quantity').fill(qty);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Success', 'Record created successfully');
  }
  const items = (await rest<Inv>('bigbrain/inventory/')).filter((i) => i.location_key === KEY);
  expect(items.length).toBe(2);
  expect((await rest<Inv>('bigbrain/inventory/')).length).toBe(before + 2);

  const a = items.find((i) => i.part_name === 'E2E-PART-A')!;
  await table.settled();
  await page.getByTestId(locationsIds.edit('inventory', a.id)).click();
  const edit = page.getByRole('dialog', { name: 'Editing Inventory: E2E-PART-A' });
  await edit.getByLabel('Quantity').fill('10');
  // Document 1 §7's save: the dialog stores the item by id with POST /v1/{resource}/{id}/.
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/v1/bigbrain/inventory/${a.id}/`);
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await toast('Success', 'Record updated successfully');
  expect(Number((await rest<Inv>('bigbrain/inventory/')).find((i) => i.id === a.id)?.qty)).toBe(10);

  // Location Data: 10 + 7.25 at the key.
  await page.getByRole('link', { name: 'Location Data' }).click();
  const locations = new DataTablePage(page, 'locations');
  await locations.settled();
  const keys = await locations.column('key');
  expect((await locations.column('inventory_qty'))[keys.indexOf(KEY)]).toBe('17.25');

  // Remove an inventory item: confirm, then 'Remove Success'.
  await page.getByRole('link', { name: 'Inventory Data' }).click();
  await table.settled();
  await page.getByTestId(locationsIds.remove('inventory', a.id)).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Inventory' }).or(page.getByRole('dialog', { name: 'Remove Inventory' }));
  await expect(confirm).toContainText('Are you sure you want to remove this inventory?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await toast('Remove Success', 'Removed successfully!');
  expect((await rest<Inv>('bigbrain/inventory/')).some((i) => i.id === a.id)).toBe(false);
});

test('Location Data: remove a location after the confirmation; the xlsx download is {table}.xlsx', async () => {
  // From Inventory Data, through its link to Location Data (the way back between the two screens).
  await openAs('/inventory');
  await page.getByRole('link', { name: 'Location Data' }).click();
  const table = new DataTablePage(page, 'locations');
  await table.settled();
  const [download] = await Promise.all([page.waitForEvent('download'), table.root.getByRole('button', { name: 'Download spreadsheet' }).click()]);
  expect(download.suggestedFilename()).toBe('bigbrain_inplocation.xlsx');
  const loc = (await rest<Loc>('bigbrain/location/')).find((l) => l.key === KEY)!;
  await page.getByTestId(locationsIds.remove('location', loc.id)).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Location' }).or(page.getByRole('dialog', { name: 'Remove Location' }));
  await expect(confirm).toContainText('Are you sure you want to remove this location?');
  // Declining changes nothing.
  await confirm.getByRole('button', { name: 'No' }).click();
  expect((await rest<Loc>('bigbrain/location/')).some((l) => l.id === loc.id)).toBe(true);
  await page.getByTestId(locationsIds.remove('location', loc.id)).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await toast('Remove Success', 'Removed successfully!');
  expect((await rest<Loc>('bigbrain/location/')).some((l) => l.id === loc.id)).toBe(false);
});

test("document 2 §6: the demo account gets 'Demo Mode' / 'This action is disabled in demo mode' and nothing is saved", async ({ browser, signedInAs }) => {
  // The admin's page too: the helpers' API client (rest) reads what the server kept as the admin.
  await openAs('/locations');
  const demo = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signedInAs(DEMO_PLANT.demo, { page: demo, at: '/locations' });
  try {
    const table = new DataTablePage(demo, 'locations');
    await table.settled();
    await demo.getByTestId(locationsIds.create('location')).click();
    const dialog = demo.getByRole('dialog', { name: 'Create Location' });
    await dialog.getByLabel('Name').fill('Demo try');
    await dialog.getByLabel('Key').fill('DEMO-TRY');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(demo.locator('.p-toast-message').filter({ hasText: 'Demo Mode' }).filter({ hasText: 'This action is disabled in demo mode' })).toBeVisible();
    expect((await rest<Loc>('bigbrain/location/')).some((l) => l.key === 'DEMO-TRY')).toBe(false);
  } finally {
    await demo.context().close();
  }
});
