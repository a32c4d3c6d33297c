import { z } from 'zod';

/**
 * The wire protocol of the two websockets (JSON text frames, one message each).
 *
 * /ws/backend_state/ (document 2 sections 4 and 7):
 *   browser -> {type: 'INIT', payload: {token, tab_id, session_id}}   token = the access token
 *   browser -> {type: 'PING'}                                         every 5 s; no PONG within 2 s: reload
 *   server  -> {type: 'STATE', payload: SessionInfo}                 once, after a valid INIT
 *   server  -> {type: 'PATCH', payload: {changed keys}}              when the company's state changes
 *   server  -> {type: 'PATCH', payload: {SUPER: {changed keys}}}     every company's state, super users only
 *   server  -> {type: 'PONG'} | {type: 'ERROR', payload: {detail}}
 *
 * /ws/live/ (document 3 section 7; the specification does not show the path):
 *   browser -> {tab_id, user_id, username, email, company_euid, session_id, location, token?}
 *              first, with the access token in `token` (or an Authorization header on the upgrade)
 *   browser -> {type: 'LOC_CHANGE', location}                        on every route change
 *   browser -> {type: 'PING'}
 *   server  -> {type: 'JOINED', payload: {tab_id}} | {type: 'PONG'} | {type: 'ERROR', payload: {detail}}
 *
 * Malformed or unknown messages get an ERROR and the socket stays open. A bad or missing token closes
 * the socket with 4401 (as HTTP 401), a company other than the token's with 4403, an oversized
 * message with 1009.
 */
export const CLOSE_CODES = { unauthorized: 4401, forbidden: 4403, tooBig: 1009 } as const;

/** Larger messages are refused: no legitimate client message comes near it (a token is a few kB). */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** Without a valid INIT (or hello) within this time the socket is closed as unauthorized. */
export const AUTH_TIMEOUT_MS = 10_000;

const text = (max: number) => z.string().max(max);
const token = z.string().min(1).max(16 * 1024).optional();

export const backendClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('INIT'),
    payload: z.object({ token, tab_id: text(200).optional(), session_id: text(200).optional() }),
  }),
  z.object({ type: z.literal('PING') }),
]);
export type BackendClientMessage = z.output<typeof backendClientMessage>;

export const liveHello = z.object({
  type: z.literal('HELLO').optional(),
  token,
  tab_id: text(200).min(1),
  user_id: text(200),
  username: text(200),
  email: text(320),
  company_euid: text(200).min(1),
  session_id: text(200),
  location: text(2000),
});

export const liveClientMessage = z.union([
  z.object({ type: z.literal('LOC_CHANGE'), location: text(2000) }),
  z.object({ type: z.literal('PING') }),
  liveHello,
]);
export type LiveClientMessage = z.output<typeof liveClientMessage>;

export type Parsed<T> = { ok: true; message: T } | { ok: false; detail: string };

/** Parses one text frame against a message schema; the detail says what is wrong, for the ERROR reply. */
export function parseClientMessage<T>(raw: string, schema: z.ZodType<T>, knownTypes: readonly string[]): Parsed<T> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, detail: 'Malformed message: expected a JSON object.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, detail: 'Malformed message: expected a JSON object.' };
  const type = (value as { type?: unknown }).type;
  if (type !== undefined && !knownTypes.includes(String(type))) return { ok: false, detail: `Unknown message type: ${String(type).slice(0, 50)}` };
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`);
    return { ok: false, detail: `Invalid message: ${fields.join('; ')}` };
  }
  return { ok: true, message: result.data };
}

export const serverMessage = (type: 'STATE' | 'PATCH' | 'PONG' | 'ERROR' | 'JOINED', payload?: unknown): string =>
  JSON.stringify(payload === undefined ? { type } : { type, payload });

export const errorMessage = (detail: string): string => serverMessage('ERROR', { detail });

/** A websocket close reason is limited to 123 bytes of UTF-8. */
export function closeReason(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= 123) return text;
  return bytes.subarray(0, 120).toString('utf8').replace(/\uFFFD$/, '') + '...';
}
