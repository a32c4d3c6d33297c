import { describe, expect, it } from 'vitest';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

interface BadWrite {
  name: string;
  method: string;
  path: (s: SecurityServer) => Promise<string> | string;
  /** A string is sent as it is (with the content type below); anything else as JSON. */
  body: unknown;
  /** When the body needs a row of the fixture (so that only the named field is wrong). */
  bodyFor?: (s: SecurityServer) => unknown;
  contentType?: string;
  /** The field the error must name, or 'detail' for whole-body errors. */
  field: string;
}

const firstId = async (s: SecurityServer, table: string) =>
  (await s.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE _company_id = $1 ORDER BY id LIMIT 1`, [s.fixture.a.id])).rows[0]!.id;

const BAD_WRITES: BadWrite[] = [
  { name: 'a part with a rate that is not a number', method: 'POST', path: () => '/v1/part/', body: { name: 'P', desc: '', ppm: 'fast' }, field: 'ppm' },
  { name: 'a part without its name', method: 'POST', path: () => '/v1/part/', body: { desc: '', ppm: 2 }, field: 'name' },
  { name: 'a part with a 10000-character name', method: 'POST', path: () => '/v1/part/', body: { name: 'x'.repeat(10_000), desc: '', ppm: 2 }, field: 'name' },
  { name: 'a part as a body that is not JSON', method: 'POST', path: () => '/v1/part/', body: '{"name": "P", ppm: ', contentType: 'application/json', field: 'detail' },
  { name: 'a reason of an unknown kind', method: 'POST', path: () => '/v1/reason/', body: { kind: 'coffee', name: 'R', desc: '' }, field: 'kind' },
  { name: 'a shift starting at 25:99', method: 'PUT', path: async (s) => `/v1/shift/${await firstId(s, 'bigbrain_shift')}/`, body: { name: 'Day', color: null, start_time: '25:99', end_time: '15:00', position: 1 }, field: 'start_time' },
  { name: 'a location key of 500 characters', method: 'PATCH', path: async (s) => `/v1/location/${await firstId(s, 'bigbrain_inplocation')}/`, body: { key: 'K'.repeat(500) }, field: 'key' },
  { name: 'inventory with a quantity that is an object', method: 'POST', path: () => '/v1/inventory/', body: { part_name: 'P', location_key: 'L', qty: { n: 1 } }, field: 'qty' },
  { name: 'a bulk update that is not a list', method: 'PUT', path: () => '/v1/part/', body: { id: 1, name: 'P' }, field: 'non_field_errors' },
  { name: 'a preset named with a number', method: 'POST', path: () => '/v1/navpreset/create_preset/', body: { navpreset: { name: 42, navstate: {} } }, field: 'navpreset.name' },
  { name: 'a preset whose state is a list', method: 'POST', path: () => '/v1/navpreset/create_preset/', body: { navpreset: { name: 'N', navstate: [1, 2] } }, field: 'navpreset.navstate' },
  { name: 'a timeline average of zero minutes', method: 'POST', path: () => '/v1/navutil/xelp/set_plex/', body: null, bodyFor: (s) => ({ machine: s.fixture.a.machineEuid, task: '', average: 0 }), field: 'average' },
  { name: 'a plugin toggle with a non-boolean', method: 'PUT', path: () => '/v1/plugin_toggle/explorer-map/', body: { enabled: 'perhaps' }, field: 'enabled' },
  { name: 'a plugin id that is not kebab-case', method: 'PUT', path: () => '/v1/plugin_toggle/Not_A_Plugin/', body: { enabled: true }, field: 'plugin_id' },
];

export function malformedInputCases(server: SecurityServer): void {
  describe('Malformed input gets a clear error and writes nothing', () => {
    it.each(BAD_WRITES)('REST: $name -> 400 naming $field, tables unchanged', async (w) => {
      const before = await tableSnapshot(server.db);
      const res = await server.call('aAdmin', w.method, await w.path(server), w.bodyFor ? w.bodyFor(server) : w.body, w.contentType ? { 'content-type': w.contentType } : {});
      expect(res.status, res.text).toBe(400);
      if (w.field === 'detail') expect(typeof res.body.detail).toBe('string');
      else {
        expect(Object.keys(res.body)).toContain(w.field);
        expect(res.body[w.field][0]).toEqual(expect.any(String));
      }
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it('a shared state link whose companyAndState is not JSON is refused with 400 and stores nothing', async () => {
      const before = await tableSnapshot(server.db, ['nav_sharedstate']);
      const res = await server.call('aAdmin', 'GET', '/v1/navutil/nav_state/save_navstate/?companyAndState=%7Bnot-json');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ companyAndState: ['companyAndState must be JSON'] });
      expect(await tableSnapshot(server.db, ['nav_sharedstate'])).toEqual(before);
    });

    it("GraphQL: a body that is not JSON gets Hasura's invalid-json error", async () => {
      const res = await fetch(`${server.url}/v1/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.tokens.aAdmin.accessToken}`, 'content-type': 'application/json' },
        body: '{"query": ',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ errors: [{ message: 'Error in $: Failed reading: not a valid json value', extensions: { path: '$', code: 'invalid-json' } }] });
    });

    it.each([
      ['a syntax error', '{ bigbrain_entity { euid '],
      ['an unknown root field', '{ core_user { email password_hash } }'],
      ['an unknown column', '{ bigbrain_entity { euid password } }'],
      ['a mutation', 'mutation { delete_bigbrain_part(where: {}) { affected_rows } }'],
      ['a where on an unknown operator', '{ bigbrain_part(where: {name: {_bogus: "x"}}) { name } }'],
    ])("GraphQL: %s gets Hasura's error shape and no data", async (_name, query) => {
      const before = await tableSnapshot(server.db);
      const { status, body } = await server.graphql('aAdmin', query);
      expect(status).toBe(200);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([{ message: expect.any(String), extensions: { path: expect.stringMatching(/^\$/), code: expect.any(String) } }]);
      expect(['validation-failed', 'parse-failed']).toContain(body.errors[0].extensions.code);
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it('GraphQL: a variable of the wrong type is refused with validation-failed', async () => {
      const { body } = await server.graphql('aAdmin', 'query ($c: Int!, $id: Int!) { bigbrain_part_by_pk(_company_id: $c, id: $id) { name } }', { c: server.fixture.a.id, id: 'one' });
      expect(body.data).toBeUndefined();
      expect(body.errors[0].extensions.code).toBe('validation-failed');
    });
  });
}
