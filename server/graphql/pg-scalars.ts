/** Hasura's GraphQL scalar for a PostgreSQL type (Hasura v2 names; unknown types keep their own name). */
const SCALARS: Record<string, string> = {
  int4: 'Int',
  int2: 'smallint',
  int8: 'bigint',
  float4: 'Float',
  float8: 'float8',
  numeric: 'numeric',
  bool: 'Boolean',
  text: 'String',
  varchar: 'String',
  bpchar: 'bpchar',
  citext: 'citext',
  date: 'date',
  time: 'time',
  timetz: 'timetz',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
};

export function scalarName(udtName: string): string {
  return SCALARS[udtName] ?? udtName;
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'money']);
const TEXT_LIKE = new Set(['text', 'varchar', 'bpchar', 'citext', 'name']);
const ORDERED = new Set([...NUMERIC, ...TEXT_LIKE, 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid']);

/** Columns that sum, avg and stddev apply to. */
export const isNumericType = (udt: string) => NUMERIC.has(udt);
/** Columns that _like, _ilike and the regex operators apply to. */
export const isTextType = (udt: string) => TEXT_LIKE.has(udt);
/** Columns that min and max apply to. */
export const isOrderedType = (udt: string) => ORDERED.has(udt);
export const isJsonType = (udt: string) => udt === 'json' || udt === 'jsonb';
