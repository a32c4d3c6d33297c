import { describe, expect, it } from 'vitest';
import { createUserWithoutCompany } from '../../server/identity/user-accounts';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

const NUL = 'a\u0000b';
const DAY = 86_400_000;

/** Issue 16, class 1: no answer of 500 and no partial write for malformed ids, NUL text, dates, zones, e-mails. */
export function hostileValidationCases(s: SecurityServer): void {
  describe('issue 16 §6: ids in resource paths are checked before the database', () => {
    const keys = ['abc', '9999999999', '99999999999999999999', '-1', '1e3', '0'];
    it.each(['part', 'metric_setup', 'location', 'bigbrain/inventory'])('/v1/%s/{bad id}/: 400 naming id for every verb, nothing written', async (resource) => {
      const before = await tableSnapshot(s.db);
      for (const key of keys) {
        for (const method of ['GET', 'PUT', 'POST', 'PATCH', 'DELETE']) {
          const res = await s.call('aAdmin', method, `/v1/${resource}/${key}/`, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' });
          expect(res.status, `${method} ${key}: ${res.text}`).toBe(400);
          expect(res.body.id, `${method} ${key}`).toEqual([expect.stringContaining('whole number')]);
        }
      }
      expect(await tableSnapshot(s.db)).toEqual(before);
    });

    it('euid-keyed resources: a key with characters no euid has is refused naming euid; a well-formed unknown one is 404', async () => {
      expect((await s.call('aAdmin', 'GET', '/v1/entity/a.b%20c/')).body).toEqual({ euid: [expect.any(String)] });
      expect((await s.call('aAdmin', 'GET', '/v1/entity/1234567890123/')).status).toBe(404);
      expect((await s.call('aAdmin', 'GET', `/v1/entity/${'E'.repeat(65)}/`)).status).toBe(400);
    });

    it('a bulk update naming a 10-digit or non-numeric id answers 404, not 500', async () => {
      const before = await tableSnapshot(s.db);
      for (const id of ['abc', 9_999_999_999]) {
        const res = await s.call('aAdmin', 'PUT', '/v1/part/', [{ id, name: 'x' }]);
        expect(res.status, res.text).toBe(404);
      }
      expect(await tableSnapshot(s.db)).toEqual(before);
    });
  });

  describe('issue 16 §6: a NUL character in any text field is refused naming the field', () => {
    const cases: Array<[string, string, string, unknown, string]> = [
      ['a part name', 'POST', '/v1/part/', { name: NUL, desc: '', ppm: 2 }, 'name'],
      ['the public contact form', 'POST', '/v1/navutil/marketing/contact/', { first_name: NUL, last_name: 'x', email: 'a@b.co', subject: 's', message: 'm', source: 'FOOTER_CONTACT' }, 'first_name'],
      ['the contact message', 'POST', '/v1/navutil/marketing/contact/', { first_name: 'a', last_name: 'x', email: 'a@b.co', subject: 's', message: NUL, source: 'FOOTER_CONTACT' }, 'message'],
      ['a preset name', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: NUL, navstate: {} } }, 'navpreset.name'],
      ['a text deep in a preset state', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: 'n', navstate: { entity: { name: NUL } } } }, 'navpreset.navstate.entity.name'],
      ['a map design', 'POST', '/v1/mapdesign/create_preset/', { mapdesign: { name: 'n', design: { flows: [NUL] } } }, 'mapdesign.design.flows.0'],
      ['a list filter', 'GET', '/v1/part/?name=a%00b', undefined, 'name'],
      ['a path parameter', 'GET', '/v1/entity/a%00b/tumor/', undefined, 'euid'],
      ['the timeline average', 'POST', '/v1/navutil/xelp/set_plex/', { machine: NUL, task: '', average: 3 }, 'machine'],
      ['an ingested event', 'POST', '/v1/ingest/events', [{ machine_key: NUL }], '0.machine_key'],
    ];
    it.each(cases)('%s: 400 naming the field, nothing written', async (_name, method, path, body, field) => {
      const before = await tableSnapshot(s.db);
      const res = await s.call('aAdmin', method, path, body);
      expect(res.status, res.text).toBe(400);
      expect(res.body[field], res.text).toEqual([expect.stringContaining('NUL')]);
      expect(await tableSnapshot(s.db)).toEqual(before);
    });
  });

  describe('issue 16 §7: ingestion accepts dates only within a configured window', () => {
    const ev = (extra: Record<string, unknown>) => {
      const now = Date.now();
      return { machine_key: s.fixture.a.machineKey, shift_date: new Date(now).toISOString().slice(0, 10), shift_key: 'DAY', type: 'PROD', quantity: 1, timestamp: new Date(now - 3_600_000).toISOString(), ...extra };
    };
    it.each([
      ['a downtime with no end dated ten years back', () => ev({ type: 'DOWN', quantity: 0, timestamp: new Date(Date.now() - 3650 * DAY).toISOString(), shift_date: new Date(Date.now() - 3650 * DAY).toISOString().slice(0, 10) }), 'timestamp'],
      ['an open downtime sixty days back (within the window): would queue two months of work', () => ev({ type: 'DOWN', quantity: 0, timestamp: new Date(Date.now() - 60 * DAY).toISOString(), shift_date: new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10) }), 'end'],
      ['an event in year 1', () => ev({ timestamp: '0001-01-01T00:00:00Z', shift_date: '0001-01-01' }), 'timestamp'],
      ['an event a year ahead', () => ev({ timestamp: new Date(Date.now() + 365 * DAY).toISOString() }), 'timestamp'],
      ['a shift date far from its timestamp', () => ev({ shift_date: '1999-01-01' }), 'shift_date'],
    ])('%s: the batch is refused naming the field and nothing is queued', async (_name, row, field) => {
      const before = await tableSnapshot(s.db, ['bigbrain_inpevent', 'sch_queue', 'ent_queue']);
      const res = await s.call('aAdmin', 'POST', '/v1/ingest/events', [ev({}), row()]);
      expect(res.status, res.text).toBe(400);
      expect(res.body.row).toBe(2);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect(await tableSnapshot(s.db, ['bigbrain_inpevent', 'sch_queue', 'ent_queue'])).toEqual(before);
    });

    it('a schedule planned ten years ahead is refused naming shift_date', async () => {
      const res = await s.call('aAdmin', 'POST', '/v1/ingest/schedules', [{ shift_date: '2036-01-05', machine_key: s.fixture.a.machineKey, part_name: 'P', shift_key: 'DAY', quantity: 1, ppm: 1 }]);
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['shift_date']);
    });
  });

  describe('issue 16 §8: time zones, e-mails and the wording of database refusals', () => {
    it('an entity or user with a time zone IANA does not know is refused naming timezone', async () => {
      const before = await tableSnapshot(s.db);
      const ent = await s.call('aAdmin', 'PATCH', `/v1/entity/${s.fixture.a.machineEuid}/`, { timezone: 'Mars/Olympus_Mons' });
      expect(ent.status, ent.text).toBe(400);
      expect(ent.body.timezone).toEqual([expect.stringContaining('IANA time zone')]);
      const me = s.fixture.users.aManager.email;
      const euid = (await s.db.query<{ euid: string }>('SELECT euid FROM core_user WHERE email = $1', [me])).rows[0]!.euid;
      const user = await s.call('aAdmin', 'PATCH', `/v1/user/${euid}/`, { timezone: 'Not/AZone' });
      expect(user.status, user.text).toBe(400);
      expect(Object.keys(user.body)).toEqual(['timezone']);
      expect(await tableSnapshot(s.db)).toEqual(before);
      const ok = await s.call('aAdmin', 'PATCH', `/v1/entity/${s.fixture.a.machineEuid}/`, { timezone: 'US/Eastern' });
      expect(ok.status, ok.text).toBe(200);
    });

    it('two sign-ups differing only in e-mail case, even racing, leave one account', async () => {
      const make = (email: string) => createUserWithoutCompany(s.db, { email, passwordHash: 'x', firstName: 'A', lastName: 'B' });
      const results = await Promise.allSettled([make('Race.Case@Example.com'), make('race.case@example.com')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const { rows } = await s.db.query("SELECT id FROM core_user WHERE lower(email) = 'race.case@example.com'");
      expect(rows).toHaveLength(1);
    });

    it('a duplicate answers 400 naming the field, without constraint names or the company id', async () => {
      const name = `Dup ${Date.now()}`;
      expect((await s.call('aAdmin', 'POST', '/v1/part/', { name, desc: '', ppm: 2 })).status).toBe(201);
      const res = await s.call('aAdmin', 'POST', '/v1/part/', { name, desc: '', ppm: 2 });
      expect(res.status, res.text).toBe(400);
      expect(res.body.detail).toBe(`(name)=(${name}) already exists.`);
      expect(res.body.name).toEqual([res.body.detail]);
      expect(res.text).not.toMatch(/_company_id|_key\b|_check\b|constraint/);
      expect(res.text).not.toContain(`${s.fixture.a.id},`);
    });
  });
}
