import { z } from 'zod';
import { requiredText } from './field-schemas';
import { normalCompanyName } from '../model/company-name';

export { normalCompanyName };

/** The company name field of the company forms: normalised, then required and at most 100 characters. */
export const companyNameField = z.preprocess((v) => (typeof v === 'string' ? normalCompanyName(v) : v), requiredText('Company name', 100));
