import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../plugin-host/menu-model';
import { tabForPath } from './tab-for-path';

const items: MenuItem[] = [
  { id: 'settings-plugins', tab: 'settings', order: 90, label: 'Plugins', icon: '', to: '/plugins' },
  { id: 'user-appearance', tab: 'user', order: 20, label: 'Appearance', icon: '', to: '/appearance' },
];

describe('document 1 §2: the active sidebar tab follows the route', () => {
  it('System Setup for the setup routes, the map designer and a plugin setup screen', () => {
    for (const path of ['/entities', '/parts', '/metricsetup', '/locations', '/reasons', '/reasons/Jam', '/shifts', '/map/designer', '/plugins', '/parts/']) {
      expect(tabForPath(path, items), path).toBe('settings');
    }
  });

  it('User Menu for the profile, company, supervise and appearance routes', () => {
    for (const path of ['/profile', '/company', '/company/init', '/company/users', '/company/data', '/supervise', '/appearance']) {
      expect(tabForPath(path, items), path).toBe('user');
    }
  });

  it('Data Explorer on /, and no change for a route without a tab', () => {
    expect(tabForPath('/', items)).toBe('explorer');
    expect(tabForPath('/report/schedule', items)).toBeUndefined();
  });
});
