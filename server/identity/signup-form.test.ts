import { describe, expect, it } from 'vitest';
import { signupForm } from './signup-form';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@plant.test', password: 'engine-42' };

describe('sign-up form validation', () => {
  it('accepts a complete form and trims names and email', () => {
    expect(signupForm.parse({ ...valid, first_name: ' Ada ', email: ' ada@plant.test ' })).toEqual(valid);
  });

  it.each([
    ['a missing first name', { first_name: '' }, 'First name is required.'],
    ['a missing last name', { last_name: '  ' }, 'Last name is required.'],
    ['an invalid email', { email: 'ada-at-plant' }, 'Enter a valid email address.'],
    ['a password shorter than 8 characters', { password: 'short' }, 'The password needs at least 8 characters.'],
  ])('refuses %s with a clear message', (_label, change, message) => {
    const result = signupForm.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
