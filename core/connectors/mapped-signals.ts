import { quantityOf, reject, type CountType, type Signal } from './message';
import type { TagMapping, TagSignal } from './settings';
import { stateSignal } from './state-value';

const COUNT_TYPES: Partial<Record<TagSignal, CountType>> = { produced: 'PROD', scrap: 'SCRP', reject: 'RJCT', rework: 'RWRK' };

/** The signal of one mapped tag's value (shared by the umh and json formats). */
export function mappedSignal(mapping: TagMapping, value: unknown): Signal {
  const type = COUNT_TYPES[mapping.signal];
  if (type) return { kind: 'count', type, value: quantityOf(value, mapping.tag), total: mapping.counter === 'total', tag: mapping.tag };
  if (mapping.signal === 'state') return stateSignal(value, mapping.tag);
  // An empty operation is a part run without one (parts need not have operations).
  if (mapping.signal === 'operation') return typeof value === 'string' || typeof value === 'number' ? { kind: 'operation', operation: String(value).trim() } : reject(`${mapping.tag} must name an operation`);
  if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return { kind: 'part', part: String(value).trim() };
  return reject(`${mapping.tag} must name a part`);
}

/** The signals of the mapped tags among the given values; a message with none of them is refused. */
export function signalsOf(values: ReadonlyMap<string, unknown>, mapping: readonly TagMapping[]): Signal[] {
  const signals = mapping.filter((m) => values.has(m.tag)).map((m) => mappedSignal(m, values.get(m.tag)));
  if (signals.length === 0) return reject(`No mapped tag in the message (mapped: ${mapping.map((m) => m.tag).join(', ')})`);
  return signals;
}
