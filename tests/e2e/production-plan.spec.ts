import { expect, test } from './fixtures';
import { SetupScreenPage } from './pages/setup-screen-page';
import { productionPlanIds, settingsEntitiesIds, settingsPartsIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';

test.use({ privateServerFor: 'production-plan' });

type Machine = { id: number; key: string; name: string };
type Part = { id: number; name: string };

// Issue 36 §1: from the machine in Entities, an admin gives it a part at its own rate and plans a
// week by shift: a run added, a day copied to the next days, a copy removed. Turning a shift's
// weekday off removes past runs too (and they do not come back): on a server of its own, so the
// demo plant's other tests keep their figures.
test('issue 36 §1: a machine gets a part at its own rate and a planned week from the Entities row, on screen', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  const machine = ((await (await api.get('/v1/entity/?category=MACHINE')).json()) as { results: Machine[] }).results[0]!;
  // The first by name: on the first page of the Parts table (sorted by name), where the part is opened later.
  const part = ((await (await api.get('/v1/part/')).json()) as { results: Part[] }).results.sort((a, b) => a.name.localeCompare(b.name))[0]!;

  const entities = new SetupScreenPage(page, server.url, settingsEntitiesIds.page);
  await entities.openFromMenu('Entities');
  await entities.screen.getByRole('link', { name: `Parts, rates and plan of ${machine.name}` }).click();
  const plan = new SetupScreenPage(page, server.url, productionPlanIds.page);
  await expect(plan.screen).toBeVisible();
  await expect(page.getByTestId(productionPlanIds.machine)).toHaveValue(machine.key);
  await expect(page.getByTestId(productionPlanIds.ratesTable)).toContainText('This machine runs no parts yet');

  // A part at its rate on this machine; a rate of 0 is refused beside the field and stores nothing.
  await plan.screen.getByRole('button', { name: 'Add Part' }).click();
  let dialog = plan.dialog(/New Part on this machine/);
  // Required fields' labels end in an aria-hidden '*': found by their accessible names.
  const rate = dialog.getByRole('spinbutton', { name: 'Ideal rate on this machine (parts per minute)' });
  await dialog.getByRole('combobox', { name: 'Part' }).selectOption(String(part.id));
  await rate.fill('0');
  await plan.save(dialog);
  await expect(dialog.getByRole('alert')).toHaveText('Ideal rate on this machine (parts per minute) must be greater than 0');
  await rate.fill('7.5');
  await plan.save(dialog);
  await expect(dialog).toBeHidden();
  // The rates table's row (the week's shift rows name the part in their buttons too).
  await expect(page.getByRole('region', { name: /^Parts and rates on / }).getByRole('row').filter({ hasText: part.name })).toContainText('7.5');
  const rates = (await (await api.get(`/v1/machine_part/?machine_id=${machine.id}`)).json()) as { results: Array<{ part_name: string; ppm: number }> };
  expect(rates.results).toEqual([expect.objectContaining({ part_name: part.name, ppm: 7.5 })]);

  // Next week: a run planned in the first shift of Monday takes the machine's rate.
  const week = page.getByTestId(productionPlanIds.week);
  await plan.screen.getByRole('button', { name: 'Next week' }).click();
  await expect(week).toHaveAttribute('aria-busy', 'false');
  await week.getByRole('button', { name: /^Plan a part on Mon / }).first().click();
  dialog = plan.dialog(/New Planned run/);
  await dialog.getByRole('spinbutton', { name: 'Planned quantity' }).fill('120');
  await plan.save(dialog);
  await expect(dialog).toBeHidden();
  const run = week.getByRole('button', { name: new RegExp(`^${part.name} .*: edit, Mon `) });
  await expect(run).toContainText('120 @ 7.5/min');

  // Copy Monday to Tuesday and Wednesday; remove Wednesday's copy.
  await week.getByRole('button', { name: /^Copy Mon .* to the next days$/ }).click();
  const copy = page.getByTestId(productionPlanIds.copyDialog);
  await copy.getByLabel('Number of following days').fill('2');
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(plan.toast('2 plan rows written')).toBeVisible();
  for (const day of ['Tue', 'Wed']) await expect(week.getByRole('button', { name: new RegExp(`^${part.name} .*: edit, ${day} `) })).toContainText('120');
  await week.getByRole('button', { name: new RegExp(`^Remove ${part.name} on Wed `) }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove planned run' }).or(page.getByRole('dialog', { name: 'Remove planned run' }));
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(week.getByRole('button', { name: new RegExp(`^${part.name} .*: edit, Wed `) })).toHaveCount(0);
  const planned = (await (await api.get(`/v1/production_plan/?machine_key=${encodeURIComponent(machine.key)}&part_name=${encodeURIComponent(part.name)}`)).json()) as { results: Array<{ quantity: number; ppm: number }> };
  expect(planned.results.filter((r) => r.ppm === 7.5).map((r) => r.quantity)).toEqual([120, 120]);

  // The machine stops running the first shift on Tuesdays: asked first, Tuesday's run leaves the plan,
  // the cell says "Not run"; ticked again afterwards (the shared demo plant keeps every shift).
  const firstShift = ((await (await api.get('/v1/shift/')).json()) as { results: Array<{ name: string; position: number }> }).results.sort((a, b) => a.position - b.position)[0]!;
  const shiftsSection = page.getByTestId(productionPlanIds.shifts);
  const tuesday = shiftsSection.getByRole('checkbox', { name: `${firstShift.name} on Tuesday` });
  await tuesday.uncheck();
  await shiftsSection.getByRole('button', { name: 'Save shifts' }).click();
  const turnOff = page.getByRole('alertdialog', { name: 'Turn shifts off?' }).or(page.getByRole('dialog', { name: 'Turn shifts off?' }));
  await turnOff.getByRole('button', { name: 'Turn off and recompute' }).click();
  const machineShifts = async () => ((await (await api.get(`/v1/machine_shifts/?machine_key=${encodeURIComponent(machine.key)}`)).json()) as { shifts: Array<{ weekdays: number[] }> }).shifts[0]!.weekdays;
  await expect.poll(machineShifts).toEqual([1, 3, 4, 5, 6, 7]);
  await expect(week.getByRole('button', { name: new RegExp(`^${part.name} .*: edit, Tue `) })).toHaveCount(0);
  await expect(week.getByRole('row', { name: new RegExp(`^${firstShift.name}`) }).getByText('Not run')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screenshots/production-plan-shifts-1440.png', fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tuesday.check();
  await shiftsSection.getByRole('button', { name: 'Save shifts' }).click();
  await expect(week.getByText('Not run')).toHaveCount(0);
  await expect.poll(machineShifts).toEqual([1, 2, 3, 4, 5, 6, 7]);

  // From the part: the Parts screen lists the machine at its rate and links to its production setup.
  const parts = new SetupScreenPage(page, server.url, settingsPartsIds.page);
  await parts.openFromMenu('Parts');
  await parts.screen.getByRole('button', { name: `Operations of ${part.name}` }).click();
  const running = page.getByTestId(settingsPartsIds.machinesTable);
  await expect(running.getByRole('row').filter({ hasText: machine.name })).toContainText('7.5');
  await running.getByRole('link', { name: `Production setup of ${machine.name}` }).click();
  await expect(plan.screen).toBeVisible();
  await expect(page.getByTestId(productionPlanIds.machine)).toHaveValue(machine.key);

  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const [w, h] of [[1440, 900], [768, 1024]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/screenshots/production-plan-${w}.png`, fullPage: true });
  }
});
