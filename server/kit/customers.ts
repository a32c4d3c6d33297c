import { normalCompanyName } from '../../core/model/company-name';
import type { ServerFeature } from './feature';

/** The configured company name of each customer, by customer key. */
export type CustomerNames = Readonly<Record<string, string>>;

/**
 * The company names of the listed features' customers: COMPANY_<KEY> from configuration
 * (config.customerCompanies), else the feature's default. Two customers sharing one name is a
 * configuration error: a company would be two customers.
 */
export function customerNames(features: readonly ServerFeature[], configured: Readonly<Record<string, string>>): CustomerNames {
  const names: Record<string, string> = {};
  for (const { customer } of features) if (customer) names[customer.key] = configured[customer.key] ?? customer.defaultName;
  const values = Object.values(names);
  if (new Set(values).size !== values.length) throw new Error(`the customer company names must differ, got ${values.map((v) => `'${v}'`).join(', ')}`);
  return names;
}

/**
 * Which customer a company is (document 1 §2), or null: the names compared as stored (normalCompanyName,
 * issue 34 §6), so 'CorrChoice\u00a0Coatings' is the customer too; an empty configured name matches nothing.
 */
export function customerOfCompany(companyName: string, names: CustomerNames): string | null {
  for (const [key, name] of Object.entries(names)) if (isCustomerCompany(companyName, name)) return key;
  return null;
}

/** Whether a company is the customer configured under this name: the one comparison of a company with a customer name. */
export function isCustomerCompany(companyName: string, customerName: string | undefined): boolean {
  return !!customerName && normalCompanyName(customerName) === normalCompanyName(companyName);
}
