import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SIGN_OUT_CONFIRMATION } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import { SessionStore as TabStorage, type KeyValueStore } from '../../core/platform';
import { expectedBuild } from '../../core/session';
import { AuthService } from '../api/auth-service';
import { ConfirmDialog } from '../api/confirm-dialog';
import { DataRefresh } from '../api/data-refresh';
import { fromRx } from '../api/from-rx';
import type { SidebarTab } from '../api/manifest';
import { tabForPath } from './tab-for-path';
import type { WorkbenchSession } from '../api/session';
import { Toasts } from '../api/toasts';
import { useService } from '../api/use-service';
import { useViewportWidth } from '../api/use-viewport-width';
import { ExplorerCommands, ExplorerMain, type HostedExplorerMode } from '../explorer';
import { GuardedRoute } from '../host/guarded-route';
import { LazyPage } from '../host/lazy-page';
import { pathAfterSilentSession } from '../../core/session';
import { useHost } from '../host/host-context';
import { isEnabled } from '../plugin-host/is-enabled';
import { menuItems } from '../plugin-host/menu-model';
import { routeTable } from '../plugin-host/route-table';
import { Breadcrumb } from './breadcrumb';
import { DowntimeBannerView } from './downtime-banner-view';
import { HelpMode } from './help-mode';
import { helpKeysInView, HelpOverlay } from './help-overlay';
import { RegenIndicator } from './regen-indicator';
import { HELP_TOPICS, SHELL_HELP } from './shell-help';
import type { ShellCommand } from './shortcuts';
import { SocketLostOverlay } from './socket-lost-overlay';
import { Sidebar } from './sidebar';
import { shellIds } from './test-ids';
import { useShellShortcuts } from './use-shell-shortcuts';
import { useSidebar } from './use-sidebar';
import { RedirectHome } from '../host/redirect-home';
import { lazyDialog } from '../kit/lazy-dialog';

const RolloutInfoDialog = lazyDialog(() => import('./rollout-info-dialog').then((m) => m.RolloutInfoDialog));
const NavStateDialog = lazyDialog(() => import('./nav-state-dialog').then((m) => m.NavStateDialog));
const LegalDialog = lazyDialog(() => import('../kit/legal-dialog').then((m) => m.LegalDialog));
const HelpDialog = lazyDialog(() => import('./help-dialog').then((m) => m.HelpDialog));

/** The signed-in shell (document 1 §2, document 3 §2.5 and §2.7). */
export const Shell = observer(function Shell({ session }: { session: WorkbenchSession }) {
  const host = useHost();
  const nav = useService<NavStore>(NavStore);
  const commands = useService<ExplorerCommands>(ExplorerCommands);
  const toasts = useService<Toasts>(Toasts);
  const dataRefresh = useService<DataRefresh>(DataRefresh);
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  const auth = useService<AuthService>(AuthService);
  const tabStorage = useService<KeyValueStore>(TabStorage);
  const { pathname } = useLocation();
  const [navBox] = useState(() => fromRx(nav.navState$, nav.state));
  useEffect(() => () => navBox.dispose(), [navBox]);
  const sidebar = useSidebar(tabStorage, useViewportWidth(), pathname);
  const collapsed = sidebar.collapsed;
  const [tab, setTab] = useState<SidebarTab>('explorer');
  const [dialog, setDialog] = useState<'rollout' | 'nav-state' | null>(null);
  const [legal, setLegal] = useState<'terms' | 'privacy' | null>(null);

  const help = useMemo(
    () => new HelpMode([...SHELL_HELP, ...HELP_TOPICS, ...host.plugins.flatMap((p) => p.contributes.helpKeys ?? [])], toasts, document.body, tabStorage),
    [host.plugins, toasts, tabStorage],
  );
  useEffect(() => () => help.off(), [help]);
  useEffect(() => help.off(), [pathname, help]);

  const items = menuItems(host.plugins, session);
  const table = useMemo(() => routeTable(host.plugins), [host.plugins]);
  // The active tab follows the route (document 1 §2); a tab the user picks stays until the route changes.
  useEffect(() => {
    const routeTab = tabForPath(pathname, table);
    if (routeTab) setTab(routeTab);
  }, [pathname, table]);
  const enabled = host.plugins.filter((p) => isEnabled(p.enabledWhen, session));
  const modes: HostedExplorerMode[] = enabled
    .flatMap((p) => (p.contributes.explorerModes ?? []).map((m) => ({ ...m, container: () => host.containers.ready(p.id) })))
    .sort((a, b) => a.order - b.order);
  const explorer = { modes, datasets: enabled.flatMap((p) => p.contributes.datasets ?? []) };
  const routes = host.plugins.flatMap((plugin) =>
    (plugin.contributes.routes ?? []).filter((r) => r.access !== 'public' || r.path !== '/').map((route) => ({ plugin, route })),
  );

  const signOut = useCallback(async () => {
    if (await confirm.ask({ header: SIGN_OUT_CONFIRMATION.header, message: SIGN_OUT_CONFIRMATION.message })) await auth.logout();
  }, [auth, confirm]);

  // Undo, redo and save act through the explorer's preset controls (confirmations and toasts included).
  const run = useCallback(
    (command: ShellCommand) => {
      if (command === 'undo') return commands.undo();
      if (command === 'redo') return commands.redo();
      if (command === 'save') return void commands.save();
      if (command === 'nav-state') {
        // Document 3 §2.1: the Nav State shortcut also refreshes the data on screen.
        nav.refresh();
        dataRefresh.refresh();
      }
      setDialog(command === 'rollout-info' ? 'rollout' : 'nav-state');
    },
    [nav, commands, dataRefresh],
  );
  const context = useCallback(() => ({ path: window.location.pathname, explorerMode: nav.state.explorerMode }), [nav]);
  useShellShortcuts(context, run);

  return (
    <div className={`shell${collapsed ? ' sidebar-collapsed' : ''}${sidebar.overlays ? ' sidebar-overlays' : ''}`} data-testid={shellIds.shell}>
      <DowntimeBannerView />
      <header className="shell-header">
        <Button
          icon={collapsed ? 'pi pi-bars' : 'pi pi-angle-double-left'}
          text
          aria-label={collapsed ? 'Open the sidebar' : 'Collapse the sidebar'}
          aria-expanded={!collapsed}
          aria-controls="shell-sidebar"
          onClick={sidebar.toggle}
          data-testid={shellIds.sidebarToggle}
        />
        <a href="/" className="shell-logo" aria-label="OEE Workbench home">
          <img src="/logo.svg" alt="" width="28" height="28" onError={(e) => (e.currentTarget.style.display = 'none')} />
          <span>OEE Workbench</span>
        </a>
        <Breadcrumb />
        <RegenIndicator />
        <Button
          icon="pi pi-question-circle"
          text
          rounded
          aria-label="Help mode"
          aria-pressed={help.on}
          // The routed view decides 'No Help'; the shell's own tips (sidebar, help button) are always there.
          onClick={() => help.toggle(helpKeysInView(document.getElementById('main') ?? document), pathname)}
          data-testid={shellIds.helpToggle}
          data-help-key="shell/help"
        />
        <Button icon="pi pi-book" text rounded aria-label="Help topics" aria-haspopup="dialog" onClick={() => help.openModal(pathname, helpKeysInView(document.getElementById('main') ?? document)[0] ?? null)} />
      </header>
      <div className="shell-body">
        <aside id="shell-sidebar" className="shell-sidebar" hidden={collapsed}>
          <Sidebar items={items} explorer={explorer} tab={tab} onTab={setTab} onSignOut={() => void signOut()} onLegal={setLegal} />
        </aside>
        <main className="shell-main" id="main">
          <Routes>
            <Route
              path="/"
              element={
                modes.length > 0 ? (
                  <ExplorerMain modes={modes} datasets={explorer.datasets} />
                ) : (
                  <section className="empty-state" aria-label="Data explorer">
                    <h2>No explorer views</h2>
                    <p>No data explorer view is switched on for your company.</p>
                  </section>
                )
              }
            />
            {routes.map(({ plugin, route }) => (
              <Route
                key={`${plugin.id}:${route.path}`}
                path={route.path}
                element={
                  route.access === 'public' ? (
                    // document 1 §2: signed in, only /features, /pricing and /support move to /; /demo stays.
                    pathAfterSilentSession(route.path) === '/' ? (
                      <Navigate to="/" replace />
                    ) : (
                      <LazyPage load={route.page} container={() => host.containers.ready(plugin.id)} />
                    )
                  ) : (
                    <GuardedRoute plugin={plugin} route={route} session={session} />
                  )
                }
              />
            ))}
            <Route path="*" element={<RedirectHome />} />
          </Routes>
        </main>
      </div>
      <SocketLostOverlay />
      <RolloutInfoDialog open={dialog === 'rollout'} visible={dialog === 'rollout'} build={expectedBuild(true, session.profile)} onHide={() => setDialog(null)} />
      <NavStateDialog open={dialog === 'nav-state'} visible={dialog === 'nav-state'} state={navBox.current} onHide={() => setDialog(null)} />
      <LegalDialog open={legal !== null} doc={legal} onHide={() => setLegal(null)} />
      <HelpOverlay help={help} />
      <HelpDialog open={help.modalOpen} help={help} viewTips={help.modalOpen ? help.tips(helpKeysInView(document.getElementById('main') ?? document)) : []} topics={HELP_TOPICS} />
    </div>
  );
});
