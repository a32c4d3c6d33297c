import type { Queryable } from '../db/database';
import type { DataSourceInput, SourceKind } from '../../core/connectors';
import { SUBSCRIPTION_STATUSES } from '../../core/model';
import { isSubscriptionActive } from '../../core/session/auth-state';

/** A stored data source, password included: only the connector manager reads it. */
export interface StoredSource {
  id: number;
  companyId: number;
  name: string;
  kind: SourceKind;
  url: string;
  username: string;
  password: string;
  enabled: boolean;
  settings: unknown;
  clientId: string;
  /** The company's subscription counts as active (ACTIVE or TRIALING): other companies' sources stay stopped. */
  companyActive: boolean;
}

// The statuses core's rule counts as active (document 1 §4 rule 8), written into the statement as
// literals: core's constants, never user input.
const ACTIVE_STATUSES_SQL = SUBSCRIPTION_STATUSES.filter(isSubscriptionActive).map((status) => `'${status}'`).join(', ');

const COLUMNS = `s.id, s._company_id AS "companyId", s.name, s.kind, s.url, s.username, s.password, s.enabled, s.settings,
  s.client_id AS "clientId", (c.sub_status IN (${ACTIVE_STATUSES_SQL})) AS "companyActive"`;

function parsed(row: StoredSource): StoredSource {
  return { ...row, settings: typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings };
}

export async function allSources(db: Queryable): Promise<StoredSource[]> {
  const r = await db.query<StoredSource>(`SELECT ${COLUMNS} FROM connector_data_source s JOIN core_company c ON c.id = s._company_id ORDER BY s.id`);
  return r.rows.map(parsed);
}

export async function companySources(db: Queryable, companyId: number): Promise<StoredSource[]> {
  const r = await db.query<StoredSource>(
    `SELECT ${COLUMNS} FROM connector_data_source s JOIN core_company c ON c.id = s._company_id WHERE s._company_id = $1 ORDER BY s.name, s.id`,
    [companyId],
  );
  return r.rows.map(parsed);
}

export async function companySource(db: Queryable, companyId: number, id: number): Promise<StoredSource | undefined> {
  const r = await db.query<StoredSource>(
    `SELECT ${COLUMNS} FROM connector_data_source s JOIN core_company c ON c.id = s._company_id WHERE s._company_id = $1 AND s.id = $2`,
    [companyId, id],
  );
  return r.rows[0] && parsed(r.rows[0]);
}

export async function insertSource(db: Queryable, companyId: number, input: DataSourceInput, clientId: string): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO connector_data_source (_company_id, name, kind, url, username, password, enabled, settings, client_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id`,
    [companyId, input.name, input.kind, input.url, input.username, input.password ?? '', input.enabled, JSON.stringify(input.settings), clientId],
  );
  return r.rows[0]!.id;
}

/** Leaving the password out keeps the stored one. */
export async function updateSource(db: Queryable, companyId: number, id: number, input: DataSourceInput): Promise<boolean> {
  const r = await db.query(
    `UPDATE connector_data_source SET name = $3, kind = $4, url = $5, username = $6, password = COALESCE($7, password), enabled = $8, settings = $9::jsonb
     WHERE _company_id = $1 AND id = $2`,
    [companyId, id, input.name, input.kind, input.url, input.username, input.password ?? null, input.enabled, JSON.stringify(input.settings)],
  );
  return r.affectedRows > 0;
}

/** Pauses (false) or resumes (true) a source; nothing else of it changes. */
export async function setSourceEnabled(db: Queryable, companyId: number, id: number, enabled: boolean): Promise<boolean> {
  return (await db.query('UPDATE connector_data_source SET enabled = $3 WHERE _company_id = $1 AND id = $2', [companyId, id, enabled])).affectedRows > 0;
}

export async function deleteSource(db: Queryable, companyId: number, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM connector_data_source WHERE _company_id = $1 AND id = $2', [companyId, id])).affectedRows > 0;
}
