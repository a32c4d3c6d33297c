import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { CopyBuffer, csvCell } from './csv';

/** A database whose COPYs finish when the test says so. */
function slowCopies() {
  const calls: Array<{ csv: string; finish(error?: Error): void }> = [];
  const db = {
    copyFrom: (_table: string, _columns: readonly string[], csv: string) =>
      new Promise<void>((resolve, reject) => calls.push({ csv, finish: (error) => (error ? reject(error) : resolve()) })),
  } as unknown as Database;
  return { db, calls };
}

describe('CopyBuffer (bulk load by COPY in chunks)', () => {
  it('quotes what CSV needs quoted; empty is NULL', () => {
    expect([csvCell(null), csvCell(''), csvCell('a,b'), csvCell('say "hi"'), csvCell(3), csvCell(true)]).toEqual(['', '""', '"a,b"', '"say ""hi"""', '3', 'true']);
  });

  it('issue 15: the next chunk is built while the one before is copied; one COPY at a time, in order', async () => {
    const { db, calls } = slowCopies();
    const buffer = new CopyBuffer(db, 't', ['a'], 2);
    await buffer.add([1]);
    await buffer.add([2]); // chunk 1 goes out and is not awaited
    expect(calls).toHaveLength(1);
    await buffer.add([3]); // built while chunk 1 is still being copied
    let secondSent = false;
    const fourth = buffer.add([4]).then(() => (secondSent = true)); // chunk 2 waits for chunk 1
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await fourth;
    expect(secondSent).toBe(true);
    expect(calls.map((c) => c.csv)).toEqual(['1\n2\n', '3\n4\n']);
    const flushed = buffer.flush();
    calls[1]!.finish();
    await flushed;
    expect(buffer.total).toBe(4);
  });

  it('issue 15: on a PostgreSQL server two COPYs run at once, a third waits for one of them', async () => {
    const { db, calls } = slowCopies();
    const buffer = new CopyBuffer(Object.assign(db, { kind: 'server' }), 't', ['a'], 1);
    await buffer.add([1]);
    await buffer.addCsv('2\n', 1);
    expect(calls.map((c) => c.csv)).toEqual(['1\n', '2\n']);
    const third = buffer.add([3]);
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    calls[1]!.finish();
    await third;
    expect(calls.map((c) => c.csv)).toEqual(['1\n', '2\n', '3\n']);
    const flushed = buffer.flush();
    calls[0]!.finish();
    calls[2]!.finish();
    await flushed;
    expect(buffer.total).toBe(3);
  });

  it('a failed COPY is reported by the flush that follows', async () => {
    const { db, calls } = slowCopies();
    const buffer = new CopyBuffer(db, 't', ['a'], 1);
    await buffer.add([1]);
    calls[0]!.finish(new Error('disk full'));
    await expect(buffer.flush()).rejects.toThrow('disk full');
  });
});
