import { z } from 'zod';
import { INDUSTRIES, ROLES } from '../model/enums';
import { companyNameField } from './company-name';
import { ianaTimeZone, optionalText, requiredText } from './field-schemas';

/** Document 3 §3: a profile's time zone defaults to US/Eastern. */
export const PROFILE_DEFAULT_TIMEZONE = 'US/Eastern';

/** The minimum length of a password (the identity provider's sign-up and reset use the same). */
export const PASSWORD_MIN_LENGTH = 8;

/** An IANA time-zone name (US/Eastern, Europe/Berlin...): the one rule of field-schemas. */
export const timeZoneName = ianaTimeZone('Time zone');

/** /company/init: a signed-up user without a company creates one (document 1 §2, §3 industries). */
export const companyInitForm = z.object({
  name: companyNameField,
  industry: z.enum(INDUSTRIES, { error: `Industry must be one of: ${INDUSTRIES.join(', ')}` }),
  timezone: timeZoneName.default(PROFILE_DEFAULT_TIMEZONE),
});
export type CompanyInitForm = z.infer<typeof companyInitForm>;

/** /company: what an admin may change about the company. */
export const companyForm = z.object({
  name: companyNameField,
  desc: optionalText('Description', 500),
  industry: z.enum(INDUSTRIES, { error: `Industry must be one of: ${INDUSTRIES.join(', ')}` }),
  timezone: timeZoneName,
});
export type CompanyForm = z.infer<typeof companyForm>;

/** /profile: the user's own fields (document 1 §3 Profile). */
export const profileForm = z.object({
  first_name: requiredText('First name', 80),
  last_name: requiredText('Last name', 80),
  job_title: optionalText('Job title', 100),
  phone_number: optionalText('Phone', 40).refine((p) => p === '' || /^[+()\d][\d\s().+-]{3,}$/.test(p), 'Phone may hold digits, spaces, +, -, ( and ) only'),
  timezone: timeZoneName.default(PROFILE_DEFAULT_TIMEZONE),
});
export type ProfileForm = z.infer<typeof profileForm>;

/** A signed-in password change: the current password is checked first. */
export const passwordChangeForm = z
  .object({
    current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    new_password: z
      .string({ error: 'New password is required' })
      .min(PASSWORD_MIN_LENGTH, `New password needs at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200, 'New password is too long'),
  })
  .refine((f) => f.current_password !== f.new_password, { path: ['new_password'], message: 'New password must differ from the current one' });
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;

/** /company/users: invite a colleague by e-mail with a role. */
export const inviteForm = z.object({
  email: z.string({ error: 'Email is required' }).trim().max(200, 'Email is too long').pipe(z.email('Enter a valid email address')),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).default('USER'),
});
export type InviteForm = z.infer<typeof inviteForm>;

export const roleChangeForm = z.object({ role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }) });

/** User statuses: an invited user has not accepted yet; a deactivated one cannot sign in. */
export const USER_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The user table's columns (document 1 §3). */
export const USER_TABLE_COLUMNS = ['email', 'first_name', 'last_name', 'role', 'status'] as const;

/** One of the company's users as GET /v1/company/users/ lists them (and the user-changing calls answer): the table's columns and the user's id. */
export interface CompanyUserRow {
  euid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  status: string;
}

/**
 * How a one-time link (an invitation, a password reset) reached its person: mailed by the server's
 * SMTP outbox, or handed to the admin to pass on (no mail server, or the mail server refused it).
 */
export type LinkDelivery =
  | { delivery: 'mail'; expires_at: string }
  | { delivery: 'link'; link: string; expires_at: string; mail_error?: string };

/** POST /v1/company/users/invite/'s answer: the invited user's row and how the invitation travels. */
export type InvitationAnswer = CompanyUserRow & LinkDelivery;

/** The refusal when the last active admin would lose the role or be deactivated. */
export const LAST_ADMIN_REFUSED = 'A company needs at least one active admin: make another user an admin first.';

/**
 * Whether changing one user's role or status leaves the company without an active admin
 * (the last-admin rule of /company/users). `users` are the company's users before the change.
 */
export function removesLastAdmin(
  users: ReadonlyArray<{ euid: string; role: string; status: string }>,
  target: string,
  change: { role?: string; status?: string },
): boolean {
  const after = users.map((u) => (u.euid === target ? { ...u, ...change } : u));
  const admins = (list: typeof users) => list.filter((u) => u.role === 'ADMIN' && u.status === 'ACTIVE').length;
  return admins(users) > 0 && admins(after) === 0;
}
