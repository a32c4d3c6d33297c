import { HttpError } from '../http/context';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  message?: string;
}

/**
 * Turns constraint violations into 400 answers the browser's parser shows: unique violations keep
 * PostgreSQL's 'DETAIL: ' text (the parser shows what follows it); other errors pass through.
 */
export function toHttpError(error: unknown): unknown {
  const e = error as PgError | null;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  if (code === '23505') {
    return new HttpError(400, `Duplicate: ${e?.detail ?? 'a record with these values already exists.'}`, {
      detail: e?.detail ? e.detail.replace(/^Key /, '') : 'A record with these values already exists.',
    });
  }
  if (code === '23503') return new HttpError(400, 'A referenced record does not exist.');
  if (code === '23514' || code === '23502' || code === '22001' || code === '22003' || code === '22P02' || code === '22007' || code === '22008') {
    return new HttpError(400, `Invalid value: ${e?.message ?? 'rejected by the database'}`);
  }
  return error;
}
