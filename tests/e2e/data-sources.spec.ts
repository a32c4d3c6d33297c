import mqtt, { type MqttClient } from 'mqtt';
import { expect, test, type ApiClient } from './fixtures';
import { SetupScreenPage } from './pages/setup-screen-page';
import { ShellPage } from './pages/shell-page';
import { dataSourcesIds } from './selectors';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';
import { startMosquitto, type RunningMosquitto } from '../support/mosquitto';
import { startOpcuaServer } from '../support/opcua-server';

// A server of its own with the simulator off: the machine's results then change only by what this
// test publishes. A week of history keeps the start short.
test.use({ serverEnv: { SIMULATOR: 'off', DEMO_DAYS: '7' } });

const BROKER_USER = { username: 'plant', password: 'S3cret-broker-pw' };
let broker: RunningMosquitto;
let publisher: MqttClient;

test.beforeAll(async () => {
  broker = await startMosquitto(BROKER_USER);
  publisher = await mqtt.connectAsync(broker.url, { ...BROKER_USER, clientId: 'e2e-publisher', reconnectPeriod: 200 });
});
test.afterAll(async () => {
  await publisher?.endAsync();
  await broker?.stop();
});

/** The machine's produced and scrapped units over all its shift dates (SUMMARY rows), as the dashboards read them. */
async function units(api: ApiClient, key: string): Promise<{ produced: number; scrapped: number }> {
  const { rows } = await api.graphql<{ rows: Array<{ units_produced: string; units_scrapped: string }> }>(
    'query($k: String!) { rows: bigbrain_resentity(where: {entity: {key: {_eq: $k}}, shift_key: {_eq: "SUMMARY"}}) { units_produced units_scrapped } }',
    { k: key },
  );
  return rows.reduce((sum, r) => ({ produced: sum.produced + Number(r.units_produced), scrapped: sum.scrapped + Number(r.units_scrapped) }), { produced: 0, scrapped: 0 });
}

test('issue 38 §1 and §6: an admin adds an MQTT source on the screen, sees it connect and count into the results; a bad payload is listed with its reason; wrong credentials show in words', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  const machine = ((await (await api.get('/v1/entity/?category=MACHINE')).json()) as { results: Array<{ key: string }> }).results[0]!.key;
  const before = await units(api, machine);

  const screen = new SetupScreenPage(page, server.url, dataSourcesIds.page);
  await screen.openFromMenu('Data Sources');
  await expect(screen.screen).toContainText('No data sources yet');
  await expect(screen.screen).toContainText('Connect your machines');

  // A umh source: a running total of good parts and scrap as increments.
  await screen.screen.getByRole('button', { name: 'Add Data Source' }).click();
  let dialog = screen.dialog('New Data Source');
  await screen.fill(dialog, { Name: 'Press hall', URL: broker.url, Username: BROKER_USER.username, Password: BROKER_USER.password, 'Payload format': 'umh' });
  await expect(dialog.getByLabel('Topic filters')).toHaveValue('umh/v1/#');
  await screen.save(dialog);
  await expect(dialog.getByRole('alert')).toHaveText('The umh format needs a mapping of tags to signals');
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await dialog.getByRole('textbox', { name: 'Tag 1' }).fill('counter.good');
  await dialog.getByRole('combobox', { name: 'Counter of tag 1' }).selectOption('total');
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await dialog.getByRole('textbox', { name: 'Tag 2' }).fill('scrap');
  await dialog.getByRole('combobox', { name: 'Signal of tag 2' }).selectOption('scrap');
  expect(await seriousAxeViolations(page), 'axe with the dialog open').toEqual([]);
  await screen.save(dialog);
  await expect(dialog).toBeHidden();

  const row = screen.row('Press hall');
  await expect(row).toContainText('Connected', { timeout: 20_000 });
  const stored = ((await (await api.get('/v1/data_sources/')).json()) as Array<{ has_password: boolean }>)[0]!;
  expect(stored).toMatchObject({ has_password: true });
  expect(JSON.stringify(stored)).not.toContain(BROKER_USER.password);

  // Totals 100 (the baseline), 105, 112: 12 good parts; then 2 scrap in a multi-tag payload, and one unreadable payload.
  const at = Date.now() - 120_000;
  const tag = `umh/v1/acme/cologne/press/${machine}/_historian/counter/good`;
  for (const [i, value] of [100, 105, 112].entries()) await publisher.publishAsync(tag, JSON.stringify({ timestamp_ms: at + i * 1_000, value }), { qos: 1 });
  await publisher.publishAsync(`umh/v1/acme/cologne/press/${machine}/_historian`, JSON.stringify({ timestamp_ms: at + 4_000, scrap: 2 }), { qos: 1 });
  await publisher.publishAsync(tag, '{oops', { qos: 1 });

  const cells = row.getByRole('cell');
  await expect(cells.nth(3), 'messages').toHaveText('4', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: '1 rejected messages of Press hall' })).toBeVisible();
  await expect(cells.nth(1), 'last message').not.toHaveText('never');
  await expect(cells.nth(2), 'messages per minute').toHaveText(/^\d+(\.\d)?\/min$/, { timeout: 10_000 });
  await expect.poll(() => units(api, machine), { timeout: 30_000, message: 'the results of the machine' }).toEqual({ produced: before.produced + 12, scrapped: before.scrapped + 2 });

  await row.getByRole('button', { name: '1 rejected messages of Press hall' }).click();
  const rejected = screen.dialog('Last rejected messages of Press hall');
  await expect(rejected).toContainText('The payload is not JSON');
  await expect(rejected).toContainText('{oops');
  await expect(rejected).toContainText(tag);
  await rejected.getByRole('button', { name: 'Close' }).click();
  await expect(rejected).toBeHidden();

  // Wrong credentials: the source is in error, with the broker's refusal in words.
  await screen.screen.getByRole('button', { name: 'Add Data Source' }).click();
  dialog = screen.dialog('New Data Source');
  await screen.fill(dialog, { Name: 'Wrong password', URL: broker.url, Username: BROKER_USER.username, Password: 'not-it' });
  await screen.save(dialog);
  await expect(dialog).toBeHidden();
  await expect(screen.row('Wrong password')).toContainText('The broker refused the username or password', { timeout: 20_000 });
  expect(await seriousAxeViolations(page), 'axe on the list at 1440 px').toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/data-sources-1440.png', fullPage: true });

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(screen.row('Press hall').getByRole('button', { name: 'Pause Press hall' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the list at 768 px').toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/data-sources-768.png', fullPage: true });

  // Pause (document 1 §7's patch: PATCH with the one field it changes), then remove after confirming:
  // the list is empty again.
  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/v1\/data_sources\/\d+\/$/.test(r.url()));
  await screen.row('Wrong password').getByRole('button', { name: 'Pause Wrong password' }).click();
  const patch = await patched;
  expect(patch.status(), 'the pause is a PATCH the server accepts').toBe(200);
  expect(patch.request().postDataJSON(), 'the PATCH carries only what changes').toEqual({ enabled: false });
  await expect(screen.row('Wrong password')).toContainText('Paused');
  const ask = page.getByRole('alertdialog', { name: 'Remove Data Source' }).or(page.getByRole('dialog', { name: 'Remove Data Source' }));
  for (const name of ['Wrong password', 'Press hall']) {
    await screen.row(name).getByRole('button', { name: `Remove ${name}` }).click();
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(screen.row(name)).toHaveCount(0);
  }
  await expect(screen.screen).toContainText('No data sources yet');
});

test('issue 38 §3: an admin adds an OPC UA source on the screen; a running counter on the OPC UA server reaches the machine\'s results', async ({ page, server, signedInAs, api }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(DEMO_PLANT.admin);
  const machine = ((await (await api.get('/v1/entity/?category=MACHINE')).json()) as { results: Array<{ key: string }> }).results[1]!.key;
  const at = (seconds: number) => new Date(Date.now() - 120_000 + seconds * 1_000);
  const plcUser = { username: 'plc', password: 'S3cret-opcua-pw' };
  const plc = await startOpcuaServer([{ name: 'Line.Good', type: 'UInt32', value: 5_000, at: at(0) }], plcUser);
  try {
    const before = await units(api, machine);
    const screen = new SetupScreenPage(page, server.url, dataSourcesIds.page);
    await screen.openFromMenu('Data Sources');
    await screen.screen.getByRole('button', { name: 'Add Data Source' }).click();
    const dialog = screen.dialog('New Data Source');
    await screen.fill(dialog, { 'Connects to': 'opcua' });
    await expect(dialog.getByLabel('URL', { exact: true })).toHaveValue('opc.tcp://');
    await expect(dialog.getByLabel('Topic filters')).toHaveCount(0);
    await screen.fill(dialog, { Name: 'PLC hall', URL: plc.url, Username: plcUser.username, Password: plcUser.password, 'Sampling interval (ms)': '100' });
    await dialog.getByRole('button', { name: 'Add node' }).click();
    await screen.fill(dialog, { 'Machine key of node 1': machine, 'Node id 1': 'Line.Good' });
    await screen.save(dialog);
    await expect(dialog.getByRole('alert')).toHaveText('A node id looks like ns=2;s=Line1.Press.Count or ns=3;i=1001');
    await screen.fill(dialog, { 'Node id 1': 'ns=1;s=Line.Good' });
    expect(await seriousAxeViolations(page), 'axe with the OPC UA dialog open').toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/data-sources-opcua-dialog-1440.png' });
    await screen.save(dialog);
    await expect(dialog).toBeHidden();

    const row = screen.row('PLC hall');
    await expect(row).toContainText('Connected', { timeout: 30_000 });
    const messages = row.getByRole('cell').nth(3);
    await expect(messages, 'the baseline reading').toHaveText('1', { timeout: 20_000 });
    plc.set('Line.Good', 5_007, at(1));
    await expect(messages).toHaveText('2', { timeout: 20_000 });
    plc.set('Line.Good', 5_019, at(2));
    await expect.poll(() => units(api, machine), { timeout: 30_000, message: 'the results of the machine' }).toEqual({ produced: before.produced + 19, scrapped: before.scrapped });
    const stored = ((await (await api.get('/v1/data_sources/')).json()) as Array<{ kind: string }>).find((x) => x.kind === 'opcua')!;
    expect(JSON.stringify(stored)).not.toContain(plcUser.password);

    // Edited again, the dialog shows the node as it was entered.
    await row.getByRole('button', { name: 'Edit PLC hall' }).click();
    const edit = screen.dialog('Edit PLC hall');
    await expect(edit.getByLabel('Node id 1', { exact: true })).toHaveValue('ns=1;s=Line.Good');
    await expect(edit.getByLabel('Connects to', { exact: true })).toBeDisabled();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Remove PLC hall' }).click();
    await page.getByRole('alertdialog', { name: 'Remove Data Source' }).or(page.getByRole('dialog', { name: 'Remove Data Source' })).getByRole('button', { name: 'Yes' }).click();
    await expect(screen.row('PLC hall')).toHaveCount(0);
  } finally {
    await plc.stop();
  }
});

test('issue 38 §1: a user (neither admin nor manager) has no Data Sources entry, and its address leads back home', async ({ page, server, signedInAs }) => {
  await signedInAs(DEMO_PLANT.user);
  const shell = new ShellPage(page, server.url);
  expect((await shell.menuLabels()).settings).not.toContain('Data Sources');
  await page.goto(`${server.url}/datasources`);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByTestId(dataSourcesIds.page)).toHaveCount(0);
});
