import type { ApiError } from '../../core/errors';
import { parseApiError } from '../../core/errors';
import { authEventForServerReply, type AuthEvent } from '../../core/session';
import type { HttpClient, QueryParams, RequestOptions } from '../api/http-client';

/** A failed call, in the shape core/errors' parseApiError reads. */
export class HttpError extends Error implements ApiError {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly response: { status?: number; data?: unknown },
  ) {
    super(message);
  }
}

export interface FetchHttpClientDeps {
  /** Origin of the API; '' for the page's own. */
  baseUrl?: string;
  /** The bearer token, or null when signed out (no header then). */
  token: () => Promise<string | null>;
  /** 'JWT: NO COMPANY!' and 'JWT: REFRESH SESSION!' replies to a GET (document 1 §4 rule 7). */
  onAuthEvent?: (event: AuthEvent) => void;
  fetch?: typeof fetch;
}

/** HttpClient over fetch: JSON or form bodies, bearer token, errors shaped for parseApiError. */
export class FetchHttpClient implements HttpClient {
  constructor(private readonly deps: FetchHttpClientDeps) {}

  get<T>(path: string, params?: QueryParams, options?: Pick<RequestOptions, 'headers'>): Promise<T> {
    return this.request<T>('GET', path, undefined, { params, headers: options?.headers });
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, body, options);
  }

  private async request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const token = await this.deps.token();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['Content-Type'] = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = options.form ? formBody(body).toString() : JSON.stringify(body);
    }
    const doFetch = this.deps.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url(this.deps.baseUrl ?? '', path, options.params), { method, headers, body: payload });
    } catch (e) {
      throw new HttpError(e instanceof Error ? e.message : 'Network Error', undefined, {});
    }
    const data = await readBody(response);
    if (response.ok) return data as T;
    const detail = isRecord(data) && typeof data['detail'] === 'string' ? data['detail'] : undefined;
    const error = new HttpError(detail ?? `Request failed with status code ${response.status}`, response.status, { status: response.status, data });
    const event = authEventForServerReply(method, parseApiError(error));
    if (event) this.deps.onAuthEvent?.(event);
    throw error;
  }
}

function url(base: string, path: string, params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) query.append(k, String(v));
  const q = query.toString();
  return `${base}${path}${q ? (path.includes('?') ? '&' : '?') + q : ''}`;
}

/** Form fields: lists repeat their key, objects travel as JSON text, null and undefined are left out. */
function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (!isRecord(body)) throw new TypeError('A form body must be an object of fields.');
  for (const [k, v] of Object.entries(body)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined || item === null) continue;
      form.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
