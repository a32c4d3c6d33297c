import type { CatalogColumn, CatalogForeignKey, CatalogTable } from './pg-catalog';
import { tableKey, type HasuraMetadata } from './metadata';
import { scalarName } from './pg-scalars';
import { quoteIdent } from './sql';

export interface ColumnModel {
  name: string;
  udtName: string;
  /** The type for parameter casts, e.g. "pg_catalog"."int4". */
  cast: string;
  scalar: string;
  nullable: boolean;
}

export interface RelationshipModel {
  name: string;
  kind: 'object' | 'array';
  remoteKey: string;
  /** local column -> remote column */
  mapping: Array<[string, string]>;
  /** The remote columns are a key of the remote table (a foreign key's target, or its primary key): one row or none. */
  atMostOne?: boolean;
}

export interface SelectPermissionModel {
  columns: string[];
  filter: Record<string, unknown>;
  allowAggregations: boolean;
  limit?: number;
}

export interface TableModel {
  key: string;
  schema: string;
  name: string;
  /** The GraphQL name: root fields and type names derive from it. */
  gqlName: string;
  /** "schema"."name" for FROM clauses. */
  sqlName: string;
  isBaseTable: boolean;
  columns: Map<string, ColumnModel>;
  primaryKey: string[];
  relationships: Map<string, RelationshipModel>;
  permissions: Map<string, SelectPermissionModel>;
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The foreign key made of exactly these columns (in any order). */
const foreignKeyOn = (keys: readonly CatalogForeignKey[], columns: readonly string[]) =>
  keys.find((f) => f.columns.length === columns.length && columns.every((c) => f.columns.includes(c)));

/**
 * Column pairs with the company last: the first pair is the one that tells rows of one company apart,
 * which the cost estimate reads as the key and the compiler tests for a missing remote row.
 */
const companyLast = (pairs: Array<[string, string]>): Array<[string, string]> =>
  [...pairs].sort((a, b) => Number(a[0] === '_company_id') - Number(b[0] === '_company_id'));

const fkColumns = (on: string | string[] | { column: string } | { columns: string[] }): string[] =>
  typeof on === 'string' ? [on] : Array.isArray(on) ? on : 'column' in on ? [on.column] : on.columns;

function columnModel(c: CatalogColumn): ColumnModel {
  return {
    name: c.name,
    udtName: c.udtName,
    cast: `${quoteIdent(c.udtSchema)}.${quoteIdent(c.udtName)}`,
    scalar: scalarName(c.udtName),
    nullable: c.nullable,
  };
}

/**
 * Joins the metadata with the database catalog. Tracked tables, relationships or permission columns that the
 * database lacks are skipped with a warning (other engineers' tables may not exist yet), never a failed start.
 */
export function buildTableModels(
  metadata: HasuraMetadata,
  catalog: Map<string, CatalogTable>,
  warn: (msg: string) => void,
): Map<string, TableModel> {
  const models = new Map<string, TableModel>();
  const tracked = metadata.sources.flatMap((s) => s.tables);
  for (const t of tracked) {
    const { schema, name } = tableKey(t.table);
    const key = `${schema}.${name}`;
    const cat = catalog.get(key);
    if (!cat) {
      warn(`graphql: tracked table ${key} does not exist; skipped`);
      continue;
    }
    const gqlName = t.configuration?.custom_name ?? (schema === 'public' ? name : `${schema}_${name}`);
    const badColumn = cat.columns.find((c) => !GRAPHQL_NAME.test(c.name));
    if (!GRAPHQL_NAME.test(gqlName) || badColumn) {
      warn(`graphql: ${key} has a name that is not a GraphQL name; skipped`);
      continue;
    }
    const columns = new Map(cat.columns.map((c) => [c.name, columnModel(c)]));
    const permissions = new Map<string, SelectPermissionModel>();
    for (const p of t.select_permissions) {
      const cols = p.permission.columns === '*' ? [...columns.keys()] : p.permission.columns.filter((c) => columns.has(c));
      permissions.set(p.role, {
        columns: cols,
        filter: p.permission.filter,
        allowAggregations: p.permission.allow_aggregations,
        limit: p.permission.limit,
      });
    }
    models.set(key, {
      key,
      schema,
      name,
      gqlName,
      sqlName: `${quoteIdent(schema)}.${quoteIdent(name)}`,
      isBaseTable: cat.isBaseTable,
      columns,
      primaryKey: cat.primaryKey,
      relationships: new Map(),
      permissions,
    });
  }
  for (const t of tracked) {
    const { schema, name } = tableKey(t.table);
    const model = models.get(`${schema}.${name}`);
    if (!model) continue;
    const cat = catalog.get(model.key)!;
    const add = (rel: RelationshipModel | string) => {
      if (typeof rel === 'string') return warn(`graphql: ${model.key}: ${rel}; relationship skipped`);
      const remote = models.get(rel.remoteKey);
      const ok = remote && rel.mapping.every(([l, r]) => model.columns.has(l) && remote.columns.has(r));
      if (!ok) return warn(`graphql: ${model.key}.${rel.name} points at a missing table or column; relationship skipped`);
      model.relationships.set(rel.name, rel);
    };
    for (const r of t.object_relationships) {
      if ('manual_configuration' in r.using) {
        const m = r.using.manual_configuration;
        const rk = tableKey(m.remote_table);
        const remoteKey = `${rk.schema}.${rk.name}`;
        const pk = catalog.get(remoteKey)?.primaryKey ?? [];
        const remoteColumns = Object.values(m.column_mapping);
        const atMostOne = pk.length > 0 && pk.every((c) => remoteColumns.includes(c));
        add({ name: r.name, kind: 'object', remoteKey, mapping: companyLast(Object.entries(m.column_mapping)), atMostOne });
      } else {
        const cols = fkColumns(r.using.foreign_key_constraint_on);
        const fk = foreignKeyOn(cat.foreignKeys, cols);
        // A foreign key references a primary or unique key: at most one row.
        const mapping = fk && companyLast(fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i]!]));
        add(fk && mapping ? { name: r.name, kind: 'object', remoteKey: `${fk.refSchema}.${fk.refTable}`, mapping, atMostOne: true } : `no foreign key on ${cols.join(', ')}`);
      }
    }
    for (const r of t.array_relationships) {
      if ('manual_configuration' in r.using) {
        const m = r.using.manual_configuration;
        const rk = tableKey(m.remote_table);
        add({ name: r.name, kind: 'array', remoteKey: `${rk.schema}.${rk.name}`, mapping: companyLast(Object.entries(m.column_mapping)) });
      } else {
        const on = r.using.foreign_key_constraint_on;
        const cols = fkColumns(on);
        const rk = tableKey(on.table);
        const remoteKeys = (catalog.get(`${rk.schema}.${rk.name}`)?.foreignKeys ?? []).filter((f) => f.refSchema === schema && f.refTable === name);
        const fk = foreignKeyOn(remoteKeys, cols);
        const mapping = fk && companyLast(fk.columns.map((c, i): [string, string] => [fk.refColumns[i]!, c]));
        add(fk && mapping ? { name: r.name, kind: 'array', remoteKey: `${rk.schema}.${rk.name}`, mapping } : `no foreign key ${rk.name}.${cols.join(', ')}`);
      }
    }
  }
  return models;
}
