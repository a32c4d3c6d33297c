import type { Database } from '../db/database';
import type { BackendState } from '../engine/backend-state';
import type { PresenceRegistry } from './presence-registry';
import type { SessionInfo } from './state-keys';

/** The engine's reader (server/engine/backend-state.ts): one company's state, or every company's with null. */
export type EngineStateReader = (db: Database, companyId: number | null) => Promise<BackendState>;

/** Reads what the sockets and the read calls answer. */
export interface StateSource {
  /** One company's session info with its own live users only. */
  company(companyId: number): Promise<SessionInfo>;
  /** Every company's state with every live user (super users). */
  everyCompany(): Promise<SessionInfo>;
}

/**
 * The engine's state with what only the API knows: the users on the live socket, which replace the
 * engine's count of accounts (document 2, backend status panel: "current users").
 */
export function createStateSource(db: Database, readEngineState: EngineStateReader, presence: PresenceRegistry): StateSource {
  return {
    async company(companyId) {
      return { ...(await readEngineState(db, companyId)), users: presence.usersOf(companyId) };
    },
    async everyCompany() {
      return { ...(await readEngineState(db, null)), users: presence.allUsers() };
    },
  };
}
