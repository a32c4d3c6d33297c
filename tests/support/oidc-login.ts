import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs a user in at the embedded identity provider over plain HTTP, the way @auth0/auth0-spa-js and
 * a browser do it together (authorization code flow with PKCE), and returns real tokens:
 * GET /authorize -> interaction page -> POST the login form -> redirects -> callback ?code= ->
 * POST /oauth/token with the code verifier.
 */

export interface OidcTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface OidcLoginOptions {
  /** The server's PUBLIC_URL (the issuer without its trailing slash). */
  baseUrl: string;
  email: string;
  password: string;
  clientId?: string;
  /** Default `${baseUrl}/v1/`, the API audience. */
  audience?: string;
  /** Default `${baseUrl}/`. */
  redirectUri?: string;
  /** Sent with every request of the flow (e.g. X-Forwarded-For, to sign in from another address behind a trusted proxy). */
  headers?: Record<string, string>;
  /** A browser's cookies kept across sign-ins (e.g. the known-device cookie); default a fresh jar. */
  jar?: CookieJar;
}

const SCOPE = 'openid profile email offline_access';
const MAX_REDIRECTS = 12;

/** A tiny cookie jar: name -> value per host; paths and expiry other than deletion are ignored (one short flow). */
export class CookieJar {
  private readonly hosts = new Map<string, Map<string, string>>();

  store(url: string, response: Response): void {
    const host = new URL(url).host;
    const jar = this.hosts.get(host) ?? new Map<string, string>();
    this.hosts.set(host, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k = '', v = ''] = a.split('=', 2).map((s) => s.trim());
        return (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) || (k.toLowerCase() === 'max-age' && Number(v) <= 0);
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** Forgets every cookie whose name does not pass `keep` (a browser whose session ended but keeps other cookies). */
  keepOnly(keep: (name: string) => boolean): void {
    for (const jar of this.hosts.values()) for (const name of [...jar.keys()]) if (!keep(name)) jar.delete(name);
  }

  header(url: string): string | undefined {
    const jar = this.hosts.get(new URL(url).host);
    if (!jar || jar.size === 0) return undefined;
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** PKCE verifier and its S256 challenge (RFC 7636), as auth0-spa-js makes them. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

async function send(jar: CookieJar, url: string, init: RequestInit = {}, extra: Record<string, string> = {}): Promise<Response> {
  const headers = new Headers({ ...extra, ...Object.fromEntries(new Headers(init.headers)) });
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, response);
  return response;
}

function formAction(html: string, pageUrl: string): string {
  const match = /<form[^>]*method="post"[^>]*action="([^"]*\/login)"/i.exec(html) ?? /<form[^>]*action="([^"]*\/login)"[^>]*method="post"/i.exec(html);
  if (!match) throw new Error(`no login form on the interaction page ${pageUrl}:\n${html.slice(0, 500)}`);
  return new URL(match[1]!.replace(/&amp;/g, '&'), pageUrl).toString();
}

/** Follows 30x answers (GET) from `response` until one is not a redirect or reaches the callback; returns the last URL and response. */
async function follow(jar: CookieJar, url: string, response: Response, callback: string, extra: Record<string, string> = {}): Promise<{ url: string; response: Response }> {
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url, response };
    url = new URL(location, url).toString();
    if (url.startsWith(callback) && new URL(url).searchParams.has('code')) return { url, response };
    if (new URL(url).searchParams.has('error')) throw new Error(`the provider answered with an error: ${url}`);
    response = await send(jar, url, {}, extra);
  }
  throw new Error(`more than ${MAX_REDIRECTS} redirects, last at ${url}`);
}

/** The /authorize address auth0-spa-js opens, with its PKCE verifier and state. */
function authorizeRequest(base: string, clientId: string, redirectUri: string, audience: string) {
  const { verifier, challenge } = pkcePair();
  const state = base64url(randomBytes(16));
  const authorize = new URL(`${base}/authorize`);
  for (const [k, v] of Object.entries({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: SCOPE,
    audience,
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })) authorize.searchParams.set(k, v);
  return { url: authorize.toString(), verifier, state };
}

/** Opens the provider's sign-in page as a browser would: its address (/interaction/<uid>) and the jar holding the interaction. */
export async function openSignInPage(baseUrl: string, jar = new CookieJar()): Promise<{ url: string; jar: CookieJar; html: string }> {
  const base = baseUrl.replace(/\/+$/, '');
  const { url } = authorizeRequest(base, 'oee-workbench', `${base}/`, `${base}/v1/`);
  const step = await follow(jar, url, await send(jar, url), `${base}/`);
  return { url: step.url, jar, html: await step.response.text() };
}

/** Posts a form of the sign-in pages with the jar's cookies, without following the answer. */
export const postForm = (jar: CookieJar, url: string, form: Record<string, string>): Promise<Response> =>
  send(jar, url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

/** Signs in with e-mail and password; throws with the provider's answer when any step fails. */
export async function oidcLogin(opts: OidcLoginOptions): Promise<OidcTokens> {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const clientId = opts.clientId ?? 'oee-workbench';
  const redirectUri = opts.redirectUri ?? `${base}/`;
  const jar = opts.jar ?? new CookieJar();
  const extra = opts.headers ?? {};
  const { url: authorize, verifier, state } = authorizeRequest(base, clientId, redirectUri, opts.audience ?? `${base}/v1/`);

  // To the interaction (login) page.
  let step = await follow(jar, authorize, await send(jar, authorize, {}, extra), redirectUri, extra);
  if (step.response.status !== 200) throw new Error(`expected the login page, got ${step.response.status} at ${step.url}`);
  const action = formAction(await step.response.text(), step.url);

  const posted = await send(jar, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: opts.email, password: opts.password }).toString(),
  }, extra);
  if (posted.status < 300 || posted.status >= 400) throw new Error(`sign-in of ${opts.email} refused with ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
  step = await follow(jar, action, posted, redirectUri, extra);
  const callback = new URL(step.url);
  const code = callback.searchParams.get('code');
  if (!step.url.startsWith(redirectUri) || !code) throw new Error(`the flow did not reach the callback: ${step.response.status} at ${step.url}`);
  if (callback.searchParams.get('state') !== state) throw new Error('the callback carries another state');

  const tokenResponse = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: redirectUri }).toString(),
  });
  const body = (await tokenResponse.json()) as Record<string, unknown>;
  if (tokenResponse.status !== 200) throw new Error(`token exchange failed with ${tokenResponse.status}: ${JSON.stringify(body)}`);
  const { access_token, id_token, refresh_token } = body;
  if (typeof access_token !== 'string' || typeof id_token !== 'string' || typeof refresh_token !== 'string') {
    throw new Error(`the token answer lacks a token: ${Object.keys(body).join(', ')}`);
  }
  return { accessToken: access_token, idToken: id_token, refreshToken: refresh_token };
}
