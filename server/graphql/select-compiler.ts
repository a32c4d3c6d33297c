import { GraphQLObjectType, getArgumentValues, type FieldNode, type GraphQLField } from 'graphql';
import { compileBoolExp, joinCondition, permissionFilter } from './bool-exp';
import { collectFields } from './collect-fields';
import type { CompileContext } from './compile-context';
import { toParam } from './compile-context';
import { validationError } from './hasura-error';
import { compileOrderBy } from './order-by';
import type { RoleTable } from './role-view';
import { jsonAny, jsonArrayAgg, jsonNameLiteral, jsonObject, jsonOrNull, jsonValue, quoteIdent } from './sql';
import type { ColumnModel } from './table-model';

type Args = Record<string, unknown>;

/** An aggregate of a column (min, max, sum, avg, ...) as JSON text: min and max of a timestamptz print as the column does. */
function aggregateOutput(col: ColumnModel, fn: string, expr: string): string {
  return col.udtName === 'timestamptz' && (fn === 'min' || fn === 'max') ? jsonValue(col.udtName, expr) : jsonAny(expr);
}

function fieldDef(ctx: CompileContext, typeName: string, name: string): GraphQLField<unknown, unknown> {
  const type = ctx.roleSchema.schema.getType(typeName);
  const def = type instanceof GraphQLObjectType ? type.getFields()[name] : undefined;
  if (!def) throw validationError('$', `field '${name}' not found in type: '${typeName}'`);
  return def;
}

export function argumentsOf(ctx: CompileContext, typeName: string, node: FieldNode): Args {
  return getArgumentValues(fieldDef(ctx, typeName, node.name.value), node, ctx.variables);
}

/**
 * The JSON object for one row of `t` read under alias `a`, with the fields the selection asks for.
 * Object relationships become LEFT JOIN clauses, pushed to `joins` for the caller to put after `a`
 * in its FROM: a plain join when a key names at most one remote row (3,100 dashboard rows: about
 * 12 ms less than one lookup per row), else LATERAL ... LIMIT 1 as Hasura does.
 */
export function objectJson(t: RoleTable, a: string, node: FieldNode, ctx: CompileContext, path: string, joins: string[]): string {
  const typeName = t.model.gqlName;
  const pairs: Array<[string, string]> = [];
  for (const f of collectFields(node.selectionSet, ctx.fragments, ctx.variables)) {
    const p = `${path}.selectionSet.${f.key}`;
    if (f.name === '__typename') {
      pairs.push([f.key, jsonNameLiteral(typeName)]);
      continue;
    }
    const col = t.columns.includes(f.name) ? t.model.columns.get(f.name) : undefined;
    if (col) {
      pairs.push([f.key, jsonValue(col.udtName, `${a}.${quoteIdent(col.name)}`)]);
      continue;
    }
    const isAggregate = f.name.endsWith('_aggregate') && t.relationships.get(f.name.slice(0, -10))?.kind === 'array';
    const rel = t.relationships.get(isAggregate ? f.name.slice(0, -10) : f.name);
    if (!rel) throw validationError(p, `field '${f.name}' not found in type: '${typeName}'`);
    const remote = ctx.roleSchema.view.tables.get(rel.remoteKey)!;
    const join = (ra: string) => [joinCondition(rel, a, ra)];
    if (rel.kind === 'object') {
      const ra = ctx.aliases.next();
      ctx.tables.add(remote.model.name);
      const where = [...join(ra), permissionFilter(remote.model, ra, ctx)].join(' AND ');
      const inner: string[] = [];
      const obj = objectJson(remote, ra, f.node, ctx, p, inner);
      if (rel.atMostOne) {
        // A key names at most one row: a plain join, which PostgreSQL can hash or merge.
        joins.push(`LEFT JOIN ${remote.model.sqlName} AS ${ra} ON ${where}`, ...inner);
        pairs.push([f.key, `(CASE WHEN ${ra}.${quoteIdent(rel.mapping[0]![1])} IS NULL THEN 'null' ELSE ${obj} END)`]);
      } else {
        const o = ctx.aliases.next('_o');
        joins.push(`LEFT JOIN LATERAL (SELECT ${obj} AS j FROM ${remote.model.sqlName} AS ${ra}${fromJoins(inner)} WHERE ${where} LIMIT 1) AS ${o} ON true`);
        pairs.push([f.key, jsonOrNull(`${o}.j`)]);
      }
    } else {
      const args = argumentsOf(ctx, typeName, f.node);
      pairs.push([f.key, isAggregate ? aggregateJson(remote, args, f.node, ctx, p, join) : listJson(remote, args, f.node, ctx, p, join)]);
    }
  }
  return jsonObject(pairs);
}

const fromJoins = (joins: readonly string[]): string => (joins.length > 0 ? ` ${joins.join(' ')}` : '');

interface SelectParts {
  a: string;
  distinct: string;
  where: string;
  order: string;
  tail: string;
}

/**
 * FROM/WHERE/ORDER/LIMIT of a table read, with the role's filter and Hasura's argument rules. The
 * role's row limit bounds the rows a list returns; `roleLimit: false` leaves it out (an aggregate
 * counts every row the role may see, issue 33 §3: the limit bounds rows returned, not what is counted).
 */
function selectParts(t: RoleTable, args: Args, ctx: CompileContext, path: string, extra: (a: string) => string[], roleLimit = true): SelectParts {
  const a = ctx.aliases.next();
  ctx.tables.add(t.model.name);
  const conds = [
    ...extra(a),
    permissionFilter(t.model, a, ctx),
    compileBoolExp(args.where as Args | undefined, t.model, a, ctx, 'where', `${path}.args.where`),
  ].filter((c) => c !== 'true');
  const order = compileOrderBy(args.order_by as Args[] | undefined, t.model, a, ctx);
  const distinctOn = (args.distinct_on as string[] | null | undefined) ?? [];
  if (distinctOn.length > 0 && order.length > 0) {
    const initial = order.slice(0, distinctOn.length);
    const ok = initial.length === distinctOn.length && initial.every((i) => i.column) && distinctOn.every((c) => initial.some((i) => i.column === c));
    if (!ok) throw validationError(`${path}.args`, '"distinct_on" columns must match initial "order_by" columns');
  }
  for (const name of ['limit', 'offset'] as const) {
    const v = args[name];
    if (typeof v === 'number' && v < 0) throw validationError(`${path}.args.${name}`, `unexpected negative value`);
  }
  const limits = [args.limit, roleLimit ? t.limit : undefined].filter((v): v is number => typeof v === 'number');
  let tail = '';
  if (limits.length > 0) tail += ` LIMIT ${ctx.params.add(toParam(Math.min(...limits)), 'int8')}`;
  if (typeof args.offset === 'number') tail += ` OFFSET ${ctx.params.add(toParam(args.offset), 'int8')}`;
  return {
    a,
    distinct: distinctOn.length > 0 ? `DISTINCT ON (${distinctOn.map((c) => `${a}.${quoteIdent(c)}`).join(', ')}) ` : '',
    where: conds.length > 0 ? ` WHERE ${conds.join(' AND ')}` : '',
    order: order.map((o) => o.sql).join(', '),
    tail,
  };
}

/*
 * A list is aggregated straight from its ordered subquery, without sorting again: a subquery with
 * ORDER BY (or LIMIT) is never merged into the query around it, and its one plain aggregate takes
 * the rows in the order they come, in one process (an ordered subquery offers no partial paths to
 * parallel workers). Numbering the rows with row_number() and aggregating in that order took a
 * fifth of PostgreSQL's time for the 3,100-row dashboard. Not so `_aggregate`: there an aggregate
 * with DISTINCT beside the nodes may have the planner sort the rows its own way (PostgreSQL 16 and
 * later), so its nodes keep their numbers. The order tests in graphql-queries.int.test.ts check both
 * on both databases.
 */

/** A list's rows as a subquery: each row's JSON text in column "__j", in order_by's order, to be read under alias `s`. */
export interface ListRows {
  inner: string;
  s: string;
}

/** The rows of a list, one JSON text each (a root list's rows go to the server as they are, see compile-operation.ts). */
export function listRows(t: RoleTable, args: Args, node: FieldNode, ctx: CompileContext, path: string, extra: (a: string) => string[] = () => []): ListRows {
  const q = selectParts(t, args, ctx, path, extra);
  const s = ctx.aliases.next('_s');
  const joins: string[] = [];
  const obj = objectJson(t, q.a, node, ctx, path, joins);
  return { s, inner: `SELECT ${q.distinct}${obj} AS "__j" FROM ${t.model.sqlName} AS ${q.a}${fromJoins(joins)}${q.where}${q.order ? ` ORDER BY ${q.order}` : ''}${q.tail}` };
}

/** A JSON array of rows, in order_by's order (a nested list; a root list's rows are not aggregated). */
export function listJson(t: RoleTable, args: Args, node: FieldNode, ctx: CompileContext, path: string, extra: (a: string) => string[] = () => []): string {
  const { inner, s } = listRows(t, args, node, ctx, path, extra);
  return `(SELECT ${jsonArrayAgg(`${s}."__j"`)} FROM (${inner}) AS ${s})`;
}

/**
 * Hasura's `_aggregate`: {aggregate {count, sum, avg, min, max, ...}, nodes}, computed over the rows
 * its own `limit` and `offset` leave. The role's row limit bounds only the `nodes` it returns: the
 * aggregates cover every row the role may see (its company's), so a count is the true count.
 */
export function aggregateJson(t: RoleTable, args: Args, node: FieldNode, ctx: CompileContext, path: string, extra: (a: string) => string[] = () => []): string {
  const q = selectParts(t, args, ctx, path, extra, false);
  const s = ctx.aliases.next('_s');
  const nodesLimit = typeof t.limit === 'number' && !(typeof args.limit === 'number' && args.limit <= t.limit) ? t.limit : undefined;
  // Nodes are numbered in order_by's order, or in the order they come when only the role's limit keeps some.
  const numbered = q.order !== '' || nodesLimit !== undefined;
  const typeName = `${t.model.gqlName}_aggregate`;
  let nodesNode: FieldNode | undefined;
  const pairs: Array<[string, string]> = [];
  for (const f of collectFields(node.selectionSet, ctx.fragments, ctx.variables)) {
    const p = `${path}.selectionSet.${f.key}`;
    if (f.name === '__typename') pairs.push([f.key, jsonNameLiteral(typeName)]);
    else if (f.name === 'nodes') {
      nodesNode = f.node;
      const kept = nodesLimit === undefined ? undefined : `${s}."__n" <= ${ctx.params.add(toParam(nodesLimit), 'int8')}`;
      pairs.push([f.key, jsonArrayAgg(`${s}."__j"`, numbered ? `${s}."__n"` : undefined, kept)]);
    } else if (f.name === 'aggregate') pairs.push([f.key, aggregateFieldsJson(t, f.node, ctx, s, p)]);
    else throw validationError(p, `field '${f.name}' not found in type: '${typeName}'`);
  }
  const joins: string[] = [];
  const j = nodesNode ? `, ${objectJson(t, q.a, nodesNode, ctx, path, joins)} AS "__j"` : '';
  // Numbered: here other aggregates share the rows, and one with DISTINCT may have them sorted its way.
  const n = nodesNode && numbered ? `, row_number() OVER (${q.order ? `ORDER BY ${q.order}` : ''}) AS "__n"` : '';
  const inner = `SELECT ${q.distinct}${q.a}.*${j}${n} FROM ${t.model.sqlName} AS ${q.a}${fromJoins(joins)}${q.where}${q.order ? ` ORDER BY ${q.order}` : ''}${q.tail}`;
  return `(SELECT ${jsonObject(pairs)} FROM (${inner}) AS ${s})`;
}

const AGGREGATE_FUNCTIONS = new Set(['avg', 'max', 'min', 'stddev', 'stddev_pop', 'stddev_samp', 'sum', 'var_pop', 'var_samp', 'variance']);

function aggregateFieldsJson(t: RoleTable, node: FieldNode, ctx: CompileContext, s: string, path: string): string {
  const typeName = `${t.model.gqlName}_aggregate_fields`;
  const pairs: Array<[string, string]> = [];
  for (const f of collectFields(node.selectionSet, ctx.fragments, ctx.variables)) {
    if (f.name === '__typename') pairs.push([f.key, jsonNameLiteral(typeName)]);
    else if (f.name === 'count') {
      const args = argumentsOf(ctx, typeName, f.node);
      const cols = ((args.columns as string[] | null | undefined) ?? []).map((c) => `${s}.${quoteIdent(c)}`);
      const target = cols.length === 0 ? '*' : cols.length === 1 ? cols[0] : `(${cols.join(', ')})`;
      pairs.push([f.key, `count(${args.distinct === true && cols.length > 0 ? 'DISTINCT ' : ''}${target})::text`]);
    } else if (AGGREGATE_FUNCTIONS.has(f.name)) {
      const opType = `${t.model.gqlName}_${f.name}_fields`;
      const inner: Array<[string, string]> = [];
      for (const c of collectFields(f.node.selectionSet, ctx.fragments, ctx.variables)) {
        if (c.name === '__typename') inner.push([c.key, jsonNameLiteral(opType)]);
        else {
          const col = t.model.columns.get(c.name);
          if (!col || !t.columns.includes(c.name)) throw validationError(`${path}.selectionSet.${f.key}.selectionSet.${c.key}`, `field '${c.name}' not found in type: '${opType}'`);
          inner.push([c.key, aggregateOutput(col, f.name, `${f.name}(${s}.${quoteIdent(col.name)})`)]);
        }
      }
      pairs.push([f.key, jsonObject(inner)]);
    } else throw validationError(`${path}.selectionSet.${f.key}`, `field '${f.name}' not found in type: '${typeName}'`);
  }
  return jsonObject(pairs);
}

/** `_by_pk`: one row or null. */
export function byPkJson(t: RoleTable, args: Args, node: FieldNode, ctx: CompileContext, path: string): string {
  const a = ctx.aliases.next();
  ctx.tables.add(t.model.name);
  const conds = t.model.primaryKey.map((c) => {
    const col = t.model.columns.get(c)!;
    return `${a}.${quoteIdent(c)} = ${ctx.params.add(toParam(args[c]), col.cast)}`;
  });
  conds.push(permissionFilter(t.model, a, ctx));
  const joins: string[] = [];
  const obj = objectJson(t, a, node, ctx, path, joins);
  return jsonOrNull(`(SELECT ${obj} FROM ${t.model.sqlName} AS ${a}${fromJoins(joins)} WHERE ${conds.join(' AND ')} LIMIT 1)`);
}
