import { KIOSK_TOKEN_EMPTY, KIOSK_TOKEN_NOT_BASE64, KIOSK_TOKEN_BAD_EMAIL, KIOSK_TOKEN_NOT_PAIR } from '../errors';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';

/**
 * The kiosk login hash token (document 1 §4, rule 4). Format: base64(email:password) of the UTF-8
 * text, standard or URL-safe alphabet, padding optional. The email is everything before the first
 * ':' (an address has none); the password is the rest and may itself contain ':'.
 */
export interface KioskCredentials {
  email: string;
  password: string;
}

export class KioskTokenError extends Error {
  override readonly name = 'KioskTokenError';
}

const EMAIL = /^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/;

export function decodeKioskToken(token: string): KioskCredentials {
  const trimmed = token.trim();
  if (trimmed === '') throw new KioskTokenError(KIOSK_TOKEN_EMPTY);
  const text = decodeBase64Utf8(trimmed);
  if (text === undefined) throw new KioskTokenError(KIOSK_TOKEN_NOT_BASE64);
  const colon = text.indexOf(':');
  if (colon < 0 || colon === text.length - 1) throw new KioskTokenError(KIOSK_TOKEN_NOT_PAIR);
  const email = text.slice(0, colon);
  if (!EMAIL.test(email)) throw new KioskTokenError(KIOSK_TOKEN_BAD_EMAIL);
  return { email, password: text.slice(colon + 1) };
}

export function encodeKioskToken({ email, password }: KioskCredentials): string {
  if (!EMAIL.test(email)) throw new KioskTokenError(KIOSK_TOKEN_BAD_EMAIL);
  if (password === '') throw new KioskTokenError(KIOSK_TOKEN_NOT_PAIR);
  return encodeBase64Utf8(`${email}:${password}`);
}
