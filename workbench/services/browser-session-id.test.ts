import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { browserSessionId } from './browser-session-id';

describe('browser session id (document 3 §7: X-SessionID and the sockets\' session_id)', () => {
  it('is made once per browser session and kept across reloads of the tab', () => {
    const tab = new MemoryKeyValueStore();
    const first = browserSessionId(tab);
    expect(first).toMatch(/\S{8,}/);
    expect(browserSessionId(tab)).toBe(first);
    expect(browserSessionId(new MemoryKeyValueStore())).not.toBe(first);
  });
});
