// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_ADMIN_REFUSED } from '../../core/forms';
import { refused, renderCompanyPage, ScriptedHttp } from './test-support';
import { companyIds } from './test-ids';
import { deactivateConfirmation, UsersPage } from './users-page';

afterEach(() => cleanup());

const ADA = { euid: 'u-ada', email: 'ada@acme.test', first_name: 'Ada', last_name: 'Admin', role: 'ADMIN', status: 'ACTIVE' };
const BOB = { euid: 'u-bob', email: 'bob@acme.test', first_name: 'Bob', last_name: 'Builder', role: 'USER', status: 'ACTIVE' };
const LIST = 'GET /v1/company/users/';

describe('company: /company/users', () => {
  it('Deactivate asks first: No sends nothing and keeps the user active; Yes deactivates', async () => {
    const http = new ScriptedHttp({ [LIST]: { results: [ADA, BOB] }, 'POST /v1/company/users/u-bob/deactivate/': { results: [ADA, { ...BOB, status: 'INACTIVE' }] } });
    const { bed, user } = await renderCompanyPage(<UsersPage />, { role: 'ADMIN', http, url: '/company/users' });
    const row = (await screen.findByText('bob@acme.test')).closest('tr')!;

    bed.confirm.answer = false;
    await user.click(within(row).getByRole('button', { name: 'Deactivate bob@acme.test' }));
    expect(bed.confirm.asked).toEqual([deactivateConfirmation('bob@acme.test')]);
    expect(http.calls).toEqual([LIST]);
    expect(within(row).getByText('ACTIVE')).toBeTruthy();

    bed.confirm.answer = true;
    await user.click(within(row).getByRole('button', { name: 'Deactivate bob@acme.test' }));
    await waitFor(() => expect(within(row).getByText('INACTIVE')).toBeTruthy());
    expect(http.calls).toEqual([LIST, 'POST /v1/company/users/u-bob/deactivate/']);
    expect(within(row).getByRole('button', { name: 'Activate bob@acme.test' })).toBeTruthy();
    expect(deactivateConfirmation('bob@acme.test')).toMatchObject({ header: 'Deactivate User', acceptLabel: 'Deactivate' });
  });

  it('each role picker is a named dropdown; a refused change says why and keeps the role', async () => {
    const http = new ScriptedHttp({ [LIST]: { results: [ADA, BOB] }, 'PUT /v1/company/users/u-ada/role/': refused(409, { detail: LAST_ADMIN_REFUSED }) });
    const { user } = await renderCompanyPage(<UsersPage />, { role: 'ADMIN', http, url: '/company/users' });
    const picker = await screen.findByRole('combobox', { name: 'Role of ada@acme.test' });
    expect(screen.getByRole('combobox', { name: 'Role of bob@acme.test' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Role of ada@acme.test: show choices' }));
    // jsdom cannot place PrimeReact's overlay, which leaves it display: none: its options are picked as they are.
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).not.toBeNull());
    await user.click(within(document.querySelector<HTMLElement>('.p-dropdown-panel')!).getByRole('option', { name: 'USER', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', LAST_ADMIN_REFUSED);
    expect(picker.closest('.p-dropdown')?.textContent).toContain('ADMIN');
  });

  it('an invitation with no e-mail is refused under the e-mail field, which gets the cursor; nothing is sent', async () => {
    const http = new ScriptedHttp({ [LIST]: { results: [ADA] } });
    const { user } = await renderCompanyPage(<UsersPage />, { role: 'ADMIN', http, url: '/company/users' });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const email = screen.getByRole('textbox', { name: 'Email to invite' });
    const message = await screen.findByRole('alert');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(http.calls).toEqual([LIST]);
  });

  it('a manager reads the table without controls and is told why', async () => {
    const http = new ScriptedHttp({ [LIST]: { results: [ADA, BOB] } });
    await renderCompanyPage(<UsersPage />, { role: 'MANAGER', http, url: '/company/users' });
    await screen.findByText('bob@acme.test');
    expect(screen.getByText('Only an admin invites colleagues, changes roles and deactivates users.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a user is told who sees the users, without a refused call', async () => {
    const http = new ScriptedHttp({});
    await renderCompanyPage(<UsersPage />, { role: 'USER', http, url: '/company/users' });
    expect(screen.getByText(/listed for its admins and managers/)).toBeTruthy();
    expect(http.calls).toEqual([]);
  });

  it('a list that cannot be loaded says so with Try again; an empty one says there are no users', async () => {
    let answer: unknown = refused(500, { detail: 'API Error' });
    const http = new ScriptedHttp({ [LIST]: () => answer });
    const { user } = await renderCompanyPage(<UsersPage />, { role: 'ADMIN', http, url: '/company/users' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The users could not be loaded: API Error');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    answer = { results: [] };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users yet: invite a colleague above.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 36: without a mail server the invitation link is shown to hand over (Copy link); a mailed one is announced', async () => {
    const invited = { euid: 'u-cy', email: 'cy@acme.test', first_name: '', last_name: '', role: 'USER', status: 'INVITED', expires_at: '2026-12-05T10:00:00.000Z' };
    let answer: unknown = { ...invited, delivery: 'link', link: 'http://plant.test/identity/invite/tok-1' };
    const http = new ScriptedHttp({ [LIST]: { results: [ADA] }, 'POST /v1/company/users/invite/': () => answer });
    const { bed, user } = await renderCompanyPage(<UsersPage />, { role: 'ADMIN', http, url: '/company/users' });
    await user.type(await screen.findByRole('textbox', { name: 'Email to invite' }), 'cy@acme.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const card = await screen.findByTestId(companyIds.linkHandover);
    expect(within(card).getByRole('heading', { name: 'Invitation link' })).toBeTruthy();
    expect(within(card).getByRole<HTMLInputElement>('textbox', { name: 'One-time link for cy@acme.test' }).value).toBe('http://plant.test/identity/invite/tok-1');
    expect(card.textContent).toContain('Hand this link to cy@acme.test yourself');
    await user.click(within(card).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId(companyIds.linkHandover)).toBeNull();

    answer = { ...invited, delivery: 'mail' };
    await user.type(screen.getByRole('textbox', { name: 'Email to invite' }), 'cy@acme.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(bed.toasts.shown).toContainEqual(expect.objectContaining({ summary: 'Link mailed', detail: 'cy@acme.test gets a mail with an invitation link.' })));
    expect(screen.queryByTestId(companyIds.linkHandover)).toBeNull();
  });

  it('issue 36: Sign-in link gives an active user a password reset link; the mail server\'s refusal is said', async () => {
    const http = new ScriptedHttp({
      [LIST]: { results: [ADA, BOB] },
      'POST /v1/company/users/u-bob/sign-in-link/': { delivery: 'link', link: 'http://plant.test/identity/reset/tok-2', expires_at: '2026-11-28T11:00:00.000Z', mail_error: 'The mail server did not take the mail (timeout). Hand this link over yourself.' },
    });
    const { user } = await renderCompanyPage(<UsersPage />, { role: 'ADMIN', http, url: '/company/users' });
    const row = (await screen.findByText('bob@acme.test')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Sign-in link for bob@acme.test' }));
    const card = await screen.findByTestId(companyIds.linkHandover);
    expect(within(card).getByRole('heading', { name: 'Password reset link' })).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toContain('The mail server did not take the mail (timeout)');
    expect(within(card).getByRole<HTMLInputElement>('textbox', { name: 'One-time link for bob@acme.test' }).value).toBe('http://plant.test/identity/reset/tok-2');
  });
});
