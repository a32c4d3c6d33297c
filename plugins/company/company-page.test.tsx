// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyPage } from './company-page';
import { refused, renderCompanyPage, ScriptedHttp } from './test-support';

afterEach(() => cleanup());

const ACME = { euid: 'C1', name: 'Acme', desc: 'Stamping', industry: 'metals', timezone: 'US/Eastern' };
const GET = 'GET /v1/company/';
const PUT = 'PUT /v1/company/';

describe('company: /company details', () => {
  it('a refused field says why under itself, is marked invalid and gets the cursor; nothing is sent', async () => {
    const http = new ScriptedHttp({ [GET]: ACME });
    const { user } = await renderCompanyPage(<CompanyPage />, { role: 'ADMIN', http });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeTruthy();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Company name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(http.calls).toEqual([GET]);
  });

  it('says "Saving…" on its one button while the details are sent; a server refusal lands under its field', async () => {
    let answer: unknown = (body: unknown) => body;
    const http = new ScriptedHttp({ [GET]: ACME, [PUT]: (body: unknown) => (typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer) });
    http.held.add(PUT);
    const { bed, user } = await renderCompanyPage(<CompanyPage />, { role: 'ADMIN', http });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Works');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const busy = await screen.findByRole('button', { name: /Saving…/ });
    expect(busy).toHaveProperty('disabled', true);
    http.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save details' })).toHaveProperty('disabled', false));
    expect(bed.toasts.shown.map((t) => t.detail)).toEqual(['Company details saved.']);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Acme Works');

    http.held.clear();
    answer = refused(400, { timezone: ['Time zone must be an IANA time zone such as America/New_York'] });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const zone = screen.getByRole('textbox', { name: 'Time zone' });
    await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
    expect(zone.getAttribute('aria-describedby')).toBe('company-timezone-hint company-timezone-error');
    expect(screen.getByRole('alert').textContent).toBe('Time zone must be an IANA time zone such as America/New_York');
  });

  it.each(['MANAGER', 'USER'] as const)('a %s reads the details, cannot change them and is told why', async (role) => {
    const http = new ScriptedHttp({ [GET]: ACME });
    await renderCompanyPage(<CompanyPage />, { role, http });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('readOnly', true);
    expect((screen.getByRole('textbox', { name: 'Industry' }) as HTMLInputElement).value).toBe('Metals');
    expect(screen.getByText(`Only an admin of the company can change these details; you are signed in as a ${role.toLowerCase()}.`)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
