import { describe, expect, it } from 'vitest';
import { PasswordWorkBusy, PasswordWorkQueue } from './password-work';

/** A piece of work that finishes when the test says so, recording how many ran at once. */
function gate(track: { now: number; max: number }) {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  const work = async () => {
    track.now++;
    track.max = Math.max(track.max, track.now);
    await done;
    track.now--;
    return 'hashed';
  };
  return { work, finish };
}

describe('issue 34 §2: password hashing is bounded per address, per account and in total', () => {
  it('runs at most `concurrency` hashes at once; the rest wait their turn', async () => {
    const q = new PasswordWorkQueue({ concurrency: 1, perKey: 5, maxQueued: 10 });
    const track = { now: 0, max: 0 };
    const gates = [gate(track), gate(track), gate(track)];
    const runs = gates.map((g, i) => q.run([`ip:${i}`], g.work));
    await Promise.resolve();
    expect(q.pending).toBe(3);
    for (const g of gates) g.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['hashed', 'hashed', 'hashed']);
    expect(track.max).toBe(1);
    expect(q.pending).toBe(0);
  });

  it('refuses at once a key that already has `perKey` hashes pending, before hashing anything', async () => {
    const q = new PasswordWorkQueue({ concurrency: 1, perKey: 2, maxQueued: 10 });
    const track = { now: 0, max: 0 };
    const held = [gate(track), gate(track)];
    const runs = held.map((g) => q.run(['ip:1.2.3.4', 'a:x@y.test'], g.work));
    let hashedAgain = false;
    await expect(q.run(['a:x@y.test'], async () => (hashedAgain = true))).rejects.toBeInstanceOf(PasswordWorkBusy);
    await expect(q.run(['ip:1.2.3.4', 'a:other@y.test'], async () => (hashedAgain = true))).rejects.toBeInstanceOf(PasswordWorkBusy);
    expect(hashedAgain).toBe(false);
    expect(q.started, 'the refused work never began').toBe(1);
    // Another address and account still gets its turn.
    const other = gate(track);
    const third = q.run(['ip:5.6.7.8', 'a:z@y.test'], other.work);
    for (const g of [...held, other]) g.finish();
    await Promise.all([...runs, third]);
    // Once done, the key may hash again.
    await expect(q.run(['a:x@y.test'], async () => 'again')).resolves.toBe('again');
  });

  it('refuses keyed work when the queue is full, but the server\'s own work only waits', async () => {
    const q = new PasswordWorkQueue({ concurrency: 1, perKey: 1, maxQueued: 1 });
    const track = { now: 0, max: 0 };
    const a = gate(track);
    const b = gate(track);
    const first = q.run(['ip:a'], a.work);
    const second = q.run(['ip:b'], b.work);
    await expect(q.run(['ip:c'], async () => 'c')).rejects.toBeInstanceOf(PasswordWorkBusy);
    const own = q.run([], async () => 'seeded');
    a.finish();
    b.finish();
    await expect(Promise.all([first, second, own])).resolves.toEqual(['hashed', 'hashed', 'seeded']);
  });

  it('frees the slot and the keys when the work fails', async () => {
    const q = new PasswordWorkQueue({ concurrency: 1, perKey: 1, maxQueued: 1 });
    await expect(q.run(['ip:a'], async () => { throw new Error('scrypt failed'); })).rejects.toThrow('scrypt failed');
    await expect(q.run(['ip:a'], async () => 'ok')).resolves.toBe('ok');
    expect(q.pending).toBe(0);
  });
});
