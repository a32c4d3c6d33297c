import { randomUUID } from 'node:crypto';
import type { Clock } from '../../core/platform';
import type { LiveUser } from '../../core/session/backend-session-info';
import type { Queryable } from '../db/database';

/** A row of this process lives this long past its last heartbeat; a dead process's rows then stop counting. */
export const PRESENCE_TTL_MS = 60_000;
/** How often a process renews its rows' expiry. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

const SELECT = `SELECT tab_id, user_id, username, email, company_euid, location,
  to_char(connected_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS connected_since
  FROM live_presence`;
const ORDER = 'ORDER BY connected_since, tab_id, handle';

/**
 * The tabs connected to the live socket of EVERY server process on this database, per company
 * (table live_presence). Each connection has its own handle (a tab that reloads briefly has two).
 * A process renews its rows with heartbeat(); rows of a process that died expire after
 * PRESENCE_TTL_MS and are ignored, then swept. Changes are reported to onChange so the owner can
 * announce them (NOTIFY 'backend_state') to the sockets of every process.
 */
export class PresenceRegistry {
  /** This process's id, stamped on its rows. */
  readonly serverId = randomUUID();

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly onChange: (companyId: number) => void = () => undefined,
  ) {}

  private expiry(): Date {
    return new Date(this.clock.now() + PRESENCE_TTL_MS);
  }

  async join(companyId: number, user: LiveUser): Promise<string> {
    const handle = randomUUID();
    await this.db.query(
      `INSERT INTO live_presence (handle, server_id, _company_id, tab_id, user_id, username, email, company_euid, location, connected_since, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [handle, this.serverId, companyId, user.tab_id, user.user_id, user.username, user.email, user.company_euid, user.location, user.connected_since, this.expiry()],
    );
    this.onChange(companyId);
    return handle;
  }

  /** LOC_CHANGE: the tab moved to another route. Unknown handles and unchanged locations change nothing. */
  async move(handle: string, location: string): Promise<void> {
    const { rows } = await this.db.query<{ _company_id: number }>(
      'UPDATE live_presence SET location = $2 WHERE handle = $1 AND location <> $2 RETURNING _company_id',
      [handle, location],
    );
    if (rows[0]) this.onChange(rows[0]._company_id);
  }

  async leave(handle: string): Promise<void> {
    const { rows } = await this.db.query<{ _company_id: number }>('DELETE FROM live_presence WHERE handle = $1 RETURNING _company_id', [handle]);
    if (rows[0]) this.onChange(rows[0]._company_id);
  }

  /** Renews this process's rows and sweeps the rows of processes that stopped renewing theirs. */
  async heartbeat(): Promise<void> {
    await this.db.query('UPDATE live_presence SET expires_at = $2 WHERE server_id = $1', [this.serverId, this.expiry()]);
    const swept = await this.db.query<{ _company_id: number }>('DELETE FROM live_presence WHERE expires_at < $1 RETURNING _company_id', [new Date(this.clock.now())]);
    for (const id of new Set(swept.rows.map((r) => r._company_id))) this.onChange(id);
  }

  /** On shutdown: this process's tabs are gone. */
  async leaveAll(): Promise<void> {
    const { rows } = await this.db.query<{ _company_id: number }>('DELETE FROM live_presence WHERE server_id = $1 RETURNING _company_id', [this.serverId]);
    for (const id of new Set(rows.map((r) => r._company_id))) this.onChange(id);
  }

  /** One company's current users, oldest connection first. */
  async usersOf(companyId: number): Promise<LiveUser[]> {
    const { rows } = await this.db.query<LiveUser>(`${SELECT} WHERE _company_id = $1 AND expires_at >= $2 ${ORDER}`, [companyId, new Date(this.clock.now())]);
    return rows;
  }

  /** Every company's current users (super users' view). */
  async allUsers(): Promise<LiveUser[]> {
    const { rows } = await this.db.query<LiveUser>(`${SELECT} WHERE expires_at >= $1 ${ORDER}`, [new Date(this.clock.now())]);
    return rows;
  }
}
