import type { EntityNode, EventType } from '../../core/model';
import type { AnalysedEvent } from '../../core/oee';
import { eventQuery } from '../../core/table-query';
import type { EventSource } from './event-source';
import { machineKeysUnder } from './machine-keys';

export type PlannedFilter = 'ALL' | 'PLANNED' | 'UNPLANNED';

/** What the event analysis covers: its navigation state, reduced to what the events depend on. */
export interface AnalysisScope {
  entity: EntityNode;
  type: EventType;
  time: { day: string | null; range: { start: string; end: string } };
  /** null when shifts are combined. */
  shift: string | null;
  part: string | null;
  op: string | null;
  planned: PlannedFilter;
}

/** The day after a date (YYYY-MM-DD), for the half-open [start, end) of the event query. */
function nextDay(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The events behind the event analysis's charts for a scope (document 2 §7 Event query): the screen
 * and the cross-screen test (tests/integration/one-number.int.test.ts) both read them through this.
 */
export async function loadAnalysedEvents(source: EventSource, scope: AnalysisScope): Promise<AnalysedEvent[]> {
  const keys = machineKeysUnder(scope.entity);
  if (keys.length === 0) return [];
  const isDowntime = scope.type === 'DOWN';
  // The range's end day is included on every other screen: [start, end + 1 day) keeps it here too.
  const time = scope.time.day ? { day: scope.time.day } : { range: { start: scope.time.range.start, end: nextDay(scope.time.range.end) } };
  const request = eventQuery({
    machineKeys: keys,
    time,
    shift: scope.shift,
    part: scope.part,
    operation: scope.op,
    types: [scope.type],
    planned: isDowntime && scope.planned !== 'ALL' ? scope.planned === 'PLANNED' : undefined,
  });
  return (await source.rows(request)) as unknown as AnalysedEvent[];
}
