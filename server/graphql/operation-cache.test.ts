import { describe, expect, it } from 'vitest';
import { OperationCache, type ParsedOperation } from './operation-cache';

const op = (name: string) => ({ type: 'query', document: { kind: 'Document', definitions: [], name } }) as unknown as ParsedOperation;

describe('the parsed-operation cache (issue 15: plans cached per query text and role)', () => {
  it('keys on the role, the operation name and the text: another role never gets this role\'s validated document', () => {
    const cache = new OperationCache();
    cache.set(OperationCache.key('user', undefined, '{ a }'), op('user'));
    expect(cache.get(OperationCache.key('user', undefined, '{ a }'))).toEqual(op('user'));
    expect(cache.get(OperationCache.key('manager', undefined, '{ a }'))).toBeUndefined();
    expect(cache.get(OperationCache.key('user', 'Named', '{ a }'))).toBeUndefined();
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = new OperationCache(2);
    cache.set('a', op('a'));
    cache.set('b', op('b'));
    cache.get('a');
    cache.set('c', op('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
