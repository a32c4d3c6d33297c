import { JWT_NO_COMPANY, JWT_REFRESH_SESSION, LOGIN_REQUIRED } from '../errors';

/** The application's authentication events (document 3 §4; handle-auth-redirect from document 1 §4). */
export const AUTH_EVENTS = [
  'need-auth-login',
  'need-auth-signup',
  'need-auth-refresh',
  'need-auth-logout',
  'do-demo-login',
  'refresh-profile',
  'handle-auth-redirect',
  'need-company-init',
  'need-full-refresh',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** The pause before handle-auth-redirect is emitted after a sign-in return (document 1 §4, rule 2). */
export const AUTH_REDIRECT_PAUSE_MS = 1000;

/** The overlay spinner's default minimum show time (document 1 §9): it never flashes. */
export const OVERLAY_MIN_SHOW_MS = 800;

/**
 * A server reply to a GET that asks the app to act (document 1 §4, rule 7): 'JWT: NO COMPANY!' ->
 * need-company-init, 'JWT: REFRESH SESSION!' -> need-auth-refresh. Other methods and texts: none.
 * `message` is the reply's detail text (see parseApiError).
 */
export function authEventForServerReply(method: string, message: string | undefined): AuthEvent | undefined {
  if (method.toUpperCase() !== 'GET' || message === undefined) return undefined;
  const text = message.trim();
  if (text === JWT_NO_COMPANY) return 'need-company-init';
  if (text === JWT_REFRESH_SESSION) return 'need-auth-refresh';
  return undefined;
}

/** Silent-check result treated as plainly signed out; any other error raises the auth alert (document 1 §4, rule 3). */
export function isPlainSignedOut(error: string): boolean {
  return error === LOGIN_REQUIRED;
}
