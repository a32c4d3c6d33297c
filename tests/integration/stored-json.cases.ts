import { describe, expect, it } from 'vitest';
import { STORED_JSON_MAX_DEPTH, tooDeep } from '../../core/forms';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

/** The issue's value: an object nested 2,600 deep, as JSON text (built without recursion). */
export const deepJson = (levels = 2_600) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepValue = (levels = 2_600) => JSON.parse(deepJson(levels)) as Record<string, unknown>;

/** Issue 34 §5: bounded nesting of every stored JSON, and a stored value never breaks a list for others. */
export function storedJsonCases(s: SecurityServer, warnings: readonly string[]): void {
  describe('issue 34 §5: every stored JSON value is bounded in nesting, with a clear 400', () => {
    const writes: Array<[string, string, string, () => unknown, string]> = [
      ['a preset nested 2,600 deep (create_preset)', 'POST', '/v1/navpreset/create_preset/', () => ({ navpreset: { name: `Deep ${Date.now()}`, navstate: deepValue() } }), 'The saved state'],
      ['a map design nested 2,600 deep (create_preset)', 'POST', '/v1/mapdesign/create_preset/', () => ({ mapdesign: { name: `Deep map ${Date.now()}`, design: deepValue() } }), 'The saved state'],
      ['a shared navigation state nested 200 deep (save_navstate, a URL)', 'GET', `/v1/navutil/nav_state/save_navstate/?companyAndState=${encodeURIComponent(`{"name":"deep","navState":${deepJson(200)}}`)}`, () => undefined, 'navState'],
    ];
    it.each(writes)('%s: 400 naming the bound, nothing written', async (_name, method, path, body, label) => {
      const before = await tableSnapshot(s.db);
      const res = await s.call('aAdmin', method, path, body());
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain(tooDeep(label, STORED_JSON_MAX_DEPTH));
      expect(await tableSnapshot(s.db)).toEqual(before);
    });

    it(`an update to a state nested ${STORED_JSON_MAX_DEPTH + 1} deep is refused too; ${STORED_JSON_MAX_DEPTH} levels are kept`, async () => {
      const created = await s.call('aAdmin', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: `Bounded ${Date.now()}`, navstate: { mode: 'graph' } } });
      expect(created.status, created.text).toBe(200);
      const euid = (created.body as Array<{ euid: string; name: string }>).find((p) => p.name.startsWith('Bounded '))!.euid;
      const tooDeepState = await s.call('aAdmin', 'POST', '/v1/navpreset/update_preset/', { navpreset: { euid, navstate: deepValue(STORED_JSON_MAX_DEPTH + 1) } });
      expect(tooDeepState.status).toBe(400);
      const atBound = await s.call('aAdmin', 'POST', '/v1/navpreset/update_preset/', { navpreset: { euid, navstate: deepValue(STORED_JSON_MAX_DEPTH) } });
      expect(atBound.status, atBound.text).toBe(200);
    });
  });

  describe('issue 34 §5: a stored value that cannot be answered is skipped and reported; the list answers 200', () => {
    it("a public preset nested 2,600 deep (written by SQL, as before the bound) leaves every user's list working", async () => {
      const name = `Public fine ${Date.now()}`;
      const created = await s.call('aAdmin', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name, navstate: { mode: 'graph' }, public: true } });
      expect(created.status, created.text).toBe(200);
      const fineEuid = (created.body as Array<{ euid: string; name: string }>).find((p) => p.name === name)!.euid;
      const { rows } = await s.db.query<{ euid: string }>(
        `INSERT INTO nav_navpreset (name, "desc", author_id, navstate, "default", public, _company_id)
         SELECT 'Broken deep preset', '', u.id, $1::jsonb, false, true, u._company_id FROM core_user u WHERE u.email = $2 RETURNING euid::text AS euid`,
        [deepJson(), s.fixture.users.aAdmin.email],
      );
      const brokenEuid = rows[0]!.euid;
      for (const who of ['aUser', 'aManager', 'aDemo'] as const) {
        const res = await s.call(who, 'POST', '/v1/navpreset/get_presets/', { navpreset: null });
        expect(res.status, `${who}: ${res.text.slice(0, 200)}`).toBe(200);
        const euids = (res.body as Array<{ euid: string }>).map((p) => p.euid);
        expect(euids).not.toContain(brokenEuid);
        expect(euids).toContain(fineEuid);
      }
      expect(warnings.some((w) => w.includes(brokenEuid))).toBe(true);
      // Gone again: the other cases' table snapshots read every row as an object.
      await s.db.query('DELETE FROM nav_navpreset WHERE euid = $1::uuid', [brokenEuid]);
    });

    it('a shared navigation state nested 2,600 deep answers 404 and is reported, without hanging', async () => {
      const { rows } = await s.db.query<{ id: string }>(`INSERT INTO nav_sharedstate (name, navstate, _company_id) VALUES ('deep', $1::jsonb, $2) RETURNING id::text AS id`, [deepJson(), s.fixture.a.id]);
      const res = await s.call('aUser', 'GET', `/v1/navutil/nav_state/${rows[0]!.id}/`);
      expect(res.status).toBe(404);
      expect(warnings.some((w) => w.includes(rows[0]!.id))).toBe(true);
      await s.db.query('DELETE FROM nav_sharedstate WHERE id = $1::uuid', [rows[0]!.id]);
    });
  });
}
