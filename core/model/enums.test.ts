import { describe, expect, it } from 'vitest';
import { companyInitForm, USER_TABLE_COLUMNS } from '../forms/company-admin';
import { AUTO_RANGE_UNITS, EVENT_TYPES, INDUSTRIES, MAP_COLOURS, ROLES, SUBSCRIPTION_STATUSES } from './enums';

// Document 1 §3, Enumerations: each list as the specification spells it, so a renamed, dropped or
// reordered value fails here (the screens and the server read these lists).
describe('document 1 §3 enumerations', () => {
  it('the eight subscription statuses', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual(['INITIALIZING', 'ACTIVE', 'PAST_DUE', 'UNPAID', 'CANCELED', 'INCOMPLETE', 'INCOMPLETE_EXPIRED', 'TRIALING']);
  });

  it('the ten map colour names', () => {
    expect(MAP_COLOURS).toEqual(['DarkGray', 'Charcoal', 'CoolGray', 'Midnight', 'DeepBlue', 'ForestGreen', 'BrickRed', 'BurntOrange', 'Olive', 'SteelBlue']);
  });

  it('the industries, which the company set-up form accepts and nothing else', () => {
    const industries = ['aerospace and defence', 'automotive', 'chemicals', 'consumer goods', 'electronics', 'energy', 'food and beverage', 'metals', 'pharmaceuticals', 'textiles', 'other'];
    expect(INDUSTRIES).toEqual(industries);
    for (const industry of industries) expect(companyInitForm.safeParse({ name: 'Acme Works', industry }).success, industry).toBe(true);
    expect(companyInitForm.safeParse({ name: 'Acme Works', industry: 'mining' }).success).toBe(false);
  });

  it("the user table's columns: email, first_name, last_name, role, status", () => {
    expect(USER_TABLE_COLUMNS).toEqual(['email', 'first_name', 'last_name', 'role', 'status']);
  });

  it('event types, roles and auto-range units', () => {
    expect(EVENT_TYPES).toEqual(['PROD', 'SCRP', 'RWRK', 'RJCT', 'DOWN']);
    expect(ROLES).toEqual(['ADMIN', 'MANAGER', 'USER']);
    expect(AUTO_RANGE_UNITS).toEqual(['DAYS', 'WEEKS', 'MONTHS']);
  });
});
