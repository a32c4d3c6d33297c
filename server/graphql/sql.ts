/** SQL text helpers: identifiers are quoted, values always travel as parameters. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A JSON key or type name as a SQL literal; only GraphQL names (no quotes possible) are accepted. */
export function nameLiteral(name: string): string {
  if (!GRAPHQL_NAME.test(name)) throw new Error(`not a GraphQL name: ${JSON.stringify(name)}`);
  return `'${name}'`;
}

/** Collects parameter values and hands out their placeholders ($1::type). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** Fresh table aliases for one statement (_t1, _t2, ...). */
export class AliasGen {
  private n = 0;
  next(prefix = '_t'): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
}

/*
 * The response is built by PostgreSQL as JSON *text* (issue 15): each value becomes its JSON text
 * and objects and arrays are concatenated. row_to_json, json_build_object and json_agg look up how
 * to print each value's type once per value: a 3,100-row dashboard took about 50 ms in PostgreSQL
 * that way and about 26 ms concatenated, with its object relationships as plain joins (reading its
 * rows without JSON: 4 ms). Every expression these helpers return is JSON text and never NULL.
 */

/** A JSON string literal for a GraphQL name (a key or a type name): no character needs escaping. */
export const jsonNameLiteral = (name: string): string => `'"${nameLiteral(name).slice(1, -1)}"'`;

const INTEGERS = new Set(['int2', 'int4', 'int8', 'oid', 'bool']);
const FLOATS = new Set(['float4', 'float8', 'numeric']);

/**
 * JSON text of a column value of PostgreSQL type `udtName`, as to_json prints it: numbers bare (NaN
 * and infinities as strings, which JSON has no number for), timestamptz in UTC with Hasura's +00:00
 * offset whatever the session's zone, everything else through to_json.
 */
export function jsonValue(udtName: string, expr: string): string {
  if (INTEGERS.has(udtName)) return `COALESCE((${expr})::text, 'null')`;
  if (FLOATS.has(udtName)) {
    return `(CASE WHEN (${expr}) > '-Infinity' AND (${expr}) < 'Infinity' THEN (${expr})::text WHEN (${expr}) IS NULL THEN 'null' ELSE '"' || (${expr})::text || '"' END)`;
  }
  if (udtName === 'timestamptz') return `COALESCE('"' || (to_json((${expr}) AT TIME ZONE 'UTC') #>> '{}') || '+00:00"', 'null')`;
  return jsonAny(expr);
}

/** JSON text of any SQL value (an aggregate's result, whose type depends on the function). */
export const jsonAny = (expr: string): string => `COALESCE(to_json(${expr})::text, 'null')`;

/**
 * A JSON object from (key, JSON text expression) pairs, keys in the given order, joined with ||
 * (none of the pieces is ever NULL). On PostgreSQL 15 and the embedded database a chain of || was
 * about 10% faster than one concat(), which looks up how to print every argument on every row.
 */
export function jsonObject(pairs: ReadonlyArray<readonly [string, string]>): string {
  if (pairs.length === 0) return `'{}'`;
  return `(${pairs.flatMap(([k, v], i) => [`'${i > 0 ? ',' : '{'}"${nameLiteral(k).slice(1, -1)}":'`, v]).concat(`'}'`).join(' || ')})`;
}

/** A JSON array of the JSON texts `expr` aggregated over a query's rows, in `order` when given, else in the order they come. */
/** A JSON array of the rows' JSON texts, in `order`; `filter` keeps only the rows it holds for. */
export const jsonArrayAgg = (expr: string, order?: string, filter?: string): string =>
  `('[' || COALESCE(string_agg(${expr}, ','${order ? ` ORDER BY ${order}` : ''})${filter ? ` FILTER (WHERE ${filter})` : ''}, '') || ']')`;

/** A value that may be missing (no row): its JSON text, or null. */
export const jsonOrNull = (expr: string): string => `COALESCE(${expr}, 'null')`;
