import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { citusKeyFaults, companyTables, REFERENCE_TABLES, tableReferences } from '../../tests/support/citus-keys';
import { loadMetadata } from '../graphql/metadata';
import { listMigrations } from './migrate';
import { readCatalog } from '../graphql/pg-catalog';
import { buildTableModels } from '../graphql/table-model';

// Issue 40: Citus shards by _company_id only when it is in every primary and unique key of a company
// table and in every foreign key between two of them (migration 150). Checked on the catalogue the
// migrations make, so a new table or key that forgets it fails here.

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The Citus calls of the README's scale-out section, in order: [function, table]. */
function readmeCalls(): Array<[string, string]> {
  const section = README.split('## When a plant group outgrows one server')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/SELECT (create_reference_table|create_distributed_table)\('(\w+)'(?:, '(\w+)')?\)/g)].map((m) => {
    if (m[1] === 'create_distributed_table' && m[3] !== '_company_id') throw new Error(`${m[2]} is distributed by ${m[3]}, not _company_id`);
    return [m[1], m[2]];
  });
}

class RolledBack extends Error {}

forEachDatabase('Citus-ready keys (issue 40)', (t) => {
  it('every company table has _company_id in its primary and unique keys and in its keys to other company tables', async () => {
    expect(await citusKeyFaults(t.db)).toEqual([]);
  });

  it('names each table that forgets it: keys without the company, a foreign key on the id alone, a table of no company not listed', async () => {
    let faults: string[] = [];
    // In a transaction that is rolled back, so the file's database keeps the product's schema.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.exec(`
          CREATE TABLE probe_parent (id serial PRIMARY KEY, euid text UNIQUE, name text, _company_id integer NOT NULL REFERENCES core_company (id));
          CREATE UNIQUE INDEX probe_parent_name ON probe_parent (lower(name));
          CREATE TABLE probe_child (id serial, parent_id integer REFERENCES probe_parent (id), _company_id integer, PRIMARY KEY (_company_id, id));
          CREATE TABLE probe_loose (id serial PRIMARY KEY);
          CREATE TABLE probe_good (id serial, _company_id integer NOT NULL, entity_id integer NOT NULL, PRIMARY KEY (_company_id, id),
            FOREIGN KEY (_company_id, entity_id) REFERENCES bigbrain_entity (_company_id, id));`);
        faults = await citusKeyFaults(tx);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(faults).toEqual([
      'probe_loose: no _company_id and not a listed reference table',
      'probe_child: foreign key probe_child_parent_id_fkey (parent_id) to probe_parent lacks _company_id on both sides',
      'probe_parent: primary key (id) lacks _company_id',
      'probe_parent: unique key probe_parent_euid_key (euid) lacks _company_id',
      'probe_parent: unique key probe_parent_name ((expression)) lacks _company_id',
    ]);
    expect(await companyTables(t.db)).not.toContain('probe_parent');
  });

  it('a company table whose _company_id may be NULL, and a reference table keyed to a company table, are named too', async () => {
    let faults: string[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        await tx.exec(`
          CREATE TABLE probe_nullable (id serial, _company_id integer, UNIQUE (_company_id, id));
          CREATE TABLE probe_reference (id serial PRIMARY KEY, part_company integer, part_id integer,
            FOREIGN KEY (part_company, part_id) REFERENCES bigbrain_part (_company_id, id));`);
        faults = await citusKeyFaults(tx, { ...REFERENCE_TABLES, probe_reference: 'a test reference table' });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(faults).toEqual([
      'probe_nullable: _company_id may be NULL',
      'probe_reference: reference table with foreign key probe_reference_part_company_part_id_fkey to company table bigbrain_part',
    ]);
  });

  it('every GraphQL relationship between two company tables joins on _company_id as well as the key', async () => {
    const company = new Set(await companyTables(t.db));
    const warnings: string[] = [];
    const models = buildTableModels(loadMetadata(), await readCatalog(t.db), (w) => warnings.push(w));
    const joins = [...models.values()].flatMap((m) =>
      [...m.relationships.values()]
        .filter((r) => company.has(m.name) && company.has(models.get(r.remoteKey)!.name))
        .map((r) => ({ relationship: `${m.name}.${r.name}`, byCompany: r.mapping.some(([l, rc]) => l === '_company_id' && rc === '_company_id') })),
    );
    expect(warnings).toEqual([]);
    expect(joins.length).toBe(12);
    expect(joins.filter((j) => !j.byCompany)).toEqual([]);
  });

  it("the README distributes every company table by _company_id and copies every reference table, each after the tables it keys to", async () => {
    const calls = readmeCalls();
    const reference = calls.filter(([f]) => f === 'create_reference_table').map(([, table]) => table);
    const distributed = calls.filter(([f]) => f === 'create_distributed_table').map(([, table]) => table);
    expect([...reference].sort()).toEqual(Object.keys(REFERENCE_TABLES).sort());
    expect([...distributed].sort()).toEqual(await companyTables(t.db));
    // Reference tables first (distributed tables key to them), and a table after every table it has a foreign key to.
    const order = calls.map(([, table]) => table);
    expect(order).toEqual([...reference, ...distributed]);
    const late = (await tableReferences(t.db)).filter(([from, to]) => order.indexOf(to) > order.indexOf(from));
    expect(late).toEqual([]);
  });
});

// The migration widens keys of tables that hold a plant's data: the rows stay, and the connector
// state it gives a company column takes its source's company.
forEachDatabase(
  'migration 150 keeps the data (issue 40)',
  (t) => {
    it('rows written before it are all there after it; connector state gets its company, job logs keep the rows that name one', async () => {
      const before = listMigrations().filter((m) => m.version < '150');
      const widening = listMigrations().find((m) => m.version === '150')!;
      for (const m of before) await t.db.exec(m.sql);
      await t.db.exec(`
        INSERT INTO core_company (id, euid, name) VALUES (951, 'C951', 'Keys A'), (952, 'C952', 'Keys B');
        INSERT INTO bigbrain_entity (id, euid, name, key, category, parent_id, depth, _company_id) VALUES
          (9510, 'E9510', 'A', 'A', 'COMPANY', NULL, 0, 951), (9511, 'E9511', 'M1', 'M1', 'MACHINE', 9510, 3, 951),
          (9520, 'E9520', 'B', 'B', 'COMPANY', NULL, 0, 952);
        INSERT INTO bigbrain_part (id, name, ppm, _company_id) VALUES (9510, 'P1', 1, 951);
        INSERT INTO bigbrain_operation (id, part_id, name, _company_id) VALUES (9510, 9510, 'OP10', 951);
        INSERT INTO ent_queue (_company_id, entity_id, shift_date, depth) VALUES (951, 9511, '2026-03-02', 3);
        INSERT INTO connector_data_source (id, _company_id, name, kind, url, settings, client_id) VALUES
          (9510, 951, 'line', 'mqtt', 'mqtt://127.0.0.1', '{}', 'c-a'), (9520, 952, 'line', 'mqtt', 'mqtt://127.0.0.1', '{}', 'c-b');
        INSERT INTO connector_machine_state (source_id, machine_key, state) VALUES (9510, 'M1', '{}'), (9520, 'M9', '{}');
        INSERT INTO sch_joblog (_company_id, started, rows) VALUES (951, now(), 3), (NULL, now(), 0);`);
      await t.db.exec(widening.sql);
      const count = async (sql: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;
      expect(await count('bigbrain_entity WHERE _company_id IN (951, 952)')).toBe(3);
      expect(await count('bigbrain_operation o JOIN bigbrain_part p ON p._company_id = o._company_id AND p.id = o.part_id')).toBe(1);
      expect(await count('ent_queue')).toBe(1);
      expect((await t.db.query('SELECT _company_id, source_id, machine_key FROM connector_machine_state ORDER BY 2')).rows).toEqual([
        { _company_id: 951, source_id: 9510, machine_key: 'M1' },
        { _company_id: 952, source_id: 9520, machine_key: 'M9' },
      ]);
      expect((await t.db.query('SELECT _company_id, rows FROM sch_joblog')).rows).toEqual([{ _company_id: 951, rows: 3 }]);
      // A machine can no longer hang under another company's entity: the foreign key carries the company.
      await expect(
        t.db.exec(`INSERT INTO bigbrain_entity (euid, name, key, category, parent_id, depth, _company_id) VALUES ('E9529', 'X', 'X', 'MACHINE', 9510, 3, 952)`),
      ).rejects.toThrow(/foreign key/);
    });
  },
  { migrate: false },
);
