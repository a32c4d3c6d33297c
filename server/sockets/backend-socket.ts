import type { FastifyRequest } from 'fastify';
import type { SchedulerLike } from 'rxjs';
import type { WebSocket } from 'ws';
import type { Authenticate, Logger } from '../http/context';
import type { BackendStateHub } from './backend-state-hub';
import { onClientMessages } from './client-messages';
import { AUTH_TIMEOUT_MS, CLOSE_CODES, backendClientMessage, closeReason, errorMessage, serverMessage, type BackendClientMessage } from './protocol';
import { DEFAULT_RECHECK_MS, tokenExpiry, watchSession } from './session-watch';
import { checkSocketToken } from './token-auth';

export interface BackendSocketDeps {
  hub: BackendStateHub;
  authenticate: Authenticate;
  /** How often an open socket re-checks its session (default DEFAULT_RECHECK_MS). */
  recheckMs?: number;
  log: Logger;
  scheduler: SchedulerLike;
  authTimeoutMs?: number;
}

/**
 * /ws/backend_state/: PING is answered at once in any phase; the first INIT is checked like a bearer
 * header and, when valid, the socket gets its company's full state and then patches from the hub.
 */
export function backendStateSocket(deps: BackendSocketDeps) {
  return (socket: WebSocket, request: FastifyRequest): void => {
    let phase: 'waiting' | 'checking' | 'subscribed' | 'closed' = 'waiting';
    let detach: (() => void) | undefined;
    let unwatch: (() => void) | undefined;
    const refuse = (reason: string) => {
      if (phase !== 'closed') socket.close(CLOSE_CODES.unauthorized, closeReason(reason));
    };
    const timeout = deps.scheduler.schedule(() => {
      if (phase === 'waiting' || phase === 'checking') refuse('INIT with a valid access token was not received in time.');
    }, deps.authTimeoutMs ?? AUTH_TIMEOUT_MS);

    const subscribe = async (token: string | undefined) => {
      const check = await checkSocketToken(deps.authenticate, request, token);
      if (phase === 'closed') return;
      if (!check.ok) return refuse(check.reason);
      phase = 'subscribed';
      timeout.unsubscribe();
      const subscriber = {
        companyId: check.auth.companyId,
        isSuper: check.auth.isSuper,
        send: (text: string) => socket.send(text),
      };
      detach = deps.hub.register(subscriber);
      // Closed when the token expires or the user is deactivated or changes company or role.
      unwatch = watchSession({
        recheck: async () => {
          const again = await checkSocketToken(deps.authenticate, request, token);
          if (!again.ok) return again.reason;
          if (again.auth.companyId !== check.auth.companyId || again.auth.isSuper !== check.auth.isSuper) return 'The session changed; reconnect.';
          return undefined;
        },
        end: (reason) => {
          detach?.();
          refuse(reason);
        },
        intervalMs: deps.recheckMs ?? DEFAULT_RECHECK_MS,
        expiresAt: tokenExpiry(token ?? String(request.headers.authorization ?? '')),
      });
      await deps.hub.sendFull(subscriber);
    };

    onClientMessages<BackendClientMessage>(socket, {
      schema: backendClientMessage,
      knownTypes: ['INIT', 'PING'],
      log: deps.log,
      handle: (message) => {
        if (message.type === 'PING') return socket.send(serverMessage('PONG'));
        if (phase !== 'waiting') return socket.send(errorMessage('INIT was already received on this socket.'));
        phase = 'checking';
        // Not awaited: PINGs sent meanwhile are answered at once.
        subscribe(message.payload.token).catch((e: unknown) => {
          deps.log.error(`backend state socket: ${(e as Error).stack ?? String(e)}`);
          socket.send(errorMessage('API Error'));
        });
      },
    });
    socket.on('close', () => {
      phase = 'closed';
      timeout.unsubscribe();
      unwatch?.();
      detach?.();
    });
  };
}
