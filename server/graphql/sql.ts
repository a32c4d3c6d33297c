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

// PostgreSQL functions take at most 100 arguments, so wide objects go through row_to_json.
const MAX_PAIRS = 50;

/** A JSON object from (key, SQL expression) pairs, keys in the given order. */
export function jsonObject(pairs: ReadonlyArray<readonly [string, string]>): string {
  if (pairs.length <= MAX_PAIRS) {
    return `json_build_object(${pairs.map(([k, v]) => `${nameLiteral(k)}, ${v}`).join(', ')})`;
  }
  const cols = pairs.map(([k, v]) => `${v} AS ${quoteIdent(nameLiteral(k).slice(1, -1))}`).join(', ');
  return `(SELECT row_to_json(_r) FROM (SELECT ${cols}) AS _r)`;
}
