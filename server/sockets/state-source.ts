import type { Database } from '../db/database';
import type { BackendState } from '../engine/backend-state';
import type { LiveUser } from '../../core/session/backend-session-info';
import type { PresenceRegistry } from './presence-registry';
import type { CurrentUser, SessionInfo } from './state-keys';

/** The engine's reader (server/engine/backend-state.ts): one company's state, or every company's with null. */
export type EngineStateReader = (db: Database, companyId: number | null) => Promise<BackendState>;

/** Reads what the sockets and the read calls answer. */
export interface StateSource {
  /** One company's session info with its own live users only, as anonymous tabs (least privilege). */
  company(companyId: number): Promise<SessionInfo>;
  /** Every company's state with every live user and who they are (super users). */
  everyCompany(): Promise<SessionInfo>;
  /** Each company's own state, by company name (super users' per-company view on /supervise). */
  eachCompany(): Promise<SessionInfo[]>;
}

/** Issue 34: a colleague's (or an anonymous demo visitor's) state never names who else is signed in. */
function anonymousTab(user: LiveUser): CurrentUser {
  return { tab_id: user.tab_id, connected_since: user.connected_since };
}

/**
 * The engine's state with what only the API knows: the users on the live socket, which replace the
 * engine's count of accounts (document 2, backend status panel: "current users").
 */
export function createStateSource(db: Database, readEngineState: EngineStateReader, presence: PresenceRegistry): StateSource {
  return {
    async company(companyId) {
      return { ...(await readEngineState(db, companyId)), users: (await presence.usersOf(companyId)).map(anonymousTab) };
    },
    async everyCompany() {
      return { ...(await readEngineState(db, null)), users: await presence.allUsers() };
    },
    async eachCompany() {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM core_company ORDER BY name');
      const states: SessionInfo[] = [];
      // One company after the other: a super user's read must not take every pooled connection.
      for (const { id } of rows) states.push(await this.company(id));
      return states;
    },
  };
}
