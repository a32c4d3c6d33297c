import type { Queryable } from '../db/database';

/**
 * Turns PostgreSQL's JIT compilation off for the rest of an engine transaction. Its statements are
 * many and short, and a misestimate (the open stops of a machine: 9 rows, estimated 371,561 because
 * most events have no end) put them over jit_above_cost: compiling took 38 of 47 ms, in each of the
 * 241 batches of a 100 x 365 regeneration. Any other statement keeps the server's setting.
 */
export const noJit = (tx: Queryable) => tx.query('SET LOCAL jit = off');
