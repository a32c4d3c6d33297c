/**
 * The one definition of downtime (README, Decisions: "Downtime minutes"; issue 33). Downtime counts
 * only where the machine was scheduled to produce: a shift window without a production schedule
 * counts none (a stop there is an idle machine, not a loss). Inside a scheduled window [start, end):
 * - a stop counts only for its part inside the window (stops reaching across a shift boundary or
 *   midnight are split between the windows; open stops count up to now);
 * - overlapping stops count their common time once;
 * - where a planned and an unplanned stop overlap, the time is planned (a changeover that also saw a
 *   jam was still a changeover);
 * - time shared by several stops of the winning kind is shared equally between them, so the stops'
 *   counted times (by reason, by shift) add up to the window's planned and unplanned downtime.
 * - a stop counts in every scheduled window it covers, however long ago it began: the readers feeding
 *   this (server/engine/load-window-inputs.ts, core/oee/load-analysed-events.ts) find stops by
 *   overlap with the window, never by a look-back from it.
 * The engine's results (machine dashboard, graph, table, report, maps) and the event analysis both
 * count through this function. A shift the machine does not run (its production setup) never has a
 * schedule (core/shifts/machine-shifts.ts), so it is never scheduled here either.
 */
export interface Stop {
  start: number;
  /** null while the machine is still down. */
  end: number | null;
  planned: boolean;
}

/** One machine's shift window, epoch ms [start, end); scheduled when it has a production schedule. */
export interface DowntimeWindow {
  start: number;
  end: number;
  scheduled: boolean;
}

/** Each stop's counted milliseconds inside the window, in the order of `stops`; none in an unscheduled window. */
export function countedStopMs(stops: readonly Stop[], window: DowntimeWindow, now: number): number[] {
  const counted = stops.map(() => 0);
  if (!window.scheduled) return counted;
  const { start: from, end: to } = window;
  const edges: Array<{ at: number; index: number; opens: boolean }> = [];
  stops.forEach((stop, index) => {
    const start = Math.max(stop.start, from);
    const end = Math.min(stop.end ?? now, to);
    if (end > start) edges.push({ at: start, index, opens: true }, { at: end, index, opens: false });
  });
  edges.sort((a, b) => a.at - b.at);
  const openPlanned = new Set<number>();
  const openUnplanned = new Set<number>();
  let last = from;
  for (const edge of edges) {
    const span = edge.at - last;
    const sharing = openPlanned.size > 0 ? openPlanned : openUnplanned;
    if (span > 0) for (const i of sharing) counted[i]! += span / sharing.size;
    last = edge.at;
    const open = stops[edge.index]!.planned ? openPlanned : openUnplanned;
    if (edge.opens) open.add(edge.index);
    else open.delete(edge.index);
  }
  return counted;
}

/** A window's planned and unplanned downtime in seconds: the sums of its stops' counted times. */
export function windowDowntimeSeconds(stops: readonly Stop[], window: DowntimeWindow, now: number): { planned: number; unplanned: number } {
  const counted = countedStopMs(stops, window, now);
  let planned = 0;
  let unplanned = 0;
  counted.forEach((ms, i) => (stops[i]!.planned ? (planned += ms) : (unplanned += ms)));
  // Whole milliseconds, as the stops' times are: shares of time split three ways add up with float
  // residue, and a window down from start to end kept 1e-11 s of operating time (performance 10^17 %).
  return { planned: Math.round(planned) / 1000, unplanned: Math.round(unplanned) / 1000 };
}
