import { jsonObject, quantityOf, reject, timestampOf, type ParsedMessage, type Signal } from './message';
import { stateSignal } from './state-value';

/**
 * United Manufacturing Hub's classic schema: ia/<customer>/<location>/<asset>/<kind>, JSON with
 * timestamp_ms. <asset> is the machine's key. count carries produced units (count) and the scrap
 * among them (scrap); scrapCount scrap found later; state a UMH state code.
 */
export function parseUmhClassic(topic: string, payload: string): ParsedMessage {
  const levels = topic.split('/');
  if (levels.length !== 5 || levels[0] !== 'ia' || levels.some((l) => l === '')) return reject('The topic is not ia/<customer>/<location>/<asset>/<kind>');
  const machineKey = levels[3]!;
  const kind = levels[4]!;
  const body = jsonObject(payload);
  const timestamp = timestampOf(body.timestamp_ms, 'timestamp_ms');
  const signals: Signal[] = [];
  if (kind === 'count') {
    signals.push({ kind: 'count', type: 'PROD', value: quantityOf(body.count, 'count'), total: false, tag: 'count' });
    if (body.scrap !== undefined) signals.push({ kind: 'count', type: 'SCRP', value: quantityOf(body.scrap, 'scrap'), total: false, tag: 'scrap' });
  } else if (kind === 'scrapCount') {
    signals.push({ kind: 'count', type: 'SCRP', value: quantityOf(body.scrap, 'scrap'), total: false, tag: 'scrap' });
  } else if (kind === 'state') {
    signals.push(stateSignal(body.state, 'state'));
  } else {
    return reject(`Messages of kind '${kind}' are not mapped (count, scrapCount and state are)`);
  }
  return { machineKey, timestamp, signals };
}
