import { serviceToken } from '../../core/platform';
/** Query parameters of a GET; undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  params?: QueryParams;
  /** Extra request headers (the session call's X-SessionID, document 3 §7). */
  headers?: Record<string, string>;
}

/**
 * REST calls under /v1/ with the bearer token. Answers the decoded JSON body; a failure rejects with
 * an error of core/errors' ApiError shape (status, message, response {status, data}), so
 * parseApiError gives the text to toast.
 */
export interface HttpClient {
  get<T>(path: string, params?: QueryParams, options?: Pick<RequestOptions, 'headers'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}
export const HttpClient = serviceToken<HttpClient>('workbench.HttpClient');

/**
 * Document 1 §7's save: POST /v1/{resource}/{id}/ with the whole record stores an existing record by
 * id (the server treats it as its PUT). `base` is the resource's list path, ending in '/'.
 */
export function saveRecord<T>(http: HttpClient, base: string, id: number | string, record: unknown): Promise<T> {
  return http.post<T>(`${base}${id}/`, record);
}

/**
 * Document 1 §7's bulk update: PUT /v1/{resource}/ with many records, each with its id and the
 * fields it changes; the server stores all of them or none and answers the stored records in order.
 */
export function bulkUpdate<T>(http: HttpClient, base: string, records: ReadonlyArray<{ id: number | string } & Record<string, unknown>>): Promise<T[]> {
  return http.put<T[]>(base, records);
}
