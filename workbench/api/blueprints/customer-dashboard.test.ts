import { describe, expect, it } from 'vitest';
import { customerDashboard } from './customer-dashboard';

const page = () => Promise.resolve({ default: () => null });

describe('customerDashboard blueprint (document 3 §2.4)', () => {
  const manifest = customerDashboard({
    id: 'dashboard-acme',
    customer: 'acme',
    title: 'Acme dashboards',
    routes: [
      { name: 'yield', path: '/graph/custom/acm/yield', dataset: 'Yield', page, hides: ['entity'] },
      { name: 'scrap', path: '/graph/custom/acm/scrap', dataset: 'Scrap', page },
    ],
    help: [{ key: 'dashboard-acme/yield', title: 'Yield', body: 'b' }],
  });

  it('gates the plugin and every route on the customer the server resolves for the company', () => {
    expect(manifest.enabledWhen).toEqual({ customer: 'acme' });
    expect(manifest.contributes.routes!.map((r) => [r.path, r.access, r.title])).toEqual([
      ['/graph/custom/acm/yield', { when: { customer: 'acme' } }, 'Yield'],
      ['/graph/custom/acm/scrap', { when: { customer: 'acme' } }, 'Scrap'],
    ]);
  });

  it('makes each route a Custom dataset of the graph explorer that opens it, with the panels it hides', () => {
    expect(manifest.contributes.datasets).toEqual([
      { id: 'dashboard-acme.yield', kind: 'Custom', label: 'Yield', mode: 'GRAPH', route: '/graph/custom/acm/yield', hides: ['entity'] },
      { id: 'dashboard-acme.scrap', kind: 'Custom', label: 'Scrap', mode: 'GRAPH', route: '/graph/custom/acm/scrap' },
    ]);
    expect(manifest.contributes.helpKeys).toHaveLength(1);
  });
});
