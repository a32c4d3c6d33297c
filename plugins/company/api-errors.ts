import { parseApiError } from '../../core/errors';

/** The text to show for a failed call: a field error's own message first, else the parser's (document 1 §8). */
export function errorText(e: unknown): string {
  const data = (e as { response?: { data?: unknown } }).response?.data;
  if (data && typeof data === 'object' && !('detail' in data)) {
    const first = Object.values(data as Record<string, unknown>)[0];
    if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  }
  return parseApiError(e);
}
