/** Hasura's error codes that this engine produces (extensions.code). */
export type HasuraErrorCode =
  | 'validation-failed'
  | 'parse-failed'
  | 'invalid-json'
  | 'invalid-jwt'
  | 'invalid-headers'
  | 'access-denied'
  | 'not-found'
  | 'data-exception'
  | 'constraint-violation'
  | 'rate-limit-exceeded'
  | 'unexpected';

export interface HasuraErrorBody {
  message: string;
  extensions: { path: string; code: HasuraErrorCode };
}

/** An error answered in Hasura's shape: {"errors":[{"message","extensions":{"path","code"}}]} with HTTP 200. */
export class HasuraError extends Error {
  constructor(
    readonly code: HasuraErrorCode,
    message: string,
    readonly path = '$',
  ) {
    super(message);
  }

  toJSON(): HasuraErrorBody {
    return { message: this.message, extensions: { path: this.path, code: this.code } };
  }
}

export const validationError = (path: string, message: string) => new HasuraError('validation-failed', message, path);

/** A refusal by the depth, node, cost or row limits (query-limits.ts): answered as validation-failed, counted against the refusal budget. */
export class QueryLimitError extends HasuraError {
  constructor(message: string) {
    super('validation-failed', message, '$');
  }
}

export function errorsBody(errors: readonly HasuraError[]): { errors: HasuraErrorBody[] } {
  return { errors: errors.map((e) => e.toJSON()) };
}

/** Maps a database error to Hasura's codes: bad values are data exceptions, the rest is hidden as unexpected. */
export function fromDatabaseError(e: unknown): HasuraError {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  if (typeof code === 'string' && code.startsWith('22')) return new HasuraError('data-exception', message);
  if (typeof code === 'string' && code.startsWith('23')) return new HasuraError('constraint-violation', message);
  return new HasuraError('unexpected', 'database query error');
}
