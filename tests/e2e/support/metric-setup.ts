import { expect, type Page } from '@playwright/test';
import type { MetricThresholdSetup } from '../../../core/metrics';
import { SetupScreenPage } from '../pages/setup-screen-page';
import { settingsMetricSetupIds } from '../selectors';

/** The demo plant's Efficiency thresholds (70 / 90 / 95), which a test that changes them puts back. */
export const DEMO_EFFICIENCY: MetricThresholdSetup = { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW' };
export const ALL_RED: MetricThresholdSetup = { danger_min: 100, caution_min: 100, standard_min: 100, danger_state: 'BELOW' };
export const ALL_GREEN: MetricThresholdSetup = { danger_min: 1, caution_min: 2, standard_min: 3, danger_state: 'BELOW' };

/** Efficiency's thresholds through the Metric Setup screen, as an admin edits them. */
export async function setEfficiencyThresholds(page: Page, baseUrl: string, t: MetricThresholdSetup): Promise<void> {
  const setup = new SetupScreenPage(page, baseUrl, settingsMetricSetupIds.page);
  await setup.openFromMenu('Metric Setup');
  await setup.row('EFFICIENCY').getByRole('button', { name: /^Edit / }).click();
  const dialog = setup.dialog('Edit EFFICIENCY');
  await setup.fill(dialog, { 'Danger minimum': String(t.danger_min), 'Caution minimum': String(t.caution_min), 'Standard minimum': String(t.standard_min) });
  await setup.save(dialog);
  await expect(setup.toast('successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}
