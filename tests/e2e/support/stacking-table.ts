import { expect, type Locator, type Page } from '@playwright/test';

/**
 * An admin table's layout at 1440 and at 768 px (workbench/api/styles/admin-screen.css): a table
 * at full width, and at 768 px each row a card whose cells show their header beside the value,
 * so no header or name is squeezed to a letter or two per line.
 */
export async function expectCardsWhenNarrow(page: Page, table: Locator, label: string): Promise<void> {
  const cell = table.locator(`tbody td[data-label="${label}"]`).first();
  const layout = () =>
    cell.evaluate((td) => {
      const row = td.closest('table')!.getBoundingClientRect();
      return { display: getComputedStyle(td).display, before: getComputedStyle(td, '::before').content, widthShare: td.getBoundingClientRect().width / row.width };
    });
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await layout()).toMatchObject({ display: 'table-cell' });
  await page.setViewportSize({ width: 768, height: 1024 });
  const narrow = await layout();
  expect(narrow).toMatchObject({ display: 'grid', before: `"${label}"` });
  expect(narrow.widthShare, 'a card line spans the table').toBeGreaterThan(0.9);
  await page.setViewportSize({ width: 1440, height: 900 });
}
