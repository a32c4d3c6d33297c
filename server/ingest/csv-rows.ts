import { parse } from 'csv-parse/sync';
import { HttpError } from '../http/context';

/**
 * Parses a CSV body whose header row names the columns (the template's). Empty cells are left out,
 * so optional fields take their defaults; an unknown column rejects the file.
 */
export function csvRows(text: unknown, columns: readonly string[]): Array<Record<string, string>> {
  if (typeof text !== 'string' || text.trim() === '') throw new HttpError(400, 'The body must be CSV text with a header row (see the template)');
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: false });
  } catch (e) {
    throw new HttpError(400, `The CSV cannot be read: ${(e as Error).message}`);
  }
  const [header, ...data] = records;
  const unknown = header!.filter((h) => !columns.includes(h));
  if (unknown.length > 0) throw new HttpError(400, `Unknown column(s) ${unknown.join(', ')}; the columns are ${columns.join(', ')}`);
  return data.map((cells) => {
    const row: Record<string, string> = {};
    header!.forEach((h, i) => {
      if (cells[i] !== undefined && cells[i] !== '') row[h] = cells[i]!;
    });
    return row;
  });
}
