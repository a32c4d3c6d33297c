import { describe, expect, it } from 'vitest';
import { loadMetadata, parseMetadata, tableKey } from './metadata';

describe('Hasura metadata', () => {
  it('reads the product metadata: every table has a user permission filtering _company_id by X-Hasura-Company-Id', () => {
    const tables = loadMetadata().sources[0]!.tables;
    expect(tables.map((t) => tableKey(t.table).name)).toContain('bigbrain_resentity');
    for (const t of tables)
      expect(t.select_permissions).toEqual([
        { role: 'user', permission: expect.objectContaining({ filter: { _company_id: { _eq: 'X-Hasura-Company-Id' } } }) },
      ]);
  });

  it('result entities relate to their entity (company and id, issue 40) so entity__name maps to entity { name }', () => {
    const t = loadMetadata().sources[0]!.tables.find((x) => tableKey(x.table).name === 'bigbrain_resentity')!;
    expect(t.object_relationships).toEqual([{ name: 'entity', using: { foreign_key_constraint_on: ['_company_id', 'entity_id'] } }]);
  });

  it('accepts a bare table name as Hasura does', () => {
    const m = parseMetadata({ version: 3, sources: [{ name: 'default', tables: [{ table: 'x' }] }] });
    expect(tableKey(m.sources[0]!.tables[0]!.table)).toEqual({ schema: 'public', name: 'x' });
  });

  it('refuses metadata that is not version 3, naming where', () => {
    expect(() => parseMetadata({ version: 2, tables: [] })).toThrow(/invalid Hasura metadata at version/);
  });

  it('a missing metadata file is a clear error', () => {
    expect(() => loadMetadata('/nonexistent/metadata.json')).toThrow(/cannot read GraphQL metadata/);
  });
});
