import {
  GraphQLError,
  Kind,
  getVariableValues,
  parse,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { collectFields } from './collect-fields';
import { newCompileContext } from './compile-context';
import { HasuraError, validationError } from './hasura-error';
import { hasuraValidate } from './hasura-validate';
import { OperationCache, type ParsedOperation } from './operation-cache';
import { estimateRowsRead } from './query-cost';
import { checkQueryLimits, type QueryLimits } from './query-limits';
import type { RoleSchema } from './role-schema';
import { rowsStatement, type RootField } from './root-rows';
import { aggregateJson, argumentsOf, byPkJson, listRows } from './select-compiler';
import { sessionVariable, type Session } from './session';
import { jsonNameLiteral } from './sql';
import type { StatisticsSnapshot } from './table-statistics';

export interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export type PreparedOperation =
  | {
      kind: 'sql';
      operation: 'query' | 'subscription';
      /** The data as rows of JSON text (f, j), joined by `assembleRows` (root-rows.ts). */
      sql: string;
      roots: RootField[];
      params: unknown[];
      tables: Set<string>;
      document: DocumentNode;
      operationName?: string;
    }
  | { kind: 'introspection'; document: DocumentNode; operationName?: string; variables: Record<string, unknown> };

/** The session variable the row permissions filter companies by: the cost estimate reads that company's share of a table. */
const COMPANY_VARIABLE = 'x-hasura-company-id';

const INTROSPECTION = new Set(['__schema', '__type', '__typename']);

/**
 * Parses, validates (with Hasura's messages) and compiles a GraphQL request into one SQL statement
 * answering rows of JSON text (root-rows.ts).
 * With a cache, a query text this role sent before skips parsing and validation; the limits, which
 * may depend on the variables, are checked on every request.
 */
export function prepareOperation(
  rs: RoleSchema,
  request: GraphqlRequest,
  session: Session,
  limits?: QueryLimits,
  cache?: OperationCache,
  stats?: StatisticsSnapshot,
): PreparedOperation {
  if (typeof request.query !== 'string') throw new HasuraError('parse-failed', 'key "query" not found', '$');
  const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
  const rawVars = request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : {};
  const key = OperationCache.key(rs.view.role, operationName, request.query);
  let parsed = cache?.get(key);
  if (!parsed) {
    parsed = parseOperation(rs, request.query, operationName);
    cache?.set(key, parsed);
  }
  // Before any validation pass (which would expand a fragment bomb) and before any SQL; admins are unlimited as in Hasura.
  if (limits && !rs.view.isAdmin) {
    const roleLimits = new Map([...rs.view.tables.values()].map((t) => [t.model.gqlName, t.limit]));
    // A client repeating a refused request (issue 34: one company sent the same 26 KB query in a loop) costs a look-up.
    const inputs = `${sessionVariable(session, COMPANY_VARIABLE) ?? ''}\u0000${JSON.stringify(rawVars)}`;
    if (parsed.refused && parsed.refused.inputs === inputs && parsed.refused.stats === stats) throw parsed.refused.error;
    const rowsRead = () =>
      stats
        ? estimateRowsRead({ rs, stats, companyId: sessionVariable(session, COMPANY_VARIABLE), fragments: parsed.fragments, variables: rawVars }, parsed.operation.selectionSet)
        : { rows: 0, joins: 0 };
    const refused = checkQueryLimits(limits, rs.schema, parsed.root, parsed.operation.selectionSet, parsed.fragments, rawVars, (name) => roleLimits.get(name), rowsRead);
    if (refused) {
      parsed.refused = { inputs, stats, error: refused };
      throw refused;
    }
  }
  if (!parsed.validated) {
    validateOperation(rs, parsed);
    parsed.validated = true;
  }
  const { document, operation: op, fragments, root } = parsed;

  const rawVariables = request.variables ?? {};
  if (typeof rawVariables !== 'object' || Array.isArray(rawVariables))
    throw new HasuraError('parse-failed', 'variables must be an object', '$.variables');
  const coerced = getVariableValues(rs.schema, op.variableDefinitions ?? [], rawVariables as Record<string, unknown>);
  if (coerced.errors) throw validationError('$', coerced.errors[0]!.message);
  const variables = coerced.coerced;

  const ctx = newCompileContext(rs, session, variables, fragments);
  const fields = collectFields(op.selectionSet, fragments, variables);
  if (fields.every((f) => INTROSPECTION.has(f.name)) && fields.some((f) => f.name !== '__typename'))
    return { kind: 'introspection', document, operationName, variables };

  const roots: RootField[] = [];
  try {
    for (const f of fields) {
      const path = `$.selectionSet.${f.key}`;
      if (f.name === '__typename') {
        roots.push({ key: f.key, json: jsonNameLiteral(root.name) });
        continue;
      }
      const rf = rs.rootFields.get(f.name);
      if (!rf) throw validationError(path, `field '${f.name}' not found in type: '${root.name}'`);
      const args = argumentsOf(ctx, root.name, f.node);
      if (rf.kind === 'select') roots.push({ key: f.key, list: listRows(rf.table, args, f.node, ctx, path) });
      else if (rf.kind === 'aggregate') roots.push({ key: f.key, json: aggregateJson(rf.table, args, f.node, ctx, path) });
      else roots.push({ key: f.key, json: byPkJson(rf.table, args, f.node, ctx, path) });
    }
  } catch (e) {
    if (e instanceof GraphQLError) throw validationError('$', e.message);
    throw e;
  }
  return {
    kind: 'sql',
    operation: parsed.type,
    sql: rowsStatement(roots),
    roots,
    params: ctx.params.values,
    tables: ctx.tables,
    document,
    operationName,
  };
}

function parseOperation(rs: RoleSchema, query: string, operationName: string | undefined): ParsedOperation {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    throw validationError('$.query', 'not a valid graphql query');
  }
  const operation = selectOperation(document, operationName);
  if (operation.operation === 'mutation') throw validationError('$', 'no mutations exist');
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = operation.operation === 'subscription' ? rs.schema.getSubscriptionType() : rs.schema.getQueryType();
  if (!root) throw validationError('$', 'no subscriptions exist');
  return { document, operation, type: operation.operation, fragments, root };
}

function validateOperation(rs: RoleSchema, parsed: ParsedOperation): void {
  const hasuraError = hasuraValidate(rs.schema, parsed.root, parsed.operation.selectionSet, parsed.fragments);
  if (hasuraError) throw hasuraError;
  const errors = validate(rs.schema, parsed.document);
  if (errors.length > 0) throw validationError('$', errors[0]!.message);
}

function selectOperation(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName !== undefined) {
    const found = ops.find((o) => o.name?.value === operationName);
    if (!found) throw validationError('$', `no such operation found in the document: "${operationName}"`);
    return found;
  }
  if (ops.length !== 1) throw validationError('$', 'exactly one operation has to be present in the document when operationName is not specified');
  return ops[0]!;
}
