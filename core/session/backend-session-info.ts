import type { ScheduledDowntime } from '../downtime';

/** Backend session info (document 1 §3), pushed by /ws/backend_state/; queue and job-log shapes are the server's. */
export interface BackendSessionInfo {
  euid: string;
  name: string;
  desc: string;
  last_input: string | null;
  sch_queue: unknown;
  ent_queue: unknown;
  sch_joblog: unknown;
  ent_joblog: unknown;
  users: unknown;
  progress: { inpevents: number; inpschedules: number; parts: number; reasons: number; shifts: number };
  errors: unknown;
  scheduled_downtimes: ScheduledDowntime[];
}

/**
 * One browser tab on the live socket (/ws/live/), as the super users' Supervise view lists it from
 * every company's backend state; a company's own state lists only its tab id and start.
 */
export interface LiveUser {
  tab_id: string;
  user_id: string;
  username: string;
  email: string;
  company_euid: string;
  location: string;
  /** ISO time the tab connected. */
  connected_since: string;
}
