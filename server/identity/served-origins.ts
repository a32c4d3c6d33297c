import { hostname, networkInterfaces } from 'node:os';
import type { ServerConfig } from '../config';

type OriginConfig = Pick<ServerConfig, 'publicUrl' | 'auth'> & { port?: number; tls?: unknown };

function originOf(protocol: 'http' | 'https', host: string, port: number): string {
  const name = host.includes(':') ? `[${host}]` : host;
  return new URL(`${protocol}://${name}:${port}`).origin;
}

/** This machine's names: localhost, the loopback addresses, its host name and every interface address. */
export function machineHostNames(): string[] {
  const names = ['localhost', '127.0.0.1', '::1', hostname().toLowerCase()];
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) {
      if (address.family === 'IPv4' || (address.family === 'IPv6' && !address.address.startsWith('fe80'))) names.push(address.address.toLowerCase());
    }
  }
  return [...new Set(names)];
}

/**
 * Decision where the specification is silent (README "Any address"): the addresses sign-in works
 * from. PUBLIC_URL always; and, with the embedded provider, this machine's own names on the server's
 * port (http://localhost:3000, http://127.0.0.1:3000, http://<host name>:3000, http://<LAN address>:3000),
 * because a plant's IT person expects a server to answer on whichever of its addresses a tablet
 * types. Each origin gets its own issuer (`${origin}/`) and audience (`${origin}/v1/`), as
 * auth0-spa-js expects of the address it runs at. A hosted Auth0 tenant has one address: PUBLIC_URL.
 */
export function servedOrigins(config: OriginConfig, names: readonly string[] = machineHostNames()): string[] {
  const publicOrigin = new URL(config.publicUrl).origin;
  if (config.auth) return [publicOrigin];
  const url = new URL(config.publicUrl);
  const port = config.port ?? (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);
  // The machine's own addresses speak what the server itself speaks: HTTPS with TLS_CERT_FILE, else
  // HTTP (behind a TLS-terminating proxy, PUBLIC_URL is https but the port answers plain HTTP).
  const protocol = config.tls ? 'https' : 'http';
  return [...new Set([publicOrigin, ...names.map((n) => originOf(protocol, n, port))])];
}
