import type { z } from 'zod';

/** Field path (dotted) to its first message, for showing beside each input. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    out[path] ??= issue.message;
  }
  return out;
}

/** Validates form values: the parsed values when valid, else the messages by field (an invalid form cannot be submitted). */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const r = schema.safeParse(values);
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: fieldErrors(r.error) };
}
