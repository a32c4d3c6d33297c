import { normalCompanyName } from '../model/company-name';
/** The customers whose dashboards are gated on company name (document 3 §2.4). */
export const CUSTOMER_KEYS = ['mrp', 'coating', 'paintline'] as const;
export type CustomerKey = (typeof CUSTOMER_KEYS)[number];

/** Exact company names per customer, supplied by configuration (document 1 §2: a contract with the customers). */
export type CustomerCompanies = Record<CustomerKey, string>;

/** No customer configured yet (the names arrive with the profile); an empty name matches no company. */
export const NO_CUSTOMER_COMPANIES: Readonly<CustomerCompanies> = Object.freeze({ mrp: '', coating: '', paintline: '' });

/**
 * The names a profile answer may reveal to its user: only the customer(s) whose configured name is
 * the user's company, the others ''. Used by the server's profile route.
 */
/** Names compared as stored (normalCompanyName); an empty configured name matches nothing. */
const sameCompany = (configured: string, companyName: string) => configured !== '' && normalCompanyName(configured) === normalCompanyName(companyName);

export function customerCompaniesFor(companyName: string, configured: Readonly<CustomerCompanies>): CustomerCompanies {
  return {
    mrp: sameCompany(configured.mrp, companyName) ? companyName : '',
    coating: sameCompany(configured.coating, companyName) ? companyName : '',
    paintline: sameCompany(configured.paintline, companyName) ? companyName : '',
  };
}

export const DEFAULT_CUSTOMER_COMPANIES: Readonly<CustomerCompanies> = Object.freeze({
  mrp: 'Scherdel',
  coating: 'CorrChoice Coatings',
  paintline: 'Inoac Exterior',
});
