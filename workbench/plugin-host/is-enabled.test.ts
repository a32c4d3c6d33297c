import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/model';
import { DEFAULT_CUSTOMER_COMPANIES, NO_CUSTOMER_COMPANIES } from '../../core/session';
import type { Condition } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { isEnabled } from './is-enabled';

const companies = DEFAULT_CUSTOMER_COMPANIES;
const session = (company: string, role: Role, flags: { super?: boolean; demo?: boolean; bigBrain?: boolean; toggles?: string[]; togglesOff?: string[] } = {}) =>
  sessionFromProfile(
    testProfile({ company_name: company, role, is_super: flags.super ?? false, is_demo: flags.demo ?? false, is_bigbrain: flags.bigBrain ?? false }),
    flags.toggles ?? [],
    flags.togglesOff ?? [],
  );

const COMPANIES = ['Demo Plant', 'Scherdel', 'CorrChoice Coatings', 'Inoac Exterior', 'corrchoice coatings'];
const ROLES: Role[] = ['ADMIN', 'MANAGER', 'USER'];
const matrix = COMPANIES.flatMap((c) => ROLES.map((r) => [c, r] as const));

describe('isEnabled over companies and roles', () => {
  it.each(matrix)('a plugin without a condition is on for %s %s', (company, role) => {
    expect(isEnabled(undefined, session(company, role), companies)).toBe(true);
  });

  it.each(matrix)('custom dashboards are gated on the exact company name (%s, %s)', (company, role) => {
    const s = session(company, role);
    expect(isEnabled({ companyName: 'mrp' }, s, companies)).toBe(company === 'Scherdel');
    expect(isEnabled({ companyName: 'coating' }, s, companies)).toBe(company === 'CorrChoice Coatings');
    expect(isEnabled({ companyName: 'paintline' }, s, companies)).toBe(company === 'Inoac Exterior');
  });

  it.each(matrix)('/company/data and /company/metrics need ADMIN or MANAGER (%s, %s)', (company, role) => {
    expect(isEnabled({ role: ['ADMIN', 'MANAGER'] }, session(company, role), companies)).toBe(role !== 'USER');
  });
});

describe('isEnabled over flags', () => {
  it.each([
    [{ superUser: true } as Condition, { super: true }, true],
    [{ superUser: true } as Condition, { super: false }, false],
    [{ demo: true } as Condition, { demo: true }, true],
    [{ demo: false } as Condition, { demo: true }, false],
    [{ demo: false } as Condition, {}, true],
    [{ bigBrain: true } as Condition, { bigBrain: true }, true],
    [{ bigBrain: true } as Condition, {}, false],
    [{ toggle: 'settings-parts' } as Condition, { toggles: ['settings-parts'] }, true],
    [{ toggle: 'settings-parts' } as Condition, { toggles: ['settings-shifts'] }, false],
    [{ toggle: 'settings-parts' } as Condition, { togglesOff: ['settings-parts'] }, false],
    [{ toggle: 'settings-parts', default: true } as Condition, {}, true],
    [{ toggle: 'settings-parts', default: true } as Condition, { togglesOff: ['settings-parts'] }, false],
    [{ toggle: 'settings-parts', default: true } as Condition, { toggles: ['settings-parts'] }, true],
  ])('%j with flags %j is %s', (condition, flags, expected) => {
    expect(isEnabled(condition, session('Demo Plant', 'USER', flags), companies)).toBe(expected);
  });

  it('combines conditions with all, any and not', () => {
    const adminNotDemo: Condition = { all: [{ role: ['ADMIN'] }, { not: { demo: true } }] };
    expect(isEnabled(adminNotDemo, session('X', 'ADMIN'), companies)).toBe(true);
    expect(isEnabled(adminNotDemo, session('X', 'ADMIN', { demo: true }), companies)).toBe(false);
    const superOrToggle: Condition = { any: [{ superUser: true }, { toggle: 'supervise' }] };
    expect(isEnabled(superOrToggle, session('X', 'USER', { toggles: ['supervise'] }), companies)).toBe(true);
    expect(isEnabled(superOrToggle, session('X', 'USER'), companies)).toBe(false);
    expect(isEnabled({ all: [] }, session('X', 'USER'), companies)).toBe(true);
    expect(isEnabled({ any: [] }, session('X', 'USER'), companies)).toBe(false);
  });

  it('company names come from configuration, not from the defaults', () => {
    const configured = { ...companies, coating: 'Acme Coatings' };
    expect(isEnabled({ companyName: 'coating' }, session('Acme Coatings', 'USER'), configured)).toBe(true);
    expect(isEnabled({ companyName: 'coating' }, session('CorrChoice Coatings', 'USER'), configured)).toBe(false);
  });

  it('document 1 §2: an empty (unknown) configured name opens no custom route, even for a company named ""', () => {
    expect(isEnabled({ companyName: 'coating' }, session('', 'ADMIN'), NO_CUSTOMER_COMPANIES)).toBe(false);
  });

  it('signed out, every leaf is false: gated plugins are off, ungated ones on', () => {
    expect(isEnabled(undefined, undefined, companies)).toBe(true);
    expect(isEnabled({ role: ['ADMIN', 'MANAGER', 'USER'] }, undefined, companies)).toBe(false);
    expect(isEnabled({ demo: false }, undefined, companies)).toBe(false);
    expect(isEnabled({ not: { superUser: true } }, undefined, companies)).toBe(true);
  });
});
