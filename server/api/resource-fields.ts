import { z } from 'zod';
import { numberLike } from '../../core/forms';

/** A whole number, also from form text. */
export function wholeNumber(label: string, min: number, max: number) {
  return numberLike(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
}

/** A positive rate (parts per minute), also from form text. */
export function positiveNumber(label: string) {
  return numberLike(label).pipe(z.number().positive(`${label} must be greater than 0`).max(1e9, `${label} is too large`));
}

/** HH:MM on a 24-hour clock. */
export function clockTime(label: string) {
  return z.string({ error: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${label} must be a time as HH:MM`);
}
