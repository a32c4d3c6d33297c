import { describe, expect, it } from 'vitest';
import { companyInitForm, inviteForm, passwordChangeForm, profileForm, removesLastAdmin } from './company-admin';

describe('company administration rules', () => {
  const users = [
    { euid: 'U1', role: 'ADMIN', status: 'ACTIVE' },
    { euid: 'U2', role: 'USER', status: 'ACTIVE' },
  ];
  it('an admin cannot remove the last admin: demoting or deactivating the only active admin is refused', () => {
    expect(removesLastAdmin(users, 'U1', { role: 'USER' })).toBe(true);
    expect(removesLastAdmin(users, 'U1', { status: 'INACTIVE' })).toBe(true);
    expect(removesLastAdmin(users, 'U2', { status: 'INACTIVE' })).toBe(false);
    expect(removesLastAdmin([...users, { euid: 'U3', role: 'ADMIN', status: 'ACTIVE' }], 'U1', { role: 'USER' })).toBe(false);
  });
  it('document 1 §3: the industry must be one of the specification\'s list; the time zone defaults to US/Eastern', () => {
    expect(companyInitForm.parse({ name: 'Acme', industry: 'metals' })).toEqual({ name: 'Acme', industry: 'metals', timezone: 'US/Eastern' });
    expect(companyInitForm.safeParse({ name: 'Acme', industry: 'mining' }).success).toBe(false);
    expect(companyInitForm.safeParse({ name: '  ', industry: 'metals' }).success).toBe(false);
    expect(companyInitForm.safeParse({ name: 'Acme', industry: 'metals', timezone: 'Mars/Olympus' }).success).toBe(false);
  });
  it('profile: names required, time zone default US/Eastern, phone digits only', () => {
    expect(profileForm.parse({ first_name: 'A', last_name: 'B' }).timezone).toBe('US/Eastern');
    expect(profileForm.safeParse({ first_name: 'A', last_name: 'B', phone_number: 'call me' }).success).toBe(false);
  });
  it('password change needs the current password and a new one of 8+ characters that differs', () => {
    expect(passwordChangeForm.safeParse({ current_password: 'old-pass-1', new_password: 'short' }).success).toBe(false);
    expect(passwordChangeForm.safeParse({ current_password: 'same-pass-1', new_password: 'same-pass-1' }).success).toBe(false);
    expect(passwordChangeForm.safeParse({ current_password: 'old-pass-1', new_password: 'new-pass-1' }).success).toBe(true);
  });
  it('invite: a valid e-mail, role USER unless given', () => {
    expect(inviteForm.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co', role: 'USER' });
    expect(inviteForm.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
