import type { EntityNode, EventType, Shift } from '../model';
import { shiftWindowsForDate } from '../shifts';
import { eventQuery, scheduledWindowsQuery, stopsOverlappingQuery, type TableQueryRequest, type TableRow } from '../table-query';
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
function machineWindows(machines: ReadonlyArray<{ key: string; timezone: string }>, scope: AnalysisScope, days: readonly string[]): Array<Omit<MachineWindow, 'scheduled'>> {
  const shift = scope.shift?.toUpperCase() ?? null;
  return machines.flatMap((m) =>
    days.flatMap((day) =>
      shiftWindowsForDate(scope.shifts, assertDateOnly(day, 'shift date'), m.timezone)
        .filter((w) => !shift || w.shift.name.toUpperCase() === shift)
        .map((w) => ({ machineKey: m.key, shiftDate: day, shiftKey: w.shift.name.toUpperCase(), start: w.start, end: w.end })),
    ),
  );
}

const windowKey = (machineKey: string, shiftDate: string, shiftKey: string) => `${machineKey}\u0000${shiftDate.slice(0, 10)}\u0000${shiftKey.toUpperCase()}`;

/** The windows of the selection that have a production schedule (downtime counts only there). */
async function scheduledWindows(source: EventRowsReader, machineKeys: readonly string[], days: readonly string[]): Promise<Set<string>> {
  const rows = await source.rows(scheduledWindowsQuery(machineKeys, days[0]!, days.at(-1)!));
  return new Set(rows.map((r) => windowKey(String(r['machine_key']), String(r['shift_date']), String(r['shift_key']))));
}

/**
 * The events behind the event analysis's charts (and the ranking's reasons) for a scope (document 2 §7 Event query): the screen
 * and the cross-screen tests (tests/integration/one-number*.int.test.ts) read them through this.
 * Downtime follows the one definition (core/oee/counted-downtime.ts): the stops reaching into the
 * selection's shift windows are read however long ago they began, both kinds because a planned stop
 * hides the unplanned time under it, and each stop counts what it adds inside the selection's
 * scheduled windows.
 */
export async function loadAnalysedEvents(source: EventRowsReader, scope: AnalysisScope): Promise<AnalysedEvent[]> {
  const machines = machinesUnder(scope.entity);
  if (machines.length === 0) return [];
  const days = selectedDays(scope.time);
  const machineKeys = machines.map((m) => m.key);
  if (scope.type !== 'DOWN') {
    const first = days[0]!;
    const time = scope.time.day ? { day: first } : { range: { start: first, end: addDays(days.at(-1)!, 1) } };
    const request = eventQuery({ machineKeys, time, shift: scope.shift, part: scope.part, operation: scope.op, types: [scope.type] });
    return (await source.rows(request)) as unknown as AnalysedEvent[];
  }
  // The windows' span does not depend on which of them are scheduled: both reads go out at once
  // (one after the other, they were two round trips on the screen's critical path, issue 39).
  const span = machineWindows(machines, scope, days);
  if (span.length === 0) return [];
  const from = span.reduce((a, w) => Math.min(a, w.start), Infinity);
  const to = span.reduce((a, w) => Math.max(a, w.end), -Infinity);
  const [scheduled, rows] = await Promise.all([
    scheduledWindows(source, machineKeys, days),
    source.rows(stopsOverlappingQuery({ machineKeys, from, to, part: scope.part, operation: scope.op })),
  ]);
  const windows = span.map((w) => ({ ...w, scheduled: scheduled.has(windowKey(w.machineKey, w.shiftDate, w.shiftKey)) }));
  const counted = downtimeInWindows(rows as unknown as DowntimeEvent[], windows, scope.now);
  return scope.planned === 'ALL' ? counted : counted.filter((e) => e.planned === (scope.planned === 'PLANNED'));
}
