import type { FastifyInstance } from 'fastify';
import { HASURA_CLAIMS_KEY } from '../http/context';
import type { GraphqlEngine } from './engine';
import { GRAPHQL_PATH } from './http-routes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The company of a request's bearer token, read without verifying it: the route that answered already verified it
 * (only successful writes are noted), and the worst a forged token can do is send some company's reads to the
 * primary for a few milliseconds. Permissions never depend on it.
 */
export function companyOfBearer(authorization: string | undefined): string | undefined {
  const payload = authorization?.match(/^Bearer [\w-]+\.([\w-]+)\.[\w-]+$/)?.[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, Record<string, unknown> | undefined>;
    const company = claims[HASURA_CLAIMS_KEY]?.['x-hasura-company-id'];
    return typeof company === 'string' && company !== '' ? company : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Read-your-writes with a replica (issue 40): every successful REST write notes its company's WAL position before
 * the answer leaves, so the writer's next GraphQL read waits for the replica to replay it or runs on the primary.
 * GraphQL has no mutations here; its POSTs are reads.
 */
export function registerReadYourWrites(app: FastifyInstance, engine: Pick<GraphqlEngine, 'noteWrite'>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || request.url.startsWith(GRAPHQL_PATH)) return payload;
    const company = companyOfBearer(request.headers.authorization);
    // A primary that cannot tell its position has failed the write too; the answer already says so or the next read will.
    if (company) await engine.noteWrite(company).catch(() => undefined);
    return payload;
  });
}
