import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import { EXPORT_LIMIT_TOAST, EXPORT_ROW_LIMIT } from '../../core/errors';
import { EXPORT_ROWS_HEADER, REPORT_EXPORT_PATH, REPORT_EXPORT_PROGRESS_PATH, serverExportColumns } from '../../core/reports';
import { forEachDatabase } from '../support/databases';
import { useSecurityServer, type Who } from './security-server';

// More rows than one keyset batch (2,000), with three events on every timestamp, so the batches' seams fall inside ties.
const A_EVENTS = 5_003;
const MARK = 'XLSX-';
const ZONE = 'America/New_York';
const ORDER = [{ timestamp: 'desc' }];

const FIELDS = serverExportColumns('transactions').map((c) => c.field);
const ROWS = `query($where: bigbrain_inpevent_bool_exp) { rows: bigbrain_inpevent(where: $where, order_by: [{timestamp: desc}, {id: asc}]) { ${FIELDS.join(' ')} } }`;

/** A date-time as Excel shows it in `zone`: that zone's wall clock, stored as if UTC (worked out here with luxon, apart from the product's code). */
const wallClock = (iso: string) => {
  const t = DateTime.fromISO(iso, { setZone: false }).setZone(ZONE);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond);
};

forEachDatabase('issue 33 §3: report exports streamed from the server', (t) => {
  const s = useSecurityServer(t, { GRAPHQL_MAX_ROWS_READ: '150000', GRAPHQL_STATISTICS_REFRESH_MS: '100' });

  const post = (who: Who | null, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${s.url}${REPORT_EXPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${s.tokens[who].accessToken}` } : {}), ...headers },
      body: JSON.stringify(body),
    });
  const request = (extra: Record<string, unknown> = {}) => ({
    dataset: 'transactions',
    where: { erp_trans: { _like: `${MARK}%` } },
    order_by: ORDER,
    time_zone: ZONE,
    export_id: `test-${Math.random().toString(36).slice(2, 12)}`,
    ...extra,
  });
  const sheetOf = async (file: Response | ArrayBuffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file instanceof ArrayBuffer ? file : await file.arrayBuffer());
    return book.worksheets[0]!;
  };

  beforeAll(async () => {
    // Every kind of cell: reasons and ends only on stops (nulls elsewhere), planned and not, fractional quantities, microsecond times.
    await s.db.query(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, planned, "end", _company_id)
       SELECT timestamp '2026-11-20 12:00:00.123456+00' - (g / 3) * interval '7 seconds', $1, date '2026-11-20' - (g / 2000), 'DAY',
              CASE WHEN g % 10 = 0 THEN 'DOWN' ELSE 'PROD' END, $3 || g, (g % 50) + 0.25, g % 20 = 0,
              CASE WHEN g % 10 = 0 THEN timestamp '2026-11-20 12:00:45+00' - (g / 3) * interval '7 seconds' END, $2
       FROM generate_series(1, $4::int) g`,
      [s.fixture.a.machineKey, s.fixture.a.id, MARK, A_EVENTS],
    );
    await s.db.query(`INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, _company_id) VALUES (now(), $1, current_date, 'DAY', 'PROD', $2, 9, $3)`, [
      s.fixture.b.machineKey,
      `${MARK}B`,
      s.fixture.b.id,
    ]);
  }, 240_000);

  it('every row and figure of the streamed xlsx equals the GraphQL rows, in the profile\'s wall clock, with the browser export\'s headers', async () => {
    const body = request();
    const res = await post('aUser', body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(res.headers.get(EXPORT_ROWS_HEADER)).toBe(String(A_EVENTS));
    const file = await res.arrayBuffer();
    // The screen reads how far it got: all rows, its own export only. Read as the screen's last poll comes, right
    // after the file: the server keeps a finished export's figure 30 s, and comparing 5,003 rows on a loaded
    // machine took longer than that (the figure was gone, 404).
    const progress = await s.call('aUser', 'GET', `${REPORT_EXPORT_PROGRESS_PATH}${body.export_id}`);
    expect(progress.body).toEqual({ done: A_EVENTS, total: A_EVENTS });
    expect((await s.call('bAdmin', 'GET', `${REPORT_EXPORT_PROGRESS_PATH}${body.export_id}`)).status).toBe(404);
    const ws = await sheetOf(file);
    const expected = (await s.graphql('aUser', ROWS, { where: body.where })).body.data.rows as Array<Record<string, any>>;
    expect(expected).toHaveLength(A_EVENTS);
    expect(ws.name).toBe('Transaction Data');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(serverExportColumns('transactions').map((c) => c.header));
    expect(ws.rowCount).toBe(A_EVENTS + 1);
    const col = (field: string) => FIELDS.indexOf(field) + 1;
    expected.forEach((e, i) => {
      const row = ws.getRow(i + 2);
      const at = `row ${i + 2}`;
      expect((row.getCell(col('timestamp')).value as Date).getTime(), at).toBe(wallClock(e.timestamp));
      expect(row.getCell(col('machine_key')).value, at).toBe(e.machine_key);
      expect(row.getCell(col('erp_trans')).value, at).toBe(e.erp_trans);
      expect(row.getCell(col('type')).value, at).toBe(e.type);
      expect(row.getCell(col('quantity')).value, at).toBe(e.quantity);
      expect(row.getCell(col('planned')).value, at).toBe(e.planned);
      expect((row.getCell(col('shift_date')).value as Date).toISOString().slice(0, 10), at).toBe(e.shift_date);
      expect(row.getCell(col('end')).value === null ? null : (row.getCell(col('end')).value as Date).getTime(), at).toBe(e.end === null ? null : wallClock(e.end));
    });
    // Formats as the browser writes them: dates as dates, quantities as numbers.
    expect(ws.getColumn(col('timestamp')).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws.getColumn(col('shift_date')).numFmt).toBe('yyyy-mm-dd');
  });

  it('a filter and an ascending sort on a column with nulls export the same rows as GraphQL (keyset pages over nulls)', async () => {
    const where = { _and: [{ erp_trans: { _like: `${MARK}%` } }, { quantity: { _gte: 10 } }] };
    const res = await post('aUser', request({ where, order_by: [{ end: 'asc' }] }));
    const ws = await sheetOf(res);
    const q = `query($where: bigbrain_inpevent_bool_exp) { rows: bigbrain_inpevent(where: $where, order_by: [{end: asc}, {id: asc}]) { erp_trans } }`;
    const expected = ((await s.graphql('aUser', q, { where })).body.data.rows as Array<{ erp_trans: string }>).map((r) => r.erp_trans);
    const written = ws.getColumn(FIELDS.indexOf('erp_trans') + 1).values.slice(2);
    expect(written).toEqual(expected);
  });

  it("another company's token exports none of A's rows: B's file holds B's one row", async () => {
    const res = await post('bAdmin', request());
    expect(res.status).toBe(200);
    const ws = await sheetOf(res);
    expect(ws.getColumn(FIELDS.indexOf('erp_trans') + 1).values.slice(2)).toEqual([`${MARK}B`]);
    // Naming A's company in the filter changes nothing.
    const naming = await sheetOf(await post('bAdmin', request({ where: { _company_id: { _eq: s.fixture.a.id } } })));
    expect(naming.rowCount).toBe(1);
  });

  it('no token is 401, a role the token does not hold 403; nothing is written', async () => {
    const none = await post(null, request());
    expect(none.status).toBe(401);
    const role = await post('aUser', request(), { 'x-hasura-role': 'admin' });
    expect(role.status).toBe(403);
    expect(await role.json()).toEqual({ detail: 'Your requested role is not in allowed roles' });
  });

  it('a malformed request is a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ dataset: 'users' }, /dataset/],
      [{ time_zone: 'Mars/Olympus' }, /time zone/],
      [{ where: 'everything' }, /where/],
      [{ where: { no_such_field: { _eq: 1 } } }, /filter or sort is not valid.*no_such_field/],
      [{ order_by: [{ timestamp: 'sideways' }] }, /filter or sort is not valid/],
      [{ export_id: '../../x' }, /export_id/],
    ];
    for (const [extra, message] of cases) {
      const res = await post('aUser', request(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(await res.json()), JSON.stringify(extra)).toMatch(message);
    }
  });

  it("over 100000 rows the answer is the specification's warning (422) and no file", async () => {
    await s.db.query(
      `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, _company_id)
       SELECT now() - g * interval '1 second', $1, current_date, 'DAY', 'PROD', 'MANY-' || g, 1, $2 FROM generate_series(1, $3::int) g`,
      [s.fixture.a.machineKey, s.fixture.a.id, EXPORT_ROW_LIMIT + 1],
    );
    const res = await post('aUser', request({ where: { erp_trans: { _like: 'MANY-%' } } }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: EXPORT_LIMIT_TOAST.detail });
  }, 120_000);
});
