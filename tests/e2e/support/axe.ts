import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The rules axe itself rates moderate or minor. axe gives every violation of a rule that declares its
 * impact that impact (axe.js `finalizeRuleResult`), so these can never be serious or critical, and
 * running them only costs time: without them axe took 10-12 s instead of 20-24 s on the graph page
 * (issue 31, 2-core machine at load 14). Rules whose impact depends on their checks all still run.
 */
const NEVER_SERIOUS_RULES: string[] = (() => {
  const audit = (axe as unknown as { _audit?: { rules: Array<{ id: string; impact?: string }> } })._audit;
  if (!audit) throw new Error(`axe-core ${axe.version} no longer exposes its rules' impacts: run every rule`);
  return audit.rules.filter((r) => r.impact === 'moderate' || r.impact === 'minor').map((r) => r.id);
})();

/**
 * Waits for the page's finite animations (a dialog fading in, an overlay sliding) to end: axe
 * measures colour contrast through the current opacity, so a half-faded dialog reads as a contrast
 * violation. Endless ones (spinners, the live indicator's pulse) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames, so a transition whose class is added on the next frame has started.
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The serious and critical axe-core violations of the whole page, one line each with the offending
 * elements, so a failing assertion names what to fix. Always the whole page, never a part: the shell
 * around a screen (top bar, explorer sidebar, dialogs, toasts) is what its user meets too, and a
 * check scoped to `#main` missed the sidebar's nested switches (issue 37).
 */
export function seriousAxeViolations(page: Page): Promise<string[]> {
  // A named step: the e2e summary counts axe's share of the tests' time (issue 31).
  return test.step('axe', () => runAxe(page), { box: true });
}

async function runAxe(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // A toast on its way out fades through every contrast: what it said was read while it was shown.
  const result = await new AxeBuilder({ page })
    // Only violations come back whole: the passes' nodes, which nobody reads, are not copied out.
    // (options() replaces every option: it comes before disableRules.)
    .options({ resultTypes: ['violations'] })
    .exclude('.p-toast-message-exit')
    .disableRules(NEVER_SERIOUS_RULES)
    // axe.run in the page itself. The default (runPartial per frame, then finishRun in a new blank
    // page of the test's context, the partial results copied over as JSON) took 2-3x as long (issue
    // 31) and skipped a same-origin iframe whose injection missed its 1 s race on a loaded machine;
    // this mode tests same-origin frames, the only frames the product has (the legal dialog's).
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
