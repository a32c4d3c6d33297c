// oidc-provider 8 ships no type declarations; these cover the part of its API the identity module uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[] };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Grant {
    readonly jti?: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }
  export interface GrantStatic {
    new (init: { accountId?: string; clientId?: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenFormat?: 'jwt' | 'opaque';
    accessTokenTTL?: number;
    jwt?: { sign?: { alg: string } };
  }

  /** The Koa context oidc-provider hands to its hooks; `oidc` holds the request's protocol state. */
  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client?: Client;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      params?: Record<string, unknown>;
      result?: InteractionResults;
      resourceServers?: Record<string, ResourceServer>;
      route?: string;
      [key: string]: unknown;
    };
    type: string;
    body: unknown;
    host: string;
    status: number;
  }

  export interface TokenLike {
    kind: string;
    accountId?: string;
    [key: string]: unknown;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: GrantStatic;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    [name: string]: new (description?: string) => Error;
  };

  export default Provider;
}
