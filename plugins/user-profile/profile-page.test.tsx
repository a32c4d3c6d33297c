// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { userProfile } from './manifest';
import { ProfilePage } from './profile-page';

afterEach(() => cleanup());

/** Records the calls; the password change is refused the way the server refuses a wrong current password. */
class ProfileHttp extends UnexpectedHttpClient {
  readonly calls: string[] = [];
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.calls.push(`PUT ${path}`);
    return Promise.resolve(body as T);
  }
  override post<T>(path: string): Promise<T> {
    this.calls.push(`POST ${path}`);
    const data = { current_password: ['The current password is not correct.'] };
    return Promise.reject(Object.assign(new Error('Request failed with status code 400'), { response: { status: 400, data } }));
  }
}

async function renderPage() {
  const http = new ProfileHttp();
  const bed = await createTestBed(userProfile, { overrides: [[HttpClient, http]] });
  render(bed.wrap(<ProfilePage />));
  return { http, bed, user: userEvent.setup() };
}

describe('user-profile page', () => {
  it('a refused field is marked invalid, says why beside it, and gets the cursor; nothing is sent', async () => {
    const { http, user } = await renderPage();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Phone may hold digits, spaces, +, -, ( and ) only');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
    expect(http.calls).toEqual([]);

    // Mended and sent with Enter from the keyboard: the mark and the message go.
    await user.clear(phone);
    await user.type(phone, '+1 555 0100{Enter}');
    await waitFor(() => expect(http.calls).toEqual(['PUT /v1/company_profile/me/']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it("the server's refusal of the current password lands beside that field, with the cursor in it", async () => {
    const { http, bed, user } = await renderPage();
    const current = screen.getByLabelText('Current password');
    await user.type(current, 'wrong-Pass-9');
    await user.type(screen.getByLabelText('New password'), 'fresh-Pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(http.calls).toEqual(['POST /v1/company_profile/me/password/']);
    expect(screen.getByRole('alert').textContent).toBe('The current password is not correct.');
    expect(current.getAttribute('aria-describedby')).toBe('profile-current_password-error');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(bed.toasts.shown).toEqual([]);
  });

  it('the new password field names its rule before anything is refused', async () => {
    await renderPage();
    const fresh = screen.getByLabelText('New password');
    const hint = document.getElementById(fresh.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('At least 8 characters, not the current one.');
  });
});
