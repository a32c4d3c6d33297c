import { chromium, type Page } from '@playwright/test';
import { addNode, emptyDesign, ROOT_FLOW_ID, type Design, type Voxel } from '../core/map-design';
import { MAP_COLOURS } from '../core/model';
import { ShellPage } from '../tests/e2e/pages/shell-page';
import { DEMO_PLANT } from '../tests/e2e/support/demo-accounts';
import { startWorkbenchServer, type WorkbenchServer } from '../tests/e2e/support/workbench-server';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const NODES = 2000;
const TILES_PER_COLOUR = 10_000;
/** Issue 11: panning 2,000 nodes costs at most twice the frame time of an empty canvas. */
const AIM_RATIO = 2;

/** A design with `count` nodes on the ROOT level, 50 to a row. */
function designWithNodes(count: number): Design {
  let design = emptyDesign();
  for (let i = 0; i < count; i++) design = addNode(design, ROOT_FLOW_ID, { position: { x: (i % 50) * 100, y: Math.floor(i / 50) * 80 }, size: { width: 80, height: 60 }, label: `N${i}` }).design;
  return design;
}

/** A 500 x 500 backdrop holding 10,000 tiles of each of the ten map colours, as stripes. */
function designWithTiles(): Design {
  const design = emptyDesign();
  const voxels: Voxel[] = [];
  MAP_COLOURS.forEach((color, c) => {
    for (let i = 0; i < TILES_PER_COLOUR; i++) voxels.push({ x: i % 500, y: c * 20 + Math.floor(i / 500), z: i % 3, color });
  });
  return { ...design, flowHelpers: { ...design.flowHelpers, [ROOT_FLOW_ID]: { width: 500, height: 500, color: 'DarkGray', voxels } } };
}

async function createMap(page: Page, server: WorkbenchServer, token: string, name: string, design: Design): Promise<void> {
  const mapdesign = { name, author_first_name: '', author_last_name: '', author_comp_prof: '', default: false, public: false, favorite: false, design };
  const res = await page.request.post(`${server.url}/v1/mapdesign/create_preset/`, { headers: { authorization: `Bearer ${token}` }, data: { mapdesign } });
  if (!res.ok()) throw new Error(`creating ${name}: ${res.status()} ${await res.text()}`);
}

/** Frame intervals (ms) while `act` runs, from requestAnimationFrame in the page. */
async function frameTimes(page: Page, act: () => Promise<void>): Promise<{ median: number; p95: number; frames: number }> {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__stop = false;
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await act();
  const frames = (await page.evaluate('(() => { window.__stop = true; return window.__frames.slice(1); })()')) as number[];
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)), frames: frames.length };
}

async function openMap(page: Page, server: WorkbenchServer, name: string): Promise<void> {
  await page.goto(`${server.url}/map/designer`);
  await page.getByTestId(`map-card-${name}`).getByRole('button').first().click();
  await page.getByTestId('map-editor-canvas').locator('canvas').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
}

/** Drags across the empty top-left corner of the canvas: the editor pans the view. */
async function pan(page: Page): Promise<void> {
  const box = (await page.getByTestId('map-editor-canvas').boundingBox())!;
  await page.mouse.move(box.x + 8, box.y + 8);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) await page.mouse.move(box.x + 8 + i * 4, box.y + 8 + i * 3);
  await page.mouse.up();
}

/** Orbits the backdrop editor's 3D view by dragging across it. */
async function orbit(page: Page): Promise<void> {
  const canvas = page.locator('.backdrop-editor canvas, [data-testid="backdrop-view"] canvas').first();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) await page.mouse.move(box.x + box.width / 2 + i * 4, box.y + box.height / 2 + i);
  await page.mouse.up();
}

/**
 * The map editor's canvas in Chromium with software rendering (SwiftShader): the frame time of
 * panning a map of 2,000 nodes against an empty map, and of orbiting the backdrop editor's 3D view
 * with 10,000 tiles of each of the ten colours against an empty backdrop, both in the same run.
 * Alone: `npm run bench -- --only map-canvas`.
 */
export async function runMapCanvasBench() {
  const server = await startWorkbenchServer();
  // Headless Chromium without a GPU draws WebGL in software (SwiftShader), as the issue asks.
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => console.log('page error:', e.message));
    let token = '';
    page.on('request', (r) => {
      const auth = r.headers()['authorization'];
      if (auth?.startsWith('Bearer ')) token = auth.slice(7);
    });
    await new ShellPage(page, server.url).signIn(DEMO_PLANT.admin.email, DEMO_PLANT.admin.password);
    await createMap(page, server, token, 'Bench Empty', emptyDesign());
    await createMap(page, server, token, 'Bench Nodes', designWithNodes(NODES));
    await createMap(page, server, token, 'Bench Tiles', designWithTiles());

    await openMap(page, server, 'Bench Empty');
    const empty = await frameTimes(page, () => pan(page));
    await openMap(page, server, 'Bench Nodes');
    const nodes = await frameTimes(page, () => pan(page));

    const backdrop = async (name: string) => {
      await openMap(page, server, name);
      await page.getByRole('button', { name: 'Backdrop' }).click();
      await page.getByRole('dialog', { name: 'Backdrop editor' }).getByRole('button', { name: 'View', exact: true }).click({ timeout: 60_000 });
      await page.waitForTimeout(1000);
      return frameTimes(page, () => orbit(page));
    };
    const emptyBackdrop = await backdrop('Bench Empty');
    const tiles = await backdrop('Bench Tiles');

    const report = {
      pan: { emptyMedianMs: empty.median, nodesMedianMs: nodes.median, nodesP95Ms: nodes.p95, ratio: Number((nodes.median / empty.median).toFixed(2)), aim: AIM_RATIO },
      backdrop: { emptyMedianMs: emptyBackdrop.median, tilesMedianMs: tiles.median, tilesP95Ms: tiles.p95, ratio: Number((tiles.median / emptyBackdrop.median).toFixed(2)), tiles: TILES_PER_COLOUR * MAP_COLOURS.length },
    };
    console.log(`map editor pan, ${NODES} nodes: median frame ${nodes.median} ms (p95 ${nodes.p95}) vs empty ${empty.median} ms: ratio ${report.pan.ratio}x (aim <= ${AIM_RATIO}x)`);
    console.log(`backdrop 3D orbit, ${report.backdrop.tiles} tiles: median frame ${tiles.median} ms (p95 ${tiles.p95}) vs empty ${emptyBackdrop.median} ms: ratio ${report.backdrop.ratio}x`);
    return report;
  } finally {
    await browser.close();
    await server.stop();
  }
}
