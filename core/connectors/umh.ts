import { jsonObject, reject, timestampOf, type ParsedMessage } from './message';
import { signalsOf } from './mapped-signals';
import type { TagMapping } from './settings';

const HISTORIAN = '_historian';

/**
 * The UMH v1 data model: umh/v1/<enterprise>/<site>/<area>/<line>/<workCell>/.../_historian[/<group>...]/<tag>.
 * The deepest location level before _historian is the machine's key. A topic ending in a tag carries
 * {"timestamp_ms", "value"}; a topic ending in _historian carries several tags in one object. Tag
 * groups join with '.' (UMH's own convention: _historian/axis/x is tag axis.x).
 */
export function parseUmh(topic: string, payload: string, mapping: readonly TagMapping[]): ParsedMessage {
  const levels = topic.split('/');
  const at = levels.indexOf(HISTORIAN);
  if (levels[0] !== 'umh' || levels[1] !== 'v1' || at < 3) return reject('The topic is not umh/v1/<enterprise>/.../_historian/<tag>');
  const machineKey = levels[at - 1]!;
  const body = jsonObject(payload);
  const timestamp = timestampOf(body.timestamp_ms, 'timestamp_ms');
  const tag = levels.slice(at + 1).join('.');
  const values = new Map<string, unknown>();
  if (tag) {
    if (!('value' in body)) return reject(`The payload of tag ${tag} has no value`);
    values.set(tag, body.value);
  } else {
    for (const [k, v] of Object.entries(body)) if (k !== 'timestamp_ms') values.set(k, v);
  }
  return { machineKey, timestamp, signals: signalsOf(values, mapping) };
}
