import { z } from 'zod';
import { requiredText } from './field-schemas';

/** Sources the public site sends (spec document 3, section 3). */
export const CONTACT_SOURCES = ['TOPNAV_TRY_FREE', 'FOOTER_CONTACT'] as const;

/** Contact message (POST /v1/navutil/marketing/contact/), spec document 3, section 5. */
export const contactSchema = z.object({
  first_name: requiredText('First name', 80),
  last_name: requiredText('Last name', 80),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(80, 'Email must be at most 80 characters')
    .pipe(z.email({ error: 'Email must be a valid email address' })),
  subject: z.string({ error: 'Subject must be text' }).trim().max(80, 'Subject must be at most 80 characters').default(''),
  message: requiredText('Message'),
  source: requiredText('Source', 80),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
