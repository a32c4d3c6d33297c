import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { FIXTURE_SQL, startGraphqlTestApp, type GraphqlTestApp } from './testing/fixture';

// Queries as company 1's user ('token-a'); the permission tests cover company 2 separately.
forEachDatabase(
  'graphql queries',
  (t) => {
    let g: GraphqlTestApp;
    beforeAll(async () => {
      await t.db.exec(FIXTURE_SQL);
      g = await startGraphqlTestApp(t.db);
    });
    afterAll(async () => g.app.close());
    const q = (query: string, variables?: unknown) => g.gql(query, { token: 'token-a', variables });
    const ids = async (where: string) => (await q(`{ gq_machine(where: ${where}, order_by: {id: asc}) { id } }`)).data.gq_machine.map((r: { id: number }) => r.id);

    it.each([
      ['_eq', '{name: {_eq: "Press 1"}}', [1]],
      ['_neq', '{name: {_neq: "Press 1"}}', [2, 3, 4]],
      ['_gt', '{rate: {_gt: 10.5}}', [2]],
      ['_gte', '{rate: {_gte: 10.5}}', [1, 2]],
      ['_lt', '{rate: {_lt: "10.5"}}', [4]],
      ['_lte', '{day: {_lte: "2024-01-02"}}', [1, 2]],
      ['_in', '{key: {_in: ["P1", "M1"]}}', [1, 4]],
      ['_in with an empty list matches nothing', '{key: {_in: []}}', []],
      ['_nin', '{key: {_nin: ["P1", "M1"]}}', [2]],
      ['_is_null true', '{key: {_is_null: true}}', [3]],
      ['_is_null false', '{key: {_is_null: false}}', [1, 2, 4]],
      ['_like', '{name: {_like: "Press%"}}', [1, 2]],
      ['_nlike', '{name: {_nlike: "Press%"}}', [3, 4]],
      ['_ilike', '{name: {_ilike: "LATHE"}}', [3]],
      ['_nilike', '{name: {_nilike: "%e%"}}', [4]],
      ['_and', '{_and: [{enabled: {_eq: true}}, {rate: {_gt: 6}}]}', [1]],
      ['_or', '{_or: [{id: {_eq: 1}}, {id: {_eq: 4}}]}', [1, 4]],
      ['_not', '{_not: {enabled: {_eq: true}}}', [2]],
      ['an empty _or matches nothing', '{_or: []}', []],
      ['timestamptz _gte', '{started: {_gte: "2024-01-02T00:00:00Z"}}', [2, 4]],
      ['jsonb _contains', '{meta: {_contains: {line: "L1"}}}', [1, 4]],
      ['object relationship filter', '{parent: {name: {_eq: "Press 1"}}}', [2, 3]],
      ['array relationship filter (EXISTS)', '{events: {kind: {_eq: "SCRP"}}}', [1]],
    ])('where operator %s', async (_name, where, expected) => {
      expect(await ids(where)).toEqual(expected);
    });

    it('issue 15: the JSON text PostgreSQL builds is what to_json prints: nulls, NaN and infinities as strings, text with quotes, newlines and control characters escaped', async () => {
      const name = 'Say "hi"\\ \n\t\u0001 é 🙂';
      await t.db.query(`UPDATE gq_machine SET name = $1, rate = 'NaN', started = NULL, meta = NULL WHERE id = 3`, [name]);
      try {
        const r = await q('{ gq_machine_by_pk(id: 3) { name rate started day key meta events(where: {id: {_eq: -1}}) { id } parent { name rate } } }');
        expect(r).toEqual({ data: { gq_machine_by_pk: { name, rate: 'NaN', started: null, day: null, key: null, meta: null, events: [], parent: { name: 'Press 1', rate: 10.5 } } } });
        await t.db.query(`UPDATE gq_machine SET rate = 'Infinity' WHERE id = 3`);
        expect((await q('{ gq_machine_by_pk(id: 3) { rate } }')).data.gq_machine_by_pk.rate).toBe('Infinity');
        expect((await q('{ gq_machine_by_pk(id: 999) { id } }')).data).toEqual({ gq_machine_by_pk: null });
      } finally {
        await t.db.query(`UPDATE gq_machine SET name = 'lathe', rate = NULL WHERE id = 3`);
      }
    });

    it('returns columns with Hasura scalars: numeric as numbers, timestamptz in UTC with +00:00, jsonb as objects', async () => {
      const r = await q('{ gq_machine_by_pk(id: 1) { id name rate started day enabled meta __typename } }');
      expect(r).toEqual({
        data: {
          gq_machine_by_pk: {
            id: 1,
            name: 'Press 1',
            rate: 10.5,
            started: '2024-01-01T07:00:00+00:00',
            day: '2024-01-01',
            enabled: true,
            meta: { line: 'L1' },
            __typename: 'gq_machine',
          },
        },
      });
    });

    it('by_pk answers null for a missing row', async () => {
      expect(await q('{ gq_machine_by_pk(id: 999) { id } }')).toEqual({ data: { gq_machine_by_pk: null } });
    });

    it.each([
      ['asc puts nulls last', '{key: asc}', [4, 1, 2, 3]],
      ['asc_nulls_first', '{key: asc_nulls_first}', [3, 4, 1, 2]],
      ['desc puts nulls first', '{key: desc}', [3, 2, 1, 4]],
      ['desc_nulls_last', '{key: desc_nulls_last}', [2, 1, 4, 3]],
      ['by an object relationship column', '[{parent: {name: desc_nulls_last}}, {id: asc}]', [2, 3, 1, 4]],
      ['by an array relationship count', '[{events_aggregate: {count: desc}}, {id: asc}]', [1, 2, 3, 4]],
    ])('order_by %s', async (_name, orderBy, expected) => {
      const r = await q(`{ gq_machine(order_by: ${orderBy}) { id } }`);
      expect(r.data.gq_machine.map((m: { id: number }) => m.id)).toEqual(expected);
    });

    it('limit and offset page through the ordered rows', async () => {
      const r = await q('{ gq_machine(order_by: {id: asc}, limit: 2, offset: 1) { id } }');
      expect(r.data.gq_machine).toEqual([{ id: 2 }, { id: 3 }]);
    });

    it('issue 15: lists, nested lists and aggregate nodes keep order_by over thousands of rows stored in another order', async () => {
      // qty is a permutation of the ids, so the stored order (by id) is never the requested one.
      const n = 3_000;
      await t.db.query(
        `INSERT INTO gq_event (id, machine_id, kind, qty, _company_id)
         SELECT 1000 + g, 1 + g % 2, 'PROD', (g * 7919) % ${n}, 1 FROM generate_series(1, ${n}) AS g`,
      );
      try {
        const qtys = (rows: Array<{ qty: number }>) => rows.map((r) => r.qty);
        const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
        const descending = (xs: number[]) => ascending([...xs].reverse());
        const r = await q(`{
          all: gq_event(where: {id: {_gt: 1000}}, order_by: {qty: desc}, limit: 5000) { qty }
          page: gq_event(where: {id: {_gt: 1000}}, order_by: [{kind: asc}, {qty: asc}], limit: 2000, offset: 10) { qty }
          gq_machine(where: {id: {_eq: 2}}, limit: 1) { events(where: {id: {_gt: 1000}}, order_by: {qty: asc}, limit: 5000) { qty } }
          gq_event_aggregate(where: {id: {_gt: 1000}}, order_by: {qty: desc}, limit: 2500) { aggregate { count } nodes { qty } }
        }`);
        expect(r.errors).toBeUndefined();
        expect(r.data.all).toHaveLength(n);
        expect(descending(qtys(r.data.all))).toBe(true);
        expect(qtys(r.data.page)).toEqual(qtys(r.data.all).reverse().slice(10, 2010));
        expect(r.data.gq_machine[0].events).toHaveLength(n / 2);
        expect(ascending(qtys(r.data.gq_machine[0].events))).toBe(true);
        expect(r.data.gq_event_aggregate.aggregate.count).toBe(2500);
        expect(qtys(r.data.gq_event_aggregate.nodes)).toEqual(qtys(r.data.all).slice(0, 2500));
      } finally {
        await t.db.query('DELETE FROM gq_event WHERE id > 1000');
      }
    });

    it('distinct_on keeps the first row of each group in order_by order', async () => {
      const r = await q('{ gq_machine(distinct_on: [enabled], order_by: [{enabled: asc}, {rate: desc_nulls_last}]) { id enabled } }');
      expect(r.data.gq_machine).toEqual([
        { id: 2, enabled: false },
        { id: 1, enabled: true },
      ]);
    });

    it('distinct_on columns that do not lead order_by give Hasura\'s error', async () => {
      const r = await q('{ gq_machine(distinct_on: [enabled], order_by: {id: asc}) { id } }');
      expect(r).toEqual({
        errors: [
          {
            message: '"distinct_on" columns must match initial "order_by" columns',
            extensions: { path: '$.selectionSet.gq_machine.args', code: 'validation-failed' },
          },
        ],
      });
    });

    it('aggregates count (with columns and distinct), sum, avg, min, max and nodes over the filtered rows', async () => {
      const r = await q(`{ gq_machine_aggregate(where: {rate: {_is_null: false}}, order_by: {id: asc}) {
        aggregate { count all: count(columns: [key]) keys: count(columns: [key], distinct: true)
                    sum { rate } avg { rate } min { rate started name } max { rate day } }
        nodes { id } } }`);
      expect(r.data.gq_machine_aggregate).toEqual({
        aggregate: {
          count: 3,
          all: 3,
          keys: 3,
          sum: { rate: 35.5 },
          avg: { rate: expect.closeTo(11.8333, 3) },
          min: { rate: 5, started: '2024-01-01T07:00:00+00:00', name: 'Mill' },
          max: { rate: 20, day: '2024-01-03' },
        },
        nodes: [{ id: 1 }, { id: 2 }, { id: 4 }],
      });
    });

    it('aggregate applies limit before aggregating, as Hasura does', async () => {
      const r = await q('{ gq_event_aggregate(order_by: {id: asc}, limit: 2) { aggregate { count sum { qty } } } }');
      expect(r.data.gq_event_aggregate.aggregate).toEqual({ count: 2, sum: { qty: 12 } });
    });

    it('nested object and array relationships select with their own arguments', async () => {
      const r = await q(`{ gq_machine(where: {id: {_eq: 1}}, limit: 10) {
        name
        children(order_by: {id: desc}, limit: 1) { id parent { name } }
        events(where: {kind: {_eq: "PROD"}}, limit: 100) { qty machine { key } }
        events_aggregate { aggregate { count } }
      } }`);
      expect(r.data.gq_machine).toEqual([
        {
          name: 'Press 1',
          children: [{ id: 3, parent: { name: 'Press 1' } }],
          events: [{ qty: 10, machine: { key: 'P1' } }],
          events_aggregate: { aggregate: { count: 2 } },
        },
      ]);
    });

    it('issue 15: object relationships through a foreign key are plain joins: null when the row is missing or another company\'s, nested ones through them null too, rows never repeated', async () => {
      await t.db.query('UPDATE gq_machine SET parent_id = 5 WHERE id = 4');
      try {
        const r = await q(`{ gq_event(order_by: {id: asc}) { id machine { name parent { name parent { name } } } } }`);
        expect(r.data.gq_event).toEqual([
          { id: 1, machine: { name: 'Press 1', parent: null } },
          { id: 2, machine: { name: 'Press 1', parent: null } },
          { id: 3, machine: { name: 'Press 2', parent: { name: 'Press 1', parent: null } } },
          { id: 4, machine: { name: 'lathe', parent: { name: 'Press 1', parent: null } } },
        ]);
        // Machine 4's parent is company 2's machine 5: invisible to company 1.
        expect((await q('{ gq_machine_by_pk(id: 4) { name parent { name } } }')).data).toEqual({ gq_machine_by_pk: { name: 'Mill', parent: null } });
        const counted = await q('{ gq_machine_aggregate(where: {parent: {id: {_is_null: false}}}) { aggregate { count } nodes { parent { id } } } }');
        expect(counted.data.gq_machine_aggregate).toEqual({ aggregate: { count: 2 }, nodes: [{ parent: { id: 1 } }, { parent: { id: 1 } }] });
      } finally {
        await t.db.query('UPDATE gq_machine SET parent_id = NULL WHERE id = 4');
      }
    });

    it('variables, aliases and fragments work as in GraphQL', async () => {
      const r = await q(
        `query M($keys: [String!], $n: Int) { first: gq_machine(where: {key: {_in: $keys}}, order_by: {id: asc}, limit: $n) { ...F } }
         fragment F on gq_machine { id label: name }`,
        { keys: ['P1', 'P2'], n: 1 },
      );
      expect(r).toEqual({ data: { first: [{ id: 1, label: 'Press 1' }] } });
    });

    it('several root fields compile into one answer', async () => {
      const r = await q('{ a: gq_machine_by_pk(id: 2) { id } b: gq_event_aggregate { aggregate { count } } __typename }');
      expect(r).toEqual({ data: { a: { id: 2 }, b: { aggregate: { count: 4 } }, __typename: 'query_root' } });
    });

    it('issue 15: requests that differ only in their root names, sent at once, are each answered under their own names', async () => {
      // Identical statements waiting for a connection run once (shared-waits.ts); the rows they share are joined per request's names.
      const names = ['first', 'second', 'third'];
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => q(`{ ${names[i % 3]}: gq_machine(order_by: {id: asc}) { id } }`)));
      answers.forEach((r, i) => expect(r).toEqual({ data: { [names[i % 3]!]: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] } }));
    });

    it.each([
      ['an unknown root field', '{ nope { id } }', "field 'nope' not found in type: 'query_root'", '$.selectionSet.nope'],
      ['an unknown column', '{ gq_machine { id colour } }', "field 'colour' not found in type: 'gq_machine'", '$.selectionSet.gq_machine.selectionSet.colour'],
      ['an unknown argument', '{ gq_machine(colour: 1) { id } }', "'gq_machine' has no argument named 'colour'", '$.selectionSet.gq_machine'],
      ['a missing selection set', '{ gq_machine }', "missing selection set for 'gq_machine'", '$.selectionSet.gq_machine.selectionSet'],
      ['a syntax error', '{ gq_machine { id }', 'not a valid graphql query', '$.query'],
      ['a mutation', 'mutation { x }', 'no mutations exist', '$'],
    ])('a malformed query (%s) gives the Hasura error shape', async (_name, query, message, path) => {
      expect(await q(query)).toEqual({ errors: [{ message, extensions: { path, code: 'validation-failed' } }] });
    });

    it('a batch (an array of requests) is answered with an array of responses in its order, errors in place', async () => {
      const payload = JSON.stringify([{ query: '{ gq_machine_by_pk(id: 2) { id } }' }, { query: '{ nope { id } }' }, 'not a request']);
      const res = await g.app.inject({ method: 'POST', url: '/v1/graphql', headers: { 'content-type': 'application/json', authorization: 'Bearer token-a' }, payload });
      const [first, second, third] = res.json();
      expect(first).toEqual({ data: { gq_machine_by_pk: { id: 2 } } });
      expect(second.errors[0].extensions.code).toBe('validation-failed');
      expect(third.errors[0].message).toBe('When parsing the request body: expected an object');
    });

    it('a body that is not JSON is answered with HTTP 200 and invalid-json', async () => {
      const res = await g.app.inject({ method: 'POST', url: '/v1/graphql', headers: { 'content-type': 'application/json', authorization: 'Bearer token-a' }, payload: '{not json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().errors[0].extensions.code).toBe('invalid-json');
    });

    it('a value of the wrong type is a validation error, not a database error', async () => {
      const r = await q('{ gq_machine(where: {id: {_eq: "one"}}) { id } }');
      expect(r.errors[0].extensions.code).toBe('validation-failed');
    });

    it.each([
      ["a quote in a value", `{name: {_eq: "x' OR '1'='1"}}`],
      ['a statement in a value', `{name: {_like: "%'; DROP TABLE gq_machine; --"}}`],
      ['a quote in a numeric value', `{rate: {_eq: "1); DROP TABLE gq_machine; --"}}`],
    ])('SQL injection in values fails safely (%s)', async (_name, where) => {
      const r = await q(`{ gq_machine(where: ${where}) { id } }`);
      expect(r.data?.gq_machine ?? []).toEqual([]);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gq_machine');
      expect(rows[0]!.n).toBe(5);
    });

    it('SQL injection in names fails safely: names must be in the schema', async () => {
      const r = await q('{ gq_machine(order_by: {"id; DROP TABLE gq_machine": asc}) { id } }');
      expect(r.errors[0].extensions.code).toBe('validation-failed');
      const r2 = await q('{ gq_machine { id } }', undefined);
      expect(r2.data.gq_machine).toHaveLength(4);
    });

    it('a tracked table missing from the database is skipped with a warning', () => {
      expect(g.warnings.some((w) => w.includes('gq_not_created'))).toBe(true);
    });

    it('GET with query parameters answers like POST', async () => {
      const res = await g.app.inject({
        method: 'GET',
        url: `/v1/graphql?query=${encodeURIComponent('{ gq_machine_by_pk(id: 4) { name } }')}`,
        headers: { authorization: 'Bearer token-a' },
      });
      expect(res.json()).toEqual({ data: { gq_machine_by_pk: { name: 'Mill' } } });
    });
  },
  { migrate: false },
);
