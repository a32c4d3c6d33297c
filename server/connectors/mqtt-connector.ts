import mqtt, { type IClientOptions, type IPublishPacket, type Packet } from 'mqtt';
import { parseMessage, RejectedMessage, SparkplugReader, type MqttSettings, type ParsedMessage } from '../../core/connectors';
import { MIN_BACKOFF_MS, nextBackoff } from './backoff';
import type { ConnectorFactory } from './connector';
import { decodeSparkplug, rebirthRequest } from './sparkplug-codec';

/** MQTT 5: how long the broker keeps the session (and its queued QoS 1 messages) while we are away. */
const SESSION_EXPIRY_S = 7 * 86_400;

/** What an MQTT error means to the person who set up the source. */
export function mqttErrorText(e: Error & { code?: unknown }): string {
  const m = e.message;
  if (/bad user ?name or password|not authori[sz]ed/i.test(m)) return `The broker refused the username or password (${m})`;
  if (e.code === 'ECONNREFUSED') return `Nothing accepts connections at this address (${m})`;
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return `The broker's host name is unknown (${m})`;
  if (/certificate|self.signed|TLS|SSL/i.test(m)) return `The TLS connection failed: ${m}`;
  return m;
}

/**
 * An MQTT source: a persistent session under the source's stable client id (clean: false), its
 * topic filters at QoS 1, one message at a time (mqtt.js handleMessage), acknowledged only after
 * the sink stored it. A message the format cannot read is rejected (and acknowledged, it will never
 * read better); a storage failure drops the connection without acknowledging, so the broker
 * delivers the message again after the reconnect. Reconnects back off from 1 s to 30 s.
 */
export const startMqttConnector: ConnectorFactory<MqttSettings> = (source, sink) => {
  const s = source.settings;
  const v5 = s.protocol_version === 5;
  const options: IClientOptions = {
    clientId: source.clientId,
    clean: false,
    protocolVersion: v5 ? 5 : 4,
    ...(v5 ? { properties: { sessionExpiryInterval: SESSION_EXPIRY_S } } : {}),
    username: source.username || undefined,
    password: source.password || undefined,
    reconnectPeriod: MIN_BACKOFF_MS,
    connectTimeout: 10_000,
    resubscribe: false,
    ...(s.ca ? { ca: s.ca } : {}),
    rejectUnauthorized: s.reject_unauthorized !== false,
  };
  let stopping = false;
  let inHand: Promise<unknown> = Promise.resolve();
  sink.status('connecting');
  const client = mqtt.connect(source.url, options);

  client.on('connect', () => {
    client.options.reconnectPeriod = MIN_BACKOFF_MS;
    client.subscribe(s.topics.map(String), { qos: 1 }, (err, granted) => {
      const refused = (granted ?? []).filter((g) => g.qos !== 0 && g.qos !== 1 && g.qos !== 2).map((g) => g.topic);
      if (err) sink.status('error', `Subscribing failed: ${err.message}`);
      else if (refused.length) sink.status('error', `The broker refused the topic filter(s) ${refused.join(', ')}`);
      else sink.status('connected');
    });
  });
  client.on('reconnect', () => sink.status('connecting'));
  client.on('error', (e) => sink.status('error', mqttErrorText(e)));
  client.on('close', () => {
    // Back off while the broker stays away: 1 s, 2 s, 4 s ... 30 s.
    client.options.reconnectPeriod = nextBackoff(client.options.reconnectPeriod ?? MIN_BACKOFF_MS);
  });

  client.handleMessage = (packet: Packet, callback: (error?: Error) => void) => {
    if (stopping || packet.cmd !== 'publish') return void (packet.cmd !== 'publish' && callback());
    const { topic, payload } = packet as IPublishPacket;
    inHand = handle(topic, typeof payload === 'string' ? Buffer.from(payload) : payload).then(
      () => callback(),
      (e: unknown) => {
        // Not acknowledged: the broker keeps the message for the next connection.
        sink.status('error', `Storing a message failed: ${e instanceof Error ? e.message : String(e)}`);
        client.stream?.destroy();
      },
    );
  };

  const sparkplug = s.format === 'sparkplug' ? new SparkplugReader(s.mapping) : undefined;

  /** The message's readings; a Sparkplug gap or unknown alias also sends the node a rebirth request. */
  function read(topic: string, payload: Buffer): { text: string; messages: ParsedMessage[]; rejected?: string } {
    if (!sparkplug) {
      const text = payload.toString('utf8');
      return { text, messages: [parseMessage(s, topic, text)] };
    }
    const decoded = decodeSparkplug(payload);
    const text = JSON.stringify(decoded);
    const reading = sparkplug.read(topic, decoded, Date.now());
    if (reading.rebirth) client.publish(reading.rebirth, Buffer.from(rebirthRequest(Date.now())), { qos: 0 });
    return { text, messages: reading.messages, ...(reading.rejected ? { rejected: reading.rejected } : {}) };
  }

  async function handle(topic: string, payload: Buffer): Promise<void> {
    let reading;
    try {
      reading = read(topic, payload);
    } catch (e) {
      if (e instanceof RejectedMessage) return sink.reject(topic, payload.toString(sparkplug ? 'base64' : 'utf8'), e.message);
      throw e;
    }
    if (reading.rejected) sink.reject(topic, reading.text, reading.rejected);
    for (const message of reading.messages) await sink.store(message, topic, reading.text);
  }

  return {
    async stop() {
      stopping = true;
      await inHand;
      // Forced: with messages queued behind the refused next one the socket is never read to its end,
      // so a polite DISCONNECT waits for ever (a backlog hung the server's shutdown). What was not
      // acknowledged the broker delivers again, and it counts once.
      await client.endAsync(true);
    },
  };
};
