import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { ADMIN_SECRET, FIXTURE_SQL, startGraphqlTestApp, type GraphqlTestApp } from './testing/fixture';

forEachDatabase(
  'graphql permissions',
  (t) => {
    let g: GraphqlTestApp;
    beforeAll(async () => {
      await t.db.exec(FIXTURE_SQL);
      g = await startGraphqlTestApp(t.db);
    });
    afterAll(async () => g.app.close());
    const asB = (query: string) => g.gql(query, { token: 'token-b' });

    it('a user of company B sees only company B rows in a list, even with a where naming company A', async () => {
      const r = await asB('{ gq_machine(where: {_or: [{_company_id: {_eq: 1}}, {id: {_in: [1, 2, 5]}}]}) { id _company_id } }');
      expect(r.data.gq_machine).toEqual([{ id: 5, _company_id: 2 }]);
    });

    it('a user of company B gets null for company A rows by primary key', async () => {
      expect(await asB('{ gq_machine_by_pk(id: 1) { id } }')).toEqual({ data: { gq_machine_by_pk: null } });
    });

    it('a user of company B aggregates only company B rows', async () => {
      const r = await asB('{ gq_event_aggregate { aggregate { count sum { qty } } } }');
      expect(r.data.gq_event_aggregate.aggregate).toEqual({ count: 1, sum: { qty: 1000 } });
    });

    it('relationship filters and nested selections apply the remote table\'s permission too', async () => {
      // Company A's user asks for events whose machine is company B's: nothing, and no B row through nesting.
      const a = await g.gql('{ gq_event(where: {machine: {rate: {_eq: 99}}}) { id } gq_machine(limit: 100) { events(limit: 1000) { _company_id } } }', { token: 'token-a' });
      expect(a.data.gq_event).toEqual([]);
      expect(a.data.gq_machine.flatMap((m: { events: Array<{ _company_id: number }> }) => m.events).every((e: { _company_id: number }) => e._company_id === 1)).toBe(true);
    });

    it('columns outside the role\'s permission are not in its schema', async () => {
      const r = await g.gql('{ gq_event { secret } }', { token: 'token-a' });
      expect(r.errors[0]).toEqual({
        message: "field 'secret' not found in type: 'gq_event'",
        extensions: { path: '$.selectionSet.gq_event.selectionSet.secret', code: 'validation-failed' },
      });
    });

    it('the admin secret gives the unfiltered admin role with every column', async () => {
      const r = await g.gql('{ gq_machine_aggregate { aggregate { count } } gq_event(limit: 1) { secret } }', { headers: { 'x-hasura-admin-secret': ADMIN_SECRET } });
      expect(r.data).toEqual({ gq_machine_aggregate: { aggregate: { count: 5 } }, gq_event: [{ secret: 'hush' }] });
    });

    it('a wrong admin secret is refused with Hasura\'s error', async () => {
      const r = await g.gql('{ gq_machine { id } }', { headers: { 'x-hasura-admin-secret': 'guess' } });
      expect(r).toEqual({ errors: [{ message: 'invalid x-hasura-admin-secret/x-hasura-access-key', extensions: { path: '$', code: 'access-denied' } }] });
    });

    it('a bad token is refused with invalid-jwt and reads nothing', async () => {
      const r = await g.gql('{ gq_machine { id } }', { token: 'forged' });
      expect(r).toEqual({ errors: [{ message: 'Could not verify JWT: JWSError JWSInvalidSignature', extensions: { path: '$', code: 'invalid-jwt' } }] });
    });

    it('a request without a token is refused', async () => {
      const r = await g.gql('{ gq_machine { id } }');
      expect(r.errors[0].extensions.code).toBe('invalid-headers');
    });

    it('a role outside the token\'s allowed roles is refused', async () => {
      const r = await g.gql('{ gq_machine { id } }', { token: 'token-a', headers: { 'x-hasura-role': 'admin' } });
      expect(r).toEqual({ errors: [{ message: 'Your requested role is not in allowed roles', extensions: { path: '$', code: 'access-denied' } }] });
    });

    it('a role without permissions sees no tables', async () => {
      const r = await g.gql('{ gq_machine { id } }', { headers: { 'x-hasura-admin-secret': ADMIN_SECRET, 'x-hasura-role': 'nobody' } });
      expect(r.errors[0].message).toBe("field 'gq_machine' not found in type: 'query_root'");
    });
  },
  { migrate: false },
);
