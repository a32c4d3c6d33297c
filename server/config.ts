import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_REFUSAL_BUDGET, type RefusalBudgetLimits } from './graphql/refusal-budget';

/**
 * Two GraphQL read connections per core (the PostgreSQL wiki's sizing for a server on the same
 * machine): with 10 on 2 cores the statements only queued inside PostgreSQL, and 50 dashboard
 * clients got 33 requests/s; with 4, 42 (identical statements waiting for a connection run once).
 */
export const DEFAULT_GRAPHQL_POOL_SIZE = Math.max(2, 2 * availableParallelism());

/**
 * Rows one GraphQL operation may read (server/graphql/query-cost.ts). The embedded database read
 * about 1 to 3 million rows a second here, and it cannot stop a statement once started: a million
 * keeps one operation near half a second, so another company waits at most that long (issue 34).
 */
export const DEFAULT_MAX_ROWS_READ = 1_000_000;

/** Object relationships one GraphQL statement may join: PGlite planned 30 in 0.35 s, 62 in 0.8 s, 254 in 6 s. */
export const DEFAULT_MAX_JOINS = 24;

/** Server configuration from environment variables; every variable has a safe default (README lists them). */
export interface ServerConfig {
  port: number;
  /** Base address users reach the server at; the embedded identity provider's issuer is `${publicUrl}/`. */
  publicUrl: string;
  /** Absent: embedded PostgreSQL (PGlite) in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** The OPC UA client's certificates (its own, and the servers' it trusts): OPCUA_PKI_DIR, beside the data by default. */
  opcuaPkiDir: string;
  /** Hasura-format metadata the GraphQL engine serves; absent: the product's own. */
  graphqlMetadataFile?: string;
  /** Sent as x-hasura-admin-secret for unfiltered access; absent: admin access is off. */
  graphqlAdminSecret?: string;
  /** All three set: sign in through a hosted Auth0 tenant; the embedded provider is off. */
  auth?: { domain: string; clientId: string; audience: string };
  /** The demo plant keeps producing while the server runs (SIMULATOR=off stops it). */
  simulator: boolean;
  /** SIMULATOR_MQTT_URL: the simulator publishes the demo plant to this broker in the umh format instead of writing it (off by default). */
  simulatorMqttUrl?: string;
  /**
   * Company names that guard the customer dashboards (document 3, section 2.4), by customer key, from
   * COMPANY_<KEY> (COMPANY_MRP, COMPANY_COATING, COMPANY_PAINTLINE); a customer without one keeps its
   * feature's default name (server/kit/customers.ts).
   */
  customerCompanies: Readonly<Record<string, string>>;
  /** Interface to listen on (HOST); default all interfaces. Optional so test contexts may omit it. */
  host?: string;
  /** Largest accepted request body in bytes (BODY_LIMIT_MB, default 32 MB: bulk ingestion). */
  bodyLimit?: number;
  /** Size of the demo plant generated on an empty database (DEMO_MACHINES, DEMO_DAYS). */
  demo?: { machines: number; days: number };
  /** GraphQL limits for non-admin roles (GRAPHQL_MAX_DEPTH, _NODES, _COST, _ROWS_READ, GRAPHQL_STATEMENT_TIMEOUT_MS). */
  graphqlLimits?: { maxDepth: number; maxNodes: number; maxCost: number; maxRowsRead: number; maxJoins: number; statementTimeoutMs: number };
  /**
   * Refused GraphQL operations (over the limits) one token and one company may send per minute before
   * their GraphQL requests get 429 (GRAPHQL_REFUSED_PER_TOKEN, GRAPHQL_REFUSED_PER_COMPANY).
   */
  graphqlRefusalBudget?: RefusalBudgetLimits;
  /** How often the GraphQL cost estimate reads the planner's statistics again (GRAPHQL_STATISTICS_REFRESH_MS). */
  graphqlStatisticsRefreshMs?: number;
  /**
   * GraphQL's read connections on a PostgreSQL server (GRAPHQL_POOL_SIZE), from DATABASE_READ_URL when set (a replica),
   * and how many of them one company's reads may hold at once (GRAPHQL_COMPANY_CONCURRENCY).
   */
  graphqlReads?: { size: number; url?: string; perCompany?: number };
  /**
   * Hasura roles besides admin (the admin secret) that may introspect the GraphQL schema
   * (GRAPHQL_INTROSPECTION_ROLES, comma-separated; default none: every signed-in user's role 'user' may not).
   */
  graphqlIntrospectionRoles?: string[];
  /** TRUST_PROXY: 'true', a hop count, or comma-separated proxy addresses whose X-Forwarded-* headers are believed. */
  trustProxy?: boolean | number | string[];
  /** TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server itself speaks HTTPS. */
  tls?: { cert: Buffer; key: Buffer };
  /**
   * The product's outgoing mail (invitations, password resets, sign-up confirmations): SMTP_URL
   * (smtp:// or smtps://, credentials in the URL) and MAIL_FROM; absent, the screens show the links.
   */
  mail?: { smtpUrl: string; from: string };
  /** How often open websockets re-check their session against the user row (SOCKET_RECHECK_MS, default 10 s). */
  socketRecheckMs?: number;
  /** Dates ingestion accepts (server/ingest/date-window.ts); absent: its defaults. */
  ingestWindow?: { maxAgeDays: number; futureMinutes: number; scheduleAheadDays: number; maxDowntimeDays: number };
  /** The embedded MQTT broker (server/connectors/embedded-broker.ts): MQTT_BROKER_PORT turns it on; off by default. */
  mqttBroker?: { port: number; host: string; username?: string; password?: string };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const auth =
    env.AUTH_DOMAIN && env.AUTH_CLIENT_ID && env.AUTH_AUDIENCE
      ? { domain: env.AUTH_DOMAIN, clientId: env.AUTH_CLIENT_ID, audience: env.AUTH_AUDIENCE }
      : undefined;
  return {
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data/pglite'),
    opcuaPkiDir: resolve(env.OPCUA_PKI_DIR ?? join(dirname(env.DATA_DIR ?? 'data/pglite'), 'opcua-pki')),
    graphqlMetadataFile: env.GRAPHQL_METADATA_FILE || undefined,
    graphqlAdminSecret: env.GRAPHQL_ADMIN_SECRET || undefined,
    auth,
    simulator: (env.SIMULATOR ?? 'on') !== 'off',
    simulatorMqttUrl: env.SIMULATOR_MQTT_URL || undefined,
    customerCompanies: configuredCustomerNames(env),
    host: env.HOST || '0.0.0.0',
    bodyLimit: wholeNumber(env, 'BODY_LIMIT_MB', 32, 1, 1024) * 1024 * 1024,
    demo: { machines: wholeNumber(env, 'DEMO_MACHINES', 24, 1, 100_000), days: wholeNumber(env, 'DEMO_DAYS', 90, 1, 3660) },
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    tls: env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) } : undefined,
    mail: mailSettings(env, publicUrl),
    socketRecheckMs: wholeNumber(env, 'SOCKET_RECHECK_MS', 10_000, 100, 3_600_000),
    graphqlLimits: {
      maxDepth: wholeNumber(env, 'GRAPHQL_MAX_DEPTH', 10, 1, 100),
      maxNodes: wholeNumber(env, 'GRAPHQL_MAX_NODES', 1_000, 1, 1_000_000),
      maxCost: wholeNumber(env, 'GRAPHQL_MAX_COST', 2_000_000, 1, 1_000_000_000_000),
      maxRowsRead: wholeNumber(env, 'GRAPHQL_MAX_ROWS_READ', DEFAULT_MAX_ROWS_READ, 1, 1_000_000_000_000),
      maxJoins: wholeNumber(env, 'GRAPHQL_MAX_JOINS', DEFAULT_MAX_JOINS, 1, 10_000),
      statementTimeoutMs: wholeNumber(env, 'GRAPHQL_STATEMENT_TIMEOUT_MS', 10_000, 0, 3_600_000),
    },
    graphqlRefusalBudget: {
      perToken: wholeNumber(env, 'GRAPHQL_REFUSED_PER_TOKEN', DEFAULT_REFUSAL_BUDGET.perToken, 1, 1_000_000),
      perCompany: wholeNumber(env, 'GRAPHQL_REFUSED_PER_COMPANY', DEFAULT_REFUSAL_BUDGET.perCompany, 1, 1_000_000),
      windowMs: DEFAULT_REFUSAL_BUDGET.windowMs,
    },
    graphqlStatisticsRefreshMs: wholeNumber(env, 'GRAPHQL_STATISTICS_REFRESH_MS', 60_000, 100, 86_400_000),
    graphqlReads: {
      size: wholeNumber(env, 'GRAPHQL_POOL_SIZE', DEFAULT_GRAPHQL_POOL_SIZE, 1, 1_000),
      url: env.DATABASE_READ_URL || undefined,
      perCompany: env.GRAPHQL_COMPANY_CONCURRENCY ? wholeNumber(env, 'GRAPHQL_COMPANY_CONCURRENCY', 1, 1, 1_000) : undefined,
    },
    graphqlIntrospectionRoles: (env.GRAPHQL_INTROSPECTION_ROLES ?? '').split(',').map((r) => r.trim()).filter(Boolean),
    ingestWindow: {
      maxAgeDays: wholeNumber(env, 'INGEST_MAX_AGE_DAYS', 400, 1, 36_500),
      futureMinutes: wholeNumber(env, 'INGEST_FUTURE_MINUTES', 15, 0, 1440),
      scheduleAheadDays: wholeNumber(env, 'INGEST_SCHEDULE_AHEAD_DAYS', 62, 0, 3660),
      maxDowntimeDays: wholeNumber(env, 'INGEST_MAX_DOWNTIME_DAYS', 31, 1, 3660),
    },
    mqttBroker: env.MQTT_BROKER_PORT
      ? {
          port: wholeNumber(env, 'MQTT_BROKER_PORT', 1883, 0, 65535),
          host: env.MQTT_BROKER_HOST || '127.0.0.1',
          ...(env.MQTT_BROKER_USERNAME ? { username: env.MQTT_BROKER_USERNAME, password: env.MQTT_BROKER_PASSWORD ?? '' } : {}),
        }
      : undefined,
  };
}

/** Every COMPANY_<KEY> variable as customer key (lower case) and company name; '' is kept: that customer matches no company. */
function configuredCustomerNames(env: NodeJS.ProcessEnv): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [variable, value] of Object.entries(env)) {
    const key = /^COMPANY_([A-Z0-9]+)$/.exec(variable)?.[1];
    if (key && value !== undefined) names[key.toLowerCase()] = value;
  }
  return names;
}

function mailSettings(env: NodeJS.ProcessEnv, publicUrl: string): ServerConfig['mail'] {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(smtpUrl)) throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${smtpUrl.replace(/\/\/[^@/]*@/, '//***@')}'`);
  const host = new URL(publicUrl).hostname;
  return { smtpUrl, from: env.MAIL_FROM?.trim() || `OEE Workbench <no-reply@${host === 'localhost' ? 'localhost.localdomain' : host}>` };
}

function trustProxySetting(raw: string | undefined): boolean | number | string[] | undefined {
  if (raw === undefined || raw === '' || raw === 'false') return undefined;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((a) => a.trim()).filter(Boolean);
}
