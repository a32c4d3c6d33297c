/**
 * Document 2 §7: every GraphQL request carries the bearer token, a domain header and a session
 * header read from local storage. Their names are not given: we send `X-Domain` (the host the app
 * is served from) and `X-Session` (local storage 'session', or empty). The same headers go with
 * every query over HTTP and in the subscription socket's connection payload.
 */
export function graphqlRequestHeaders(token: string | null, host: string, storage: Pick<Storage, 'getItem'> | undefined): Record<string, string> {
  let session = '';
  try {
    session = storage?.getItem('session') ?? '';
  } catch {
    session = ''; // storage can be blocked; the header is then empty
  }
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-Domain': host, 'X-Session': session };
}
