import { describe, expect, it } from 'vitest';
import { timedStep } from './console-logger';

describe('start-up steps', () => {
  it('say what they are doing and how long each took', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: () => undefined, error: () => undefined };
    const ticks = [1000, 3500];
    const result = await timedStep(log, 'applying migrations', async () => 7, () => ticks.shift()!);
    expect(result).toBe(7);
    expect(lines).toEqual(['applying migrations...', 'applying migrations: done in 2.5 s']);
  });

  it('let a failing step fail without claiming it is done', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: () => undefined, error: () => undefined };
    await expect(timedStep(log, 'seeding', async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(lines).toEqual(['seeding...']);
  });
});
