import {
  GraphQLObjectType,
  Kind,
  getNamedType,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { QueryLimitError, type HasuraError } from './hasura-error';
import { DEFAULT_MAX_JOINS, DEFAULT_MAX_ROWS_READ } from '../config';
import type { Cost } from './query-cost';

/**
 * Limits every non-admin GraphQL operation must keep, checked on the parsed document before any
 * validation pass or SQL (GraphQL security guides: depth, node count, cost analysis; Hasura's own
 * API limits). GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_NODES and GRAPHQL_MAX_COST set them.
 */
export interface QueryLimits {
  /** Nesting of fields (root field = 1), through fragments. */
  maxDepth: number;
  /** Fields in the operation once every fragment is expanded (a fragment bomb is counted, never expanded). */
  maxNodes: number;
  /** Estimated result objects: each list multiplies by its row bound (limit argument, the role's limit). */
  maxCost: number;
  /** Estimated rows the database reads for the operation (query-cost.ts), from its statistics. */
  maxRowsRead: number;
  /** Object relationships joined into the statement, fragments expanded (the planner's time grows faster than they do). */
  maxJoins: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxNodes: 1_000, maxCost: 2_000_000, maxRowsRead: DEFAULT_MAX_ROWS_READ, maxJoins: DEFAULT_MAX_JOINS };

/** Rows assumed for a list with neither a limit argument nor a role limit. */
export const UNBOUNDED_LIST_ROWS = 100_000;

interface Measure {
  depth: number;
  nodes: number;
}

/** Depth and expanded node count, each fragment measured once (memoised), cycles counted as empty. */
export function measureSelection(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): Measure {
  const memo = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const walk = (s: SelectionSetNode): Measure => {
    let depth = 0;
    let nodes = 0;
    for (const sel of s.selections) {
      let m: Measure;
      if (sel.kind === Kind.FIELD) {
        const inner = sel.selectionSet ? walk(sel.selectionSet) : { depth: 0, nodes: 0 };
        m = { depth: inner.depth + 1, nodes: inner.nodes + 1 };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) m = walk(sel.selectionSet);
      else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        if (!frag || inProgress.has(name)) m = { depth: 0, nodes: 0 };
        else {
          const known = memo.get(name);
          if (known) m = known;
          else {
            inProgress.add(name);
            m = walk(frag.selectionSet);
            inProgress.delete(name);
            memo.set(name, m);
          }
        }
      }
      depth = Math.max(depth, m.depth);
      nodes += m.nodes;
    }
    return { depth, nodes };
  };
  return walk(set);
}

function intArgument(value: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;
  }
  return undefined;
}

/**
 * Estimated objects the operation may return: every object field costs 1 per parent object; a field taking
 * `limit` (a table list or aggregate) returns up to min(its limit, the role's row limit) objects per
 * parent. Fragments are costed once per (fragment, type) and reused, so the estimate is fast.
 */
export function estimateCost(
  schema: GraphQLSchema,
  root: GraphQLObjectType,
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  roleLimit: (typeName: string) => number | undefined,
): number {
  const memo = new Map<string, number>();
  const inProgress = new Set<string>();
  // nodesRows: inside an _aggregate object, the row bound its `nodes` list carries (the aggregate itself is one object).
  const walk = (s: SelectionSetNode, parent: GraphQLObjectType, nodesRows = 1): number => {
    let cost = 0;
    for (const sel of s.selections) {
      if (sel.kind === Kind.FIELD) {
        const def = parent.getFields()[sel.name.value];
        if (!def) continue;
        const type = getNamedType(def.type);
        let rows = 1;
        let childNodesRows = 1;
        if (def.args.some((a) => a.name === 'limit')) {
          const asked = intArgument(sel.arguments?.find((a) => a.name.value === 'limit')?.value, variables);
          const tableName = type.name.replace(/_aggregate$/, '');
          const bound = Math.max(1, Math.min(asked ?? Infinity, roleLimit(tableName) ?? Infinity, UNBOUNDED_LIST_ROWS));
          if (type.name.endsWith('_aggregate')) childNodesRows = bound;
          else rows = bound;
        } else if (sel.name.value === 'nodes' && parent.name.endsWith('_aggregate')) rows = nodesRows;
        // Objects are what cost: a leaf column is read with its row.
        if (!sel.selectionSet || !(type instanceof GraphQLObjectType)) continue;
        cost += rows * (1 + walk(sel.selectionSet, type, childNodesRows));
      } else {
        const frag = sel.kind === Kind.INLINE_FRAGMENT ? sel : fragments.get(sel.name.value);
        if (!frag) continue;
        const typeName = frag.typeCondition?.name.value;
        const t = typeName ? schema.getType(typeName) : parent;
        if (!(t instanceof GraphQLObjectType)) continue;
        if (sel.kind === Kind.INLINE_FRAGMENT) {
          cost += walk(frag.selectionSet, t);
          continue;
        }
        const key = `${sel.name.value}@${t.name}`;
        if (inProgress.has(key)) continue;
        let c = memo.get(key);
        if (c === undefined) {
          inProgress.add(key);
          c = walk(frag.selectionSet, t);
          inProgress.delete(key);
          memo.set(key, c);
        }
        cost += c;
      }
    }
    return cost;
  };
  return walk(set, root);
}

/** The first limit the operation breaks, as Hasura's validation-failed error, or undefined. */
export function checkQueryLimits(
  limits: QueryLimits,
  schema: GraphQLSchema,
  root: GraphQLObjectType,
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  roleLimit: (typeName: string) => number | undefined,
  rowsRead?: () => Cost,
): HasuraError | undefined {
  const m = measureSelection(set, fragments);
  if (m.depth > limits.maxDepth) return new QueryLimitError(`query depth limit exceeded: the query is ${m.depth} levels deep, the limit is ${limits.maxDepth}`);
  if (m.nodes > limits.maxNodes) return new QueryLimitError(`query node limit exceeded: the query has ${m.nodes} fields once its fragments are expanded, the limit is ${limits.maxNodes}`);
  const cost = estimateCost(schema, root, set, fragments, variables, roleLimit);
  if (cost > limits.maxCost)
    return new QueryLimitError(`query cost limit exceeded: the query may return about ${cost.toExponential(1)} objects, the limit is ${limits.maxCost}; add a limit to its lists`);
  const read = rowsRead?.() ?? { rows: 0, joins: 0 };
  if (read.joins > limits.maxJoins)
    return new QueryLimitError(`query cost limit exceeded: the query joins ${read.joins} object relationships once its fragments are expanded, the limit is ${limits.maxJoins}`);
  if (read.rows > limits.maxRowsRead)
    return new QueryLimitError(`query cost limit exceeded: the query may read about ${read.rows.toExponential(1)} rows, the limit is ${limits.maxRowsRead}; narrow its where, limit its lists and aggregates, or split it`);
  return undefined;
}
