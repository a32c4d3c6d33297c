import { describe, expect, it } from 'vitest';
import { createTestBed } from '../../workbench/testing';
import { publicSite } from './manifest';

describe('public-site manifest (document 1 §2 route table)', () => {
  it('contributes exactly the public marketing routes /, /features, /pricing, /demo and /support', async () => {
    const routes = publicSite.contributes.routes ?? [];
    expect(routes.map((r) => r.path)).toEqual(['/', '/features', '/pricing', '/demo', '/support']);
    expect(routes.every((r) => r.access === 'public')).toBe(true);
  });

  it('is on for anonymous visitors', async () => {
    expect((await createTestBed(publicSite, { session: null })).enabled).toBe(true);
  });

  it.each((publicSite.contributes.routes ?? []).map((r) => [r.path, r] as const))('the page of %s loads lazily to a component', async (_path, route) => {
    const page = await route.page();
    expect(typeof page.default).toBe('function');
  });
});
