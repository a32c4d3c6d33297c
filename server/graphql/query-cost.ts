import { Kind, valueFromASTUntyped, type ArgumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { RoleSchema } from './role-schema';
import type { RoleTable } from './role-view';
import { orderedNumber, type StatisticsSnapshot, type TableStatistics } from './table-statistics';
import type { RelationshipModel } from './table-model';

/**
 * Rows an operation may read, estimated before any SQL from the planner's statistics (issue 34 §1).
 * What the database reads is what holds the others' requests, not what it answers: an aggregate reads
 * every row it counts; `where` and `order_by` through a relationship or an aggregate read the related
 * rows once per candidate row; a `where` or `order_by` reads every candidate row before a `limit`
 * applies. Candidate rows are the company's rows of the table (its share in `_company_id`'s
 * statistics), narrowed only where an index serves the `where` (equality on its leading columns, then
 * a range, measured against the column's histogram), as the planner would. Aliases and fragments are
 * counted as expanded; a fragment is costed once per table and multiplied.
 */
export interface CostInputs {
  rs: RoleSchema;
  stats: StatisticsSnapshot;
  companyId: string | undefined;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** How many relationships deep a `where` is followed to narrow the candidates (the planner's join search is bounded too). */
const MAX_RELATION_DEPTH = 3;

/** A range of an indexed column narrows the estimate to no less than this share (rows written since the last ANALYZE). */
const RANGE_FLOOR = 0.02;

export function estimateRowsRead(inputs: CostInputs, rootSet: SelectionSetNode): Cost {
  const { rs, stats, companyId, fragments, variables } = inputs;
  const memo = new Map<string, Cost>();
  const inProgress = new Set<string>();

  const tableStats = (t: RoleTable): TableStatistics | undefined => stats.get(t.model.key);
  /** The company's rows of a table: its share of `_company_id`'s values, or every row when unknown. */
  const companyRows = (t: RoleTable): number => {
    const s = tableStats(t);
    if (!s) return 0;
    const common = s.columns.get('_company_id')?.common;
    if (!common || companyId === undefined || common.size === 0) return s.rows;
    const share = common.get(companyId) ?? Math.max(0, 1 - [...common.values()].reduce((a, b) => a + b, 0));
    return s.rows * share;
  };
  const remoteOf = (rel: RelationshipModel) => rs.view.tables.get(rel.remoteKey);
  /** Rows of the remote table per local row: the remote key's distinct values tell how they spread. */
  const fanOut = (local: RoleTable, rel: RelationshipModel): number => {
    const remote = remoteOf(rel);
    if (!remote) return 0;
    if (rel.kind === 'object') return 1;
    const rs2 = tableStats(remote);
    const distinct = rs2?.columns.get(rel.mapping[0]![1])?.distinct;
    const perKey = distinct && rs2 ? rs2.rows / distinct : companyRows(remote) / Math.max(1, companyRows(local));
    return Math.max(1, perKey);
  };

  const args = (list: readonly ArgumentNode[] | undefined): Json =>
    Object.fromEntries((list ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));

  /** The share of candidate rows an index can narrow `where` to (1: no narrowing). */
  const whereFraction = (t: RoleTable, where: unknown, depth = 0): number => {
    const conds = conjunctColumns(where);
    const s = tableStats(t);
    if (!s) return 1;
    let best = depth < MAX_RELATION_DEPTH ? relationFraction(t, s, where, depth) : 1;
    const pk = t.model.primaryKey;
    for (const index of [...s.indexes, ...(pk.length > 0 ? [pk] : [])]) {
      let fraction = 1;
      const columns = index.filter((c) => c !== '_company_id');
      for (const col of columns) {
        const c = conds.get(col);
        if (!c) break;
        const distinct = pk.length === 1 && pk[0] === col ? s.rows : s.columns.get(col)?.distinct;
        const eq = distinct ? 1 / distinct : 1;
        if ('_eq' in c) fraction *= eq;
        else if (Array.isArray(c._in)) fraction *= Math.min(1, c._in.length * eq);
        else {
          fraction *= rangeFraction(s.columns.get(col)?.bounds, c);
          break;
        }
      }
      best = Math.min(best, fraction);
    }
    return best;
  };

  /**
   * A `where` through an object relationship whose local key leads an index: the planner can start
   * from the matching related rows and reach this table's rows through that index (restime's buckets
   * through their schedule's day), so the candidates are the related matches times rows per key.
   */
  const relationFraction = (t: RoleTable, s: TableStatistics, where: unknown, depth: number): number => {
    let best = 1;
    const own = companyRows(t);
    if (own <= 0) return 1;
    for (const [key, value] of conjunctRelations(where)) {
      const rel = t.relationships.get(key);
      const remote = rel && remoteOf(rel);
      if (!rel || rel.kind !== 'object' || !remote) continue;
      const local = rel.mapping[0]![0];
      if (!s.indexes.some((i) => i.filter((c) => c !== '_company_id')[0] === local)) continue;
      const matches = companyRows(remote) * whereFraction(remote, value, depth + 1);
      const distinct = s.columns.get(local)?.distinct;
      const perKey = distinct ? s.rows / distinct : own / Math.max(1, companyRows(remote));
      best = Math.min(best, (matches * Math.max(1, perKey)) / own);
    }
    return best;
  };

  /** Related rows a `where` reads per candidate row (an EXISTS per relationship it goes through). */
  const whereRelations = (t: RoleTable, exp: unknown): number => {
    if (!isObject(exp)) return 0;
    let cost = 0;
    for (const [key, value] of Object.entries(exp)) {
      if (key === '_and' || key === '_or') for (const item of asList(value)) cost += whereRelations(t, item);
      else if (key === '_not') cost += whereRelations(t, value);
      else {
        const rel = t.relationships.get(key);
        const remote = rel && remoteOf(rel);
        if (rel && remote) cost += fanOut(t, rel) * (1 + whereRelations(remote, value));
      }
    }
    return cost;
  };

  /** Related rows an `order_by` reads per candidate row (a subquery per relationship, a count per aggregate). */
  const orderRelations = (t: RoleTable, orderBy: unknown): number => {
    let cost = 0;
    for (const entry of asList(orderBy)) {
      if (!isObject(entry)) continue;
      for (const [key, value] of Object.entries(entry)) {
        const aggregate = key.endsWith('_aggregate') ? t.relationships.get(key.slice(0, -'_aggregate'.length)) : undefined;
        if (aggregate?.kind === 'array') cost += fanOut(t, aggregate);
        const rel = t.relationships.get(key);
        const remote = rel && remoteOf(rel);
        if (rel && remote) cost += fanOut(t, rel) * (1 + orderRelations(remote, value));
      }
    }
    return cost;
  };

  /** A list or aggregate of `t` with `candidates` rows before its arguments: rows it reads, and rows it answers. */
  const tableRead = (t: RoleTable, a: Json, candidates: number, isAggregate: boolean): { read: number; answered: number } => {
    const narrowed = candidates * whereFraction(t, a.where);
    const limits = [a.limit, t.limit].filter((v): v is number => typeof v === 'number' && v >= 0);
    const limit = limits.length > 0 ? Math.min(...limits) : Infinity;
    // An aggregate counts every row the role may see: only its own limit argument stops its scan.
    const readLimit = isAggregate ? (typeof a.limit === 'number' && a.limit >= 0 ? a.limit : Infinity) : limit;
    const offset = typeof a.offset === 'number' && a.offset > 0 ? a.offset : 0;
    const perCandidate = whereRelations(t, a.where) + orderRelations(t, a.order_by);
    // A filter, an order or DISTINCT ON reads every candidate before the limit can stop the scan.
    const scansAll = hasKeys(a.where) || asList(a.order_by).length > 0 || asList(a.distinct_on).length > 0;
    const read = (scansAll ? narrowed : Math.min(narrowed, readLimit + offset)) + narrowed * perCandidate;
    return { read, answered: Math.min(narrowed, limit) };
  };

  /** Rows read per row of `t` by the selection on it (columns are read with their row). */
  const objectCost = (t: RoleTable, set: SelectionSetNode | undefined): Cost =>
    set ? selectionCost(set, t.model.gqlName, (name, node) => fieldOfObject(t, name, node)) : NONE;

  const fieldOfObject = (t: RoleTable, name: string, node: FieldLike): Cost => {
    const aggregate = name.endsWith('_aggregate') ? t.relationships.get(name.slice(0, -'_aggregate'.length)) : undefined;
    const rel = aggregate?.kind === 'array' ? aggregate : t.relationships.get(name);
    const remote = rel && remoteOf(rel);
    if (!rel || !remote) return NONE;
    if (rel.kind === 'object') {
      const inner = objectCost(remote, node.selectionSet);
      return { rows: 1 + inner.rows, joins: 1 + inner.joins };
    }
    return listOrAggregate(remote, args(node.arguments), fanOut(t, rel), node, rel === aggregate);
  };

  const listOrAggregate = (t: RoleTable, a: Json, candidates: number, node: FieldLike, isAggregate: boolean): Cost => {
    const { read, answered } = tableRead(t, a, candidates, isAggregate);
    const perRow = !node.selectionSet
      ? NONE
      : isAggregate
        ? selectionCost(node.selectionSet, `${t.model.gqlName}_aggregate`, (name, n) => (name === 'nodes' ? objectCost(t, n.selectionSet) : NONE))
        : objectCost(t, node.selectionSet);
    return { rows: read + answered * perRow.rows, joins: perRow.joins };
  };

  /** Sums a selection's fields, expanding fragments (each costed once per type name and reused). */
  const selectionCost = (set: SelectionSetNode, typeName: string, field: (name: string, node: FieldLike) => Cost): Cost => {
    const cost = { rows: 0, joins: 0 };
    const add = (c: Cost) => {
      cost.rows += c.rows;
      cost.joins += c.joins;
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) add(field(sel.name.value, sel));
      else if (sel.kind === Kind.INLINE_FRAGMENT) add(selectionCost(sel.selectionSet, typeName, field));
      else {
        const frag = fragments.get(sel.name.value);
        const key = `${sel.name.value}@${typeName}`;
        if (!frag || inProgress.has(key)) continue;
        let c = memo.get(key);
        if (c === undefined) {
          inProgress.add(key);
          c = selectionCost(frag.selectionSet, typeName, field);
          inProgress.delete(key);
          memo.set(key, c);
        }
        add(c);
      }
    }
    return cost;
  };

  return selectionCost(rootSet, '__root', (name, node) => {
    const rf = rs.rootFields.get(name);
    if (!rf) return NONE;
    if (rf.kind === 'by_pk') {
      const inner = objectCost(rf.table, node.selectionSet);
      return { rows: 1 + inner.rows, joins: inner.joins };
    }
    return listOrAggregate(rf.table, args(node.arguments), companyRows(rf.table), node, rf.kind === 'aggregate');
  });
}

/**
 * Rows read, and tables joined into one query level: each object relationship is a JOIN, and the
 * planner's time grows faster than their number (PGlite planned 62 joins in 0.8 s, 254 in 6 s).
 */
export interface Cost {
  rows: number;
  joins: number;
}

const NONE: Cost = { rows: 0, joins: 0 };

interface FieldLike {
  selectionSet?: SelectionSetNode;
  arguments?: readonly ArgumentNode[];
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
const hasKeys = (v: unknown): boolean => isObject(v) && Object.values(v).some((x) => x !== undefined && x !== null);

/** Relationship filters every row must meet: the top level of `where` and of its `_and`s. */
function conjunctRelations(where: unknown, out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (!isObject(where)) return out;
  for (const [key, value] of Object.entries(where)) {
    if (key === '_and') for (const item of asList(value)) conjunctRelations(item, out);
    else if (!key.startsWith('_') && isObject(value)) out.push([key, value]);
  }
  return out;
}

/** Column comparisons every row must meet: the top level of `where` and of its `_and`s, merged per column. */
function conjunctColumns(where: unknown, out = new Map<string, Json>()): Map<string, Json> {
  if (!isObject(where)) return out;
  for (const [key, value] of Object.entries(where)) {
    if (key === '_and') for (const item of asList(value)) conjunctColumns(item, out);
    else if (!key.startsWith('_') && isObject(value) && Object.keys(value).some((op) => op.startsWith('_') && !isObject(value[op])))
      out.set(key, { ...out.get(key), ...value });
  }
  return out;
}

/** The share of a column's histogram that a range (_gt, _gte, _lt, _lte) covers, interpolated within buckets. */
export function rangeFraction(bounds: number[] | undefined, c: Json): number {
  const lo = Math.max(orderedOr(c._gt, -Infinity), orderedOr(c._gte, -Infinity));
  const hi = Math.min(orderedOr(c._lt, Infinity), orderedOr(c._lte, Infinity));
  if (!bounds || (lo === -Infinity && hi === Infinity)) return 1;
  if (hi < lo) return RANGE_FLOOR;
  const buckets = bounds.length - 1;
  let covered = 0;
  for (let i = 0; i < buckets; i++) {
    const from = bounds[i]!;
    const to = bounds[i + 1]!;
    if (to <= from) covered += lo <= from && from <= hi ? 1 : 0;
    else covered += Math.max(0, Math.min(hi, to) - Math.max(lo, from)) / (to - from);
  }
  return Math.min(1, Math.max(RANGE_FLOOR, covered / buckets));
}

function orderedOr(v: unknown, otherwise: number): number {
  const n = orderedNumber(v);
  return Number.isFinite(n) ? n : otherwise;
}
