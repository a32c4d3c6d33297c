// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestBed } from '../../workbench/testing';
import { CompanyInitPage } from './company-init-page';
import { company } from './manifest';

afterEach(() => cleanup());

async function openInit(session: { role: 'USER' } | null) {
  const bed = await createTestBed(company, { session });
  render(
    bed.wrap(
      <MemoryRouter initialEntries={['/company/init']}>
        <Routes>
          <Route path="/company/init" element={<CompanyInitPage />} />
          <Route path="/company" element={<p>the company page</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('company: /company/init (document 3 §2.6, issue 36 §4)', () => {
  it('a signed-up user without a company is asked to create one', async () => {
    await openInit(null);
    expect(await screen.findByRole('heading', { name: 'Create your company' })).toBeTruthy();
    expect(screen.getByText(/do not belong to a company yet/)).toBeTruthy();
  });

  it("a member of a company goes to the company's page, never to \"create one\"", async () => {
    await openInit({ role: 'USER' });
    expect(await screen.findByText('the company page')).toBeTruthy();
    expect(screen.queryByText(/do not belong to a company yet/)).toBeNull();
  });
});
