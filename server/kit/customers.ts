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

/** Which customer a company is (exact name match, document 1 §2), or null. */
export function customerOfCompany(companyName: string, names: CustomerNames): string | null {
  for (const [key, name] of Object.entries(names)) if (name !== '' && name === companyName) return key;
  return null;
}
