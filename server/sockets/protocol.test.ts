import { describe, expect, it } from 'vitest';
import { backendClientMessage, closeReason, liveClientMessage, parseClientMessage } from './protocol';

const backend = (raw: string) => parseClientMessage(raw, backendClientMessage, ['INIT', 'PING']);
const live = (raw: string) => parseClientMessage(raw, liveClientMessage, ['HELLO', 'LOC_CHANGE', 'PING']);

describe('socket protocol (document 2 sections 4 and 7, document 3 section 7)', () => {
  it.each([
    ['INIT with a payload', '{"type":"INIT","payload":{"token":"t","tab_id":"a","session_id":"s"}}', 'INIT'],
    ['PING', '{"type":"PING"}', 'PING'],
  ])('the backend socket accepts %s', (_name, raw, type) => {
    const parsed = backend(raw);
    expect(parsed.ok && parsed.message.type).toBe(type);
  });

  it.each([
    ['text that is not JSON', 'PING', 'Malformed message: expected a JSON object.'],
    ['a JSON array', '[1]', 'Malformed message: expected a JSON object.'],
    ['an unknown type', '{"type":"DROP"}', 'Unknown message type: DROP'],
    ['INIT without a payload', '{"type":"INIT"}', 'Invalid message: payload: '],
    ['a token that is not text', '{"type":"INIT","payload":{"token":42}}', 'Invalid message: payload.token: '],
  ])('the backend socket refuses %s with a clear detail', (_name, raw, detail) => {
    const parsed = backend(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.detail).toContain(detail);
  });

  it('the live socket reads the hello without a type and LOC_CHANGE with a location', () => {
    const hello = live(JSON.stringify({ tab_id: 't', user_id: 'U1', username: 'u', email: 'e', company_euid: 'C1', session_id: 's', location: '/graph' }));
    expect(hello.ok && 'tab_id' in hello.message && hello.message.location).toBe('/graph');
    const move = live('{"type":"LOC_CHANGE","location":"/map"}');
    expect(move.ok && move.message).toEqual({ type: 'LOC_CHANGE', location: '/map' });
    expect(live('{"type":"LOC_CHANGE"}').ok).toBe(false);
  });

  it('a close reason fits the 123-byte limit of the websocket protocol', () => {
    expect(closeReason('short')).toBe('short');
    const long = closeReason('é'.repeat(100));
    expect(Buffer.byteLength(long, 'utf8')).toBeLessThanOrEqual(123);
    expect(long.endsWith('...')).toBe(true);
  });
});
