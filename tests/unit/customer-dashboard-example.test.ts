import { describe, expect, it } from 'vitest';
import { plugins } from '../../plugins';
import { testProfile } from '../../workbench/testing/test-profile';
import { isEnabled } from '../../workbench/plugin-host/is-enabled';
import { guardRoute } from '../../workbench/plugin-host/route-guard';
import { validateManifests } from '../../workbench/plugin-host/validate-manifests';
import { sessionFromProfile } from '../../workbench/services/session-from-profile';
import { dashboardAcme, YIELD_ROUTE } from '../fixtures/customer-dashboard-example/manifest';

// Issue 32: a new customer dashboard is one folder plus two list lines. The example folder's browser
// manifest joins the plugin list here as its line in plugins/index.ts would; the server half is
// tests/integration/customer-dashboard-example.int.test.ts.
const list = [...plugins, dashboardAcme];
const as = (customer: string | null) => sessionFromProfile(testProfile({ company_name: 'Acme Yield Co', customer }));
const datasetsOf = (customer: string | null) => list.filter((p) => isEnabled(p.enabledWhen, as(customer))).flatMap((p) => p.contributes.datasets ?? []);

describe('a new customer dashboard through the browser plugin list (issue 32)', () => {
  it('passes the start-up manifest checks beside every real plugin', () => {
    expect(() => validateManifests(list)).not.toThrow();
  });

  it('is on only for the company the server resolved as its customer', () => {
    expect(isEnabled(dashboardAcme.enabledWhen, as('acme'))).toBe(true);
    expect(isEnabled(dashboardAcme.enabledWhen, as('coating'))).toBe(false);
    expect(isEnabled(dashboardAcme.enabledWhen, as(null))).toBe(false);
  });

  it('its route lets its customer in and sends everyone else to / with the warning', () => {
    const route = dashboardAcme.contributes.routes![0]!;
    expect(guardRoute(dashboardAcme, route, YIELD_ROUTE, as('acme'))).toEqual({ outcome: 'allow' });
    expect(guardRoute(dashboardAcme, route, YIELD_ROUTE, as('mrp'))).toEqual({ outcome: 'redirect', warning: `Unauthorised access to ${YIELD_ROUTE}: redirected to /` });
    expect(guardRoute(dashboardAcme, route, YIELD_ROUTE, undefined)).toEqual({ outcome: 'login' });
  });

  it("its dataset joins the explorer's Dataset dropdown for its customer only", () => {
    expect(datasetsOf('acme')).toContainEqual({ id: 'dashboard-acme.yield', kind: 'Custom', label: 'Acme Yield', mode: 'GRAPH', route: YIELD_ROUTE, hides: ['entity'] });
    expect(datasetsOf('coating').map((d) => d.id)).not.toContain('dashboard-acme.yield');
  });

  it('its lazy page resolves', async () => {
    await expect(dashboardAcme.contributes.routes![0]!.page()).resolves.toHaveProperty('default');
  });
});
