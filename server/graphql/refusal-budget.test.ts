import { describe, expect, it } from 'vitest';
import { RefusalBudget, tokenKey } from './refusal-budget';

describe('issue 34: the budget of refused GraphQL operations per token and per company', () => {
  const budget = (now: { t: number }) => new RefusalBudget(() => now.t, { perToken: 3, perCompany: 5, windowMs: 60_000 });

  it('lets a token be refused up to its budget, then asks it to wait until its oldest refusal is a window old', () => {
    const now = { t: 1_000 };
    const b = budget(now);
    for (let i = 0; i < 3; i++) {
      expect(b.tokenWaitMs('t1')).toBe(0);
      b.refused('t1', 'A');
      now.t += 10_000;
    }
    expect(b.tokenWaitMs('t1')).toBe(30_000);
    now.t = 61_000;
    expect(b.tokenWaitMs('t1')).toBe(0);
  });

  it("counts a company's tokens together, and another company's budget stays whole", () => {
    const now = { t: 0 };
    const b = budget(now);
    for (const token of ['t1', 't1', 't2', 't2', 't3']) b.refused(token, 'A');
    expect(b.tokenWaitMs('t3')).toBe(0);
    expect(b.companyWaitMs('A')).toBe(60_000);
    expect(b.companyWaitMs('B')).toBe(0);
    expect(b.tokenWaitMs('t-of-b')).toBe(0);
  });

  it('remembers a token by a digest that is not the token', () => {
    const key = tokenKey('Bearer eyJhbGciOi.secret.sig');
    expect(key).not.toContain('secret');
    expect(key).toBe(tokenKey('Bearer eyJhbGciOi.secret.sig'));
    expect(key).not.toBe(tokenKey('Bearer other'));
  });
});
