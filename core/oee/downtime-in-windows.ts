import { countedStopMs, type DowntimeWindow } from './counted-downtime';
import type { AnalysedEvent } from './event-analysis';
import { toEpochMs, type Instant } from './instant';

/** One machine's shift window, in epoch ms [start, end), with the shift date and key it counts for. */
export interface MachineWindow extends DowntimeWindow {
  machineKey: string;
  shiftDate: string;
  /** Upper case, as stored. */
  shiftKey: string;
}

export type DowntimeEvent = AnalysedEvent & { machine_key: string; planned: boolean };

/**
 * DOWN events as the event analysis counts them: one entry per event and window it counts in, carrying
 * that window's shift date and shift and the minutes the one definition (countedStopMs) gives it
 * there. A stop across a shift boundary or midnight appears in each window it reaches; time another
 * stop already covers is shared; a stop entirely under a planned one, or only in unscheduled
 * windows, counts nothing and is left out.
 */
export function downtimeInWindows<E extends DowntimeEvent>(events: readonly E[], windows: readonly MachineWindow[], now: Instant): E[] {
  const nowMs = toEpochMs(now, 'current time');
  const byMachine = new Map<string, Array<{ event: E; start: number; end: number | null }>>();
  for (const event of events) {
    const list = byMachine.get(event.machine_key) ?? [];
    list.push({ event, start: toEpochMs(event.timestamp, 'downtime start'), end: event.end ? toEpochMs(event.end, 'downtime end') : null });
    byMachine.set(event.machine_key, list);
  }
  const out: E[] = [];
  for (const w of windows) {
    const stops = (byMachine.get(w.machineKey) ?? []).filter((s) => s.start < w.end && (s.end ?? nowMs) > w.start);
    const counted = countedStopMs(stops.map((s) => ({ start: s.start, end: s.end, planned: s.event.planned })), w, nowMs);
    stops.forEach((s, i) => {
      if (counted[i]! > 0) out.push({ ...s.event, shift_date: w.shiftDate, shift_key: w.shiftKey, minutes: counted[i]! / 60_000 });
    });
  }
  return out;
}
