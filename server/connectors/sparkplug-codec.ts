import { get } from 'sparkplug-payload';
import type { UMetric } from 'sparkplug-payload/lib/sparkplugbpayload';
import { REBIRTH_METRIC, reject, SPARKPLUG_NAMESPACE, type SparkplugMetric, type SparkplugPayload } from '../../core/connectors';

const codec = get(SPARKPLUG_NAMESPACE)!;

interface LongLike {
  toNumber(): number;
}
const isLong = (v: unknown): v is LongLike => typeof v === 'object' && v !== null && typeof (v as Partial<LongLike>).toNumber === 'function';
/** protobuf's 64-bit integers (timestamps, seq, aliases, UInt64 counters) as plain numbers. */
const plain = (v: unknown): unknown => (isLong(v) ? v.toNumber() : v);
const numberOr = (v: unknown): number | undefined => (v === null || v === undefined ? undefined : (plain(v) as number));

function metricOf(m: UMetric): SparkplugMetric {
  return { ...(m.name ? { name: m.name } : {}), ...(m.alias != null ? { alias: numberOr(m.alias) } : {}), ...(m.timestamp != null ? { timestamp: numberOr(m.timestamp) } : {}), value: plain(m.value) };
}

/** A Sparkplug B payload from its protobuf bytes, or a rejection when they are not one. */
export function decodeSparkplug(bytes: Uint8Array): SparkplugPayload {
  let decoded;
  try {
    decoded = codec.decodePayload(bytes);
  } catch (e) {
    return reject(`The payload is not a Sparkplug B protobuf payload (${e instanceof Error ? e.message : String(e)})`);
  }
  const timestamp = numberOr(decoded.timestamp);
  const seq = numberOr(decoded.seq);
  return { ...(timestamp !== undefined ? { timestamp } : {}), ...(seq !== undefined ? { seq } : {}), metrics: (decoded.metrics ?? []).map(metricOf) };
}

/** The NCMD payload that asks an edge node to publish its births again. */
export function rebirthRequest(now: number): Uint8Array {
  return codec.encodePayload({ timestamp: now, metrics: [{ name: REBIRTH_METRIC, type: 'Boolean', value: true }] });
}
