import { execute } from 'graphql';
import type { Database, ReadPool } from '../db/database';
import { SHARED_TENANT, type QueueState } from '../db/fair-scheduler';
import type { ReplicaReads } from '../db/replica-reads';
import type { Logger } from '../http/context';
import { installChangeTriggers } from './change-triggers';
import { prepareOperation, type GraphqlRequest, type PreparedOperation } from './compile-operation';
import { HasuraError, QueryLimitError, errorsBody, fromDatabaseError } from './hasura-error';
import { LiveQueryHub } from './live-queries';
import { OperationCache } from './operation-cache';
import { openReads, type ReadPoolSettings } from './open-reads';
import { assembleRows, rootNames } from './root-rows';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './query-limits';
import { loadMetadata, type HasuraMetadata } from './metadata';
import { readCatalog } from './pg-catalog';
import { buildRoleSchema, type RoleSchema } from './role-schema';
import { buildRoleView } from './role-view';
import { sessionVariable, type Session } from './session';
import { StatisticsCache } from './table-statistics';
import { buildTableModels, type TableModel } from './table-model';

type SqlOperation = Extract<PreparedOperation, { kind: 'sql' }>;

export interface EngineOptions {
  /** Hasura metadata (parsed) or the path of its JSON file; absent: the product's own metadata. */
  metadata?: HasuraMetadata | string;
  log: Pick<Logger, 'warn' | 'info'>;
  /** Depth, node and cost limits for non-admin roles; absent: DEFAULT_QUERY_LIMITS. */
  limits?: QueryLimits;
  /** Longest one GraphQL statement may run on a PostgreSQL server, in ms (0: no limit). */
  statementTimeoutMs?: number;
  /** Connections for GraphQL reads on a PostgreSQL server (GRAPHQL_POOL_SIZE), where from (DATABASE_READ_URL), and one company's share. */
  readPool?: ReadPoolSettings;
  /** How often the cost estimate's statistics are read again, in ms (absent: STATISTICS_REFRESH_MS). */
  statisticsRefreshMs?: number;
  /** Roles besides admin that may introspect the schema (Hasura's graphql_schema_introspection); absent: none. */
  introspectionRoles?: readonly string[];
}

/** The turn a session's reads take: its company's (fair-scheduler.ts); the admin role and company-less sessions share one. */
export const tenantOf = (session: Session): string => sessionVariable(session, 'x-hasura-company-id') ?? SHARED_TENANT;

/** The Hasura-compatible GraphQL engine over one database: per-role schemas, one SQL statement per operation. */
export class GraphqlEngine {
  private readonly schemas = new Map<string, RoleSchema>();
  private introspectionRoles: ReadonlySet<string> = new Set();
  private readonly operations = new OperationCache();
  private readonly bodies = new WeakMap<object, Map<string, Buffer>>();
  readonly live: LiveQueryHub;

  private constructor(
    db: Database,
    readonly models: Map<string, TableModel>,
    readonly limits: QueryLimits,
    private readonly statementTimeoutMs: number,
    private readonly reads: ReadPool | ReplicaReads,
    private readonly statistics: StatisticsCache,
  ) {
    this.live = new LiveQueryHub(db);
  }

  /** Reads metadata and the database catalog, installs change triggers and starts listening for changes. */
  static async start(db: Database, opts: EngineOptions): Promise<GraphqlEngine> {
    const metadata = typeof opts.metadata === 'object' ? opts.metadata : loadMetadata(opts.metadata);
    const catalog = await readCatalog(db);
    const models = buildTableModels(metadata, catalog, (m) => opts.log.warn(m));
    await installChangeTriggers(db, models.values());
    const statementTimeoutMs = opts.statementTimeoutMs ?? 0;
    // The embedded database has one connection: its reads wait in turn here, where identical ones are shared.
    const reads = openReads(db, opts.readPool, statementTimeoutMs, opts.log);
    // The cost estimate's row counts (query-cost.ts), read now and every minute, never on a request's path.
    const statistics = new StatisticsCache(db, opts.statisticsRefreshMs);
    await statistics.start();
    const engine = new GraphqlEngine(db, models, opts.limits ?? DEFAULT_QUERY_LIMITS, statementTimeoutMs, reads, statistics);
    engine.introspectionRoles = new Set(opts.introspectionRoles ?? []);
    await engine.live.start();
    opts.log.info(`graphql: serving ${models.size} tables`);
    return engine;
  }

  async stop(): Promise<void> {
    this.statistics.stop();
    await this.live.stop();
    await this.reads.close();
  }

  roleSchema(role: string): RoleSchema {
    let rs = this.schemas.get(role);
    if (!rs) {
      rs = buildRoleSchema(buildRoleView(role, this.models), this.models);
      this.schemas.set(role, rs);
    }
    return rs;
  }

  prepare(request: GraphqlRequest, session: Session): PreparedOperation {
    const rs = this.roleSchema(session.role);
    const prepared = prepareOperation(rs, request, session, this.limits, this.operations, this.statistics.current);
    // Introspection disabled for a role answers as Hasura does: the field is not there.
    if (prepared.kind === 'introspection' && !rs.view.isAdmin && !this.introspectionRoles.has(session.role)) {
      const field = /\b__schema\b/.test(String(request.query)) ? '__schema' : '__type';
      throw new HasuraError('validation-failed', `field '${field}' not found in type: 'query_root'`, `$.selectionSet.${field}`);
    }
    return prepared;
  }

  /**
   * Runs a query and answers the response body, JSON encoded as UTF-8 (errors in Hasura's shape);
   * `onRefused` hears of a refusal by the limits (the refusal budget counts them).
   */
  async run(request: GraphqlRequest, session: Session, onRefused?: () => void): Promise<Buffer> {
    try {
      const prepared = this.prepare(request, session);
      if (prepared.kind === 'introspection') return Buffer.from(JSON.stringify(await this.introspect(prepared, session)));
      if (prepared.operation === 'subscription')
        throw new HasuraError('validation-failed', 'subscriptions are not supported over HTTP, use websockets instead', '$');
      const rows = await this.rows(prepared, tenantOf(session));
      // Requests that shared one statement (shared-waits.ts) share its rows: their body is joined and
      // encoded once per set of root names (encoding 1.9 MB of text took 7 ms of each request).
      const names = rootNames(prepared.roots);
      let byNames = this.bodies.get(rows);
      if (!byNames) this.bodies.set(rows, (byNames = new Map()));
      let body = byNames.get(names);
      if (!body) byNames.set(names, (body = Buffer.from(`{"data":${assembleRows(prepared.roots, rows)}}`)));
      return body;
    } catch (e) {
      if (e instanceof QueryLimitError) onRefused?.();
      if (e instanceof HasuraError) return Buffer.from(JSON.stringify(errorsBody([e])));
      throw e;
    }
  }

  /** A compiled query's data as JSON text. */
  async data(prepared: SqlOperation, session: Session): Promise<string> {
    return assembleRows(prepared.roots, await this.rows(prepared, tenantOf(session)));
  }

  /** GraphQL's reads waiting for a connection, and their longest recent wait (/v1/health). */
  /** Whether reads come from a replica, so a write must be noted for its writer's next reads (read-your-writes). */
  get readsFromReplica(): boolean {
    return 'noteWrite' in this.reads;
  }

  /** A company's write committed: its next reads see it, whatever the replica's lag. */
  async noteWrite(tenant: string): Promise<void> {
    if ('noteWrite' in this.reads) await this.reads.noteWrite(tenant);
  }

  get queue(): QueueState {
    return this.reads.queue;
  }

  /** Reads the planner's statistics again now (tests; otherwise every minute). */
  refreshStatistics(): Promise<void> {
    return this.statistics.refresh();
  }

  /** A compiled query's rows of JSON text (root-rows.ts). */
  private rows(prepared: SqlOperation, tenant: string): Promise<Array<{ f: number; j: string }>> {
    return this.read(prepared.sql, prepared.params, tenant);
  }

  /**
   * Runs one compiled statement. On a PostgreSQL server it goes to the read pool, whose connections
   * carry the statement timeout (no request holds a connection longer than the limit) and keep the
   * statement prepared; the embedded database (PGlite, WASM) has no timer interrupts, so there the
   * depth, cost and row limits are what bound the work.
   */
  private async read<T>(sql: string, params: unknown[], tenant: string): Promise<T[]> {
    try {
      return (await this.reads.query<T>(sql, params, tenant)).rows;
    } catch (e) {
      if ((e as { code?: unknown }).code === '57014')
        throw new HasuraError('unexpected', `the query ran longer than the statement timeout of ${this.statementTimeoutMs} ms; narrow it with where and limit`);
      throw fromDatabaseError(e);
    }
  }

  async introspect(p: Extract<PreparedOperation, { kind: 'introspection' }>, session: Session) {
    return execute({
      schema: this.roleSchema(session.role).schema,
      document: p.document,
      operationName: p.operationName,
      variableValues: p.variables,
    });
  }
}
