import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import { drainQueues } from './drain';

/** This file, for Database.runBeside. */
export const DRAIN_BESIDE_MODULE = fileURLToPath(import.meta.url);

export interface DrainBesideArgs {
  /** A test clock's time when the drain was asked for; absent: the real clock. */
  now?: number;
  /** Set to 1 (Atomics.store) by the asking thread to stop between two batches. */
  stop: Int32Array;
}

/** drainQueues run on the database's own thread (Database.runBeside). */
export function drainBeside(db: Database, args: DrainBesideArgs): Promise<number> {
  const now = args.now;
  return drainQueues(db, { now: now === undefined ? Date.now : () => now, stopped: () => Atomics.load(args.stop, 0) === 1 });
}
