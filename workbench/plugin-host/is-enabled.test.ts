import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/model';
import type { Condition } from '../api/manifest';
import { testProfile } from '../testing/test-profile';
import { sessionFromProfile } from '../services/session-from-profile';
import { isEnabled } from './is-enabled';

/** The customer the server resolves each company to with the default configuration (server/kit/customers.ts). */
const CUSTOMER_OF: Readonly<Record<string, string>> = { Scherdel: 'mrp', 'CorrChoice Coatings': 'coating', 'Inoac Exterior': 'paintline' };
type Flags = { super?: boolean; demo?: boolean; bigBrain?: boolean; toggles?: string[]; togglesOff?: string[]; customer?: string | null };
const session = (company: string, role: Role, flags: Flags = {}) =>
  sessionFromProfile(
    testProfile({
      company_name: company,
      customer: flags.customer !== undefined ? flags.customer : (CUSTOMER_OF[company] ?? null),
      role,
      is_super: flags.super ?? false,
      is_demo: flags.demo ?? false,
      is_bigbrain: flags.bigBrain ?? false,
    }),
    flags.toggles ?? [],
    flags.togglesOff ?? [],
  );

const COMPANIES = ['Demo Plant', 'Scherdel', 'CorrChoice Coatings', 'Inoac Exterior', 'corrchoice coatings'];
const ROLES: Role[] = ['ADMIN', 'MANAGER', 'USER'];
const matrix = COMPANIES.flatMap((c) => ROLES.map((r) => [c, r] as const));

describe('isEnabled over companies and roles', () => {
  it.each(matrix)('a plugin without a condition is on for %s %s', (company, role) => {
    expect(isEnabled(undefined, session(company, role))).toBe(true);
  });

  it.each(matrix)('custom dashboards are gated on the customer the server resolved the company to (%s, %s)', (company, role) => {
    const s = session(company, role);
    expect(isEnabled({ customer: 'mrp' }, s)).toBe(company === 'Scherdel');
    expect(isEnabled({ customer: 'coating' }, s)).toBe(company === 'CorrChoice Coatings');
    expect(isEnabled({ customer: 'paintline' }, s)).toBe(company === 'Inoac Exterior');
  });

  it.each(matrix)('/company/data and /company/metrics need ADMIN or MANAGER (%s, %s)', (company, role) => {
    expect(isEnabled({ role: ['ADMIN', 'MANAGER'] }, session(company, role))).toBe(role !== 'USER');
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
    expect(isEnabled(condition, session('Demo Plant', 'USER', flags))).toBe(expected);
  });

  it('combines conditions with all, any and not', () => {
    const adminNotDemo: Condition = { all: [{ role: ['ADMIN'] }, { not: { demo: true } }] };
    expect(isEnabled(adminNotDemo, session('X', 'ADMIN'))).toBe(true);
    expect(isEnabled(adminNotDemo, session('X', 'ADMIN', { demo: true }))).toBe(false);
    const superOrToggle: Condition = { any: [{ superUser: true }, { toggle: 'supervise' }] };
    expect(isEnabled(superOrToggle, session('X', 'USER', { toggles: ['supervise'] }))).toBe(true);
    expect(isEnabled(superOrToggle, session('X', 'USER'))).toBe(false);
    expect(isEnabled({ all: [] }, session('X', 'USER'))).toBe(true);
    expect(isEnabled({ any: [] }, session('X', 'USER'))).toBe(false);
  });

  it("the gate reads the server's customer, not the company name (a configured name the browser never sees)", () => {
    expect(isEnabled({ customer: 'coating' }, session('Acme Coatings', 'USER', { customer: 'coating' }))).toBe(true);
    expect(isEnabled({ customer: 'coating' }, session('CorrChoice Coatings', 'USER', { customer: null }))).toBe(false);
  });

  it('document 1 §2: an empty (unknown) configured name opens no custom route, even for a company named ""', () => {
    expect(isEnabled({ customer: 'coating' }, session('', 'ADMIN', { customer: null }))).toBe(false);
  });

  it('signed out, every leaf is false: gated plugins are off, ungated ones on', () => {
    expect(isEnabled(undefined, undefined)).toBe(true);
    expect(isEnabled({ role: ['ADMIN', 'MANAGER', 'USER'] }, undefined)).toBe(false);
    expect(isEnabled({ demo: false }, undefined)).toBe(false);
    expect(isEnabled({ not: { superUser: true } }, undefined)).toBe(true);
  });
});
