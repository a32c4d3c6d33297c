import { jsonObject, reject, timestampOf, type ParsedMessage } from './message';
import { signalsOf } from './mapped-signals';
import type { MqttSettings } from './settings';

/** The value at a dotted path (a.b.0.c) of a JSON value, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

/** Any JSON object: the time, the machine's key and each mapped signal are read at their field paths. */
export function parseJsonPayload(payload: string, settings: Pick<MqttSettings, 'timestamp_path' | 'machine_path' | 'mapping'>): ParsedMessage {
  const body = jsonObject(payload);
  const timestamp = timestampOf(valueAt(body, settings.timestamp_path), settings.timestamp_path);
  const machine = valueAt(body, settings.machine_path);
  if ((typeof machine !== 'string' || machine.trim() === '') && typeof machine !== 'number') return reject(`${settings.machine_path} must hold the machine's key`);
  const values = new Map<string, unknown>();
  for (const m of settings.mapping) {
    const v = valueAt(body, m.tag);
    if (v !== undefined && v !== null) values.set(m.tag, v);
  }
  return { machineKey: String(machine).trim(), timestamp, signals: signalsOf(values, settings.mapping) };
}
