import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { drainQueues } from '../engine/drain';
import { API_FIXTURE_SQL, snapshot, startApiTestApp, type ApiTestApp } from './testing/api-fixture';

// Issue 13: the setup screens' server side. Bad input changes nothing; messages name the field.
forEachDatabase('System Setup records: shared schemas, overlaps, regeneration', (t) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    await t.db.exec(`INSERT INTO bigbrain_inpschedule (shift_date, machine_key, part_name, operation, shift_key, quantity, ppm, _company_id) VALUES
      ('2025-03-03', 'P-1', 'Bracket', '', 'DAY', 100, 10, 1), ('2025-03-03', 'P-2', 'Bracket', 'OP20', 'AFTERNOON', 50, 10, 1),
      ('2025-03-03', 'C-1', 'Coil', '', 'ONLY', 10, 5, 2)`);
    await t.db.exec(`INSERT INTO bigbrain_operation (part_id, name, ppm, _company_id) VALUES (1, 'OP20', 4, 1)`);
    api = await startApiTestApp(t.db);
  });
  afterAll(async () => api.app.close());

  it('issue 13: an overlapping shift is refused with a message naming both shifts; overnight shifts that touch are fine', async () => {
    const before = await snapshot(t.db, 'bigbrain_shift');
    const res = await api.call('a-admin', 'POST', '/v1/shift/', { name: 'Early', start_time: '06:00', end_time: '08:00', position: 4 });
    expect(res).toEqual({ status: 400, body: { start_time: ['Early (06:00 to 08:00) overlaps Day (07:00 to 15:00)'] } });
    const moved = await api.call('a-admin', 'PATCH', '/v1/shift/1/', { end_time: '16:00' });
    expect(moved.status).toBe(400);
    expect(moved.body.start_time[0]).toContain('overlaps Afternoon');
    expect(await snapshot(t.db, 'bigbrain_shift')).toBe(before);
    // Editing a shift in place is checked against the others only.
    expect((await api.call('a-admin', 'PATCH', '/v1/shift/1/', { color: '#00ff00' })).status).toBe(200);
  });

  it.each([
    ['a NUL in a name', '/v1/part/', { name: 'Bad\u0000part', ppm: 1 }, 'name', 'name must not contain NUL characters', 'bigbrain_part'],
    ['a rate of 0', '/v1/part/', { name: 'Zero', ppm: 0 }, 'ppm', 'Ideal rate (parts per minute) must be greater than 0', 'bigbrain_part'],
    ['a rate beyond 100000', '/v1/part/', { name: 'Fast', ppm: 1e7 }, 'ppm', 'Ideal rate (parts per minute) must be at most 100000', 'bigbrain_part'],
    ['a name over 80 characters', '/v1/reason/', { kind: 'down', name: 'x'.repeat(81) }, 'name', 'Name must be at most 80 characters', 'bigbrain_reason'],
    ['a planned scrap reason', '/v1/reason/', { kind: 'scrap', name: 'Planned scrap', planned: true }, 'planned', 'Only downtime reasons can be planned', 'bigbrain_reason'],
    ['an unknown time zone', '/v1/entity/', { name: 'M', key: 'M-9', category: 'MACHINE', parent: 'AA1', timezone: 'Mars/Olympus' }, 'timezone', 'Time zone must be an IANA time zone such as America/New_York', 'bigbrain_entity'],
    ['a duplicate entity key', '/v1/entity/', { name: 'Again', key: 'P-1', category: 'MACHINE', parent: 'AA1' }, 'key', 'An entity with key P-1 already exists', 'bigbrain_entity'],
    ['a colour that is not #rrggbb', '/v1/shift/', { name: 'Late', start_time: '23:30', end_time: '23:45', position: 9, color: 'red;' }, 'color', 'Colour must be a colour such as #3b82f6', 'bigbrain_shift'],
    ['a position out of range', '/v1/shift/', { name: 'Late', start_time: '23:30', end_time: '23:45', position: 1000 }, 'position', 'Position must be at most 100', 'bigbrain_shift'],
  ])('issue 13 bad input: %s gets 400 naming the field and writes nothing', async (_n, url, payload, field, message, table) => {
    const before = await snapshot(t.db, table);
    const res = await api.call('a-admin', 'POST', url, payload);
    expect(res).toEqual({ status: 400, body: { [field]: [message] } });
    expect(await snapshot(t.db, table)).toBe(before);
  });

  it('parts carry a group', async () => {
    const res = await api.call('a-manager', 'POST', '/v1/part/', { name: 'Hinge', ppm: 2.5, group_name: 'Hardware' });
    expect(res.body).toMatchObject({ name: 'Hinge', ppm: 2.5, group_name: 'Hardware' });
  });

  // Issue 15: a window queued for new counted events alone (counts_only) is computed in full once a regeneration queues it.
  const queueAsDeltas = () =>
    t.db.exec(`DELETE FROM sch_queue;
      INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key, counts_only) SELECT DISTINCT _company_id, machine_key, shift_date, shift_key, true FROM bigbrain_inpschedule`);
  const queuedAsDeltas = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sch_queue WHERE counts_only')).rows[0]!.n;

  it("issue 13: a part's rate change recomputes its schedules' rates (an operation's own rate wins) and queues only their windows, in full", async () => {
    await queueAsDeltas();
    await t.db.exec(`DELETE FROM sch_queue WHERE machine_key NOT IN ('P-1', 'P-2')`);
    expect((await api.call('a-admin', 'PATCH', '/v1/part/1/', { ppm: 12 })).status).toBe(200);
    const res = await api.call('a-admin', 'POST', '/v1/setup_regen/', { scope: 'part', part_id: 1 });
    expect(res).toEqual({ status: 200, body: { queued: 2 } });
    const { rows } = await t.db.query<{ machine_key: string; ppm: number }>('SELECT machine_key, ppm::float8 AS ppm FROM bigbrain_inpschedule ORDER BY machine_key');
    expect(rows).toEqual([{ machine_key: 'C-1', ppm: 5 }, { machine_key: 'P-1', ppm: 12 }, { machine_key: 'P-2', ppm: 4 }]);
    const queue = await t.db.query<{ machine_key: string; shift_key: string }>('SELECT machine_key, shift_key FROM sch_queue ORDER BY machine_key');
    expect(queue.rows).toEqual([expect.objectContaining({ machine_key: 'P-1', shift_key: 'DAY' }), expect.objectContaining({ machine_key: 'P-2', shift_key: 'AFTERNOON' })]);
    expect(await queuedAsDeltas()).toBe(0);
    // Another company's part is not found: nothing changes.
    expect((await api.call('a-admin', 'POST', '/v1/setup_regen/', { scope: 'part', part_id: 2 })).body).toEqual({ queued: 0 });
  });

  it('issue 13: a shift change queues every machine, shift and date of the company with inputs, in full; a USER and the demo account cannot', async () => {
    await queueAsDeltas();
    await t.db.exec('DELETE FROM sch_queue WHERE _company_id <> 1');
    expect(await queuedAsDeltas()).toBeGreaterThan(0);
    const res = await api.call('a-manager', 'POST', '/v1/setup_regen/', { scope: 'company' });
    expect(res.status).toBe(200);
    expect(await queuedAsDeltas()).toBe(0);
    const { rows } = await t.db.query<{ n: number; companies: number }>('SELECT count(*)::int AS n, count(DISTINCT _company_id)::int AS companies FROM sch_queue');
    expect(rows[0]).toEqual({ n: res.body.queued, companies: 1 });
    expect(res.body.queued).toBeGreaterThan(0);
    expect((await api.call('a-user', 'POST', '/v1/setup_regen/', { scope: 'company' })).status).toBe(403);
    expect((await api.call('a-demo', 'POST', '/v1/setup_regen/', { scope: 'company' })).status).toBe(403);
    expect((await api.call('a-admin', 'POST', '/v1/setup_regen/', { scope: 'everything' })).status).toBe(400);
  });
  it('issue 13: renaming a shift carries its schedules and results to the new name: none are left under the old one', async () => {
    const keys = async (table: string) =>
      (await t.db.query<{ k: string }>(`SELECT DISTINCT shift_key AS k FROM ${table} WHERE _company_id = 1 ORDER BY 1`)).rows.map((r) => r.k);
    const produced = async (key: string) =>
      Number((await t.db.query<{ n: string }>(`SELECT COALESCE(sum(scheduled_secs), 0) AS n FROM bigbrain_resentity WHERE _company_id = 1 AND shift_key = $1`, [key])).rows[0]!.n);
    await api.call('a-admin', 'POST', '/v1/setup_regen/', { scope: 'company' });
    await drainQueues(t.db, { now: () => Date.parse('2025-03-10T00:00:00Z') });
    expect(await keys('bigbrain_resentity')).toContain('DAY');
    const dayBefore = await produced('DAY');
    expect(dayBefore).toBeGreaterThan(0);

    expect((await api.call('a-admin', 'PATCH', '/v1/shift/1/', { name: 'Early' })).status).toBe(200);
    expect(await keys('bigbrain_inpschedule')).toEqual(['AFTERNOON', 'EARLY']);
    expect(await keys('bigbrain_resentity')).not.toContain('DAY');
    expect(await produced('EARLY')).toBe(dayBefore);

    // The regeneration after the change computes the same figures under the new name only.
    await api.call('a-admin', 'POST', '/v1/setup_regen/', { scope: 'company' });
    await drainQueues(t.db, { now: () => Date.parse('2025-03-10T00:00:00Z') });
    expect(await keys('bigbrain_resentity')).not.toContain('DAY');
    expect(await produced('EARLY')).toBe(dayBefore);

    // A deleted shift takes its results along.
    expect((await api.call('a-admin', 'DELETE', '/v1/shift/1/')).status).toBe(204);
    expect(await keys('bigbrain_resentity')).not.toContain('EARLY');
  });
});
