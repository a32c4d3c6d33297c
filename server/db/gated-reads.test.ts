import { describe, expect, it } from 'vitest';
import type { Queryable, QueryResult } from './database';
import { gatedReads } from './gated-reads';

/** A database whose statements finish when the test says so, recording what ran. */
function heldDatabase() {
  const ran: string[] = [];
  const pending: Array<() => void> = [];
  const db: Queryable = {
    query: async <T>(sql: string) => {
      ran.push(sql);
      await new Promise<void>((done) => pending.push(done));
      return { rows: [{ sql }] as T[], affectedRows: 1 } as QueryResult<T>;
    },
    exec: async () => {},
  } as unknown as Queryable;
  const finishOne = async () => {
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 1));
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 1));
  };
  return { db, ran, finishOne };
}

describe('gatedReads: GraphQL reads of a single-connection database wait in turn and identical ones share (issue 15)', () => {
  it('hands one statement at a time to the database and runs identical waiting ones once', async () => {
    const { db, ran, finishOne } = heldDatabase();
    const reads = gatedReads(db);
    const first = reads.query('A');
    const waiting = [reads.query('B'), reads.query('B'), reads.query('C'), reads.query('B')];
    await new Promise((r) => setTimeout(r, 1));
    expect(ran).toEqual(['A']);
    await finishOne();
    expect(ran).toEqual(['A', 'B']);
    await finishOne();
    await finishOne();
    const answers = await Promise.all([first, ...waiting]);
    expect(ran).toEqual(['A', 'B', 'C']);
    expect(answers.map((a) => (a.rows[0] as { sql: string }).sql)).toEqual(['A', 'B', 'B', 'C', 'B']);
    expect(reads.shared).toEqual({ statements: 3, requests: 5 });
  });

  it('a statement of the same text with other parameters is not shared', async () => {
    const { db, ran, finishOne } = heldDatabase();
    const reads = gatedReads(db);
    const answers = Promise.all([reads.query('Q', [1]), reads.query('Q', [2])]);
    await finishOne();
    await finishOne();
    await answers;
    expect(ran).toEqual(['Q', 'Q']);
  });
});
