import type { TagMapping } from '../../../core/connectors';
import type { Handover } from './live-production';
import { runningPlans } from './live-production';
import type { PlantModel } from './plant-model';
import type { StoryEvent } from './shift-story';

/** The UMH v1 enterprise the demo plant publishes under. */
export const DEMO_UMH_ENTERPRISE = 'oee-demo';

/** The data source's topic filter and tag mapping for what the demo plant publishes. */
export const DEMO_UMH_TOPICS = [`umh/v1/${DEMO_UMH_ENTERPRISE}/#`];
export const DEMO_UMH_MAPPING: TagMapping[] = [
  { tag: 'part', signal: 'part', counter: 'increment' },
  { tag: 'operation', signal: 'operation', counter: 'increment' },
  { tag: 'produced', signal: 'produced', counter: 'increment' },
  { tag: 'scrap', signal: 'scrap', counter: 'increment' },
  { tag: 'reject', signal: 'reject', counter: 'increment' },
  { tag: 'rework', signal: 'rework', counter: 'increment' },
  { tag: 'state', signal: 'state', counter: 'increment' },
];

const COUNT_TAGS: Record<Exclude<StoryEvent['type'], 'DOWN'>, string> = { PROD: 'produced', SCRP: 'scrap', RJCT: 'reject', RWRK: 'rework' };

/** One machine's multi-tag historian topic: the deepest level before _historian is its key. */
export const demoTopic = (machineKey: string): string => `umh/v1/${DEMO_UMH_ENTERPRISE}/plant/production/line/${machineKey}/_historian`;

/**
 * How a stop travels (issue 38 point 5). The state tag carries, at every change:
 * - 10000 (UMH "producing") when no stop is on;
 * - a UMH planned-stop code when a planned stop is on: 100000 changeover, 150000 operator break (the
 *   demo's Break and Lunch), 210000 preventive maintenance for any other planned reason. The umh
 *   format maps these ranges to planned downtime (core/connectors/umh-states.ts), so the planned
 *   minutes arrive as planned, under UMH's reason names;
 * - the demo's own reason word when only unplanned stops are on (a word is an unplanned stop with
 *   that reason), so breakdowns and micro-stops keep their names.
 * Overlapping stops become one state at a time, planned winning, which is how the engine counts
 * overlapping stops anyway (core/oee/counted-downtime.ts): the planned and unplanned minutes equal
 * the direct path's.
 */
export const RUNNING_CODE = 10000;
const PLANNED_CODES: Record<string, number> = { Changeover: 100000, Break: 150000, Lunch: 150000 };
const OTHER_PLANNED_CODE = 210000;

type StateValue = number | string;

function stateValue(active: readonly StoryEvent[]): StateValue {
  const planned = active.filter((s) => s.planned);
  if (planned.length > 0) return PLANNED_CODES[planned[planned.length - 1]!.reason_name ?? ''] ?? OTHER_PLANNED_CODE;
  if (active.length > 0) return active[active.length - 1]!.reason_name || 'Unspecified stop';
  return RUNNING_CODE;
}

export interface FeedMessage {
  topic: string;
  payload: string;
}

/**
 * The Source ID (server/connectors/ingestion-sink.ts: kind, topic, tag, timestamp) the MQTT path
 * stores a counted event under, for the direct path's Handover. Stops are not matched: written
 * twice, a stop overlaps itself, which the engine counts once.
 */
export function mqttIdOf(machineKey: string, e: StoryEvent): string {
  const tag = e.type === 'DOWN' ? 'down' : COUNT_TAGS[e.type];
  return `mqtt:${demoTopic(machineKey)}#${tag}@${e.timestamp}`.slice(0, 200);
}

/**
 * The demo plant's story as UMH v1 messages, from the instant the simulator started (`since`) on:
 * each tick yields what happened since the last one, in time order per machine. Counted events
 * carry the part and operation (`{"timestamp_ms", "part", "operation", "produced"}`), state changes the state tag; each event
 * is published once, and a message delivered twice counts once at the connector anyway.
 */
export class UmhFeed {
  readonly handover: Handover;
  private upTo: number;
  private readonly states = new Map<string, StateValue>();

  constructor(
    private readonly model: PlantModel,
    private readonly since: number,
  ) {
    this.handover = { at: since, mqttIdOf };
    this.upTo = since;
  }

  /** The messages of [last tick, now); the first tick starts with each machine's state at `since`. */
  messagesUpTo(now: number): FeedMessage[] {
    const from = this.upTo;
    if (now <= from) return [];
    const out: FeedMessage[] = [];
    for (const m of this.model.machines) {
      const plans = runningPlans(this.model, m, now, this.since);
      const timed: Array<{ at: number; body: Record<string, unknown> }> = [];
      const stops: StoryEvent[] = [];
      for (const plan of plans) {
        for (const e of plan.story.events) {
          if (e.timestamp < this.since) continue;
          if (e.type === 'DOWN') stops.push(e);
          else if (e.timestamp >= from && e.timestamp < now) timed.push({ at: e.timestamp, body: { part: plan.part.part_name, operation: plan.part.operation, [COUNT_TAGS[e.type]]: e.quantity } });
        }
      }
      stops.sort((a, b) => a.timestamp - b.timestamp);
      const edges = new Set<number>(from === this.since ? [this.since] : []);
      for (const s of stops) for (const at of [s.timestamp, s.end]) if (at !== null && at >= from && at < now) edges.add(at);
      for (const at of [...edges].sort((a, b) => a - b)) {
        const value = stateValue(stops.filter((s) => s.timestamp <= at && (s.end === null || at < s.end)));
        if (this.states.get(m.key) === value) continue;
        this.states.set(m.key, value);
        // A state change is sent before the counts of the same instant (none share one in the story).
        timed.push({ at, body: { state: value } });
      }
      timed.sort((a, b) => a.at - b.at);
      for (const t of timed) out.push({ topic: demoTopic(m.key), payload: JSON.stringify({ timestamp_ms: t.at, ...t.body }) });
    }
    this.upTo = now;
    return out;
  }
}
