import { expect, test } from './fixtures';
import { companyIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';

// The fixture's contract behind issue 31's cheaper boots: signedInAs(account, { at }) loads the app
// once, at that address, and never at / first, where the graph dashboard loads Plotly and draws its
// 13 charts (three times a chart-less boot's CPU).
test('signedInAs({ at }) boots the app once, at that address, without the graph dashboard', async ({ page, server, signedInAs }) => {
  const documents: string[] = [];
  const plotly: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    if (/\/assets\/plotly[^/]*\.js$/.test(r.url())) plotly.push(r.url());
  });
  await signedInAs(DEMO_PLANT.admin, { at: '/company' });
  await expect(page.getByTestId(companyIds.page)).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/company`);
  expect(documents).toEqual(['/company']);
  expect(plotly, 'no chart library loaded').toEqual([]);
});
