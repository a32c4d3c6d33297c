import { NavLink } from 'react-router';
import { useArrowChoice } from '../kit/form-controls/arrow-choice';
import type { SidebarTab } from '../api/manifest';
import { ExplorerPanel, type ExplorerContributions } from '../explorer';
import type { MenuItem } from '../plugin-host/menu-model';
import { shellIds } from './test-ids';

const TABS: ReadonlyArray<{ tab: SidebarTab; label: string; icon: string }> = [
  { tab: 'explorer', label: 'Data Explorer', icon: 'pi pi-chart-bar' },
  { tab: 'settings', label: 'System Setup', icon: 'pi pi-cog' },
  { tab: 'user', label: 'User Menu', icon: 'pi pi-user' },
];

interface SidebarProps {
  items: readonly MenuItem[];
  /** The explorer modes and datasets of the enabled plugins, for the Data Explorer panel. */
  explorer: ExplorerContributions;
  tab: SidebarTab;
  onTab(tab: SidebarTab): void;
  onSignOut(): void;
  onLegal(doc: 'terms' | 'privacy'): void;
}

/** The sidebar's three tabs (document 1 §2) with the entries the session may see. */
export function Sidebar({ items, explorer, tab, onTab, onSignOut, onLegal }: SidebarProps) {
  const entries = items.filter((i) => i.tab === tab);
  const tabKeys = useArrowChoice(TABS.map((t) => t.tab), tab, onTab);
  return (
    <nav className="sidebar" aria-label="Workbench" data-testid={shellIds.sidebar} data-help-key="shell/sidebar">
      <div role="tablist" aria-label="Sidebar tabs" className="sidebar-tabs" onKeyDown={tabKeys.onKeyDown}>
        {TABS.map((t, i) => (
          <button
            key={t.tab}
            ref={(el) => void (tabKeys.refs.current[i] = el)}
            role="tab"
            id={`sidebar-tab-${t.tab}`}
            aria-selected={tab === t.tab}
            aria-controls="sidebar-panel"
            className={tab === t.tab ? 'active' : ''}
            onClick={() => onTab(t.tab)}
            data-testid={shellIds.tab(t.tab)}
          >
            <i className={t.icon} aria-hidden="true" />
            <span>{t.label}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id="sidebar-panel" aria-labelledby={`sidebar-tab-${tab}`} className="sidebar-panel">
        {tab === 'explorer' && <ExplorerPanel modes={explorer.modes} datasets={explorer.datasets} />}
        {tab !== 'explorer' && (
          <ul className="sidebar-menu">
            {entries.map((item) => (
              <li key={item.id}>
                {item.command === 'sign-out' ? (
                  // A plain button built like the links beside it: PrimeReact's text Button centred and bolded its label.
                  <button type="button" className="menu-entry" onClick={onSignOut} data-testid={shellIds.signOut}>
                    <i className={item.icon} aria-hidden="true" />
                    <span>{item.label}</span>
                  </button>
                ) : (
                  <NavLink className="menu-entry" to={item.to!} data-testid={shellIds.menuEntry(item.id)}>
                    <i className={item.icon} aria-hidden="true" />
                    <span>{item.label}</span>
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="sidebar-legal">
        <button type="button" className="link" onClick={() => onLegal('terms')}>
          Terms of Service
        </button>
        <button type="button" className="link" onClick={() => onLegal('privacy')}>
          Privacy Policy
        </button>
      </footer>
    </nav>
  );
}
