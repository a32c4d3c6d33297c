import { describe, expect, it } from 'vitest';
import { parseRegenArgs } from './regen-args';

describe('npm run regen arguments', () => {
  it.each([
    [[], {}],
    [['--company', 'C123'], { company: 'C123' }],
    [['--from', '2026-01-01', '--to', '2026-01-31'], { from: '2026-01-01', to: '2026-01-31' }],
  ])('%j is read as %j', (argv, expected) => {
    expect(parseRegenArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--from', '1/1/2026'], /--from must be a date written YYYY-MM-DD/],
    [['--company'], /--company needs a value/],
    [['--days', '3'], /unknown argument '--days'/],
    [['--from', '2026-02-01', '--to', '2026-01-01'], /is after --to/],
  ])('%j is refused', (argv, message) => {
    expect(() => parseRegenArgs(argv)).toThrow(message);
  });
});
