// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_NOT_FOUND_HINT } from '../../core/errors';
import { GraphEmpty, NO_MACHINES_YET } from './graph-states';

afterEach(() => cleanup());
const show = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('explorer graph: the empty state (document 3 §2.1 with issue 36 §2)', () => {
  it("a company with machines gets 'Data not found' and the specification's hint", () => {
    show(<GraphEmpty hasMachines canSetUp />);
    expect(screen.getByRole('heading', { name: 'Data not found' })).toBeTruthy();
    expect(screen.getByText(DATA_NOT_FOUND_HINT)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a company without machines is told what is missing, never to change the metric; an admin or manager gets Getting started', () => {
    show(<GraphEmpty hasMachines={false} canSetUp />);
    expect(screen.getByRole('status').textContent).toContain(NO_MACHINES_YET);
    expect(screen.queryByText(DATA_NOT_FOUND_HINT)).toBeNull();
    expect(screen.getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe('/company/start');
  });

  it('a user who cannot add machines is told who does', () => {
    show(<GraphEmpty hasMachines={false} canSetUp={false} />);
    expect(screen.getByRole('status').textContent).toContain('An admin of your company adds them.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
