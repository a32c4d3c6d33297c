import { describe, expect, it } from 'vitest';
import { serverFeatures } from '../features';
import { customerNames, customerOfCompany, isCustomerCompany } from './customers';

describe('customers of the feature list', () => {
  it("document 1 §2: the specification's customer names unless COMPANY_<KEY> configures one", () => {
    expect(customerNames(serverFeatures, {})).toEqual({ mrp: 'Scherdel', coating: 'CorrChoice Coatings', paintline: 'Inoac Exterior' });
    expect(customerNames(serverFeatures, { mrp: 'Acme Springs' })).toMatchObject({ mrp: 'Acme Springs', coating: 'CorrChoice Coatings' });
  });

  it('two customers configured with one name is a clear error', () => {
    expect(() => customerNames(serverFeatures, { mrp: 'Acme', coating: 'Acme' })).toThrow(/customer company names must differ/);
  });

  it.each([
    ['Scherdel', 'mrp'],
    ['CorrChoice Coatings', 'coating'],
    ['Inoac Exterior', 'paintline'],
    ['corrchoice coatings', null],
    ['Demo Plant', null],
    ['', null],
  ])('document 1 §2: company %j is customer %j (exact company name)', (company, customer) => {
    expect(customerOfCompany(company, customerNames(serverFeatures, {}))).toBe(customer);
  });

  it('issue 34 §6: the customer-name check compares normalised names', () => {
    const names = customerNames(serverFeatures, {});
    expect(customerOfCompany('CorrChoice\u00a0Coatings', names)).toBe('coating');
    expect(customerOfCompany('  CorrChoice \t Coatings\u200f', names)).toBe('coating');
    expect(customerOfCompany('Other Co', names)).toBeNull();
  });

  it('a customer configured with an empty name matches no company', () => {
    expect(customerOfCompany('', customerNames(serverFeatures, { mrp: '' }))).toBeNull();
  });

  it("issue 32: the server's customer guard compares as the profile does (it compared raw names, so a company the profile called the customer was refused its writes)", () => {
    expect(isCustomerCompany('CorrChoice\u00a0Coatings', 'CorrChoice Coatings')).toBe(true);
    expect(isCustomerCompany('corrchoice coatings', 'CorrChoice Coatings')).toBe(false);
    expect(isCustomerCompany('', '')).toBe(false);
    expect(isCustomerCompany('CorrChoice Coatings', undefined)).toBe(false);
  });
});
