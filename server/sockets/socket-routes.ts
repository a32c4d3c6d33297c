import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { SystemClock, type Clock } from '../../core/platform';
import { readBackendState } from '../engine/backend-state';
import type { RouteModule } from '../http/context';
import { displayName } from '../identity/hasura-claims';
import { findUserByEuid } from '../identity/user-accounts';
import { backendStateSocket } from './backend-socket';
import { BackendStateHub } from './backend-state-hub';
import { registerBackendStateRoutes } from './backend-state-routes';
import { registerMaintenanceNoticeRoutes } from './maintenance-notice-routes';
import { liveSocket } from './live-socket';
import { PRESENCE_HEARTBEAT_MS, PresenceRegistry } from './presence-registry';
import { createStateSource, type EngineStateReader } from './state-source';

export const BACKEND_STATE_SOCKET_PATH = '/ws/backend_state/';
/** The specification does not show the live socket's path; this is ours (protocol.ts documents both). */
export const LIVE_SOCKET_PATH = '/ws/live/';

export interface SocketRoutesOptions {
  clock?: Clock;
  scheduler?: SchedulerLike;
  readEngineState?: EngineStateReader;
  /** Notifications within this window are folded into one refresh (refresh-triggers.ts). */
  refreshWindowMs?: number;
  /** How long a socket may stay open without a valid INIT or hello. */
  authTimeoutMs?: number;
  /** How often this process renews its live-socket rows (presence-registry.ts). */
  presenceHeartbeatMs?: number;
}

/**
 * The two websockets and the backend-state read calls. One hub (one LISTEN) and one presence registry
 * per app: the live socket's users feed the backend state, and each change is announced with NOTIFY
 * 'backend_state' so the sockets of every process refresh.
 */
export function createSocketRoutes(options: SocketRoutesOptions = {}): RouteModule {
  return async (app, ctx) => {
    const clock = options.clock ?? new SystemClock();
    const scheduler = options.scheduler ?? asyncScheduler;
    const readEngineState = options.readEngineState ?? ((db, companyId) => readBackendState(db, companyId, clock.now()));
    const presence = new PresenceRegistry(ctx.db, clock, () => {
      hub.announce('live_users').catch((e: unknown) => ctx.log.warn(`live users: NOTIFY failed: ${String(e)}`));
    });
    // Presence is shared through the database: this process renews its tabs, and sweeps those of dead processes.
    const beat = setInterval(() => {
      presence.heartbeat().catch((e: unknown) => ctx.log.warn(`live users: heartbeat failed: ${String(e)}`));
    }, options.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS);
    beat.unref();
    const source = createStateSource(ctx.db, readEngineState, presence);
    const displayNameOf = async (euid: string) => {
      const user = await findUserByEuid(ctx.db, euid);
      return user ? displayName(user) : '';
    };
    const hub = new BackendStateHub({ db: ctx.db, source, log: ctx.log, scheduler, windowMs: options.refreshWindowMs });
    await hub.start();
    app.addHook('onClose', async () => {
      clearInterval(beat);
      await presence.leaveAll().catch(() => undefined);
      await hub.stop();
    });

    const common = { authenticate: ctx.authenticate, log: ctx.log, scheduler, authTimeoutMs: options.authTimeoutMs, recheckMs: ctx.config.socketRecheckMs };
    app.get(BACKEND_STATE_SOCKET_PATH, { websocket: true, config: { openapi: { summary: 'Websocket: INIT with a token, then the company\'s backend state and its patches; PING/PONG', tag: 'sockets' } } }, backendStateSocket({ ...common, hub }));
    app.get(LIVE_SOCKET_PATH, { websocket: true, config: { openapi: { summary: 'Websocket: the hello (tab, user, company, location) and LOC_CHANGE messages', tag: 'sockets' } } }, liveSocket({ ...common, presence, clock, displayNameOf }));
    registerBackendStateRoutes(app, ctx, source);
    registerMaintenanceNoticeRoutes(app, ctx, hub);
  };
}

export const socketRoutes: RouteModule = createSocketRoutes();
