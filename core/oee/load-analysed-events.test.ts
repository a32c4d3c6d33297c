import { describe, expect, it } from 'vitest';
import type { EntityNode } from '../model';
import { DEFAULT_SHIFTS } from '../shifts/default-shifts';
import type { TableQueryRequest, TableRow } from '../table-query';
import { loadAnalysedEvents, type AnalysisScope, type EventRowsReader } from './load-analysed-events';

const machine: EntityNode = { euid: 'M1', name: 'Press 01', key: 'press-01', desc: '', category: 'MACHINE', children: [], parent: null, depth: 3, max_depth: 3, enabled: true, timezone: 'UTC' };

/** A reader whose answers wait until the test releases them, so the test sees what was asked meanwhile. */
class HeldReader implements EventRowsReader {
  readonly asked: string[] = [];
  private readonly held: Array<() => void> = [];
  rows(request: TableQueryRequest): Promise<TableRow[]> {
    this.asked.push(request.table);
    return new Promise((resolve) => this.held.push(() => resolve([])));
  }
  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }
}

describe('loadAnalysedEvents', () => {
  const scope: AnalysisScope = { entity: machine, type: 'DOWN', time: { day: '2026-11-20', range: { start: '2026-11-20', end: '2026-11-20' } }, shift: null, part: null, op: null, planned: 'ALL', shifts: DEFAULT_SHIFTS, now: Date.parse('2026-11-29T00:00:00Z') };

  it('issue 39: asks for the scheduled windows and the stops at once, not one round trip after the other', async () => {
    const reader = new HeldReader();
    const loading = loadAnalysedEvents(reader, scope);
    await Promise.resolve();
    await Promise.resolve();
    expect(reader.asked.sort()).toEqual(['bigbrain_inpevent', 'bigbrain_inpschedule']);
    reader.release();
    await expect(loading).resolves.toEqual([]);
  });
});
