import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/** The host a browser typed: a reverse proxy's X-Forwarded-Host, else Host. */
export function typedHost(request: FastifyRequest): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host;
  return host?.trim().toLowerCase() || undefined;
}

/**
 * One OpenID provider per served origin (served-origins.ts), created on first use; a request whose
 * host is not served is answered by PUBLIC_URL's provider.
 */
export class ProviderSet {
  private readonly providers = new Map<string, Provider>();
  private readonly hosts: Map<string, string>;

  constructor(
    private readonly publicOrigin: string,
    origins: readonly string[],
    private readonly create: (origin: string) => Provider,
  ) {
    // PUBLIC_URL's origin wins when another served origin has the same host (http and https on one name).
    this.hosts = new Map([...origins].reverse().map((o) => [new URL(o).host, o]));
    this.hosts.set(new URL(publicOrigin).host, publicOrigin);
  }

  private byOrigin(origin: string): Provider {
    let provider = this.providers.get(origin);
    if (!provider) this.providers.set(origin, (provider = this.create(origin)));
    return provider;
  }

  /** The provider for the address the request came to, and the Host header it must see. */
  forRequest(request: FastifyRequest): { provider: Provider; host: string } {
    const typed = typedHost(request);
    const origin = (typed && this.hosts.get(typed)) ?? this.publicOrigin;
    return { provider: this.byOrigin(origin), host: new URL(origin).host };
  }
}
