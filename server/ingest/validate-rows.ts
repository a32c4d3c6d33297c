import type { z } from 'zod';
import { HttpError } from '../http/context';

export const MAX_ROWS = 50_000;

/**
 * Validates every row of a batch with the shared schema. The first bad row rejects the batch:
 * 400 with its row number (1 = the first data row) and the reason; nothing is written.
 */
export function validateRows<S extends z.ZodType>(schema: S, rows: unknown, what: string): Array<z.output<S>> {
  if (!Array.isArray(rows)) throw new HttpError(400, `The body must be a JSON array of ${what}`);
  if (rows.length === 0) throw new HttpError(400, `The batch holds no ${what}`);
  if (rows.length > MAX_ROWS) throw new HttpError(413, `A batch holds at most ${MAX_ROWS} rows; this one has ${rows.length}. Send it in parts.`);
  return rows.map((row, i) => {
    const r = schema.safeParse(row);
    if (r.success) return r.data;
    const errors: Record<string, string[]> = {};
    for (const issue of r.error.issues) (errors[issue.path.map(String).join('.') || 'row'] ??= []).push(issue.message);
    const [field, messages] = Object.entries(errors)[0]!;
    throw rowError(i + 1, `${field}: ${messages[0]}`, errors);
  });
}

export function rowError(row: number, reason: string, errors: Record<string, string[]> = {}): HttpError {
  const detail = `Row ${row}: ${reason}. Nothing was written.`;
  return new HttpError(400, detail, { detail, row, errors });
}
