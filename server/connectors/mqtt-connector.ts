import mqtt, { type IClientOptions, type IPublishPacket, type Packet } from 'mqtt';
import { parseMessage, RejectedMessage, SparkplugReader, type MqttSettings, type ParsedMessage } from '../../core/connectors';
import { MIN_BACKOFF_MS, nextBackoff } from './backoff';
import type { ConnectorFactory, ConnectorSink } from './connector';
import { MessageBatcher } from './message-batcher';
import { ACK_AFTER_STORING, holdAck, sendHeldAck, type HeldAck } from './mqtt-puback';
import { decodeSparkplug, rebirthRequest } from './sparkplug-codec';

/** MQTT 5: how long the broker keeps the session (and its queued QoS 1 messages) while we are away. */
const SESSION_EXPIRY_S = 7 * 86_400;
/**
 * Messages stored in one transaction at most, and how long the first of a batch waits for others:
 * long enough for the messages of one TCP read to join it. Under load a batch is what arrived while
 * the previous one was stored, so waiting longer only adds latency.
 */
export const BATCH_MAX_MESSAGES = 500;
export const BATCH_LINGER_MS = 2;
/**
 * MQTT 5: unacknowledged messages the broker may send us, one batch being stored and one filling.
 * MQTT 3.1.1 has no such setting: the broker's own limit applies (mosquitto's max_inflight_messages).
 */
export const RECEIVE_MAXIMUM = 2 * BATCH_MAX_MESSAGES;

type Stored = Parameters<ConnectorSink['storeAll']>[0][number];

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
 * topic filters at QoS 1. Messages are taken as they arrive into bounded batches, each stored in
 * one transaction, and acknowledged (in the order they came) only after it committed. A message the
 * format or the ingestion checks refuse is rejected alone (and acknowledged, it will never read
 * better); a storage failure drops the connection without acknowledging, so the broker delivers
 * the batch again after the reconnect. Reconnects back off from 1 s to 30 s.
 */
export const startMqttConnector: ConnectorFactory<MqttSettings> = (source, sink) => {
  const s = source.settings;
  const v5 = s.protocol_version === 5;
  const options: IClientOptions = {
    clientId: source.clientId,
    clean: false,
    protocolVersion: v5 ? 5 : 4,
    ...(v5 ? { properties: { sessionExpiryInterval: SESSION_EXPIRY_S, receiveMaximum: RECEIVE_MAXIMUM } } : {}),
    username: source.username || undefined,
    password: source.password || undefined,
    reconnectPeriod: MIN_BACKOFF_MS,
    connectTimeout: 10_000,
    resubscribe: false,
    ...(s.ca ? { ca: s.ca } : {}),
    rejectUnauthorized: s.reject_unauthorized !== false,
  };
  let stopping = false;
  const batcher = new MessageBatcher<HeldAck>({ maxItems: BATCH_MAX_MESSAGES, lingerMs: BATCH_LINGER_MS, flush: storeBatch });
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
    if (packet.cmd !== 'publish') return callback();
    // Once stopping, a message is left unacknowledged: the broker delivers it to the next connection.
    if (!stopping) batcher.add(holdAck(client, packet as IPublishPacket));
    callback(ACK_AFTER_STORING);
  };

  async function storeBatch(batch: HeldAck[]): Promise<void> {
    // A message of a dropped connection is not stored now: the broker delivers it again.
    const live = batch.filter((m) => m.stream === client.stream);
    try {
      const messages = live.flatMap((m) => readings(m.packet));
      if (messages.length > 0) await sink.storeAll(messages);
      for (const m of live) if (!sendHeldAck(client, m)) break;
    } catch (e) {
      // Not acknowledged: the broker keeps the messages for the next connection.
      sink.status('error', `Storing messages failed: ${e instanceof Error ? e.message : String(e)}`);
      client.stream?.destroy();
    }
  }

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

  /** The message's readings to store; one the format cannot read is recorded as rejected. */
  function readings(packet: IPublishPacket): Stored[] {
    const { topic } = packet;
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    let reading;
    try {
      reading = read(topic, payload);
    } catch (e) {
      if (!(e instanceof RejectedMessage)) throw e;
      sink.reject(topic, payload.toString(sparkplug ? 'base64' : 'utf8'), e.message);
      return [];
    }
    if (reading.rejected) sink.reject(topic, reading.text, reading.rejected);
    return reading.messages.map((message) => ({ message, origin: topic, payload: reading.text }));
  }

  return {
    async stop() {
      stopping = true;
      await batcher.drain();
      // Forced: with messages queued behind the refused next one the socket is never read to its end,
      // so a polite DISCONNECT waits for ever (a backlog hung the server's shutdown). What was not
      // acknowledged the broker delivers again, and it counts once.
      await client.endAsync(true);
    },
  };
};
