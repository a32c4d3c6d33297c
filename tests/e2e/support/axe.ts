import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // A toast on its way out fades through every contrast: what it said was read while it was shown.
  const result = await new AxeBuilder({ page }).exclude('.p-toast-message-exit').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
