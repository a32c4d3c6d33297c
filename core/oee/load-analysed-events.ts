import type { EntityNode, EventType, Shift } from '../model';
import { shiftWindowsForDate } from '../shifts';
import { eventQuery, type TableQueryRequest, type TableRow } from '../table-query';
import { addDays, assertDateOnly } from '../time';
import { downtimeInWindows, type DowntimeEvent, type MachineWindow } from './downtime-in-windows';
import type { AnalysedEvent } from './event-analysis';
import { machinesUnder } from './machines-under';

/** Reads input events (bigbrain_inpevent) for a request: the event analysis's and the ranking's port. */
export interface EventRowsReader {
  rows(request: TableQueryRequest): Promise<TableRow[]>;
}

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
  /** The company's shifts: downtime is counted inside their windows. */
  shifts: readonly Shift[];
  /** Epoch ms: open stops count up to now. */
  now: number;
}

/** Every day of the selection, at most a year of them. */
export function selectedDays(time: AnalysisScope['time']): string[] {
  if (time.day) return [time.day.slice(0, 10)];
  const days: string[] = [];
  for (let d = time.range.start; d <= time.range.end && days.length < 366; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The selection's shift windows of each machine, in the machine's zone (as the engine builds them). */
function machineWindows(machines: ReadonlyArray<{ key: string; timezone: string }>, scope: AnalysisScope, days: readonly string[]): MachineWindow[] {
  const shift = scope.shift?.toUpperCase() ?? null;
  return machines.flatMap((m) =>
    days.flatMap((day) =>
      shiftWindowsForDate(scope.shifts, assertDateOnly(day, 'shift date'), m.timezone)
        .filter((w) => !shift || w.shift.name.toUpperCase() === shift)
        .map((w) => ({ machineKey: m.key, shiftDate: day, shiftKey: w.shift.name.toUpperCase(), start: w.start, end: w.end })),
    ),
  );
}

/**
 * The events behind the event analysis's charts (and the ranking's reasons) for a scope (document 2 §7 Event query): the screen
 * and the cross-screen test (tests/integration/one-number.int.test.ts) both read them through this.
 * Downtime follows the one definition (core/oee/counted-downtime.ts): stops of the day before that
 * reach into the selection are read too, both kinds are read because a planned stop hides the
 * unplanned time under it, and each stop counts what it adds inside the selection's shift windows.
 */
export async function loadAnalysedEvents(source: EventRowsReader, scope: AnalysisScope): Promise<AnalysedEvent[]> {
  const machines = machinesUnder(scope.entity);
  if (machines.length === 0) return [];
  const isDowntime = scope.type === 'DOWN';
  const days = selectedDays(scope.time);
  const first = days[0]!;
  const last = days.at(-1)!;
  // The query's range is [start, end): the end day is included through end + 1 day.
  const time = isDowntime ? { range: { start: addDays(first, -1), end: addDays(last, 1) } } : scope.time.day ? { day: first } : { range: { start: first, end: addDays(last, 1) } };
  const request = eventQuery({
    machineKeys: machines.map((m) => m.key),
    time,
    shift: isDowntime ? null : scope.shift,
    part: scope.part,
    operation: scope.op,
    types: [scope.type],
  });
  const rows = (await source.rows(request)) as unknown as DowntimeEvent[];
  if (!isDowntime) return rows;
  const counted = downtimeInWindows(rows, machineWindows(machines, scope, days), scope.now);
  return scope.planned === 'ALL' ? counted : counted.filter((e) => e.planned === (scope.planned === 'PLANNED'));
}
