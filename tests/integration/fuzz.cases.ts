import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

// Bounded so the suite stays a few minutes on 2 cores: runs per property, and a fixed seed per run
// printed by fast-check on failure (replay with FUZZ_SEED).
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const params = { numRuns: RUNS, ...(seed !== undefined ? { seed } : {}), endOnFailure: true } as const;

/** Strings a hostile client sends: unicode, NUL and control characters, SQL and path syntax, very long ones. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '\u0000', "' OR 1=1 --", '../../etc/passwd', '%00', '9999999999', '-1', '1e308', 'NaN', '{}', '[]', 'null', '\uD800', 'x'.repeat(5000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53, -1, 0, true, false, null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const hostileBody = fc.oneof(hostileValue, fc.dictionary(fc.oneof(nasty, fc.constantFrom('name', 'id', 'euid', 'navpreset', 'mapdesign', 'machine', 'average', 'timezone', 'enabled', 'overrides', 'qty', 'ppm')), hostileValue, { maxKeys: 6 }));

async function writeRoutes(s: SecurityServer): Promise<Array<{ method: string; path: string }>> {
  const doc = (await s.call(null, 'GET', '/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  const out: Array<{ method: string; path: string }> = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/v1/') || path.startsWith('/v1/graphql') || path.endsWith('.csv')) continue;
    for (const method of Object.keys(ops)) if (method !== 'get' && method !== 'delete') out.push({ method: method.toUpperCase(), path });
  }
  return out;
}

// A lone surrogate cannot be percent-encoded by any client: it is sent as U+FFFD, as browsers do.
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')));

/** Issue 16, Done means: property-based fuzzing of REST bodies and path parameters and of generated GraphQL queries. */
export function fuzzCases(s: SecurityServer): void {
  describe('issue 16: hostile-input fuzzing (fast-check): no 500, no partial write', () => {
    it(`REST bodies and path parameters of every write route (${RUNS} runs)`, async () => {
      const routes = await writeRoutes(s);
      expect(routes.length).toBeGreaterThan(20);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), hostileBody, nasty, async (route, body, key) => {
          const before = await tableSnapshot(s.db);
          const res = await s.call('aAdmin', route.method, fill(route.path, key), body === undefined ? null : body);
          expect(res.status, `${route.method} ${route.path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) expect(await tableSnapshot(s.db)).toEqual(before);
        }),
        params,
      );
    });

    it(`path parameters of every read route and verb (${RUNS} runs)`, async () => {
      const paths = ['/v1/part/{k}/', '/v1/entity/{k}/', '/v1/entity/{k}/tumor/', '/v1/user/{k}/', '/v1/navutil/nav_state/{k}/', '/v1/plugin_toggle/{k}/', '/v1/metric_setup/{k}/'];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom('GET', 'HEAD', 'OPTIONS'), nasty, fc.dictionary(nasty, nasty, { maxKeys: 3 }), async (path, method, key, query) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          const res = await s.call('aAdmin', method, `${fill(path, key)}${qs ? `?${qs}` : ''}`);
          expect(res.status, `${method} ${path} ${JSON.stringify(key)}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        }),
        params,
      );
    });

    const ops = ['_eq', '_neq', '_gt', '_lt', '_in', '_nin', '_like', '_ilike', '_is_null', '_bogus'];
    const tables = ['bigbrain_part', 'bigbrain_entity', 'bigbrain_inpevent', 'bigbrain_resentity', 'bigbrain_reason', 'nope'];
    const gqlValue = fc.oneof(
      nasty.map((v) => JSON.stringify(v)),
      fc.integer().map(String),
      fc.constantFrom('1e400', '-0', 'null', 'true', '[1, "a"]', '{_eq: 1}', '$v'),
    );
    const where: fc.Arbitrary<string> = fc.letrec<{ w: string }>((tie) => ({
      w: fc.oneof(
        { depthSize: 'small' },
        fc.tuple(fc.constantFrom('id', 'name', 'euid', 'quantity', 'nope'), fc.constantFrom(...ops), gqlValue).map(([c, o, v]) => `{${c}: {${o}: ${v}}}`),
        fc.array(tie('w'), { maxLength: 3 }).map((ws) => `{_and: [${ws.join(', ')}]}`),
        fc.array(tie('w'), { maxLength: 3 }).map((ws) => `{_or: [${ws.join(', ')}]}`),
        tie('w').map((w) => `{_not: ${w}}`),
      ),
    })).w;
    const query = fc
      .tuple(fc.constantFrom(...tables), where, fc.option(fc.integer({ min: -5, max: 2_000_000 })), fc.option(fc.integer({ min: -5, max: 1e9 })), fc.integer({ min: 0, max: 14 }), fc.boolean())
      .map(([t, w, limit, offset, depth, aggregate]) => {
        const args = [`where: ${w}`, limit !== null ? `limit: ${limit}` : '', offset !== null ? `offset: ${offset}` : ''].filter(Boolean).join(', ');
        let inner = t === 'bigbrain_entity' ? '{ euid }' : '{ id }';
        if (t === 'bigbrain_entity') for (let i = 0; i < depth; i++) inner = `{ euid children(limit: 2) ${inner} }`;
        return aggregate ? `{ ${t}_aggregate(${args}) { aggregate { count } } }` : `{ ${t}(${args}) ${inner} }`;
      });

    it(`generated GraphQL queries (${RUNS} runs): Hasura-shaped answers, never an internal error, nothing written`, async () => {
      const before = await tableSnapshot(s.db);
      await fc.assert(
        fc.asyncProperty(query, fc.dictionary(fc.constant('v'), hostileValue, { maxKeys: 1 }), async (q, variables) => {
          const res = await s.graphql('aUser', q, variables);
          expect(res.status, q).toBe(200);
          if (res.body.errors) {
            expect(res.body.errors[0].extensions.code, `${q}: ${JSON.stringify(res.body.errors)}`).not.toBe('unexpected');
            expect(res.body.data).toBeUndefined();
          }
        }),
        params,
      );
      expect(await tableSnapshot(s.db)).toEqual(before);
    });
  });
}
