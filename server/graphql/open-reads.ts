import { DEFAULT_GRAPHQL_POOL_SIZE } from '../config';
import type { Database, ReadPool } from '../db/database';
import { gatedReads } from '../db/gated-reads';
import { replicaReads, type ReplicaReads } from '../db/replica-reads';
import type { Logger } from '../http/context';

export interface ReadPoolSettings {
  size: number;
  url?: string;
  perCompany?: number;
}

/**
 * Where GraphQL reads run: the embedded database's one connection (in turns), a PostgreSQL server's read pool, or a
 * streaming replica (DATABASE_READ_URL) with the primary beside it for read-your-writes and while the replica is down.
 */
export function openReads(db: Database, settings: ReadPoolSettings | undefined, statementTimeoutMs: number, log: Pick<Logger, 'warn'>): ReadPool | ReplicaReads {
  if (!db.openReadPool) return gatedReads(db);
  const pool = (url?: string) =>
    db.openReadPool!({ statementTimeoutMs, size: settings?.size ?? DEFAULT_GRAPHQL_POOL_SIZE, url, perTenant: settings?.perCompany });
  if (!settings?.url) return pool();
  return replicaReads({
    replica: pool(settings.url),
    primary: pool(),
    primaryPosition: async () => (await db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0].lsn,
    log: (line) => log.warn(line),
  });
}
