// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';
import type { PluginManifest } from '../api/manifest';
import { createTestBedWithModule } from '../testing/test-bed';
import { PluginContainers } from '../plugin-host/plugin-containers';
import { readBuildCookie } from './build-cookie';
import { HostContext } from './host-context';
import { PublicApp } from './public-app';

afterEach(() => {
  cleanup();
  document.cookie = 'build=; path=/; max-age=0';
});

const site: PluginManifest = {
  id: 'public-sample',
  title: 'Sample site',
  contributes: { routes: [{ path: '/', access: 'public', title: 'Home', page: () => Promise.resolve({ default: () => <h1>Landing</h1> }) }] },
};

describe('build switch (document 3 §4): when unauthenticated the build cookie is sigma', () => {
  it('a signed-out first visit gets the sigma cookie and the public site, without a reload', async () => {
    const bed = createTestBedWithModule(site, undefined, { session: null });
    const host = { plugins: [site], containers: new PluginContainers(bed.container, [site]), companies: DEFAULT_CUSTOMER_COMPANIES };
    render(
      bed.wrap(
        <HostContext.Provider value={host}>
          <MemoryRouter initialEntries={['/']}>
            <PublicApp />
          </MemoryRouter>
        </HostContext.Provider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(readBuildCookie()).toBe('sigma');
  });
});
