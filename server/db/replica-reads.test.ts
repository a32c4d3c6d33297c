import { describe, expect, it } from 'vitest';
import type { QueryResult, ReadPool } from './database';
import { lsnValue, replicaReads } from './replica-reads';

/** A read pool that answers its name, or the replay position it is told, or fails as a stopped server does. */
function fakePool(name: string, state: { replay?: string; down?: boolean } = {}): ReadPool & { reads: number } {
  const pool = {
    reads: 0,
    async query<T>(sql: string): Promise<QueryResult<T>> {
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
      if (sql.includes('pg_last_wal_replay_lsn')) return { rows: [{ lsn: state.replay ?? null }] as T[], affectedRows: 0 };
      pool.reads++;
      return { rows: [{ from: name }] as T[], affectedRows: 0 };
    },
    shared: { statements: 0, requests: 0 },
    queue: { waiting: 0, running: 0, waitMs: 0 },
    async close() {},
  };
  return pool;
}

const from = async (reads: ReadPool, tenant: string) => ((await reads.query<{ from: string }>('SELECT 1', [], tenant)).rows[0].from);

describe('issue 40: reads from a replica', () => {
  it('compares WAL positions as numbers, not text', () => {
    expect(lsnValue('0/A0') > lsnValue('0/9F')).toBe(true);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
  });

  it("a company's reads go to the replica, to the primary after its write until the replica replays past it, then back", async () => {
    const standby = { replay: '0/100' };
    let position = '0/180';
    const reads = replicaReads({ replica: fakePool('replica', standby), primary: fakePool('primary'), primaryPosition: async () => position, log: () => {}, replayCacheMs: 0 });
    expect(await from(reads, 'A')).toBe('replica');
    await reads.noteWrite('A');
    expect(await from(reads, 'A')).toBe('primary');
    expect(await from(reads, 'B')).toBe('replica');
    standby.replay = '0/180';
    expect(await from(reads, 'A')).toBe('replica');
    position = '0/200';
    await reads.noteWrite('A');
    expect(await from(reads, 'A')).toBe('primary');
  });

  it('a replica that does not answer: reads go to the primary without an error, and to the replica again after the pause', async () => {
    let clock = 0;
    const standby = { down: true };
    const lines: string[] = [];
    const reads = replicaReads({ replica: fakePool('replica', standby), primary: fakePool('primary'), primaryPosition: async () => '0/1', log: (l) => lines.push(l), downForMs: 5_000, now: () => clock });
    expect(await from(reads, 'A')).toBe('primary');
    expect(lines).toHaveLength(1);
    standby.down = false;
    clock = 4_000;
    expect(await from(reads, 'A')).toBe('primary');
    clock = 5_001;
    expect(await from(reads, 'A')).toBe('replica');
  });

  it('an error of the query itself (not of the connection) reaches the caller, and is not retried on the primary', async () => {
    const replica = fakePool('replica');
    replica.query = async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    };
    const primary = fakePool('primary');
    const reads = replicaReads({ replica, primary, primaryPosition: async () => '0/1', log: () => {} });
    await expect(from(reads, 'A')).rejects.toThrow(/statement timeout/);
    expect(primary.reads).toBe(0);
  });
});
