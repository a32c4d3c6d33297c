import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './password-reset';

/** Sign-up form rules; the page shows the first broken rule. */
export const signupForm = z.object({
  first_name: z.string().trim().min(1, 'First name is required.').max(100, 'First name is too long.'),
  last_name: z.string().trim().min(1, 'Last name is required.').max(100, 'Last name is too long.'),
  email: z.string().trim().pipe(z.email('Enter a valid email address.')),
  password: z.string().min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`).max(200, 'The password is too long.'),
});
export type SignupForm = z.infer<typeof signupForm>;
