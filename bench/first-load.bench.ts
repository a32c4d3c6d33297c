import { chromium, type Page } from '@playwright/test';
import { shellIds } from '../tests/e2e/selectors';
import { DEMO_PLANT } from '../tests/e2e/support/demo-accounts';
import { join } from 'node:path';
import { readChunkGraph, signedInShell } from '../plugins/public-site/build-check/chunk-graph';
import { formatTransfer, LANDING_SCRIPT_BUDGET, onlyFiles, SHELL_SCRIPT_BUDGET, watchScripts, type ScriptTransfer } from '../tests/e2e/support/script-transfer';
import { startWorkbenchServer } from '../tests/e2e/support/workbench-server';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByRole('dialog', { name: 'Allow Cookies' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept Terms' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Email').fill(DEMO_PLANT.demo.email);
  await page.getByLabel('Password').fill(DEMO_PLANT.demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId(shellIds.shell).waitFor({ timeout: 60_000 });
}

/**
 * First load in Chromium (issue 8): starts the server as `npm start` does (a small demo plant), opens /
 * in Debian's chromium with an empty cache and sums the encoded (transferred) sizes of the scripts:
 * the landing page, then the signed-in shell of a returning demo user (and with its first graph page).
 * Printed beside the budgets. Alone: `npm run bench -- --only first-load`.
 */
export async function runFirstLoadBench(): Promise<Record<string, ScriptTransfer & { budget: number }>> {
  const server = await startWorkbenchServer({ DEMO_MACHINES: '6', DEMO_DAYS: '14' });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const landingContext = await browser.newContext();
    const landingPage = await landingContext.newPage();
    const landingScripts = watchScripts(landingPage);
    await landingPage.goto(`${server.url}/`);
    await landingPage.getByRole('button', { name: 'Login' }).first().waitFor();
    await landingPage.waitForLoadState('networkidle');
    const landing = await landingScripts.done();
    await landingContext.close();

    const signInContext = await browser.newContext();
    await signIn(await signInContext.newPage(), server.url);
    const state = await signInContext.storageState();
    await signInContext.close();
    const shellContext = await browser.newContext({ storageState: state });
    const shellPage = await shellContext.newPage();
    const shellScripts = watchScripts(shellPage);
    await shellPage.goto(`${server.url}/`);
    await shellPage.getByTestId(shellIds.shell).waitFor({ timeout: 60_000 });
    await shellPage.waitForLoadState('networkidle');
    const withPage = await shellScripts.done();
    // The shell's chunks by the build's chunk graph; the first page loads lazily inside it.
    const shell = onlyFiles(withPage, signedInShell(readChunkGraph(join(server.root, 'dist'))));
    await shellContext.close();

    console.log(formatTransfer('landing page /', landing, LANDING_SCRIPT_BUDGET));
    console.log(formatTransfer('signed-in shell /', shell, SHELL_SCRIPT_BUDGET));
    console.log(formatTransfer('shell + first graph page', withPage));
    return {
      landing: { ...landing, budget: LANDING_SCRIPT_BUDGET },
      shell: { ...shell, budget: SHELL_SCRIPT_BUDGET },
      shellWithGraph: { ...withPage, budget: SHELL_SCRIPT_BUDGET },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
