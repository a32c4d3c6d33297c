import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/model';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';
import { plugins } from '../../plugins/index';
import type { PluginManifest, RouteContribution } from '../../workbench/api';
import { isEnabled } from '../../workbench/plugin-host/is-enabled';
import { menuItems } from '../../workbench/plugin-host/menu-model';
import { guardRoute } from '../../workbench/plugin-host/route-guard';
import { routeTable, type RouteRow } from '../../workbench/plugin-host/route-table';
import { sessionFromProfile } from '../../workbench/services/session-from-profile';
import { testProfile } from '../../workbench/testing/test-profile';
import { PRODUCT_ROUTES, SPEC_ROUTES, STRICTER_THAN_SPEC } from './spec-route-table.fixture';

const companies = DEFAULT_CUSTOMER_COMPANIES;
const byPath = (rows: readonly RouteRow[]) => [...rows].sort((a, b) => a.path.localeCompare(b.path));
/** An address of the route: parameters filled with values the pages show. */
const address = (path: string) => path.replace(':slug', 'downtime').replace(':reasonName', 'Scrap');
const routesOf = (p: PluginManifest) => (p.contributes.routes ?? []).map((route): [PluginManifest, RouteContribution] => [p, route]);
const allRoutes = plugins.flatMap(routesOf);

interface Who {
  role: Role;
  super: boolean;
  demo: boolean;
  company: string;
  /** Every switchable plugin switched off by the company's admin. */
  switchedOff: boolean;
}
const ROLES: Role[] = ['ADMIN', 'MANAGER', 'USER'];
const COMPANIES = ['Demo Plant', ...Object.values(companies)];
const everyone: Who[] = ROLES.flatMap((role) =>
  [false, true].flatMap((isSuper) =>
    [false, true].flatMap((demo) => COMPANIES.flatMap((company) => [false, true].map((switchedOff) => ({ role, super: isSuper, demo, company, switchedOff })))),
  ),
);
const TOGGLES = ['settings-entities', 'settings-metric-setup', 'settings-parts', 'settings-shifts', 'settings-reasons', 'user-appearance'];
const sessionOf = (w: Who) =>
  sessionFromProfile(testProfile({ role: w.role, is_super: w.super, is_demo: w.demo, company_name: w.company }), [], w.switchedOff ? TOGGLES : []);

describe('the route table derived from the manifests (document 1 §2)', () => {
  it("equals document 1 §2's table, with the product's decisions on top", () => {
    const expected = [...SPEC_ROUTES.map((row) => (STRICTER_THAN_SPEC.has(row.path) ? { ...row, access: STRICTER_THAN_SPEC.get(row.path)! } : row)), ...PRODUCT_ROUTES];
    expect(byPath(routeTable(plugins))).toEqual(byPath(expected));
  });

  it("departs from the table's access only where the README's decisions say so", () => {
    const derived = new Map(routeTable(plugins).map((row) => [row.path, row.access]));
    const differing = SPEC_ROUTES.filter((row) => JSON.stringify(derived.get(row.path)) !== JSON.stringify(row.access)).map((row) => row.path);
    expect(differing).toEqual([...STRICTER_THAN_SPEC.keys()]);
  });
});

describe('the menu and the guard agree (document 1 §2 and §6)', () => {
  it.each(everyone.map((w) => [`${w.role}${w.super ? ' super' : ''}${w.demo ? ' demo' : ''} of ${w.company}${w.switchedOff ? ', plugins switched off' : ''}`, w] as const))(
    '%s sees an entry exactly when the guard opens its route',
    (_name, who) => {
      const session = sessionOf(who);
      const shown = new Set(menuItems(plugins, session, companies).flatMap((i) => (i.to ? [i.to] : [])));
      for (const plugin of plugins) {
        for (const entry of plugin.contributes.sidebarEntries ?? []) {
          const route = plugin.contributes.routes!.find((r) => r.path === entry.to)!;
          const opens = guardRoute(plugin, route, entry.to, session, companies).outcome === 'allow';
          expect(shown.has(entry.to), `${entry.id} for ${_name}`).toBe(opens);
        }
      }
    },
  );

  it.each(everyone.filter((w) => !w.demo && !w.switchedOff).map((w) => [`${w.role}${w.super ? ' super' : ''} of ${w.company}`, w] as const))(
    "%s: with every plugin on, the guard lets in exactly whom the table's access names",
    (_name, who) => {
      const session = sessionOf(who);
      const table = new Map(routeTable(plugins).map((row) => [row.path, row.access]));
      for (const [plugin, route] of allRoutes) {
        const access = table.get(route.path)!;
        const tableSays = access === 'public' || access === 'signedIn' || isEnabled(access, session, companies);
        expect(guardRoute(plugin, route, address(route.path), session, companies).outcome === 'allow', route.path).toBe(tableSays);
      }
    },
  );
});

describe('route access on the real manifests (document 1 §2 and §6)', () => {
  const guard = (path: string, who: Partial<Who> | undefined) => {
    const [plugin, route] = allRoutes.find(([, r]) => r.path === path)!;
    const session = who && sessionOf({ role: 'USER', super: false, demo: false, company: 'Demo Plant', switchedOff: false, ...who });
    return guardRoute(plugin, route, address(path), session, companies).outcome;
  };

  it.each(['/', '/features', '/pricing', '/demo', '/support'])('public route %s is open when signed out', (path) => {
    expect(guard(path, undefined)).toBe('allow');
  });

  it.each(['/entities', '/profile', '/report/schedule', '/graph/event/:slug', '/company/data', '/supervise', '/graph/custom/sch/mrp'])(
    'a signed-out visit to %s starts the login flow',
    (path) => {
      expect(guard(path, undefined)).toBe('login');
    },
  );

  it.each([
    ['/company/data', { role: 'USER' }, 'redirect'],
    ['/company/data', { role: 'MANAGER' }, 'allow'],
    ['/company/metrics', { role: 'USER' }, 'redirect'],
    ['/company/metrics', { role: 'ADMIN' }, 'allow'],
    ['/supervise', { role: 'ADMIN' }, 'redirect'],
    ['/supervise', { super: true }, 'allow'],
    ['/entities', { role: 'USER' }, 'redirect'],
    ['/entities', { role: 'MANAGER' }, 'allow'],
    ['/shifts', { role: 'USER' }, 'allow'],
    ['/profile', { demo: true }, 'redirect'],
    ['/report/inventory', { role: 'USER' }, 'allow'],
    ['/graph/custom/sch/mrp', { company: 'Scherdel' }, 'allow'],
    ['/graph/custom/sch/mrp', { company: 'CorrChoice Coatings' }, 'redirect'],
    ['/graph/custom/ccc/kpi', { company: 'CorrChoice Coatings' }, 'allow'],
    ['/graph/custom/ccc/kpi', { company: 'corrchoice coatings' }, 'redirect'],
    ['/graph/custom/ino/paintline', { company: 'Inoac Exterior' }, 'allow'],
    ['/graph/custom/ino/paintline', { company: 'Scherdel' }, 'redirect'],
  ] as const)('%s for %j -> %s', (path, who, expected) => {
    expect(guard(path, who)).toBe(expected);
  });

  it('an unknown event slug is an unknown address', () => {
    const [plugin, route] = allRoutes.find(([, r]) => r.path === '/graph/event/:slug')!;
    expect(guardRoute(plugin, route, '/graph/event/quality', sessionOf({ role: 'ADMIN', super: false, demo: false, company: 'Demo Plant', switchedOff: false }), companies).outcome).toBe('redirect');
  });
});
