import { describe, expect, it } from 'vitest';
import { presetAuthor } from './preset-author';

describe('presetAuthor (document 1 §6: author first and last names are displayed on presets)', () => {
  it.each([
    ['Ada', 'Lovelace', 'Ada Lovelace'],
    ['Ada', '', 'Ada'],
    ['', ' Lovelace ', 'Lovelace'],
  ])('%j %j -> %j', (first, last, expected) => {
    expect(presetAuthor({ author_first_name: first, author_last_name: last })).toBe(expected);
  });
});
