import { describe, expect, it } from 'vitest';
import type { RouteRow } from '../plugin-host/route-table';
import { tabForPath } from './tab-for-path';

const table: RouteRow[] = [
  { path: '/', access: 'public', tab: 'explorer' },
  { path: '/reasons', access: 'signedIn', tab: 'settings' },
  { path: '/reasons/:reasonName', access: 'signedIn', tab: 'settings' },
  { path: '/company/data', access: { role: ['ADMIN', 'MANAGER'] }, tab: 'user' },
  { path: '/report/schedule', access: 'signedIn' },
];

describe('document 1 §2: the active sidebar tab follows the route', () => {
  it('the tab of the route the path matches, parameters, trailing slash and query included', () => {
    expect(tabForPath('/reasons/Jam', table)).toBe('settings');
    expect(tabForPath('/reasons/', table)).toBe('settings');
    expect(tabForPath('/company/data?x=1', table)).toBe('user');
    expect(tabForPath('/', table)).toBe('explorer');
  });

  it('no change for a route without a tab or an unknown path', () => {
    expect(tabForPath('/report/schedule', table)).toBeUndefined();
    expect(tabForPath('/nowhere', table)).toBeUndefined();
  });
});
