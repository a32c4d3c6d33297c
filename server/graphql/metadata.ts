import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { serverFeatures } from '../features';
import type { ServerFeature } from '../kit/feature';

/** The product's own metadata, used when config.graphqlMetadataFile is absent. */
export const PRODUCT_METADATA_FILE = join(import.meta.dirname, 'metadata', 'metadata.json');

// Hasura accepts a bare table name or {schema, name}.
const tableRef = z.union([z.string(), z.object({ schema: z.string().default('public'), name: z.string() })]);
export type TableRef = z.infer<typeof tableRef>;

const manual = z.object({
  remote_table: tableRef,
  column_mapping: z.record(z.string(), z.string()),
});

const objectRelationship = z.object({
  name: z.string(),
  using: z.union([
    // A composite key (issue 40: company and id) is named by its columns, as Hasura takes it.
    z.object({ foreign_key_constraint_on: z.union([z.string(), z.array(z.string()).min(1), z.object({ column: z.string() }), z.object({ columns: z.array(z.string()).min(1) })]) }),
    z.object({ manual_configuration: manual }),
  ]),
});

const arrayRelationship = z.object({
  name: z.string(),
  using: z.union([
    z.object({ foreign_key_constraint_on: z.union([z.object({ table: tableRef, column: z.string() }), z.object({ table: tableRef, columns: z.array(z.string()).min(1) })]) }),
    z.object({ manual_configuration: manual }),
  ]),
});

const selectPermission = z.object({
  role: z.string(),
  permission: z.object({
    columns: z.union([z.literal('*'), z.array(z.string())]),
    filter: z.record(z.string(), z.unknown()).default({}),
    allow_aggregations: z.boolean().default(false),
    limit: z.number().int().nonnegative().optional(),
  }),
});

const trackedTable = z.object({
  table: tableRef,
  configuration: z.object({ custom_name: z.string().optional() }).optional(),
  object_relationships: z.array(objectRelationship).default([]),
  array_relationships: z.array(arrayRelationship).default([]),
  select_permissions: z.array(selectPermission).default([]),
});

export const hasuraMetadata = z.object({
  version: z.literal(3),
  sources: z.array(
    z.object({
      name: z.string(),
      kind: z.string().default('postgres'),
      tables: z.array(trackedTable).default([]),
    }),
  ),
});

export type HasuraMetadata = z.infer<typeof hasuraMetadata>;
export type TrackedTable = z.infer<typeof trackedTable>;
export type ObjectRelationshipMeta = z.infer<typeof objectRelationship>;
export type ArrayRelationshipMeta = z.infer<typeof arrayRelationship>;

export function parseMetadata(json: unknown): HasuraMetadata {
  const r = hasuraMetadata.safeParse(json);
  if (!r.success) {
    const first = r.error.issues[0];
    throw new Error(`invalid Hasura metadata at ${first?.path.join('.') || '$'}: ${first?.message}`);
  }
  return r.data;
}

/**
 * The metadata the engine serves: a given Hasura export as it is, or, by default, the product's own
 * file with the table entries of the listed features (ServerFeature.metadataFile) after its tables.
 */
export function loadMetadata(file?: string, features: readonly ServerFeature[] = serverFeatures): HasuraMetadata {
  if (file !== undefined && file !== PRODUCT_METADATA_FILE) return parseMetadata(readJson(file));
  const product = readJson(PRODUCT_METADATA_FILE) as { sources?: Array<{ tables?: unknown[] }> };
  const fragments = features.flatMap((f) => (f.metadataFile ? [readJson(f.metadataFile)] : []));
  for (const [i, fragment] of fragments.entries()) {
    if (!Array.isArray(fragment)) throw new Error(`invalid Hasura metadata fragment ${features.filter((f) => f.metadataFile)[i]!.metadataFile}: expected an array of tables`);
  }
  const source = product.sources?.[0];
  if (source) source.tables = [...(source.tables ?? []), ...fragments.flat()];
  return parseMetadata(product);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read GraphQL metadata ${file}: ${(e as Error).message}`);
  }
}

export const tableKey = (ref: TableRef): { schema: string; name: string } =>
  typeof ref === 'string' ? { schema: 'public', name: ref } : { schema: ref.schema, name: ref.name };
