import { reject, type ParsedMessage } from './message';
import { parseJsonPayload } from './json-format';
import type { MqttSettings } from './settings';
import { parseUmh } from './umh';
import { parseUmhClassic } from './umh-classic';

/** One broker message in the source's text format (umh-classic, umh, json); throws RejectedMessage with the reason when it cannot be mapped. */
export function parseMessage(settings: MqttSettings, topic: string, payload: string): ParsedMessage {
  switch (settings.format) {
    case 'umh-classic':
      return parseUmhClassic(topic, payload);
    case 'umh':
      return parseUmh(topic, payload, settings.mapping);
    case 'json':
      return parseJsonPayload(payload, settings);
    case 'sparkplug':
      // Its payloads are protobuf: the MQTT connector decodes them for the source's SparkplugReader.
      return reject('A Sparkplug B payload is protobuf, not text');
  }
}
