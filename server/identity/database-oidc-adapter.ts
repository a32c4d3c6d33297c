import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../core/platform';
import type { Database } from '../db/database';

interface ModelRow {
  payload: AdapterPayload;
  consumed_at: Date | string | null;
}

const epochSeconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/**
 * oidc-provider's storage port backed by the Database (table identity_oidc_model): one instance per
 * model name (Session, Grant, RefreshToken...). Rows past expires_at are invisible and purged later.
 */
export class DatabaseOidcAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The factory form oidc-provider's `adapter` option accepts. */
  static factory(db: Database, clock: Clock): (model: string) => DatabaseOidcAdapter {
    return (model) => new DatabaseOidcAdapter(model, db, clock);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(this.clock.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO identity_oidc_model (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at, consumed_at = NULL`,
      [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresAt],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE identity_oidc_model SET consumed_at = $3 WHERE model = $1 AND id = $2', [
      this.model,
      id,
      new Date(this.clock.now()),
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_model WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_model WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
  }

  private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.db.query<ModelRow>(
      `SELECT payload, consumed_at FROM identity_oidc_model
       WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3) LIMIT 1`,
      [this.model, value, new Date(this.clock.now())],
    );
    const row = rows[0];
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    return row.consumed_at ? { ...payload, consumed: epochSeconds(row.consumed_at) } : payload;
  }
}

/** Deletes rows whose lifetime is over; run at start and periodically so the table does not grow forever. */
export async function purgeExpiredOidcModels(db: Database, clock: Clock): Promise<number> {
  const r = await db.query('DELETE FROM identity_oidc_model WHERE expires_at <= $1', [new Date(clock.now())]);
  return r.affectedRows;
}
