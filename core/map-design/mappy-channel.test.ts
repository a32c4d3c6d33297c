import { describe, expect, it } from 'vitest';
import { MAPPY_CHANNEL, parseMappyMessage } from './mappy-channel';

describe('MAPPY cross-tab channel (spec 2.3, 2.7, 2.8)', () => {
  it('accepts a node assignment message on the MAPPY channel', () => {
    const msg = { node_id: '12', entity_type: 'MACHINE', key: 'M1', from_drag: true };
    expect(MAPPY_CHANNEL).toBe('MAPPY');
    expect(parseMappyMessage(msg)).toEqual(msg);
  });

  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['a missing key', { node_id: '1', entity_type: 'LOCATION', from_drag: false }],
    ['an unknown entity type', { node_id: '1', entity_type: 'PART', key: 'K', from_drag: false }],
    ['a non-numeric node id', { node_id: 'abc', entity_type: 'MACHINE', key: 'K', from_drag: false }],
    ['from_drag not boolean', { node_id: '1', entity_type: 'MACHINE', key: 'K', from_drag: 'yes' }],
  ])("invalid messages (%s) throw 'Invalid MAPPY channel message!'", (_c, data) => {
    expect(() => parseMappyMessage(data)).toThrow('Invalid MAPPY channel message!');
  });
});
