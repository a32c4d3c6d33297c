import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, readStoredJson, STORED_JSON_MAX_DEPTH, storedJsonObject, tooDeep, tooLong } from './stored-json';

/** { a: { a: ... { a: 1 } } } with `levels` objects, built without recursion. */
function nested(levels: number): Record<string, unknown> {
  let v: Record<string, unknown> = { a: 1 };
  for (let i = 1; i < levels; i++) v = { a: v };
  return v;
}

describe('issue 34 §5: stored JSON is bounded in nesting and size', () => {
  it.each([
    [1, 1, false],
    [2, 1, true],
    [STORED_JSON_MAX_DEPTH, STORED_JSON_MAX_DEPTH, false],
    [STORED_JSON_MAX_DEPTH + 1, STORED_JSON_MAX_DEPTH, true],
  ])('an object nested %i levels against a bound of %i: too deep = %s', (levels, bound, deeper) => {
    expect(nestsDeeperThan(nested(levels), bound)).toBe(deeper);
  });

  it('counts arrays as levels and ignores scalars', () => {
    expect(nestsDeeperThan({ a: [[1, 'x', null]] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [[{}]] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('measures a value nested 200,000 deep without overflowing the stack (the issue saved 2,600)', () => {
    expect(nestsDeeperThan(nested(200_000), STORED_JSON_MAX_DEPTH)).toBe(true);
    const parsed = storedJsonObject('The saved state', 1_000_000).safeParse(nested(200_000));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(tooDeep('The saved state', STORED_JSON_MAX_DEPTH));
  });

  it('refuses a value over the size bound, and a value that is not an object, with clear messages', () => {
    const schema = storedJsonObject('navState', 20);
    expect(schema.safeParse({ mode: 'graph' }).success).toBe(true);
    expect(schema.safeParse({ mode: 'graph', more: 'x'.repeat(20) }).error?.issues[0]?.message).toBe(tooLong('navState', 20));
    expect(schema.safeParse([1]).error?.issues[0]?.message).toBe('navState must be an object');
  });

  it('reads a stored value back from text: the value, or undefined when too deep or not JSON', () => {
    expect(readStoredJson('{"mode":"graph"}')).toEqual({ mode: 'graph' });
    expect(readStoredJson(null)).toBeNull();
    expect(readStoredJson(`${'['.repeat(2_600)}${']'.repeat(2_600)}`)).toBeUndefined();
    expect(readStoredJson('{not json')).toBeUndefined();
  });
});
