import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expect, test } from './fixtures';
import { CustomerDashboardsPage } from './pages/customer-dashboards-page';
import { coatingIds, explorerIds } from './selectors';
import { DEMO_CUSTOMERS } from './support/demo-accounts';
import { DEMO_ZONE } from './support/demo-days';
import { readPdfPages, type PdfPage } from './support/pdf-pages';

// Issue 33 point 4, document 3 §9: kpi_report.pdf and performance.pdf are the whole screen, A4
// landscape inside 10 mm margins, every page with content (neither blank nor dark), nothing cut,
// and their text holds the screen's titles and figures, read from the screen.
test.describe.configure({ mode: 'serial' });
// Five weeks of coating shifts: both screens run over more than one page.
test.use({ serverEnv: { DEMO_DAYS: '40' } });

const today = DateTime.now().setZone(DEMO_ZONE);
const FROM = today.minus({ days: 35 }).toISODate()!;
const TO = today.minus({ days: 1 }).toISODate()!;

/** A4 landscape in pt, and the 10 mm margin. */
const A4_LANDSCAPE = '841.89 x 595.28';
const PAGE_PT = { width: 841.89, height: 595.28 };
const MARGIN_PT = (10 / 25.4) * 72;
/** A blank page has almost no ink; a page of the dark theme printed as it looks is mostly near-black. */
const MIN_INK = 0.01;
const MAX_DARK = 0.25;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The non-empty texts of the elements, as the screen shows them (an SVG text has no innerText). */
async function shown(elements: Locator): Promise<string[]> {
  const texts = await elements.evaluateAll((all) => all.map((e) => (e instanceof HTMLElement ? e.innerText : (e.textContent ?? ''))));
  return texts.map(squash).filter(Boolean);
}

/** Everything a table shows: caption, headers and cells. */
async function tableTexts(content: Locator): Promise<string[]> {
  return shown(content.locator('table caption, table th, table td'));
}

async function waitForData(page: Page, content: Locator): Promise<string> {
  await expect(page.locator('.coating-range')).toContainText(`${FROM} to ${TO}`);
  await expect(content).toHaveAttribute('aria-busy', 'false');
  return squash(await page.locator('.coating-range').innerText());
}

/**
 * The PDF's pages against the screen: A4 landscape, each page with ink and not dark, every word
 * inside the margins (a row or card cut at a page's end would run past it), and every text the
 * screen shows somewhere in the PDF's text.
 */
function expectPagesAreTheScreen(pages: PdfPage[], screenTexts: string[]): void {
  expect(pages.length, 'pages').toBeGreaterThan(0);
  for (const page of pages) {
    const name = `page ${page.number} (${page.png})`;
    expect(page.size, `${name} size`).toBe(A4_LANDSCAPE);
    expect(page.inkShare, `${name} is blank`).toBeGreaterThan(MIN_INK);
    expect(page.darkShare, `${name} is mostly dark`).toBeLessThan(MAX_DARK);
    expect(page.words.length, `${name} has no text`).toBeGreaterThan(0);
    const outside = page.words.filter((w) => w.xMin < MARGIN_PT - 1 || w.yMin < MARGIN_PT - 1 || w.xMax > PAGE_PT.width - MARGIN_PT + 1 || w.yMax > PAGE_PT.height - MARGIN_PT + 1);
    expect(outside.map((w) => `${w.text} at ${w.xMin.toFixed(0)},${w.yMin.toFixed(0)}-${w.xMax.toFixed(0)},${w.yMax.toFixed(0)}`), `${name}: words past the margins`).toEqual([]);
  }
  const pdfText = squash(pages.map((p) => p.text).join(' '));
  expect(screenTexts.filter((t) => !pdfText.includes(t)), 'screen texts missing from the PDF').toEqual([]);
}

for (const width of [1440, 1920]) {
  test(`coating KPI and Performance PDFs at ${width} px are the screen on A4 pages`, async ({ page, server, signedInAs }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signedInAs(DEMO_CUSTOMERS.coating, { at: '/graph/custom/ccc/kpi' });
    const ui = new CustomerDashboardsPage(page, server.url);
    await ui.pickRange(FROM, TO);
    const kpi = page.getByTestId(coatingIds.kpiContent);
    const scope = await waitForData(page, kpi);
    await expect(page.getByTestId(coatingIds.dailyTable).locator('tbody tr').first()).toBeVisible();
    const kpiTexts = [
      `KPI · ${scope}`,
      ...(await shown(kpi.locator('.kpi-gauge-title'))),
      ...(await shown(kpi.locator('[data-testid^="kpi-gauge-actual-"], [data-testid^="kpi-gauge-goal-"]'))),
      // The charts' titles, as Plotly draws them.
      ...(await shown(kpi.locator('.js-plotly-plot .gtitle'))),
      ...(await tableTexts(kpi)),
    ];
    expect(kpiTexts.length, 'gauges, chart titles and the table were read off the screen').toBeGreaterThan(40);
    const kpiPdf = await ui.download(() => page.getByTestId(coatingIds.pdf).click());
    expect(kpiPdf.name).toBe('kpi_report.pdf');
    expectPagesAreTheScreen(readPdfPages(kpiPdf.path, 'test-results/pdf-pages', `kpi-${width}`), kpiTexts);

    await page.getByTestId(explorerIds.dataset).click();
    await page.getByRole('option', { name: 'Performance', exact: true }).click();
    const performance = page.getByTestId(coatingIds.performanceContent);
    const performanceScope = await waitForData(page, performance);
    const performanceTexts = [`Performance · ${performanceScope}`, ...(await tableTexts(performance))];
    const performancePdf = await ui.download(() => page.getByTestId(coatingIds.pdf).click());
    expect(performancePdf.name).toBe('performance.pdf');
    const performancePages = readPdfPages(performancePdf.path, 'test-results/pdf-pages', `performance-${width}`);
    expect(performancePages.length, 'five weeks of Daily Performance run onto a second page').toBeGreaterThan(1);
    expectPagesAreTheScreen(performancePages, performanceTexts);
  });
}
