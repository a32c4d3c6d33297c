import { HttpError } from '../http/context';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
  table?: string;
  message?: string;
}

/** Columns that are the server's bookkeeping: never named to a user (the company id above all). */
const INTERNAL_COLUMN = /^_/;

/**
 * PostgreSQL's unique-violation detail "Key (_company_id, name)=(3, Press)" without the internal
 * columns: "(name)=(Press) already exists." Values are split on ', ' as PostgreSQL joins them; when
 * the counts disagree (a value holding ', ') the columns alone are named.
 */
export function publicDuplicateDetail(detail: string | undefined): { text: string; fields: string[] } {
  const m = /^Key \((.*)\)=\((.*)\) already exists\.?$/s.exec(detail ?? '');
  if (!m) return { text: 'A record with these values already exists.', fields: [] };
  const cols = m[1]!.split(', ').map((c) => c.replace(/^lower\((.*)\)$/, '$1').replace(/::\w+$/, ''));
  const vals = m[2]!.split(', ');
  const keep = cols.map((c, i) => ({ c, v: vals[i] })).filter((x) => !INTERNAL_COLUMN.test(x.c));
  const fields = keep.map((x) => x.c);
  if (keep.length === 0) return { text: 'A record with these values already exists.', fields: [] };
  if (cols.length !== vals.length) return { text: `(${fields.join(', ')}) already exists.`, fields };
  return { text: `(${fields.join(', ')})=(${keep.map((x) => x.v).join(', ')}) already exists.`, fields };
}

/** The column a check constraint guards, from PostgreSQL's default name table_column_check. */
function checkedField(e: PgError): string | undefined {
  if (e.column) return e.column;
  const name = e.constraint ?? '';
  if (e.table && name.startsWith(`${e.table}_`) && name.endsWith('_check')) return name.slice(e.table.length + 1, -'_check'.length) || undefined;
  return undefined;
}

function fieldError(field: string | undefined, message: string): HttpError {
  const f = field && !INTERNAL_COLUMN.test(field) ? field : undefined;
  return f ? new HttpError(400, `${f}: ${message}`, { [f]: [message] }) : new HttpError(400, message);
}

/**
 * Turns database refusals into 400 answers the browser's parser shows, naming the field and never a
 * constraint name, an internal column or a company id: unique violations keep PostgreSQL's
 * 'DETAIL: ' text without the internal columns (the parser shows what follows it); other errors
 * pass through.
 */
export function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as PgError | null;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  if (!code || !e) return error;
  if (code === '23505') {
    const dup = publicDuplicateDetail(e.detail);
    return new HttpError(400, `Duplicate: ${dup.text}`, { detail: dup.text, ...(dup.fields.length === 1 ? { [dup.fields[0]!]: [dup.text] } : {}) });
  }
  if (code === '23503') return new HttpError(400, 'A referenced record does not exist.');
  if (code === '23502') return fieldError(e.column, 'This field is required.');
  if (code === '23514') return fieldError(checkedField(e), 'This value is not allowed.');
  if (code === '22001') return fieldError(e.column, 'This value is too long.');
  if (code === '22003') return fieldError(e.column, 'This number is out of range.');
  if (code === '22021' || code === '22P05') return new HttpError(400, 'Text must not contain NUL characters.');
  if (code === '22P02' || code === '22007' || code === '22008' || code === '22023') return fieldError(e.column, 'This value has the wrong format.');
  return error;
}
