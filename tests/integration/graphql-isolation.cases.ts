import { describe, expect, it } from 'vitest';
import { B_MARK } from './security-fixture';
import type { SecurityServer } from './security-server';

const count = async (server: SecurityServer, table: string, companyId: number) =>
  Number((await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE _company_id = $1`, [companyId])).rows[0]!.n);

export function graphqlIsolationCases(server: SecurityServer): void {
  describe('GraphQL: company A never gets a row of company B', () => {
    it("bigbrain_entity and bigbrain_resentity list only A's rows, even with a where naming B's company and rows", async () => {
      const { fixture } = server;
      const { status, body } = await server.graphql(
        'aAdmin',
        `query ($b: Int!, $euids: [String!]) {
           bigbrain_entity(where: {_or: [{_company_id: {_eq: $b}}, {euid: {_in: $euids}}, {id: {_gte: 0}}]}) { euid _company_id }
           bigbrain_resentity(where: {_or: [{_company_id: {_eq: $b}}, {id: {_gte: 0}}]}) { id _company_id }
         }`,
        { b: fixture.b.id, euids: fixture.b.entityEuids },
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.bigbrain_entity.map((e: { euid: string }) => e.euid).sort()).toEqual([...fixture.a.entityEuids].sort());
      expect(body.data.bigbrain_resentity.length).toBeGreaterThan(0);
      for (const row of [...body.data.bigbrain_entity, ...body.data.bigbrain_resentity]) expect(row._company_id).toBe(fixture.a.id);
    });

    it("B's rows by primary key are null for A", async () => {
      const { fixture } = server;
      const { body } = await server.graphql(
        'aAdmin',
        `query ($c: Int!, $e: Int!, $r: bigint!, $p: Int!, $l: Int!) {
           bigbrain_entity_by_pk(_company_id: $c, id: $e) { euid }
           bigbrain_resentity_by_pk(_company_id: $c, id: $r) { id }
           bigbrain_part_by_pk(_company_id: $c, id: $p) { name }
           bigbrain_inplocation_by_pk(_company_id: $c, id: $l) { name }
         }`,
        { c: fixture.b.id, e: fixture.b.machineId, r: fixture.b.resentityId, p: fixture.b.partId, l: fixture.b.locationId },
      );
      expect(body).toEqual({ data: { bigbrain_entity_by_pk: null, bigbrain_resentity_by_pk: null, bigbrain_part_by_pk: null, bigbrain_inplocation_by_pk: null } });
    });

    it("a row of A cannot point at a row of B (issue 40): the database refuses each link a relationship could follow", async () => {
      const { fixture } = server;
      const links: Array<[string, unknown[]]> = [
        [`INSERT INTO bigbrain_entity (euid, name, key, category, parent_id, depth, _company_id) VALUES ('MXLINK', 'x', 'X-LINK', 'MACHINE', $1, 3, $2)`, [fixture.a.areaId, fixture.b.id]],
        [`INSERT INTO bigbrain_operation (part_id, name, _company_id) VALUES ($1, 'OP-X', $2)`, [fixture.b.partId, fixture.a.id]],
        [`UPDATE bigbrain_resentity SET entity_id = $1 WHERE id = $2`, [fixture.a.machineId, fixture.b.resentityId]],
        [`INSERT INTO bigbrain_machinepart (machine_id, part_id, ppm, _company_id) VALUES ($1, $2, 1, $3)`, [fixture.b.machineId, fixture.a.partId, fixture.a.id]],
      ];
      for (const [sql, params] of links) await expect(server.db.query(sql, params)).rejects.toThrow(/violates foreign key constraint/);
    });

    it("nested selections and relationship filters never reach B's rows", async () => {
      const { fixture } = server;
      const { body } = await server.graphql(
        'aAdmin',
        `query ($m: String!) {
           bigbrain_entity(limit: 1000) { euid children(limit: 100) { euid } results(limit: 1000) { _company_id } parent { euid } }
           bigbrain_resentity(where: {entity: {euid: {_eq: $m}}}) { id }
           bigbrain_part(limit: 1000) { name operations(limit: 100) { name } }
         }`,
        { m: fixture.b.machineEuid },
      );
      expect(body.errors).toBeUndefined();
      const text = JSON.stringify(body.data);
      for (const euid of fixture.b.entityEuids) expect(text).not.toContain(euid);
      expect(text).not.toContain(B_MARK);
      expect(body.data.bigbrain_resentity).toEqual([]);
      const results = body.data.bigbrain_entity.flatMap((e: { results: Array<{ _company_id: number }> }) => e.results);
      expect(results.every((r: { _company_id: number }) => r._company_id === fixture.a.id)).toBe(true);
    });

    it("an array relationship's aggregate counts only A's rows", async () => {
      const { fixture } = server;
      const { body } = await server.graphql(
        'aAdmin',
        `query ($m: String!, $c: Int!, $p: Int!) {
           bigbrain_entity(where: {euid: {_eq: $m}}) { results_aggregate { aggregate { count } } }
           bigbrain_part_by_pk(_company_id: $c, id: $p) { operations_aggregate { aggregate { count } } operations { name } }
         }`,
        { m: fixture.a.machineEuid, c: fixture.a.id, p: fixture.a.partId },
      );
      expect(body.errors).toBeUndefined();
      const own = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id WHERE e.euid = $1 AND r._company_id = $2', [fixture.a.machineEuid, fixture.a.id]);
      expect(body.data.bigbrain_entity).toEqual([{ results_aggregate: { aggregate: { count: own.rows[0]!.n } } }]);
      const ops = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bigbrain_operation WHERE part_id = $1 AND _company_id = $2', [fixture.a.partId, fixture.a.id]);
      expect(body.data.bigbrain_part_by_pk.operations_aggregate.aggregate.count).toBe(ops.rows[0]!.n);
      expect(JSON.stringify(body.data)).not.toContain(B_MARK);
    });

    it("aggregates count only A's rows", async () => {
      const { fixture } = server;
      const { body } = await server.graphql(
        'aAdmin',
        `{ bigbrain_entity_aggregate { aggregate { count } }
           bigbrain_resentity_aggregate { aggregate { count sum { units_produced } } }
           bigbrain_part_aggregate { aggregate { count } }
           bigbrain_inpinventory_aggregate { aggregate { count } } }`,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.bigbrain_entity_aggregate.aggregate.count).toBe(await count(server, 'bigbrain_entity', fixture.a.id));
      expect(body.data.bigbrain_resentity_aggregate.aggregate.count).toBe(await count(server, 'bigbrain_resentity', fixture.a.id));
      expect(Number(body.data.bigbrain_resentity_aggregate.aggregate.sum.units_produced)).toBe(1000 * (await count(server, 'bigbrain_resentity', fixture.a.id)));
      expect(body.data.bigbrain_part_aggregate.aggregate.count).toBe(await count(server, 'bigbrain_part', fixture.a.id));
      expect(body.data.bigbrain_inpinventory_aggregate.aggregate.count).toBe(await count(server, 'bigbrain_inpinventory', fixture.a.id));
    });

    it("the customer company's own tables answer nothing to the demo plant's user, and its own rows to its admin", async () => {
      const query = '{ core2_mrp_aggregate { aggregate { count } } }';
      const a = await server.graphql('aAdmin', query);
      expect(a.body).toEqual({ data: { core2_mrp_aggregate: { aggregate: { count: 0 } } } });
      const b = await server.graphql('bAdmin', query);
      expect(b.body.data.core2_mrp_aggregate.aggregate.count).toBe(await count(server, 'core2_mrp', server.fixture.b.id));
      expect(b.body.data.core2_mrp_aggregate.aggregate.count).toBeGreaterThan(0);
    });

    it.each([
      ['an admin secret header (none is configured)', { 'x-hasura-admin-secret': '' }, 'access-denied', 'invalid x-hasura-admin-secret/x-hasura-access-key'],
      ["a role outside the token's allowed roles", { 'x-hasura-role': 'admin' }, 'access-denied', 'Your requested role is not in allowed roles'],
    ])("A's token with %s is refused with Hasura's error and no data", async (_name, headers, code, message) => {
      const res = await fetch(`${server.url}/v1/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.tokens.aAdmin.accessToken}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ bigbrain_part { name } }' }),
      });
      expect(await res.json()).toEqual({ errors: [{ message, extensions: { path: '$', code } }] });
    });

    it('a client-chosen x-hasura-company-id header cannot widen the filter', async () => {
      const res = await fetch(`${server.url}/v1/graphql`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.tokens.aAdmin.accessToken}`,
          'x-hasura-company-id': String(server.fixture.b.id),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ query: '{ bigbrain_part(where: {_company_id: {_neq: 0}}) { _company_id name } }' }),
      });
      const body = (await res.json()) as { data?: { bigbrain_part: Array<{ _company_id: number; name: string }> } };
      expect(body.data!.bigbrain_part.length).toBeGreaterThan(0);
      expect(body.data!.bigbrain_part.every((p) => p._company_id === server.fixture.a.id)).toBe(true);
    });
  });
}
