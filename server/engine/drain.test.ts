import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { drainQueues, type Batches } from './drain';
import { DEEPEST } from './process-entities';

// The queue-size read at the start of a drain; the batches below stand in for the engine's.
const db = { query: () => Promise.resolve({ rows: [{ sch: '0', ent: '0' }] }) } as unknown as Database;

/**
 * A plant under steady ingestion: each schedule batch finds `arrivals` new windows for the first
 * `busy` batches (never a full batch, as in live operation), computes them and queues their
 * machines' days; an entity batch takes the deepest level at or above its maxDepth and queues the
 * level above (area, site, company). Records which batches ran, in order.
 */
function steadyPlant(busy: number, arrivals = 50): { batches: Batches; log: string[] } {
  const log: string[] = [];
  const levels = [0, 0, 0, 0]; // entity rows queued per depth (0 = company, 3 = machine days)
  let schedules = 0;
  return {
    log,
    batches: {
      schedules: () => {
        if (schedules >= busy) return Promise.resolve(0);
        schedules++;
        levels[DEEPEST] += arrivals;
        log.push('S');
        return Promise.resolve(arrivals);
      },
      entities: (_db, opts) => {
        for (let d = Math.min(DEEPEST, opts.maxDepth ?? DEEPEST); d >= 0; d--) {
          if (levels[d] === 0) continue;
          const n = Math.min(levels[d]!, opts.limit);
          levels[d] -= n;
          if (d > 0) levels[d - 1] = 1;
          log.push(`E${d}`);
          opts.onTaken?.(d);
          return Promise.resolve(n);
        }
        return Promise.resolve(0);
      },
    },
  };
}

describe('drainQueues under steady ingestion (issue 38 point 7)', () => {
  it('runs one level of the roll-up between two schedule batches, so new machine results never wait for the whole climb', async () => {
    const plant = steadyPlant(12);
    await drainQueues(db, { batch: 200, batches: plant.batches });
    const live = plant.log.slice(0, plant.log.lastIndexOf('S') + 1).join(' ');
    expect(live).not.toMatch(/E\d E\d/);
  });

  it('still rolls up to the company while the writes go on, and leaves both queues empty', async () => {
    const plant = steadyPlant(12);
    await drainQueues(db, { batch: 200, batches: plant.batches });
    const live = plant.log.slice(0, plant.log.lastIndexOf('S') + 1);
    expect(live.filter((b) => b === 'E0').length).toBeGreaterThanOrEqual(2);
    expect(plant.log.at(-1)).toBe('E0');
    expect(await plant.batches.entities(db, { limit: 200 })).toBe(0);
  });

  it('a regeneration (full schedule batches) rolls up only once the schedule queue is done, deepest level first', async () => {
    const plant = steadyPlant(5, 200);
    await drainQueues(db, { batch: 200, batches: plant.batches });
    expect(plant.log.join(' ')).toBe('S S S S S E3 E3 E3 E3 E3 E2 E1 E0');
  });
});
