import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A known device is remembered for a year, as long as a sign-in session could ever matter. */
const MAX_AGE_S = 365 * 24 * 3600;
const PREFIX = 'oee_device_';

/**
 * The "known device" cookie (issue 34 §3): set when a password sign-in succeeds, one per account,
 * signed with the provider's cookie key and bound to the account, so it cannot be forged or moved to
 * another account. It never replaces the password: it only gives the browser its own sign-in budget,
 * which failures from elsewhere (another address, or everyone behind one proxy) do not use up.
 */
export class KnownDevices {
  constructor(
    private readonly key: string,
    private readonly secure: boolean,
  ) {}

  /** The device id this request's browser proves for the account, or undefined. */
  deviceOf(request: FastifyRequest, email: string): string | undefined {
    const value = cookieValue(request.headers.cookie, this.cookieName(email));
    const [device, mac] = value?.split('.') ?? [];
    if (!device || !mac) return undefined;
    const expected = Buffer.from(this.sign(email, device));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
  }

  /** Sets (or keeps) the cookie after a successful sign-in of the account. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void {
    const device = this.deviceOf(request, email) ?? randomBytes(16).toString('base64url');
    const attributes = [`Max-Age=${MAX_AGE_S}`, 'Path=/interaction', 'HttpOnly', 'SameSite=Lax', ...(this.secure ? ['Secure'] : [])];
    const cookie = `${this.cookieName(email)}=${device}.${this.sign(email, device)}; ${attributes.join('; ')}`;
    // The provider may have set cookies on the raw response already: add to them, never replace them.
    const before = reply.raw.getHeader('set-cookie');
    reply.raw.setHeader('set-cookie', [...(before === undefined ? [] : [before].flat().map(String)), cookie]);
  }

  private cookieName(email: string): string {
    return PREFIX + createHash('sha256').update(normalEmail(email)).digest('base64url').slice(0, 16);
  }

  private sign(email: string, device: string): string {
    return createHmac('sha256', this.key).update(`known-device|${normalEmail(email)}|${device}`).digest('base64url');
  }
}

const normalEmail = (email: string) => email.trim().toLowerCase();

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
