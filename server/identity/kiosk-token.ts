/**
 * The kiosk link (spec document 1, section 4, rule 4): a login hash token carrying base64('email:password').
 * The browser passes it to /authorize as the extra parameter `kiosk`; the provider signs the user in
 * without showing the form when it is valid. Standard or URL-safe base64, padding optional.
 */
export interface KioskCredentials {
  email: string;
  password: string;
}

export function decodeKioskToken(token: string): KioskCredentials | undefined {
  const normalised = token.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!normalised || !/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return undefined;
  const text = Buffer.from(normalised, 'base64').toString('utf8');
  // The password may itself contain ':'; the email may not.
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return undefined;
  const email = text.slice(0, colon).trim();
  if (!email.includes('@')) return undefined;
  return { email, password: text.slice(colon + 1) };
}

/** What the kiosk link's hash carries, for tests and for anyone building such a link. */
export function encodeKioskToken({ email, password }: KioskCredentials): string {
  return Buffer.from(`${email}:${password}`, 'utf8').toString('base64');
}
