import { reasonPareto, type AnalysedEvent, type ReasonBar } from '../../../core/oee';

/**
 * Each machine's downtime reasons, largest first: the event analysis's Pareto of the machine's
 * counted DOWN events (the one downtime definition), grouped by the events' machine key.
 */
export function reasonsByMachine(events: ReadonlyArray<AnalysedEvent & { machine_key?: string }>, now: number): Map<string, ReasonBar[]> {
  const byMachine = new Map<string, AnalysedEvent[]>();
  for (const e of events) {
    const key = String(e.machine_key ?? '');
    const list = byMachine.get(key) ?? [];
    list.push(e);
    byMachine.set(key, list);
  }
  return new Map([...byMachine.entries()].map(([key, list]) => [key, reasonPareto(list, now)]));
}
