import { describe, expect, it } from 'vitest';
import { companyInitForm } from './company-admin';
import { normalCompanyName } from './company-name';

describe('issue 34 §6: company names are normalised (NFKC, format characters, white space)', () => {
  it.each([
    ['a no-break space', 'CorrChoice\u00a0Coatings'],
    ['a zero-width space before a space', 'CorrChoice\u200b Coatings'],
    ['full-width letters', '\uff23orrChoice Coatings'],
    ['runs of spaces, tabs and edges', '  CorrChoice \t  Coatings  '],
    ['a right-to-left mark', 'CorrChoice Coatings\u200f'],
  ])('%s reads as the customer\'s own name', (_what, name) => {
    expect(normalCompanyName(name)).toBe('CorrChoice Coatings');
    expect(companyInitForm.parse({ name, industry: 'metals' }).name).toBe('CorrChoice Coatings');
  });

  it('a name of only invisible characters is required like an empty one', () => {
    expect(companyInitForm.safeParse({ name: '\u200b\u00a0', industry: 'metals' }).success).toBe(false);
  });
});
