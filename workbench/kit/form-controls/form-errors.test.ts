import { describe, expect, it } from 'vitest';
import { firstRefused, serverErrors, splitFieldErrors } from './form-errors';

const FIELDS = ['first_name', 'phone_number', 'timezone'] as const;

describe('form errors: beside their fields', () => {
  it("puts each field's message beside it and a message on no known field (a check of the whole form) on the form", () => {
    const errors = splitFieldErrors({ phone_number: 'Phone may hold digits', first_name: 'First name is required', _: 'Check the form' }, FIELDS);
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
