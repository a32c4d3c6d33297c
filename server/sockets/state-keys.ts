import type { BackendState } from '../engine/backend-state';
import type { LiveUser } from '../../core/session/backend-session-info';

/**
 * The fields of the backend session info (document 1 section 3) that change while the server runs and
 * are pushed as patches, and that the read calls answer: queues, job logs, current users, progress
 * counters, errors, downtime notices.
 */
export const STATE_KEYS = [
  'sch_queue',
  'ent_queue',
  'sch_joblog',
  'ent_joblog',
  'users',
  'progress',
  'errors',
  'scheduled_downtimes',
] as const;

export type StateKey = (typeof STATE_KEYS)[number];

/**
 * A tab on the live socket as a company's own state lists it: no name, e-mail, user id or route. The
 * only screen of a company's users that reads it, the backend status panel, counts "current users"
 * (document 2); who is where is the super users' Supervise view, answered from every company's state.
 */
export type CurrentUser = Pick<LiveUser, 'tab_id' | 'connected_since'>;

/** The engine's state with `users` replaced by the tabs on the live socket ("current users"). */
export interface SessionInfo extends Omit<BackendState, 'users'> {
  users: ReadonlyArray<CurrentUser | LiveUser>;
}
