import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SystemClock } from '../../core/platform';
import { COMPANY_NAME_TAKEN } from '../../server/company/company-routes';
import { createInvitation } from '../../server/company/invitations';
import { defaultCustomerNames } from '../../server/demo';
import { SIGN_IN_ERRORS } from '../../server/identity/interaction-routes';
import { TestSocket } from '../../server/sockets/socket-test-client';
import { openSignInPage, postForm } from '../support/oidc-login';
import { addCompanyAUser, signIn } from './account-users';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

/** A GET whose path is sent byte for byte (fetch would percent-encode the quotes and brackets). */
function rawGet(s: SecurityServer, path: string): Promise<{ status: number; text: string }> {
  const u = new URL(s.url);
  return new Promise((done, fail) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Issue 34 §6: the smaller leaks. */
export function smallLeakCases(s: SecurityServer, adminSecret: string): void {
  describe('issue 34 §6: the invitation page escapes the request address', () => {
    it('a script in the query of an invitation link is written as text, not markup', async () => {
      const userId = (await s.db.query<{ id: number }>(
        `INSERT INTO core_user (euid, email, role, status, _company_id) VALUES ($1, $2, 'USER', 'INVITED', $3) RETURNING id`,
        [randomUUID(), `invited-${randomUUID().slice(0, 8)}@demo-plant.test`, s.fixture.a.id],
      )).rows[0]!.id;
      const token = await createInvitation(s.db, new SystemClock(), userId, null);
      const page = await rawGet(s, `/identity/invite/${token}?x="><script>alert(1)</script>`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('<script>alert(1)</script>');
      expect(page.text).toContain('&lt;script&gt;');
    });
  });

  describe("issue 34 §6: invitation and sign-up do not reveal another company's accounts", () => {
    it("inviting another company's e-mail answers as a new invitation does, and writes nothing", async () => {
      const fresh = await s.call('aAdmin', 'POST', '/v1/company/users/invite/', { email: `fresh-${randomUUID().slice(0, 8)}@elsewhere.test`, role: 'USER' });
      const before = await tableSnapshot(s.db);
      const taken = await s.call('aAdmin', 'POST', '/v1/company/users/invite/', { email: s.fixture.users.bAdmin.email, role: 'USER' });
      expect(await tableSnapshot(s.db)).toEqual(before);
      expect(taken.status).toBe(fresh.status);
      expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(taken.body).toMatchObject({ email: s.fixture.users.bAdmin.email, status: 'INVITED', first_name: '', last_name: '' });
      // The admin's own company's user is on the admin's own list: that one may still be named.
      expect((await s.call('aAdmin', 'POST', '/v1/company/users/invite/', { email: s.fixture.users.aUser.email, role: 'USER' })).status).toBe(409);
    });

    it("sign-up with another company's e-mail gets the same refusal as any, which does not say the address has an account", async () => {
      const { url, jar } = await openSignInPage(s.url);
      const res = await postForm(jar, `${url}/signup`, { first_name: 'Mallory', last_name: 'Copy', email: s.fixture.users.bAdmin.email.toUpperCase(), password: 'mallory-Pass-1' });
      const html = await res.text();
      expect(res.status).toBe(400);
      expect(html).toContain(SIGN_IN_ERRORS.signupRefused.replace(/'/g, '&#39;'));
      expect(html).not.toMatch(/already exists/i);
    });
  });

  describe('issue 34 §6: company names are compared after Unicode NFKC and white-space normalisation', () => {
    const coating = defaultCustomerNames().coating; // 'CorrChoice Coatings', a customer company of this fixture
    const lookAlikes = [
      ['a no-break space', coating.replace(' ', '\u00a0')],
      ['a zero-width space and doubled spaces', `  ${coating.replace(' ', '\u200b  ')} `],
      ['full-width letters', coating.replace('C', '\uff23')],
    ];

    it.each(lookAlikes)('creating a company named with %s as the customer is refused (409)', async (_what, name) => {
      const u = await addCompanyAUser(s, 'founder');
      await s.db.query('UPDATE core_user SET _company_id = NULL WHERE euid = $1', [u.euid]);
      const tokens = await signIn(s, u);
      const before = await tableSnapshot(s.db);
      const res = await s.call({ raw: tokens.accessToken }, 'POST', '/v1/company/init/', { name, industry: 'metals' });
      expect(res.status, res.text).toBe(409);
      expect(res.body.name).toEqual([COMPANY_NAME_TAKEN]);
      expect(await tableSnapshot(s.db)).toEqual(before);
    });

    it("renaming a company to a look-alike of another's name is refused; a name's spaces are stored normalised", async () => {
      const [, noBreak] = lookAlikes[0]!;
      const company = (await s.call('bAdmin', 'GET', '/v1/company/')).body as { name: string; desc: string; industry: string; timezone: string };
      const rename = (name: string) => s.call('bAdmin', 'PUT', '/v1/company/', { name, desc: company.desc, industry: company.industry, timezone: company.timezone });
      expect((await rename(noBreak!)).status).toBe(409);
      const spaced = await rename(`  ${company.name}\u00a0\u00a0Works\u200b  `);
      expect(spaced.status, spaced.text).toBe(200);
      expect(spaced.body.name).toBe(`${company.name} Works`);
      expect((await rename(company.name)).status).toBe(200);
    });
  });

  describe("issue 34 §6: the live socket's display name comes from the token's user", () => {
    it('a hello claiming another name joins under the user\'s own name', async () => {
      const user = s.fixture.users.aManager;
      const live = await TestSocket.open(`${s.url.replace(/^http/, 'ws')}/ws/live/`);
      const tab = `tab-${randomUUID()}`;
      live.send({ tab_id: tab, user_id: 'x', username: 'Alex Morgan (Admin)', email: 'admin@oee-demo.example.com', company_euid: s.fixture.a.euid, session_id: 's', location: '/', token: s.tokens.aManager.accessToken });
      await live.next((m) => m.type === 'JOINED');
      const { rows } = await s.db.query<{ username: string; email: string }>('SELECT username, email FROM live_presence WHERE tab_id = $1', [tab]);
      await live.close();
      expect(rows).toEqual([{ username: `${user.firstName} ${user.lastName}`, email: user.email }]);
    });
  });

  describe('issue 34 §6: GraphQL introspection is off for non-admin roles by default, as Hasura allows', () => {
    const introspect = '{ __schema { queryType { name } } }';
    it('a signed-in user is answered as Hasura answers a role without introspection', async () => {
      for (const who of ['aAdmin', 'aDemo'] as const) {
        const res = await s.graphql(who, introspect);
        expect(res.body).toEqual({ errors: [{ message: "field '__schema' not found in type: 'query_root'", extensions: { path: '$.selectionSet.__schema', code: 'validation-failed' } }] });
      }
      expect((await s.graphql('aDemo', '{ __type(name: "bigbrain_part") { name } }')).body.errors[0].message).toContain("'__type' not found");
      // __typename is not introspection of the schema: clients add it to every query.
      expect((await s.graphql('aDemo', '{ __typename }')).body).toEqual({ data: { __typename: 'query_root' } });
    });

    it('the admin secret still introspects', async () => {
      const res = await fetch(`${s.url}/v1/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': adminSecret }, body: JSON.stringify({ query: introspect }) });
      expect(await res.json()).toEqual({ data: { __schema: { queryType: { name: 'query_root' } } } });
    });
  });
}
