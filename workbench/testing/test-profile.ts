import type { EntityNode, Profile } from '../../core/model';

const machine = (euid: string, name: string, parent: string): EntityNode => ({
  euid, name, key: name.toLowerCase().replace(/\s+/g, '-'), desc: `${name} machine`, category: 'machine',
  children: [], parent, depth: 3, max_depth: 3, enabled: true, timezone: 'US/Eastern',
});

/** A small company tree: company > site > area > two machines. */
export function testEntityTree(companyName = 'Acme'): EntityNode {
  const area: EntityNode = {
    euid: 'A1', name: 'Press Shop', key: 'press-shop', desc: 'Presses', category: 'area',
    children: [machine('M1', 'Press 1', 'A1'), machine('M2', 'Press 2', 'A1')],
    parent: 'S1', depth: 2, max_depth: 3, enabled: true, timezone: 'US/Eastern',
  };
  const site: EntityNode = {
    euid: 'S1', name: 'Main Site', key: 'main-site', desc: 'Main plant', category: 'site',
    children: [area], parent: 'C1', depth: 1, max_depth: 3, enabled: true, timezone: 'US/Eastern',
  };
  return {
    euid: 'C1', name: companyName, key: 'company', desc: `${companyName} Inc.`, category: 'company',
    children: [site], parent: null, depth: 0, max_depth: 3, enabled: true, timezone: 'US/Eastern',
  };
}

/** A complete profile for tests; every field can be overridden. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  const companyName = overrides.company_name ?? 'Acme';
  return {
    euid: 'P1', job_title: 'Engineer', phone_number: '', email: 'user@acme.example.com',
    first_name: 'Test', last_name: 'User', role: 'USER', status: 'ACTIVE', timezone: 'US/Eastern',
    shifts: {
      Day: { start: '06:00', end: '14:00', position: 1 },
      Swing: { start: '14:00', end: '22:00', position: 2 },
      Night: { start: '22:00', end: '06:00', position: 3 },
    },
    shift_names: ['Day', 'Swing', 'Night'], subscription: null, sub_status: 'ACTIVE',
    entities: testEntityTree(companyName), metric_names: { rev: 1, overrides: {} },
    scrap_reasons: [], rework_reasons: [], reject_reasons: [], down_reasons: [],
    is_bigbrain: false, is_super: false, company_name: companyName, is_demo: false,
    ...overrides,
  };
}
