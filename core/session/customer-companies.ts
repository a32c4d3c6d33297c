/** The customers whose dashboards are gated on company name (document 3 §2.4). */
export const CUSTOMER_KEYS = ['mrp', 'coating', 'paintline'] as const;
export type CustomerKey = (typeof CUSTOMER_KEYS)[number];

/** Exact company names per customer, supplied by configuration (document 1 §2: a contract with the customers). */
export type CustomerCompanies = Record<CustomerKey, string>;

export const DEFAULT_CUSTOMER_COMPANIES: Readonly<CustomerCompanies> = Object.freeze({
  mrp: 'Scherdel',
  coating: 'CorrChoice Coatings',
  paintline: 'Inoac Exterior',
});
