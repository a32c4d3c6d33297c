import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import { takePublicRouteId } from './public-entry';

describe('public route id parameter (document 3 §2.6)', () => {
  it('is saved in session storage under the navigation-state key and starts the login flow', () => {
    const session = new MemoryKeyValueStore();
    expect(takePublicRouteId('42', session)).toBe(true);
    expect(session.getItem('navstate_id')).toBe('42');
  });

  it.each([undefined, null, '', '  '])('without an id (%j) nothing is saved and no login starts', (id) => {
    const session = new MemoryKeyValueStore();
    expect(takePublicRouteId(id, session)).toBe(false);
    expect(session.getItem('navstate_id')).toBeNull();
  });
});
