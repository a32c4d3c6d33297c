import { useEffect, useState } from 'react';
import type { FieldErrors } from '../../core/forms';

/** One message per refused field, and a message for the form when no field is to blame. */
export interface FormErrors<K extends string> {
  fields: Partial<Record<K, string>>;
  form?: string;
}

/** Messages by field (core/forms' validateForm, or refusalByField) split between the form's fields and the form. */
export function splitByField<K extends string>(errors: FieldErrors, fields: readonly K[]): FormErrors<K> {
  const out: FormErrors<K> = { fields: {} };
  for (const [path, message] of Object.entries(errors)) {
    const field = fields.find((f) => f === path);
    if (field) out.fields[field] ??= message;
    else out.form ??= message;
  }
  return out;
}

/**
 * A form's errors: `show` puts each message under its field (or on the form) and the cursor in the
 * first refused field, once it is rendered as invalid; `clear` takes them away.
 */
export function useFormErrors<K extends string>(fields: readonly K[], idOf: (field: K) => string) {
  const [errors, setErrors] = useState<FormErrors<K>>({ fields: {} });
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  const show = (byField: FieldErrors) => {
    const next = splitByField(byField, fields);
    setErrors(next);
    const first = fields.find((f) => next.fields[f] !== undefined);
    if (first) setFocus({ id: idOf(first) });
  };
  return { errors, show, clear: () => setErrors({ fields: {} }) };
}
