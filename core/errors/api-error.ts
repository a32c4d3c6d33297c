import { API_ERROR } from './catalogue';

/**
 * The error shape the generic API error parser reads. The workbench's HTTP adapter builds it from a
 * failed response: `status` and `message` of the error itself, `response` with the HTTP status and
 * the decoded body (JSON object, or text when the body is not JSON).
 */
export interface ApiError {
  status?: number;
  message?: string;
  response?: { status?: number; data?: unknown };
}

const UNIQUE_VIOLATION = /unique constraint/i;
const DETAIL_MARK = 'DETAIL: ';

/**
 * The generic API error parser (document 1, section 8), five steps in order:
 * 404 -> the error's own message; response.data.detail; a string body (for a unique-constraint
 * violation only the text after 'DETAIL: '); '{first message}: {KEY}' from the first key of the
 * response object; 'API Error'.
 */
export function parseApiError(error: unknown): string {
  const e = asRecord(error);
  if (!e) return typeof error === 'string' && error.trim() !== '' ? error : API_ERROR;
  const response = asRecord(e['response']);
  const status = e['status'] ?? response?.['status'];

  const ownMessage = e['message'];
  if (status === 404 && typeof ownMessage === 'string' && ownMessage !== '') return ownMessage;

  const data = response?.['data'];
  const body = asRecord(data);
  if (body && body['detail'] !== undefined && body['detail'] !== null) return messageText(body['detail']);

  if (typeof data === 'string' && data.trim() !== '') return stringBody(data);

  if (body) {
    const firstKey = Object.keys(body)[0];
    if (firstKey !== undefined) return `${messageText(body[firstKey])}: ${firstKey.toUpperCase()}`;
  }
  return API_ERROR;
}

function stringBody(text: string): string {
  const at = text.indexOf(DETAIL_MARK);
  if (UNIQUE_VIOLATION.test(text) && at >= 0) return text.slice(at + DETAIL_MARK.length).trim();
  return text;
}

/** A field's errors arrive as a list of messages; the first one is shown. */
function messageText(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? messageText(value[0]) : API_ERROR;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
