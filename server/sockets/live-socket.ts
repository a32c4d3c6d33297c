import type { FastifyRequest } from 'fastify';
import type { SchedulerLike } from 'rxjs';
import type { WebSocket } from 'ws';
import type { Clock } from '../../core/platform';
import type { Authenticate, Logger } from '../http/context';
import { onClientMessages } from './client-messages';
import type { PresenceRegistry } from './presence-registry';
import { AUTH_TIMEOUT_MS, CLOSE_CODES, closeReason, errorMessage, liveClientMessage, serverMessage, type LiveClientMessage } from './protocol';
import { DEFAULT_RECHECK_MS, tokenExpiry, watchSession } from './session-watch';
import { checkSocketToken } from './token-auth';

export interface LiveSocketDeps {
  presence: PresenceRegistry;
  authenticate: Authenticate;
  /** The display name of the token's user (the hello's username is the client's word and is ignored). */
  displayNameOf: (userEuid: string) => Promise<string>;
  /** How often an open socket re-checks its session (default DEFAULT_RECHECK_MS). */
  recheckMs?: number;
  log: Logger;
  clock: Clock;
  scheduler: SchedulerLike;
  authTimeoutMs?: number;
}

/**
 * /ws/live/: the hello (tab, user, company, session, location) with a verified token puts the tab into
 * its company's current users; LOC_CHANGE moves it; closing the socket removes it. The user's identity
 * (id, e-mail, display name) comes from the token's user, never from the message; a company other than
 * the token's is refused.
 */
export function liveSocket(deps: LiveSocketDeps) {
  return (socket: WebSocket, request: FastifyRequest): void => {
    let phase: 'waiting' | 'checking' | 'joined' | 'closed' = 'waiting';
    let handle: string | undefined;
    let left = false;
    // A function, not an inline test: the phase changes while the token is being checked.
    const isClosed = () => phase === 'closed';
    let unwatch: (() => void) | undefined;
    const close = (code: number, reason: string) => {
      if (phase !== 'closed') socket.close(code, closeReason(reason));
    };
    const timeout = deps.scheduler.schedule(() => {
      if (phase === 'waiting' || phase === 'checking') close(CLOSE_CODES.unauthorized, 'The hello message with a valid access token was not received in time.');
    }, deps.authTimeoutMs ?? AUTH_TIMEOUT_MS);

    onClientMessages<LiveClientMessage>(socket, {
      schema: liveClientMessage,
      knownTypes: ['HELLO', 'LOC_CHANGE', 'PING'],
      log: deps.log,
      handle: async (message) => {
        if (message.type === 'PING') return socket.send(serverMessage('PONG'));
        if (message.type === 'LOC_CHANGE') {
          if (handle === undefined) return socket.send(errorMessage('Send the hello message before LOC_CHANGE.'));
          return deps.presence.move(handle, message.location);
        }
        if (phase !== 'waiting') return socket.send(errorMessage('The hello message was already received on this socket.'));
        phase = 'checking';
        const check = await checkSocketToken(deps.authenticate, request, message.token);
        if (isClosed()) return;
        if (!check.ok) return close(CLOSE_CODES.unauthorized, check.reason);
        if (message.company_euid !== check.auth.companyEuid) return close(CLOSE_CODES.forbidden, 'The company does not match the access token.');
        phase = 'joined';
        timeout.unsubscribe();
        const joined = await deps.presence.join(check.auth.companyId, {
          tab_id: message.tab_id,
          user_id: check.auth.userEuid,
          username: await deps.displayNameOf(check.auth.userEuid),
          email: check.auth.email,
          company_euid: check.auth.companyEuid,
          location: message.location,
          connected_since: new Date(deps.clock.now()).toISOString(),
        });
        // Closed while the row was being written: take it out again.
        if (left) return deps.presence.leave(joined);
        handle = joined;
        socket.send(serverMessage('JOINED', { tab_id: message.tab_id }));
        // Closed when the token expires or the user is deactivated or changes company or role.
        unwatch = watchSession({
          recheck: async () => {
            const again = await checkSocketToken(deps.authenticate, request, message.token);
            if (!again.ok) return again.reason;
            return again.auth.companyId !== check.auth.companyId ? 'The session changed; reconnect.' : undefined;
          },
          end: (reason) => close(CLOSE_CODES.unauthorized, reason),
          intervalMs: deps.recheckMs ?? DEFAULT_RECHECK_MS,
          expiresAt: tokenExpiry(message.token ?? String(request.headers.authorization ?? '')),
        });
      },
    });
    socket.on('close', () => {
      phase = 'closed';
      unwatch?.();
      timeout.unsubscribe();
      left = true;
      if (handle !== undefined) deps.presence.leave(handle).catch((e: unknown) => deps.log.warn(`live: leave failed: ${String(e)}`));
    });
  };
}
