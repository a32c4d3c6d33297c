import { describe, expect, it } from 'vitest';
import { customerCompaniesFor, DEFAULT_CUSTOMER_COMPANIES, NO_CUSTOMER_COMPANIES } from './customer-companies';

describe('customer company names at run time (document 1 §2: names from configuration)', () => {
  it('a profile reveals only the configured name that is the user\'s own company', () => {
    expect(customerCompaniesFor('CorrChoice Coatings', DEFAULT_CUSTOMER_COMPANIES)).toEqual({ mrp: '', coating: 'CorrChoice Coatings', paintline: '' });
    expect(customerCompaniesFor('Demo Plant', DEFAULT_CUSTOMER_COMPANIES)).toEqual(NO_CUSTOMER_COMPANIES);
  });
});
