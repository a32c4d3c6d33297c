import { reject, type ParsedMessage, type Signal } from './message';
import { mappedSignal } from './mapped-signals';
import type { TagMapping } from './settings';

/** A Sparkplug B payload once decoded from protobuf (the server decodes; 64-bit numbers as plain numbers). */
export interface SparkplugMetric {
  name?: string;
  alias?: number;
  timestamp?: number;
  value: unknown;
}
export interface SparkplugPayload {
  timestamp?: number;
  seq?: number;
  metrics: SparkplugMetric[];
}

export const SPARKPLUG_NAMESPACE = 'spBv1.0';
const MESSAGE_TYPES = ['NBIRTH', 'NDATA', 'NDEATH', 'DBIRTH', 'DDATA', 'DDEATH', 'NCMD', 'DCMD', 'STATE'] as const;
type MessageType = (typeof MESSAGE_TYPES)[number];
/** Sparkplug's metric that asks an edge node to publish its births again. */
export const REBIRTH_METRIC = 'Node Control/Rebirth';
const BD_SEQ = 'bdSeq';
const OFFLINE = 'Offline (Sparkplug death)';

interface SparkplugTopic {
  group: string;
  type: MessageType;
  node: string;
  device?: string;
}

/** spBv1.0/<group>/<type>/<edge node>[/<device>]. */
function topicOf(topic: string): SparkplugTopic {
  const [ns, group, type, node, device, ...rest] = topic.split('/');
  if (ns !== SPARKPLUG_NAMESPACE || !group || !node || rest.length > 0 || device === '' || !MESSAGE_TYPES.includes(type as MessageType)) {
    return reject('The topic is not spBv1.0/<group>/<message type>/<edge node>[/<device>]');
  }
  return { group, type: type as MessageType, node, ...(device ? { device } : {}) };
}

/** What the reader knows of one edge node: its sequence, birth-death sequence, metric aliases and devices. */
interface NodeSession {
  seq: number | null;
  bdSeq: number | null;
  /** Alias → metric name, per device ('' for the node itself), from the births. */
  aliases: Map<string, Map<number, string>>;
  /** Machines heard from under this node: a node's death stops them all. */
  machines: Set<string>;
  rebirthAsked: boolean;
}

export interface SparkplugReading {
  messages: ParsedMessage[];
  /** The NCMD topic to send a rebirth request to: a sequence gap, or an alias no birth named. */
  rebirth?: string;
  /** Why the message (or part of it) cannot be read: listed as rejected. */
  rejected?: string;
}

/**
 * Sparkplug B for one source: devices (or edge nodes without devices) are machines, named by their
 * id; metrics map to signals by name as the umh format's tags do. Births carry aliases and current
 * values: a running total's value becomes its baseline, a state or part applies, but an increment
 * counter is not counted again (it counted when it was sent). A DDEATH stops its machine, an NDEATH
 * (with the bdSeq of the node's birth) every machine of the node. Each node's seq runs 0-255; a gap
 * means messages were lost at the edge or broker, so the reader asks the node for a rebirth (once
 * until it comes) and still stores what arrived. A message sent twice has the same seq: not a gap.
 */
export class SparkplugReader {
  private readonly nodes = new Map<string, NodeSession>();

  constructor(private readonly mapping: readonly TagMapping[]) {}

  read(topic: string, payload: SparkplugPayload, receivedAt: number): SparkplugReading {
    const t = topicOf(topic);
    if (t.type === 'NCMD' || t.type === 'DCMD' || t.type === 'STATE') return { messages: [] };
    const session = this.sessionOf(`${t.group}/${t.node}`, t.type);
    const gap = this.checkSequence(session, t.type, payload.seq);
    const machine = t.device ?? t.node;
    const at = payload.timestamp ?? receivedAt;
    if (t.type === 'NDEATH') return { messages: this.nodeDeath(session, payload, at) };
    if (t.type === 'DDEATH') {
      session.machines.add(machine);
      return this.withRebirth(session, t, gap, { messages: [deathOf(machine, at)] });
    }
    const scope = t.device ?? '';
    const birth = t.type === 'NBIRTH' || t.type === 'DBIRTH';
    if (birth) this.learnAliases(session, scope, payload);
    const named = this.namedMetrics(session, scope, payload);
    if (named.unknownAlias !== undefined) {
      const whose = t.device ? `device ${t.device}` : `node ${t.node}`;
      return this.withRebirth(session, t, true, { messages: [], rejected: `Metric alias ${named.unknownAlias} was not named by a birth of ${whose}: a rebirth is requested` });
    }
    const messages = messagesOf(machine, named.metrics, at, this.mapping, birth);
    if (messages.length > 0) session.machines.add(machine);
    // A birth without mapped metrics is a gateway or a device that is no machine: nothing to say about it.
    const rejected = messages.length === 0 && !birth ? `No mapped metric in the message (mapped: ${this.mapping.map((m) => m.tag).join(', ')})` : undefined;
    return this.withRebirth(session, t, gap, { messages, ...(rejected ? { rejected } : {}) });
  }

  private withRebirth(session: NodeSession, t: SparkplugTopic, needed: boolean, reading: SparkplugReading): SparkplugReading {
    const rebirth = needed ? this.askRebirth(session, t) : undefined;
    return rebirth ? { ...reading, rebirth } : reading;
  }

  /** The rebirth request this source still owes a node whose aliases it cannot read. */
  private askRebirth(session: NodeSession, t: SparkplugTopic): string | undefined {
    if (session.rebirthAsked) return undefined;
    session.rebirthAsked = true;
    return `${SPARKPLUG_NAMESPACE}/${t.group}/NCMD/${t.node}`;
  }

  private sessionOf(key: string, type: MessageType): NodeSession {
    let session = this.nodes.get(key);
    if (!session || type === 'NBIRTH') {
      // A node's birth starts its session afresh: new aliases, seq from 0; its machines stay known.
      session = { seq: null, bdSeq: session?.bdSeq ?? null, aliases: new Map(), machines: session?.machines ?? new Set(), rebirthAsked: false };
      this.nodes.set(key, session);
    }
    return session;
  }

  /** True when messages were lost since the last one (NDEATH carries no seq; a repeat of the last seq is a redelivery). */
  private checkSequence(session: NodeSession, type: MessageType, seq: number | undefined): boolean {
    if (type === 'NDEATH' || seq === undefined) return false;
    const last = session.seq;
    session.seq = seq;
    if (type === 'NBIRTH') return false;
    if (last === null) return session.aliases.size === 0; // joined mid-stream: no birth seen, ask for one
    return seq !== last && seq !== (last + 1) % 256;
  }

  private learnAliases(session: NodeSession, scope: string, payload: SparkplugPayload): void {
    const aliases = new Map<number, string>();
    for (const m of payload.metrics) if (m.name && m.alias !== undefined) aliases.set(m.alias, m.name);
    session.aliases.set(scope, aliases);
    if (scope === '') session.bdSeq = bdSeqOf(payload) ?? session.bdSeq;
  }

  private namedMetrics(session: NodeSession, scope: string, payload: SparkplugPayload): { metrics: Array<SparkplugMetric & { name: string }>; unknownAlias?: number } {
    const metrics: Array<SparkplugMetric & { name: string }> = [];
    for (const m of payload.metrics) {
      const name = m.name || (m.alias !== undefined ? session.aliases.get(scope)?.get(m.alias) : undefined);
      if (name === undefined) {
        if (m.alias === undefined) continue;
        return { metrics, unknownAlias: m.alias };
      }
      metrics.push({ ...m, name });
    }
    return { metrics };
  }

  /** An NDEATH is the broker's will of the node's connection: only the one of its current birth counts. */
  private nodeDeath(session: NodeSession, payload: SparkplugPayload, at: number): ParsedMessage[] {
    const bdSeq = bdSeqOf(payload);
    if (bdSeq !== undefined && session.bdSeq !== null && bdSeq !== session.bdSeq) return [];
    session.seq = null;
    return [...session.machines].map((machine) => deathOf(machine, at));
  }
}

function bdSeqOf(payload: SparkplugPayload): number | undefined {
  const v = payload.metrics.find((m) => m.name === BD_SEQ)?.value;
  return typeof v === 'number' ? v : undefined;
}

function deathOf(machineKey: string, timestamp: number): ParsedMessage {
  return { machineKey, timestamp, signals: [{ kind: 'state', running: false, planned: false, reason: OFFLINE }] };
}

/**
 * The mapped metrics as messages of the machine, one per distinct timestamp (a metric's own
 * timestamp, else the payload's). A machine's birth without a mapped state brings it back to running.
 */
function messagesOf(machineKey: string, metrics: ReadonlyArray<SparkplugMetric & { name: string }>, payloadTs: number, mapping: readonly TagMapping[], birth: boolean): ParsedMessage[] {
  const byTime = new Map<number, Signal[]>();
  for (const metric of metrics) {
    const m = mapping.find((x) => x.tag === metric.name);
    if (!m) continue;
    const counter = m.signal !== 'state' && m.signal !== 'part' && m.signal !== 'operation';
    if (birth && counter && m.counter === 'increment') continue;
    const ts = metric.timestamp ?? payloadTs;
    byTime.set(ts, [...(byTime.get(ts) ?? []), mappedSignal(m, metric.value)]);
  }
  if (birth && byTime.size > 0 && ![...byTime.values()].flat().some((s) => s.kind === 'state')) {
    byTime.set(payloadTs, [...(byTime.get(payloadTs) ?? []), { kind: 'state', running: true, planned: false, reason: '' }]);
  }
  return [...byTime].sort(([a], [b]) => a - b).map(([timestamp, signals]) => ({ machineKey, timestamp, signals }));
}
