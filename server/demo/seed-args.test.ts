import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seed-args';

const defaults = { machines: 24, days: 90 };

describe('npm run seed arguments', () => {
  it('reads --machines N --days D and the database target', () => {
    expect(parseSeedArgs({ machines: '100', days: '365', 'data-dir': '/tmp/x' }, defaults)).toEqual({
      machines: 100, days: 365, seed: undefined, dataDir: '/tmp/x', databaseUrl: undefined, inputsOnly: false,
    });
  });

  it('falls back to the configured demo size', () => {
    expect(parseSeedArgs({}, defaults)).toMatchObject({ machines: 24, days: 90 });
  });

  it.each([
    [{ machines: '0' }, /--machines must be a whole number/],
    [{ machines: 'ten' }, /--machines must be a whole number/],
    [{ days: '1.5' }, /--days must be a whole number/],
    [{ days: '' }, /--days must be a whole number/],
    [{ seed: '-1' }, /--seed must be a whole number/],
    [{ 'data-dir': 'a', 'database-url': 'postgres://x' }, /either --data-dir or --database-url/],
  ])('refuses %o with a clear error', (values, error) => {
    expect(() => parseSeedArgs(values, defaults)).toThrow(error);
  });
});
