import { describe, expect, it } from 'vitest';
import { customerAdmin, DEMO_PLANT_USERS, demoCredentials, hashDistinct } from './demo-users';

describe('demo users', () => {
  it('derives a customer admin address from the company name', () => {
    expect(customerAdmin('CorrChoice Coatings')).toMatchObject({ email: 'admin@corrchoice.example.com', role: 'ADMIN', isDemo: false });
  });

  it('refuses a company name without letters or digits', () => {
    expect(() => customerAdmin('---')).toThrow(/cannot derive an email/);
  });

  it('lists every sign-in once: the demo plant users and one admin per customer company', () => {
    const all = demoCredentials({ mrp: 'Scherdel', coating: 'CorrChoice Coatings', paintline: 'Inoac Exterior' });
    expect(all).toHaveLength(DEMO_PLANT_USERS.length + 3);
    expect(new Set(all.map((c) => c.user.email)).size).toBe(all.length);
    expect(all.filter((c) => c.user.isDemo).map((c) => c.company)).toEqual(['Demo Plant']);
  });

  it('document 3 §2.2: the demo plant has one user who is not big-brain (the consolidated dashboard), an ordinary USER', () => {
    expect(DEMO_PLANT_USERS.filter((u) => !u.isBigBrain).map((u) => [u.email, u.role, u.isSuper, u.isDemo])).toEqual([['viewer@oee-demo.example.com', 'USER', false, false]]);
    expect(customerAdmin('Scherdel').isBigBrain).toBe(true);
  });

  it('hashes each distinct password once', async () => {
    const calls: string[] = [];
    const hashes = await hashDistinct(['a', 'b', 'a', 'a'], async (p) => {
      calls.push(p);
      return `h(${p})`;
    });
    expect(calls).toEqual(['a', 'b']);
    expect(hashes.get('a')).toBe('h(a)');
  });
});
