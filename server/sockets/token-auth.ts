import type { FastifyRequest } from 'fastify';
import { HttpError, type AuthContext, type Authenticate } from '../http/context';

/** The reason a socket gets when its token is refused: the authenticator's own text, as HTTP would answer. */
export type TokenCheck = { ok: true; auth: AuthContext } | { ok: false; reason: string };

/**
 * Verifies an access token sent inside a socket message exactly as a bearer header is verified: the
 * upgrade request is reused with its Authorization header replaced (browsers cannot set headers on a
 * websocket). Without a token in the message, the upgrade request's own header is used, if any.
 */
export async function checkSocketToken(authenticate: Authenticate, upgrade: FastifyRequest, token: string | undefined): Promise<TokenCheck> {
  const headers = token === undefined ? upgrade.headers : { ...upgrade.headers, authorization: `Bearer ${token}` };
  if (!headers.authorization) return { ok: false, reason: 'Missing access token.' };
  try {
    const auth = await authenticate(Object.create(upgrade, { headers: { value: headers } }) as FastifyRequest);
    return { ok: true, auth };
  } catch (e) {
    if (e instanceof HttpError) return { ok: false, reason: e.message };
    throw e;
  }
}
