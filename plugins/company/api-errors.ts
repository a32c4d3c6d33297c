import { parseApiError } from '../../core/errors';

/** The first message of each field a refused call names ({field: [messages]}, server/http/error-reply.ts). */
function refusedFieldMessages(e: unknown): Record<string, string> {
  const data = (e as { response?: { data?: unknown } }).response?.data;
  const out: Record<string, string> = {};
  if (data && typeof data === 'object' && !('detail' in data)) {
    for (const [field, messages] of Object.entries(data as Record<string, unknown>)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
    }
  }
  return out;
}

/** The text to show for a failed call: a field error's own message first, else the parser's (document 1 §8). */
export function errorText(e: unknown): string {
  return Object.values(refusedFieldMessages(e))[0] ?? parseApiError(e);
}

/**
 * A refused call as messages by field, the shape of core/forms' validateForm errors: the fields the
 * server names, else the parser's text under '' (a field of no form, so the form's own message).
 */
export function refusalByField(e: unknown): Record<string, string> {
  const fields = refusedFieldMessages(e);
  return Object.keys(fields).length > 0 ? fields : { '': parseApiError(e) };
}
