import { useEffect, useState } from 'react';
import { parseApiError } from '../../../core/errors';
import type { FieldErrors } from '../../../core/forms';

/** One message per refused field, and a message for the form when no field is to blame. */
export interface FormErrors<K extends string> {
  fields: Partial<Record<K, string>>;
  form?: string;
}

export const NO_ERRORS: FormErrors<never> = { fields: {} };

/** Messages by field (core/forms' validateForm, or a refusal's) split: the form's own fields, and the rest (a check of the whole form) for the form. */
export function splitFieldErrors<K extends string>(errors: FieldErrors, fields: readonly K[]): FormErrors<K> {
  const out: FormErrors<K> = { fields: {} };
  for (const [path, message] of Object.entries(errors)) {
    const field = fields.find((f) => f === path);
    if (field) out.fields[field] ??= message;
    else out.form ??= message;
  }
  return out;
}

/**
 * A refused call: the server names fields as {field: [messages]} (server/http/error-reply.ts);
 * those land beside their inputs, anything else is the form's message.
 */
export function serverErrors<K extends string>(error: unknown, fields: readonly K[]): FormErrors<K> {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const out: FormErrors<K> = { fields: {} };
  if (data && typeof data === 'object' && !('detail' in data)) {
    for (const field of fields) {
      const messages = (data as Record<string, unknown>)[field];
      if (Array.isArray(messages) && typeof messages[0] === 'string') out.fields[field] = messages[0];
    }
  }
  if (Object.keys(out.fields).length === 0) out.form = parseApiError(error);
  return out;
}

/** The field to put the cursor in: the first refused one in the form's order. */
export function firstRefused<K extends string>(errors: FormErrors<K>, fields: readonly K[]): K | undefined {
  return fields.find((f) => errors.fields[f] !== undefined);
}

/**
 * A form's errors: `show` puts each message under its field (or on the form) and the cursor in the
 * first refused field, once it is rendered as invalid; `clear` takes them away.
 */
export function useFormErrors<K extends string>(fields: readonly K[], idOf: (field: K) => string) {
  const [errors, setErrors] = useState<FormErrors<K>>(NO_ERRORS);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  const show = (byField: FieldErrors) => {
    const next = splitFieldErrors(byField, fields);
    setErrors(next);
    const first = firstRefused(next, fields);
    if (first) setFocus({ id: idOf(first) });
  };
  return { errors, show, clear: () => setErrors(NO_ERRORS) };
}
