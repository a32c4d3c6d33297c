import type { Page } from '@playwright/test';
import { NON_ADMIN_DEFAULT_MAP, NON_ADMIN_PRESET_FLAGS } from '../../core/errors';
import { MAP_COLOURS } from '../../core/model';
import { BackdropEditorPage } from './pages/backdrop-editor-page';
import { MapEditorPage } from './pages/map-editor-page';
import { expect, test, type SignedInAs } from './fixtures';
import { ShellPage } from './pages/shell-page';
import { explorerIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { seriousAxeViolations } from './support/axe';
import { expectSettledLabels } from './support/scene-labels';
import { LOOKED_AT_WIDTHS } from './support/layout';
import type { WorkbenchServer } from './support/workbench-server';

// The map designer against the worker's real server and the demo plant (issue 11). The maps made
// here carry names of their own (E2E Floor, Backdrop check, Leave guard ...), so the demo maps the
// other files read stay as they are. Each test starts signed in as the manager; the helpers use
// the worker's server.
test.describe.configure({ mode: 'serial' });

let server: WorkbenchServer;
test.beforeEach(async ({ server: workerServer }) => {
  server = workerServer;
});

const NAME = 'E2E Floor';

/** Where a test that starts in the designer signs in: the app boots there, not at / (issue 31). */
const DESIGNER = { at: '/map/designer' };

/**
 * Opens the designer in the signed-in app, the way the app's own navigation does, unless the app
 * is there already (signed in at DESIGNER): loading the page again booted the whole app a second
 * time (issue 31). `load` loads the page from the server, for a test about what a reload shows.
 */
async function openDesigner(page: Page, how: 'in-app' | 'load' = 'in-app') {
  if (how === 'load') await page.goto(`${server.url}${DESIGNER.at}`);
  else if (new URL(page.url()).pathname !== DESIGNER.at) await new ShellPage(page, server.url).goInApp(DESIGNER.at);
  await expect(page.getByRole('heading', { name: 'Create a New Map' })).toBeVisible({ timeout: 60_000 });
}

/** A new, empty map of this name, open in the editor. */
async function createMap(page: Page, name: string) {
  await openDesigner(page);
  await page.getByTestId('map-designer-new-name').fill(name);
  await page.getByTestId('map-designer-create').click();
  await expect(page.getByTestId('map-editor')).toBeVisible();
}

/** HTML drag and drop with the real mouse: from an element to a point of the canvas. */
async function dragTo(page: Page, source: ReturnType<Page['locator']>, x: number, y: number) {
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 14, { steps: 3 });
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
}

const nodeList = (page: Page) => page.getByTestId('map-editor-node-list');

async function snapshotNodes(page: Page): Promise<string[]> {
  return nodeList(page).locator('li button').allTextContents();
}

test('document 2 §2: the start screen lists the demo maps with their authors and is accessible', async ({ page, signedInAs }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  await expect(page.getByTestId('map-card-North Plant Floor')).toContainText('Morgan, Alex');
  await expect(page.getByTestId('map-designer-create')).toBeDisabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const [w, h] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/screenshots/maps-designer-start-${w}.png`, fullPage: true });
  }
});

test('document 2 §2/§4: create a map, drag machines on, resize, label, drill a zone, undo, save, reload and find it identical', async ({ page, signedInAs }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await createMap(page, NAME);
  await expect(page.getByTestId('map-editor-save')).toBeDisabled();
  await expect(page.getByTestId('map-editor-undo')).toBeDisabled();

  const canvas = page.getByTestId('map-editor-canvas');
  const box = (await canvas.boundingBox())!;
  const machines = page.locator('[data-testid^="map-entity-MACHINE-"]');
  const first = (await machines.nth(0).getAttribute('data-testid'))!.replace('map-entity-MACHINE-', '');
  const second = (await machines.nth(1).getAttribute('data-testid'))!.replace('map-entity-MACHINE-', '');
  await dragTo(page, machines.nth(0), box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(nodeList(page)).toContainText(`Node 1 · machine ${first}`);
  await page.mouse.click(box.x + 5, box.y + 5);
  await dragTo(page, machines.nth(1), box.x + box.width * 0.6, box.y + box.height * 0.6);
  await expect(nodeList(page)).toContainText(`Node 2 · machine ${second}`);
  // Dropped onto node 2, the first machine moves there (a key sits on one node only).
  const panel = page.getByTestId('map-editor-node-panel');
  await expect(panel).toContainText('Node ID: 2');

  // Resize: the size inputs snap to 20 px and block e, +, -, '.'.
  const width = panel.getByLabel('Width');
  await width.fill('');
  await width.press('e');
  await width.press('-');
  await width.pressSequentially('87');
  await width.press('Enter');
  await expect(nodeList(page)).toContainText('80x40');
  await panel.getByLabel('Label').fill('Press line');
  await panel.getByLabel('Label').press('Enter');
  await expect(nodeList(page)).toContainText('Node 2 · Press line');

  // Drill a zone: create the T level, go in, place a custom node, come back by the trail.
  await panel.getByRole('button', { name: 'Create T level' }).click();
  await panel.getByRole('button', { name: 'Drill into T' }).click();
  await expect(page.getByRole('navigation', { name: 'Level trail' })).toContainText('Lvl 1');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(nodeList(page)).toContainText('Node 3');
  await page.getByRole('navigation', { name: 'Level trail' }).getByRole('button', { name: 'ROOT' }).click();
  await expect(nodeList(page)).toContainText('Node 2 · Press line');

  // Undo: a label change is taken back.
  await nodeList(page).getByRole('button', { name: /^Node 1/ }).click();
  await panel.getByLabel('Label').fill('Temporary');
  await panel.getByLabel('Label').press('Enter');
  await expect(nodeList(page)).toContainText('Node 1 · Temporary');
  await page.getByTestId('map-editor-undo').click();
  await expect(nodeList(page)).not.toContainText('Temporary');

  const before = await snapshotNodes(page);
  await page.getByTestId('map-editor-save').click();
  await expect(page.getByTestId('map-editor-save')).toBeDisabled();
  // The editor looks finished at every width: node 1 (with its machine) is selected, so the node
  // panel, the machine slot and the machines' Assign buttons all show.
  const editor = new MapEditorPage(page);
  await expect(editor.panel).toContainText('Node ID: 1');
  for (const [w, h] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width: w, height: h });
    expect.soft(await editor.settledLayoutProblems(), `the editor's layout at ${w} px`).toEqual([]);
    expect.soft(await editor.emptyCanvasEdges(), `the map fills the canvas at ${w} px`).toEqual([]);
    expect.soft(await seriousAxeViolations(page), `axe at ${w} px`).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/maps-editor-${w}.png`, fullPage: true });
  }
  // Zoomed all the way out on the wall display, the grid still reaches every edge (it stopped 40 cells past the map).
  const zoom = page.getByRole('group', { name: 'Zoom' });
  for (let i = 0; i < 14; i++) await zoom.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toContainText('10%');
  expect(await editor.emptyCanvasEdges(), 'the grid at 10 % on a 2560 px screen').toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await editor.expectArrowKeysMoveBetweenTabs();
  await editor.expectFilterChoosesOne([first, second]);

  // A page load (a reload, then the designer loaded again, was two).
  await openDesigner(page, 'load');
  await page.getByTestId(`map-card-${NAME}`).getByRole('button', { name: NAME }).click();
  await expect(nodeList(page)).toContainText('Node 2');
  expect(await snapshotNodes(page)).toEqual(before);
});

test('document 2 §2/§5: copy names the copy " (copy)" then " (copy 2)"; rename needs a name', async ({ page, signedInAs }) => {
  test.setTimeout(120_000);
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  const card = page.getByTestId(`map-card-${NAME}`);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId(`map-card-${NAME} (copy)`)).toBeVisible();
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId(`map-card-${NAME} (copy 2)`)).toBeVisible();
  await page.getByTestId(`map-card-${NAME} (copy 2)`).getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Map' });
  await dialog.getByLabel('Map name').fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Map name').fill('Dock layout');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('map-card-Dock layout')).toBeVisible();
});

test("document 2 §2, §4: a map card's Delete asks 'Are you sure you want to delete the map ...?' first: No keeps the map, Delete removes it", async ({ page, signedInAs }) => {
  test.setTimeout(120_000);
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await createMap(page, 'E2E Removal check');
  await page.getByRole('button', { name: 'Back to the map list' }).click();
  await expect(page.getByRole('heading', { name: 'Create a New Map' })).toBeVisible();
  const card = page.getByTestId('map-card-E2E Removal check');
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete Map' }));
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toContainText('Are you sure you want to delete the map E2E Removal check?');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  // Removed on the server, not only from the list: a reload lists it no more.
  await openDesigner(page, 'load');
  await expect(page.getByTestId('map-card-North Plant Floor')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("document 2 §2, §4: a non-admin sees a map card's Public and Default switches disabled, with 'Only an admin can change...' in visible text; an admin can switch them", async ({ page, signedInAs }) => {
  test.setTimeout(120_000);
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  const card = page.getByTestId('map-card-North Plant Floor');
  for (const name of ['Public', 'Default']) {
    const flag = card.getByRole('switch', { name });
    await expect(flag).toBeDisabled();
    await expect(flag).toHaveAccessibleDescription(NON_ADMIN_PRESET_FLAGS);
  }
  await expect(card.getByText(NON_ADMIN_PRESET_FLAGS)).toBeVisible();

  await signedInAs(DEMO_PLANT.admin, DESIGNER);
  await openDesigner(page);
  await expect(card.getByRole('switch', { name: 'Public' })).toBeEnabled();
  await expect(card.getByText(NON_ADMIN_PRESET_FLAGS)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('document 2 §4/§5: unsaved changes ask before leaving; a second tab sees an assignment through MAPPY', async ({ page, context, signedInAs }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  await page.getByTestId(`map-card-${NAME} (copy)`).getByRole('button', { name: `${NAME} (copy)` }).click();
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  await other.goto(`${server.url}/map/designer`);
  await other.getByTestId(`map-card-${NAME} (copy)`).getByRole('button', { name: `${NAME} (copy)` }).click();
  await expect(nodeList(other)).toContainText('Node 1');

  // Assign a location to node 1 in the first tab: the second tab hears it on MAPPY.
  await nodeList(page).getByRole('button', { name: /^Node 1/ }).click();
  await page.getByRole('tab', { name: 'LOCATIONS' }).click();
  const location = page.locator('[data-testid^="map-entity-LOCATION-"]').first();
  const key = (await location.getAttribute('data-testid'))!.replace('map-entity-LOCATION-', '');
  await location.getByRole('button', { name: /^Assign/ }).click();
  await expect(nodeList(page)).toContainText(`location ${key}`);
  await expect(other.getByRole('status').filter({ hasText: 'in another tab' })).toBeVisible();
  await expect(nodeList(other)).toContainText(`location ${key}`);

  // Unsaved: leaving through the menu asks 'Unsaved Changes'; No keeps the editor.
  await page.getByRole('button', { name: 'Back to the map list' }).click();
  const ask = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Unsaved Changes' }));
  await expect(ask).toContainText('Are you sure you want to navigate away and lose any unsaved map design?');
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('map-editor')).toBeVisible();
  await page.goBack();
  await expect(ask).toContainText('Are you sure you want to navigate away and lose any unsaved map design?');
  await ask.getByRole('button', { name: 'Yes' }).click();
});

test('document 2 §2 Backdrop editor: it opens without an error, paints tiles in Edit, orbits in View, and Done keeps the tiles', async ({ page, signedInAs }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await createMap(page, 'Backdrop check');
  const opener = page.getByRole('button', { name: 'Backdrop' });
  await opener.click();
  const backdrop = new BackdropEditorPage(page);
  const editor = backdrop.editor;
  await expect(editor).toBeVisible();
  const canvas = editor.getByTestId('backdrop-canvas');
  await expect(canvas.locator('canvas')).toHaveCount(1);
  // A modal: the keyboard starts inside it, at its first group.
  expect(await backdrop.focusedStop()).toBe('Mode');

  // Full screen over the shell: its top bar is beneath the editor, not drawn over it.
  expect(await backdrop.coverProblems()).toEqual([]);
  // The workbench's look: a named toolbar whose inputs are the theme's, not grey native fields.
  await expect(backdrop.toolbar).toBeVisible();
  expect(await backdrop.inputLookProblems()).toEqual([]);
  expect(await backdrop.swatchProblems(MAP_COLOURS)).toEqual([]);
  expect(await backdrop.layoutProblems()).toEqual([]);
  expect(await backdrop.canvasSizeProblems()).toEqual([]);
  await backdrop.screenshot('backdrop-editor-edit-1440');

  await editor.getByRole('radio', { name: /^ForestGreen/ }).click();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(canvas).toHaveAttribute('data-tiles', '1');
  await expect(editor.getByRole('radio', { name: 'ForestGreen (1 tiles)' })).toBeVisible();
  // The swatch tells a designer how much of the colour's allowance (document 2 §5: 10000) is used.
  await backdrop.expectSwatchTip('ForestGreen', 'ForestGreen: 1 of 10,000 tiles');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The keyboard: the focus stays in the editor, Tab stops once at each group, the arrows choose a colour.
  await editor.getByRole('radio', { name: /^ForestGreen/ }).focus();
  expect(await backdrop.tabStops(10)).toEqual(['Clear', 'Cancel', 'Done', 'Mode', 'Canvas', 'Canvas', 'Elevation', 'Pen', 'Colour', 'Clear']);
  await page.keyboard.press('Shift+Tab');
  expect(await backdrop.focusedStop()).toBe('Colour');
  expect(await backdrop.focusedColour()).toBe('ForestGreen');
  await page.keyboard.press('ArrowRight');
  expect(await backdrop.focusedColour()).toBe('BrickRed');
  await expect(editor.getByRole('radio', { name: /^BrickRed/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(editor.getByRole('radio', { name: /^ForestGreen/ })).toHaveAttribute('aria-checked', 'true');
  expect(await backdrop.focusedColour()).toBe('ForestGreen');

  // Clear asks first, above the editor; No keeps the tile.
  await editor.getByRole('button', { name: 'Clear' }).click();
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Clear current drawing?' }));
  await expect(question).toContainText('Are you sure you want to clear the current backdrop?');
  const no = question.getByRole('button', { name: 'No' });
  const noBox = (await no.boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? '', [noBox.x + noBox.width / 2, noBox.y + noBox.height / 2])).toBe('No');
  await no.click();
  await expect(question).toBeHidden();
  await expect(canvas).toHaveAttribute('data-tiles', '1');
  // A refused width is a toast, shown above the editor; the field goes back to the canvas's width.
  const width = backdrop.toolbar.getByLabel('Width', { exact: true });
  await width.fill('7');
  await width.press('Enter');
  const toast = page.locator('.p-toast-message').filter({ hasText: 'Canvas width and height must be whole numbers from 10 to 500' });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('.p-toast'), [toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2])).toBe(true);
  await expect(width).toHaveValue('30');
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();

  await editor.getByRole('button', { name: 'View', exact: true }).click();
  await expect(editor.getByRole('button', { name: 'View', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: 'test-results/screenshots/backdrop-editor-view.png' });
  await backdrop.screenshot('backdrop-editor-view-1440');

  // The canvas follows the window: 768 and 2560 px wide, in both modes.
  for (const [w, h] of [[768, 1024], [2560, 1440]] as const) {
    await page.setViewportSize({ width: w, height: h });
    expect(await backdrop.settledCanvasSizeProblems(), `${w} px, View`).toEqual([]);
    expect(await backdrop.coverProblems(), `${w} px`).toEqual([]);
    expect(await backdrop.layoutProblems(), `${w} px`).toEqual([]);
    await backdrop.screenshot(`backdrop-editor-view-${w}`);
    await editor.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await backdrop.settledCanvasSizeProblems(), `${w} px, Edit`).toEqual([]);
    await backdrop.screenshot(`backdrop-editor-edit-${w}`);
    await editor.getByRole('button', { name: 'View', exact: true }).click();
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await backdrop.settledCanvasSizeProblems()).toEqual([]);

  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByTestId('map-editor-save')).toBeEnabled();

  // Escape closes an untouched editor; with a new tile it stays, and Cancel (by keyboard) drops the tile.
  await opener.click();
  await expect(editor).toBeVisible();
  await expect(canvas).toHaveAttribute('data-tiles', '1');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(canvas).toHaveAttribute('data-tiles', '1');
  const again = (await canvas.boundingBox())!;
  await page.mouse.click(again.x + again.width / 2 + 40, again.y + again.height / 2 + 40);
  await expect(canvas).toHaveAttribute('data-tiles', '2');
  await page.keyboard.press('Escape');
  await expect(editor.getByRole('status').filter({ hasText: 'Done keeps them, Cancel discards them' })).toBeVisible();
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await opener.click();
  await expect(canvas).toHaveAttribute('data-tiles', '1');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  expect(errors, 'no page errors (a CSP-blocked eval or a thrown render)').toEqual([]);
});

/** Creates a map in the open designer and adds one custom node, so the editor has unsaved work. */
async function editNewMap(page: Page, name: string) {
  await page.getByTestId('map-designer-new-name').fill(name);
  await page.getByTestId('map-designer-create').click();
  await expect(page.getByTestId('map-editor')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(nodeList(page)).toContainText('Node 1');
  await expect(page.getByTestId('map-editor-save')).toBeEnabled();
}

const unsavedQuestion = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Unsaved Changes' }));

/** A manager's open editor with unsaved work, the Data Explorer tab (display modes, Dataset) beside it. */
async function unsavedEditorBesideExplorer({ page, shell, signedInAs }: { page: Page; shell: ShellPage; signedInAs: SignedInAs }, mapName: string) {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  await editNewMap(page, mapName);
  await shell.openTab('explorer');
}

/** The 'Unsaved Changes' question is up; No keeps the designer, the editor and its unsaved node. */
async function answerNoAndStay(page: Page) {
  await expect(unsavedQuestion(page)).toContainText('Are you sure you want to navigate away and lose any unsaved map design?');
  await unsavedQuestion(page).getByRole('button', { name: 'No' }).click();
  await expect(unsavedQuestion(page)).toBeHidden();
  await expect(page).toHaveURL(/\/map\/designer$/);
  await expect(page.getByTestId('map-editor')).toBeVisible();
  await expect(nodeList(page)).toContainText('Node 1');
  await expect(page.getByTestId('map-editor-save')).toBeEnabled();
}

test('document 2 §5 Maps: with unsaved edits the Graph display-mode button asks "Unsaved Changes"; No keeps the editor and the edit, Yes leaves to Graph mode', async ({ page, shell, signedInAs }) => {
  await unsavedEditorBesideExplorer({ page, shell, signedInAs }, 'Leave guard mode');
  const graph = page.getByTestId(explorerIds.mode('GRAPH'));

  await graph.click();
  await answerNoAndStay(page);

  await graph.click();
  await expect(unsavedQuestion(page)).toContainText('Are you sure you want to navigate away and lose any unsaved map design?');
  await unsavedQuestion(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByTestId('map-editor')).toHaveCount(0);
  await expect(graph).toHaveAttribute('aria-pressed', 'true');
});

test('document 2 §5 Maps: on /map/designer with unsaved edits the Dataset dropdown asks "Unsaved Changes" before leaving; No keeps the editor', async ({ page, shell, signedInAs }) => {
  await unsavedEditorBesideExplorer({ page, shell, signedInAs }, 'Leave guard dataset');
  await page.getByTestId(explorerIds.dataset).click();
  await page.getByRole('option', { name: 'Exception', exact: true }).click();
  await answerNoAndStay(page);
});

test("document 2 §2 '3D View': the editor's 3D preview shows the level being edited with a label per node, unsaved edits included; pressing it again brings the 2D canvas back", async ({ page, signedInAs }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  await page.getByTestId('map-designer-new-name').fill('3D preview');
  await page.getByTestId('map-designer-create').click();
  const editor = page.getByTestId('map-editor');
  await expect(editor).toBeVisible();

  // Two machines, a labelled node and a custom node, none of it saved.
  const canvas = page.getByTestId('map-editor-canvas');
  const box = (await canvas.boundingBox())!;
  const machines = page.locator('[data-testid^="map-entity-MACHINE-"]');
  const first = (await machines.nth(0).getAttribute('data-testid'))!.replace('map-entity-MACHINE-', '');
  await dragTo(page, machines.nth(0), box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(nodeList(page)).toContainText(`Node 1 · machine ${first}`);
  await page.mouse.click(box.x + 5, box.y + 5);
  await dragTo(page, machines.nth(1), box.x + box.width * 0.6, box.y + box.height * 0.6);
  await expect(nodeList(page)).toContainText('Node 2 · machine');
  const panel = page.getByTestId('map-editor-node-panel');
  await panel.getByLabel('Label').fill('Cutting cell');
  await panel.getByLabel('Label').press('Enter');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(nodeList(page)).toContainText('Node 3');
  await expect(page.getByTestId('map-editor-save')).toBeEnabled();

  const toggle = page.getByRole('button', { name: '3D View' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas).toHaveCount(0);
  await expect(editor.getByRole('status').filter({ hasText: 'view only' })).toBeVisible();
  const scene = editor.getByRole('img', { name: /^3D preview of 3D preview, level ROOT/ });
  await expect(scene.locator('canvas')).toHaveCount(1);
  const labels = await expectSettledLabels(editor, 3);
  expect(labels.map((l) => [l.id, l.name])).toEqual([['1', first], ['2', 'Cutting cell'], ['3', 'Node 3']]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const [w, h] of LOOKED_AT_WIDTHS) {
    await page.setViewportSize({ width: w, height: h });
    await expectSettledLabels(editor, 3);
    await page.mouse.move(w - 1, h - 1);
    await page.screenshot({ path: `test-results/screenshots/maps-editor-3d-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas).toBeVisible();
  await expect(scene).toHaveCount(0);
  await expect(nodeList(page)).toContainText('Node 2 · Cutting cell');
  await expect(page.getByTestId('map-editor-save')).toBeEnabled();

  // A crowd: ten more nodes added on one spot. One keeps its card above, some move out on arrows,
  // the rest are dots that name the node and show its card on focus.
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(nodeList(page)).toContainText('Node 13');
  await toggle.click();
  for (const [w, h] of [[1440, 900], [768, 1024]] as const) {
    await page.setViewportSize({ width: w, height: h });
    const crowd = await expectSettledLabels(editor, 13);
    expect(new Set(crowd.map((l) => l.state))).toEqual(new Set(['standard', 'arrow', 'dot']));
    await page.mouse.move(w - 1, h - 1);
    await page.screenshot({ path: `test-results/screenshots/maps-editor-3d-crowd-${w}.png`, fullPage: true });
    await editor.locator('.map-scene-3d').screenshot({ path: `test-results/screenshots/maps-editor-3d-crowd-${w}-scene.png` });
    const dot = editor.locator('.scene-label-dot').first();
    await expect(dot).toHaveAttribute('aria-label', /^Node \d+$/);
    await dot.focus();
    await expect(dot.locator('+ .scene-label-card')).toBeVisible();
    await editor.locator('.map-scene-3d').screenshot({ path: `test-results/screenshots/maps-editor-3d-crowd-${w}-dot-focus.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dot.blur();
  }
  expect(errors).toEqual([]);
});

test("document 2 §2 Info tips: on the canvas Ctrl+D duplicates the selected node, Backspace deletes it and Ctrl+Z undoes", async ({ page, signedInAs }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await createMap(page, 'Shortcut check');
  const canvas = page.getByTestId('map-editor-canvas');
  const box = (await canvas.boundingBox())!;
  await dragTo(page, page.locator('[data-testid^="map-entity-MACHINE-"]').first(), box.x + box.width * 0.3, box.y + box.height * 0.3);
  const nodes = nodeList(page).locator('li button');
  await expect(nodes).toHaveCount(1);
  await nodes.first().click();
  await expect(nodes.first()).toHaveAttribute('aria-pressed', 'true');

  await canvas.focus();
  await page.keyboard.press('Control+d');
  await expect(nodes).toHaveCount(2);
  await page.keyboard.press('Backspace');
  await expect(nodes).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(nodes).toHaveCount(2);
});

test("document 2 §6 and document 1 §8: a non-admin opens the default map read-only; an edit is refused with the toast 'You are a non-admin and cannot edit the default map!' and changes nothing", async ({ page, signedInAs }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.manager, DESIGNER);
  await openDesigner(page);
  const defaultCard = page.locator('.map-card').filter({ has: page.getByRole('switch', { name: 'Default', checked: true }) });
  await expect(defaultCard).toHaveCount(1);
  await defaultCard.locator('.map-card-open').click();
  await expect(page.getByTestId('map-editor')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NON_ADMIN_DEFAULT_MAP })).toBeVisible();
  await expect(page.getByTestId('map-editor-save')).toBeDisabled();

  const nodes = nodeList(page).locator('li button');
  await expect(nodes.first()).toBeVisible();
  const before = await snapshotNodes(page);
  await nodes.first().click();
  await page.getByTestId('map-editor-canvas').focus();
  await page.keyboard.press('Backspace');
  await expect(page.locator('.p-toast-message').filter({ hasText: NON_ADMIN_DEFAULT_MAP })).toBeVisible();
  expect(await snapshotNodes(page)).toEqual(before);
  await expect(page.getByTestId('map-editor-save')).toBeDisabled();
});
