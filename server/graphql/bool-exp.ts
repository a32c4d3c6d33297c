import type { CompileContext } from './compile-context';
import { toParam } from './compile-context';
import { HasuraError, validationError } from './hasura-error';
import { isJsonType } from './pg-scalars';
import { sessionVariable } from './session';
import { quoteIdent } from './sql';
import type { ColumnModel, RelationshipModel, TableModel } from './table-model';

const BINARY: Record<string, string> = {
  _eq: '=',
  _neq: '<>',
  _gt: '>',
  _gte: '>=',
  _lt: '<',
  _lte: '<=',
  _like: 'LIKE',
  _nlike: 'NOT LIKE',
  _ilike: 'ILIKE',
  _nilike: 'NOT ILIKE',
  _similar: 'SIMILAR TO',
  _nsimilar: 'NOT SIMILAR TO',
  _regex: '~',
  _nregex: '!~',
  _iregex: '~*',
  _niregex: '!~*',
  _contains: '@>',
  _contained_in: '<@',
  _has_key: '?',
};
const TEXT_OPERAND = new Set(['_like', '_nlike', '_ilike', '_nilike', '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex', '_has_key']);

/** Where the expression comes from: the user's `where` (remote tables get the role's filter) or a permission. */
export type BoolSource = 'where' | 'permission';

/** The join condition of a relationship between alias `a` (local) and `ra` (remote). */
export const joinCondition = (rel: RelationshipModel, a: string, ra: string) =>
  rel.mapping.map(([l, r]) => `${a}.${quoteIdent(l)} = ${ra}.${quoteIdent(r)}`).join(' AND ');

/** The role's row filter for a table read under alias `a`; 'true' for the admin role. */
export function permissionFilter(model: TableModel, a: string, ctx: CompileContext): string {
  const rt = ctx.roleSchema.view.tables.get(model.key);
  if (!rt || rt.filter === null) return 'true';
  return compileBoolExp(rt.filter, model, a, ctx, 'permission', '$');
}

/** Compiles a Hasura boolean expression on `model` read under alias `a` into SQL. */
export function compileBoolExp(
  exp: Record<string, unknown> | null | undefined,
  model: TableModel,
  a: string,
  ctx: CompileContext,
  source: BoolSource,
  path: string,
): string {
  if (exp === null || exp === undefined) return 'true';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(exp)) {
    const p = `${path}.${key}`;
    if (value === undefined) continue;
    if (key === '_and' || key === '_or') {
      if (value === null) continue;
      const items = (value as Array<Record<string, unknown>>).map((v, i) => compileBoolExp(v, model, a, ctx, source, `${p}[${i}]`));
      // An empty _and is true and an empty _or is false, as in Hasura.
      parts.push(items.length === 0 ? (key === '_and' ? 'true' : 'false') : `(${items.join(key === '_and' ? ' AND ' : ' OR ')})`);
    } else if (key === '_not') {
      if (value === null) continue;
      parts.push(`NOT (${compileBoolExp(value as Record<string, unknown>, model, a, ctx, source, p)})`);
    } else if (model.columns.has(key)) {
      if (value === null) continue;
      parts.push(compileComparison(value as Record<string, unknown>, model.columns.get(key)!, a, ctx, source, p));
    } else if (model.relationships.has(key)) {
      if (value === null) continue;
      const rel = model.relationships.get(key)!;
      const remote = ctx.roleSchema.view.tables.get(rel.remoteKey)?.model ?? findModel(ctx, rel.remoteKey);
      const ra = ctx.aliases.next();
      ctx.tables.add(remote.name);
      const conds = [joinCondition(rel, a, ra)];
      if (source === 'where') conds.push(permissionFilter(remote, ra, ctx));
      conds.push(compileBoolExp(value as Record<string, unknown>, remote, ra, ctx, source, p));
      parts.push(`EXISTS (SELECT 1 FROM ${remote.sqlName} AS ${ra} WHERE ${conds.join(' AND ')})`);
    } else {
      // The GraphQL types admit only known keys, so this is a permission filter naming a missing column.
      throw new HasuraError('unexpected', `field '${key}' not found in type: '${model.gqlName}_bool_exp'`, p);
    }
  }
  return parts.length === 0 ? 'true' : parts.length === 1 ? parts[0]! : `(${parts.join(' AND ')})`;
}

function findModel(ctx: CompileContext, key: string): TableModel {
  const m = ctx.roleSchema.allModels.get(key);
  if (!m) throw new HasuraError('unexpected', `relationship target ${key} is not tracked`);
  return m;
}

function compileComparison(
  exp: Record<string, unknown>,
  col: ColumnModel,
  a: string,
  ctx: CompileContext,
  source: BoolSource,
  path: string,
): string {
  const c = `${a}.${quoteIdent(col.name)}`;
  const json = isJsonType(col.udtName);
  const value = (v: unknown, p: string, cast = col.cast): string => {
    if (v === null) throw validationError(p, `unexpected null value for type '${col.scalar}'`);
    if (source === 'permission' && typeof v === 'string' && /^x-hasura-/i.test(v)) {
      const sv = sessionVariable(ctx.session, v);
      if (sv === undefined) throw new HasuraError('not-found', `missing session variable: "${v.toLowerCase()}"`, '$');
      return ctx.params.add(sv, cast);
    }
    return ctx.params.add(toParam(v, json && cast === col.cast), cast);
  };
  const parts: string[] = [];
  for (const [op, v] of Object.entries(exp)) {
    if (v === undefined) continue;
    const p = `${path}.${op}`;
    if (op === '_is_null') {
      if (v === null) throw validationError(p, `unexpected null value for type 'Boolean'`);
      parts.push(v === true || v === 'true' ? `${c} IS NULL` : `${c} IS NOT NULL`);
    } else if (op === '_in' || op === '_nin') {
      if (v === null) throw validationError(p, `unexpected null value for type '[${col.scalar}!]'`);
      const list = Array.isArray(v) ? v : [v];
      if (list.length === 0) parts.push(op === '_in' ? 'false' : 'true');
      else parts.push(`${c} ${op === '_in' ? 'IN' : 'NOT IN'} (${list.map((x, i) => value(x, `${p}[${i}]`)).join(', ')})`);
    } else if (op === '_has_keys_any' || op === '_has_keys_all') {
      const list = (Array.isArray(v) ? v : [v]) as unknown[];
      const arr = list.length === 0 ? 'ARRAY[]::text[]' : `ARRAY[${list.map((x, i) => value(x, `${p}[${i}]`, 'text')).join(', ')}]`;
      parts.push(`${c} ${op === '_has_keys_any' ? '?|' : '?&'} ${arr}`);
    } else if (op in BINARY) {
      parts.push(`${c} ${BINARY[op]} ${value(v, p, TEXT_OPERAND.has(op) ? 'text' : col.cast)}`);
    } else {
      throw validationError(p, `field '${op}' not found in type: '${col.scalar}_comparison_exp'`);
    }
  }
  return parts.length === 0 ? 'true' : parts.join(' AND ');
}
