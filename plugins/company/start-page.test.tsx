// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StartPage } from './start-page';
import { refused, renderCompanyPage, ScriptedHttp } from './test-support';

afterEach(() => cleanup());

const STATUS = 'GET /v1/company/setup_status/';
const counts = { sites: 1, areas: 2, machines: 0, shifts: 3, parts: 4, partsWithRate: 1, events: 0, results: 0 };

describe('company: /company/start, Getting started (issue 36 §2)', () => {
  it('each step shows its state in words and links to where it is done; progress counts the done ones', async () => {
    await renderCompanyPage(<StartPage />, { role: 'ADMIN', http: new ScriptedHttp({ [STATUS]: counts }), url: '/company/start' });
    expect(await screen.findByText('2 of 6 steps done.')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Getting started' })).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual(['structure', 'machines', 'shifts', 'parts', 'data', 'results']);
    expect(steps.map((s) => s.getAttribute('data-done'))).toEqual(['true', 'false', 'true', 'false', 'false', 'false']);
    const machines = steps[1]!;
    expect(within(machines).getByRole('heading').textContent).toBe('Machines (to do)');
    expect(within(machines).getByRole('link', { name: 'Add machines' }).getAttribute('href')).toBe('/entities');
    expect(steps[3]!.textContent).toContain('3 parts of 4 parts without an ideal rate');
    expect(within(steps[4]!).getByRole('link', { name: 'Import data' }).getAttribute('href')).toBe('/company/data');
  });

  it('a status that cannot be read says so with Try again', async () => {
    await renderCompanyPage(<StartPage />, { role: 'ADMIN', http: new ScriptedHttp({ [STATUS]: refused(500, { detail: 'API Error' }) }), url: '/company/start' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The setup could not be read: API Error');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
