import type { z } from 'zod';
import { HttpError } from '../http/context';

export const MAX_ROWS = 50_000;

/** Bad rows listed in a refusal; a file with more names the count of the rest. */
export const MAX_LISTED_ROWS = 100;

interface RowProblem {
  row: number;
  errors: Record<string, string[]>;
}

/**
 * Validates every row of a batch with the shared schema. Any bad row rejects the batch: 400 that
 * lists every bad row (up to 100) with its number (1 = the first data row) and reasons, so a plant
 * fixes its file in one go; nothing is written.
 */
export function validateRows<S extends z.ZodType>(schema: S, rows: unknown, what: string): Array<z.output<S>> {
  if (!Array.isArray(rows)) throw new HttpError(400, `The body must be a JSON array of ${what}`);
  if (rows.length === 0) throw new HttpError(400, `The batch holds no ${what}`);
  if (rows.length > MAX_ROWS) throw new HttpError(413, `A batch holds at most ${MAX_ROWS} rows; this one has ${rows.length}. Send it in parts.`);
  const good: Array<z.output<S>> = [];
  const bad: RowProblem[] = [];
  rows.forEach((row, i) => {
    const r = schema.safeParse(row);
    if (r.success) return void good.push(r.data);
    const errors: Record<string, string[]> = {};
    for (const issue of r.error.issues) (errors[issue.path.map(String).join('.') || 'row'] ??= []).push(issue.message);
    bad.push({ row: i + 1, errors });
  });
  if (bad.length > 0) throw rowsError(bad);
  return good;
}

function firstReason(errors: Record<string, string[]>): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['row', ['refused']];
  return `${field}: ${messages[0]}`;
}

/** The refusal of bad rows: the first one's text (and fields, for one-row answers) and the list of all. */
function rowsError(bad: readonly RowProblem[]): HttpError {
  const listed = bad.slice(0, MAX_LISTED_ROWS);
  const more = bad.length > listed.length ? ` and ${bad.length - listed.length} more bad rows` : '';
  const detail =
    bad.length === 1
      ? `Row ${bad[0]!.row}: ${firstReason(bad[0]!.errors)}. Nothing was written.`
      : `${bad.length} rows are refused: ${listed.map((b) => `row ${b.row} (${firstReason(b.errors)})`).join('; ')}${more}. Nothing was written.`;
  return new HttpError(400, detail, { detail, row: bad[0]!.row, errors: bad[0]!.errors, rows: listed });
}

export function rowError(row: number, reason: string, errors: Record<string, string[]> = {}): HttpError {
  const detail = `Row ${row}: ${reason}. Nothing was written.`;
  return new HttpError(400, detail, { detail, row, errors, rows: [{ row, errors }] });
}
