import { describe, expect, it } from 'vitest';
import { firstRefused, issuesToErrors, serverErrors } from './field-errors';

const FIELDS = ['first_name', 'phone_number', 'timezone'] as const;

describe('user-profile: errors beside their fields', () => {
  it("keeps each field's first issue and sends issues on no known field to the form", () => {
    const errors = issuesToErrors(
      [
        { path: ['phone_number'], message: 'Phone may hold digits' },
        { path: ['phone_number'], message: 'Phone is too long' },
        { path: ['first_name'], message: 'First name is required' },
        { path: [], message: 'Check the form' },
      ],
      FIELDS,
    );
    expect(errors).toEqual({ fields: { phone_number: 'Phone may hold digits', first_name: 'First name is required' }, form: 'Check the form' });
    expect(firstRefused(errors, FIELDS)).toBe('first_name');
  });

  it("puts the server's field messages beside their fields; a detail or an unknown field is the form's message", () => {
    const refused = (data: unknown) => ({ message: 'Request failed', response: { status: 400, data } });
    expect(serverErrors(refused({ timezone: ['Time zone is not a known zone'] }), FIELDS)).toEqual({ fields: { timezone: 'Time zone is not a known zone' } });
    expect(serverErrors(refused({ detail: 'Disabled for demo' }), FIELDS)).toEqual({ fields: {}, form: 'Disabled for demo' });
    expect(serverErrors(refused({ email: ['Taken'] }), FIELDS)).toEqual({ fields: {}, form: 'Taken: EMAIL' });
    expect(firstRefused(serverErrors(refused({ detail: 'x' }), FIELDS), FIELDS)).toBeUndefined();
  });
});
