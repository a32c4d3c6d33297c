import { z } from 'zod';
import { requiredText } from './field-schemas';

/**
 * A company name as it is compared and stored (issue 34 §6): Unicode NFKC (a no-break space or a
 * full-width letter becomes its plain form), invisible format characters (zero-width spaces, direction
 * marks) removed, runs of white space one space, trimmed. 'CorrChoice\u00a0Coatings' is then the
 * customer's own 'CorrChoice Coatings', so the uniqueness check refuses it.
 */
export function normalCompanyName(name: string): string {
  return name.normalize('NFKC').replace(/\p{Cf}/gu, '').replace(/\s+/gu, ' ').trim();
}

/** The company name field of the company forms: normalised, then required and at most 100 characters. */
export const companyNameField = z.preprocess((v) => (typeof v === 'string' ? normalCompanyName(v) : v), requiredText('Company name', 100));
