import { describe, expect, it } from 'vitest';
import type { EntityNode } from '../model';
import { isSignedIn, isSubscriptionActive, mustReloadAfterProfileRefresh } from './auth-state';
import { SUBSCRIPTION_STATUSES } from '../model';

const company = (euid: string) => ({ entities: { euid } as EntityNode });

describe('session facts (document 1 §4)', () => {
  it.each([
    ['before the expiry', 1_000, 999, true],
    ['at the expiry instant', 1_000, 1_000, false],
    ['after the expiry', 1_000, 1_001, false],
    ['without an expiry', null, 0, false],
    ['with an unparseable expiry', Number.NaN, 0, false],
  ])('signed in means now is before the expiry time: %s', (_case, expiresAt, now, expected) => {
    expect(isSignedIn(expiresAt, now)).toBe(expected);
  });

  it.each(SUBSCRIPTION_STATUSES.map((s) => [s, s === 'ACTIVE' || s === 'TRIALING'] as const))(
    'a subscription counts as active only when ACTIVE or TRIALING: %s -> %s',
    (status, expected) => {
      expect(isSubscriptionActive(status)).toBe(expected);
    },
  );

  it.each([
    ['the company euid changed', company('C1'), company('C2'), true],
    ['the same company', company('C1'), company('C1'), false],
    ['no stored profile yet', undefined, company('C1'), false],
  ])('profile refresh reloads the page when %s', (_case, stored, fresh, expected) => {
    expect(mustReloadAfterProfileRefresh(stored, fresh)).toBe(expected);
  });
});
