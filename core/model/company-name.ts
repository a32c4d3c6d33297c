// Apart from the form schema (zod) so the browser's first load can compare names without the validation library.
/**
 * A company name as it is compared and stored (issue 34 §6): Unicode NFKC (a no-break space or a
 * full-width letter becomes its plain form), invisible format characters (zero-width spaces, direction
 * marks) removed, runs of white space one space, trimmed. 'CorrChoice\u00a0Coatings' is then the
 * customer's own 'CorrChoice Coatings', so the uniqueness check refuses it.
 */
export function normalCompanyName(name: string): string {
  return name.normalize('NFKC').replace(/\p{Cf}/gu, '').replace(/\s+/gu, ' ').trim();
}
