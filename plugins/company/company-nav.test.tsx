// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyNav } from './company-nav';
import { companyPagesFor } from './company-pages';
import { renderCompanyPage, ScriptedHttp } from './test-support';

afterEach(() => cleanup());

describe('company: the sub-navigation of the company pages', () => {
  it.each([
    ['ADMIN', ['Details', 'Getting started', 'Users', 'Plan', 'Company data', 'Company metrics']],
    ['MANAGER', ['Details', 'Getting started', 'Users', 'Plan', 'Company data', 'Company metrics']],
    ['USER', ['Details', 'Users', 'Plan']],
  ] as const)('%s reaches %j (document 1 §6: data and metrics for ADMIN or MANAGER)', async (role, labels) => {
    expect(companyPagesFor(role).map((p) => p.label)).toEqual(labels);
    await renderCompanyPage(<CompanyNav />, { role, http: new ScriptedHttp({}) });
    const nav = screen.getByRole('navigation', { name: 'Company pages' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(labels);
  });

  it.each([
    ['/company', 'Details'],
    ['/company/users', 'Users'],
    ['/company/plan', 'Plan'],
    ['/company/metrics', 'Company metrics'],
  ])('at %s only %s is marked as the current page', async (url, current) => {
    await renderCompanyPage(<CompanyNav />, { role: 'ADMIN', http: new ScriptedHttp({}), url });
    const marked = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(marked.map((a) => a.textContent)).toEqual([current]);
  });

  it('marks nothing on a payment return page', async () => {
    await renderCompanyPage(<CompanyNav />, { role: 'ADMIN', http: new ScriptedHttp({}), url: '/company/payment_success' });
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
  });
});
