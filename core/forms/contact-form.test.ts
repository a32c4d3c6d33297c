import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-form';
import { validateForm } from './form-errors';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', subject: 'General Contact', message: 'Hello', source: 'FOOTER_CONTACT' };
const x = (n: number) => 'x'.repeat(n);

describe('contact form (spec 3.5)', () => {
  it('accepts a valid message; subject is optional', () => {
    const { subject: _s, ...noSubject } = valid;
    expect(contactSchema.parse(noSubject)).toEqual({ ...valid, subject: '' });
  });

  it.each([
    ['first_name is required', { first_name: '' }, 'first_name', 'First name is required'],
    ['first_name is max 80', { first_name: x(81) }, 'first_name', 'First name must be at most 80 characters'],
    ['last_name is required', { last_name: undefined }, 'last_name', 'Last name is required'],
    ['last_name is max 80', { last_name: x(81) }, 'last_name', 'Last name must be at most 80 characters'],
    ['email is required', { email: '' }, 'email', 'Email is required'],
    ['email must be valid', { email: 'ada@' }, 'email', 'Email must be a valid email address'],
    ['email is max 80', { email: `${x(75)}@example.com` }, 'email', 'Email must be at most 80 characters'],
    ['subject is max 80', { subject: x(81) }, 'subject', 'Subject must be at most 80 characters'],
    ['message is required', { message: ' ' }, 'message', 'Message is required'],
  ])('%s', (_rule, patch, field, message) => {
    expect(validateForm(contactSchema, { ...valid, ...patch })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('message has no maximum length', () => {
    expect(validateForm(contactSchema, { ...valid, message: x(5000) }).ok).toBe(true);
  });
});
