// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../core/model';
import { SessionStore as TabStorage, type KeyValueStore } from '../../core/platform';
import type { BackendSessionInfo } from '../../core/session';
import { BackendState } from '../api/backend-state';
import { HttpClient } from '../api/http-client';
import type { PluginManifest } from '../api/manifest';
import { UnexpectedHttpClient, type SubjectBackendState } from '../testing/test-doubles';
import { explorerModule } from '../explorer';
import { HostContext } from '../host/host-context';
import { PluginContainers } from '../plugin-host/plugin-containers';
import { HELP_BODY_CLASS } from './help-mode';
import { REGEN_INDICATOR_GRACE_MS } from './regen-queue-count';
import { Shell } from './shell';
import { createShellTestBed } from './shell-test-bed';

afterEach(() => {
  cleanup();
  document.body.classList.remove(HELP_BODY_CLASS);
});

/** A setup plugin for ADMIN and MANAGER with a page that has help, and a user page without help. */
const setup: PluginManifest = {
  id: 'settings-sample',
  title: 'Sample',
  contributes: {
    routes: [
      { path: '/sample', access: { when: { role: ['ADMIN', 'MANAGER'] } }, title: 'Sample', page: () => Promise.resolve({ default: () => <h2 data-help-key="settings-sample/page">Sample setup</h2> }) },
    ],
    sidebarEntries: [{ id: 'settings-sample.sample', tab: 'settings', order: 1, label: 'Sample', icon: 'pi pi-box', to: '/sample' }],
    helpKeys: [{ key: 'settings-sample/page', title: 'Sample help', body: 'How the sample page works.' }],
  },
};
const plain: PluginManifest = {
  id: 'user-plain',
  title: 'Plain',
  contributes: {
    routes: [{ path: '/plain', title: 'Plain', page: () => Promise.resolve({ default: () => <h2>Plain page</h2> }) }],
    sidebarEntries: [{ id: 'user-plain.plain', tab: 'user', order: 1, label: 'Plain', icon: 'pi pi-box', to: '/plain' }],
  },
};
/** Public pages: /features leaves for / when signed in, /demo stays (document 1 §2). */
const publicPages: PluginManifest = {
  id: 'public-sample',
  title: 'Public',
  contributes: {
    routes: [
      { path: '/features', access: 'public', title: 'Features', page: () => Promise.resolve({ default: () => <h2>Features page</h2> }) },
      { path: '/demo', access: 'public', title: 'Demo', page: () => Promise.resolve({ default: () => <h2>Demo page</h2> }) },
    ],
  },
};

/** Answers the explorer panel's start-up calls with empty lists. */
class EmptyHttp extends UnexpectedHttpClient {
  override get<T>(): Promise<T> {
    return Promise.resolve({ results: [] } as T);
  }
}

/** Where the router is, for tests of redirects. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

function renderShell(role: Role, path: string) {
  const bed = createShellTestBed({ session: { role }, overrides: [[HttpClient, new EmptyHttp()]] });
  const root = bed.container;
  root.load(explorerModule); // as the signed-in app does
  const plugins = [setup, plain, publicPages];
  const host = { plugins, containers: new PluginContainers(root, plugins) };
  render(
    bed.wrap(
      <HostContext.Provider value={host}>
        <MemoryRouter initialEntries={[path]}>
          <Shell session={bed.session!} />
          <CurrentPath />
        </MemoryRouter>
      </HostContext.Provider>,
    ),
  );
  return { bed, user: userEvent.setup() };
}

const menuLabels = () => within(screen.getByRole('tabpanel')).queryAllByRole('link').map((l) => l.textContent);

describe('shell: sidebar (document 1 §2)', () => {
  it('has the Data Explorer, System Setup and User Menu tabs; choosing one shows its entries', async () => {
    const { user } = renderShell('ADMIN', '/plain');
    const tabs = within(screen.getByRole('tablist', { name: 'Sidebar tabs' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Data Explorer', 'System Setup', 'User Menu']);
    // The tab follows the route: /plain is a User Menu entry.
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'System Setup' }));
    expect(screen.getByRole('tab', { name: 'System Setup' }).getAttribute('aria-selected')).toBe('true');
    expect(menuLabels()).toEqual(['Sample']);
    await user.click(screen.getByRole('tab', { name: 'User Menu' }));
    expect(menuLabels()).toEqual(['Plain']);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    // The first render of the file pays for loading the shell's modules on a shared machine.
  }, 20_000);

  it('the arrow keys, Home and End move between the tabs and choose them, as a tab list is announced', async () => {
    const { user } = renderShell('ADMIN', '/plain');
    await user.click(screen.getByRole('tab', { name: 'User Menu' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Data Explorer' }));
    expect(screen.getByRole('tab', { name: 'Data Explorer' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'User Menu' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'System Setup' }).getAttribute('aria-selected')).toBe('true');
    expect(menuLabels()).toEqual(['Sample']);
  });

  it.each([
    ['ADMIN', ['Sample']],
    ['MANAGER', ['Sample']],
    ['USER', []],
  ] as const)('System Setup shows only the entries the role may open (%s)', async (role, labels) => {
    const { user } = renderShell(role, '/plain');
    await user.click(screen.getByRole('tab', { name: 'System Setup' }));
    expect(menuLabels()).toEqual(labels);
  });

  it('document 3 §3: the collapsed sidebar is kept in the screen store and stays collapsed when the shell mounts again', async () => {
    const { user, bed } = renderShell('USER', '/plain');
    await user.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
    const store = bed.container.get<KeyValueStore>(TabStorage);
    expect(JSON.parse(store.getItem('screen')!)).toMatchObject({ version: '2025-04-23', state: { sidebarCollapsed: true } });
    cleanup();
    const host = { plugins: [setup, plain], containers: new PluginContainers(bed.container, [setup, plain]) };
    render(
      bed.wrap(
        <HostContext.Provider value={host}>
          <MemoryRouter initialEntries={['/plain']}>
            <Shell session={bed.session!} />
          </MemoryRouter>
        </HostContext.Provider>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Open the sidebar' })).toBeTruthy();
  });

  it('the collapse button hides the sidebar and opens it again', async () => {
    const { user } = renderShell('USER', '/plain');
    const collapse = screen.getByRole('button', { name: 'Collapse the sidebar' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    expect(screen.queryByRole('navigation', { name: 'Workbench' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Open the sidebar' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(screen.getByRole('navigation', { name: 'Workbench' })).toBeTruthy();
  });
});

describe('shell: routes (document 1 §2)', () => {
  it.each([
    ['USER', '/sample', 'Unauthorised access to /sample: redirected to /'],
    ['ADMIN', '/no/such/page', 'Unknown route /no/such/page: redirected to /'],
  ] as const)('an unauthorised or unknown route logs a warning and goes to / (%s on %s)', async (role, path, warning) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderShell(role, path);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(warning));
      expect(screen.queryByText('Sample setup')).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('shell: public pages while signed in (document 1 §2)', () => {
  it('/features moves a signed-in user to /', async () => {
    renderShell('USER', '/features');
    await vi.waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/'));
    expect(screen.queryByText('Features page')).toBeNull();
  });

  it('/demo stays', async () => {
    renderShell('USER', '/demo');
    expect(await screen.findByText('Demo page')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/demo');
  });
});

describe('shell: help mode (document 1 §2)', () => {
  it('on a view with help, the help button turns help mode on (body class, tips) and off again', async () => {
    const { user } = renderShell('ADMIN', '/sample');
    await screen.findByRole('heading', { name: 'Sample setup' });
    const button = screen.getByRole('button', { name: 'Help mode' });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.body.classList.contains(HELP_BODY_CLASS)).toBe(true);
    expect(screen.getByRole('note', { name: 'Sample help' }).textContent).toContain('How the sample page works.');
    await user.click(button);
    expect(document.body.classList.contains(HELP_BODY_CLASS)).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("on a view without help, the toast 'No Help' shows and help mode stays off", async () => {
    const { bed, user } = renderShell('USER', '/plain');
    await screen.findByRole('heading', { name: 'Plain page' });
    await user.click(screen.getByRole('button', { name: 'Help mode' }));
    // (The explorer panel's own start-up toasts are not this test's concern.)
    expect(bed.toasts.shown.filter((t) => t.severity === 'info')).toEqual([{ severity: 'info', summary: 'No Help', detail: 'There is no help available for the current view.', life: 3000 }]);
    expect(screen.getByRole('button', { name: 'Help mode' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('shell: top bar live regen indicator (document 3 §1)', () => {
  it("the top bar shows 'Data regen in progress' with the queued rows while the backend queues are non-empty, on any screen, and drops it when they empty", async () => {
    const { bed } = renderShell('USER', '/plain');
    await screen.findByRole('heading', { name: 'Plain page' });
    const topBar = screen.getByRole('banner');
    expect(within(topBar).queryByText('Data regen in progress')).toBeNull();
    const backend = bed.get<BackendState>(BackendState) as SubjectBackendState;
    const push = (sch_queue: number, ent_queue: number) => act(() => backend.info.next({ sch_queue, ent_queue, scheduled_downtimes: [] } as unknown as BackendSessionInfo));
    push(40, 2);
    act(() => bed.advanceTo(REGEN_INDICATOR_GRACE_MS));
    const status = within(topBar).getByRole('status');
    expect(status.textContent).toBe('Data regen in progress 42 rows queued');
    push(0, 0);
    expect(within(topBar).queryByText('Data regen in progress')).toBeNull();
    expect(status.textContent).toBe('');
  });
});
