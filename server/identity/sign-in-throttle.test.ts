import { describe, expect, it } from 'vitest';
import type { Clock } from '../../core/platform';
import { SignInGuard } from './sign-in-throttle';

/** A clock the test moves by hand. */
const manualClock = () => {
  let now = 1_000_000;
  const clock: Clock & { advance(ms: number): void } = { now: () => now, advance: (ms) => void (now += ms) } as Clock & { advance(ms: number): void };
  return clock;
};

const failFrom = (guard: SignInGuard, email: string, address: string, times: number, device?: string) => {
  for (let i = 0; i < times; i++) guard.record(email, { address, device }, false);
};

describe('issue 34 §3: a sign-in lockout an attacker cannot aim', () => {
  it('5 failures from one address make that address wait for the account, with backoff', () => {
    const clock = manualClock();
    const guard = new SignInGuard(clock);
    failFrom(guard, 'ann@plant.test', '203.0.113.1', 4);
    expect(guard.blocked('ann@plant.test', { address: '203.0.113.1' })).toBe(false);
    failFrom(guard, 'ann@plant.test', '203.0.113.1', 1);
    expect(guard.blocked('ANN@plant.test ', { address: '203.0.113.1' })).toBe(true);
    clock.advance(2_000);
    expect(guard.blocked('ann@plant.test', { address: '203.0.113.1' })).toBe(false);
  });

  it('failures from addresses that never signed in to the account do not block an address that did', () => {
    const guard = new SignInGuard(manualClock());
    guard.record('ann@plant.test', { address: '198.51.100.7' }, true);
    for (let i = 1; i <= 30; i++) failFrom(guard, 'ann@plant.test', `203.0.113.${i}`, 6);
    expect(guard.blocked('ann@plant.test', { address: '198.51.100.7' })).toBe(false);
    // The account's budget for unknown places is spent: a new address waits.
    expect(guard.blocked('ann@plant.test', { address: '192.0.2.99' })).toBe(true);
  });

  it('behind one shared address, a known device keeps its own budget; others at that address wait', () => {
    const guard = new SignInGuard(manualClock());
    guard.record('ann@plant.test', { address: '10.0.0.1', device: 'dev-1' }, true);
    failFrom(guard, 'ann@plant.test', '10.0.0.1', 25);
    expect(guard.blocked('ann@plant.test', { address: '10.0.0.1' })).toBe(true);
    expect(guard.blocked('ann@plant.test', { address: '10.0.0.1', device: 'dev-1' })).toBe(false);
    // The device's own failures make only the device wait.
    failFrom(guard, 'ann@plant.test', '10.0.0.1', 5, 'dev-1');
    expect(guard.blocked('ann@plant.test', { address: '10.0.0.1', device: 'dev-1' })).toBe(true);
  });

  it('an address spraying many accounts waits for accounts it never signed in to', () => {
    const guard = new SignInGuard(manualClock());
    guard.record('bob@plant.test', { address: '10.0.0.2' }, true);
    for (let i = 0; i < 20; i++) failFrom(guard, `user${i}@plant.test`, '10.0.0.2', 1);
    expect(guard.blocked('new@plant.test', { address: '10.0.0.2' })).toBe(true);
    expect(guard.blocked('bob@plant.test', { address: '10.0.0.2' })).toBe(false);
  });
});
