import type { PresetKind } from '../../core/presets';
import type { Queryable } from '../db/database';
import { readStoredJson, STORED_JSON_MAX_DEPTH } from '../../core/forms';
import { HttpError, type AuthContext, type Logger } from '../http/context';

/** Where each preset family lives; map designs keep favourite on the map, nav presets per user. */
export interface PresetTable {
  table: 'nav_navpreset' | 'nav_mapdesign';
  /** The column holding the saved state, answered under the same name. */
  state: 'navstate' | 'design';
  perUserFlags: boolean;
}

export const PRESET_TABLES: Record<PresetKind, PresetTable> = {
  navpreset: { table: 'nav_navpreset', state: 'navstate', perUserFlags: true },
  mapdesign: { table: 'nav_mapdesign', state: 'design', perUserFlags: false },
};

export interface PresetRow {
  id: number;
  author_id: number | null;
  euid: string;
  name: string;
  desc: string;
  author_first_name: string;
  author_last_name: string;
  author_comp_prof: string;
  state: unknown;
  default: boolean;
  public: boolean;
  hidden: boolean;
  favorite: boolean;
  _updated: string;
}

export interface Caller {
  id: number;
  auth: AuthContext;
  first_name: string;
  last_name: string;
}

export async function callerOf(db: Queryable, auth: AuthContext): Promise<Caller> {
  const { rows } = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM core_user WHERE euid = $1 AND _company_id = $2',
    [auth.userEuid, auth.companyId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(403, 'Your account is not a user of this company.');
  return { ...row, auth };
}

/**
 * The presets a user may see: their own, the company's public ones and the company default. States
 * are read as text: copying a state nested 2,600 deep out of the embedded database's worker overflowed
 * its stack and the list never answered. A row whose state nests deeper than stored JSON may (saved
 * before the bound, or by hand) is left out and reported to the log (issue 34 §5).
 */
export async function visiblePresetRows(db: Queryable, kind: PresetKind, caller: Caller, log: Logger): Promise<PresetRow[]> {
  const t = PRESET_TABLES[kind];
  const flags = t.perUserFlags
    ? 'COALESCE(f.hidden, false) AS hidden, COALESCE(f.favorite, false) AS favorite'
    : 'false AS hidden, p.favorite AS favorite';
  const join = t.perUserFlags ? 'LEFT JOIN nav_navpresetflag f ON f._company_id = p._company_id AND f.preset_id = p.id AND f.user_id = $2' : '';
  const { rows } = await db.query<Omit<PresetRow, 'state'> & { state: string | null }>(
    `SELECT p.id, p.author_id, p.euid::text AS euid, p.name, p."desc", p.${t.state}::text AS state, p."default", p.public,
            to_char(p._updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS _updated,
            COALESCE(u.first_name, '') AS author_first_name, COALESCE(u.last_name, '') AS author_last_name,
            COALESCE(u.euid, '') AS author_comp_prof, ${flags}
       FROM ${t.table} p
       LEFT JOIN core_user u ON u.id = p.author_id
       ${join}
      WHERE p._company_id = $1 AND (p.author_id = $2 OR p.public OR p."default")
      ORDER BY p.name, p.id`,
    [caller.auth.companyId, caller.id],
  );
  return rows.flatMap((r) => {
    const state = readStoredJson(r.state);
    if (state !== undefined) return [{ ...r, state }];
    log.warn(`presets: ${t.table} ${r.euid} left out of the list: its ${t.state} is not JSON nesting at most ${STORED_JSON_MAX_DEPTH} levels`);
    return [];
  });
}

/** A row as the browser receives it: the state under its family's name, no internal ids. */
export function presetAnswer(kind: PresetKind, row: PresetRow): Record<string, unknown> {
  const { id: _id, author_id: _author, state, ...rest } = row;
  return { ...rest, [PRESET_TABLES[kind].state]: state ?? {} };
}
