import { entityNotFound } from '../../core/errors';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/context';

export interface EntityRef {
  id: number;
  euid: string;
  name: string;
  key: string;
  desc: string;
  category: string;
  depth: number;
}

/** One entity of the caller's company by euid; another company's euid is as unknown as a made-up one. */
export async function entityOfCompany(db: Queryable, companyId: number, euid: string): Promise<EntityRef> {
  const { rows } = await db.query<EntityRef>(
    'SELECT id, euid, name, key, "desc", category, depth FROM bigbrain_entity WHERE euid = $1 AND _company_id = $2',
    [euid, companyId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, entityNotFound(euid));
  return row;
}

export async function childrenOf(db: Queryable, companyId: number, parentId: number): Promise<EntityRef[]> {
  const { rows } = await db.query<EntityRef>(
    'SELECT id, euid, name, key, "desc", category, depth FROM bigbrain_entity WHERE parent_id = $1 AND _company_id = $2 ORDER BY name, id',
    [parentId, companyId],
  );
  return rows;
}
