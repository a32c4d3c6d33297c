import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../core/model';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';

/** The Hasura claims every access token carries under HASURA_CLAIMS_KEY. */
export const HASURA_CLAIMS_KEY = 'https://hasura.io/jwt/claims';
export interface HasuraClaims {
  'x-hasura-default-role': string; // 'user'
  'x-hasura-allowed-roles': string[]; // ['user']
  'x-hasura-user-id': string; // user euid
  'x-hasura-company-id': string; // core_company.id as text: the value rows' _company_id is compared with
  'x-hasura-company': string; // company euid (the spec's company claim)
  'x-hasura-app-role': Role; // ADMIN | MANAGER | USER
}

/** Who is calling, established from a verified access token. */
export interface AuthContext {
  userEuid: string;
  email: string;
  companyId: number;
  companyEuid: string;
  role: Role;
  isSuper: boolean;
  isDemo: boolean;
  claims: HasuraClaims;
}

/** Who is calling when the caller may not have a company yet (company initialisation). */
export interface UserIdentity {
  userEuid: string;
  email: string;
  companyId: number | null;
  isDemo: boolean;
}

/**
 * Verifies the request's bearer token; throws an HttpError (401, or 403 'JWT: NO COMPANY!') when it cannot.
 * `identify` checks the token the same way but accepts a user without a company (POST /v1/company/init/).
 */
export type Authenticate = ((request: FastifyRequest) => Promise<AuthContext>) & {
  identify?: (request: FastifyRequest) => Promise<UserIdentity>;
};

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** What every route module receives. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  log: Logger;
  authenticate: Authenticate;
}

/** A route module adds its routes to the app; main.ts lists them explicitly. */
export type RouteModule = (app: FastifyInstance, ctx: ServerContext) => Promise<void> | void;

/** An error with an HTTP status whose body the browser's error parser reads ({ detail } or field errors). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = { detail: message },
  ) {
    super(message);
  }
}
