import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { mqttSettingsSchema, type TagMapping } from '../../core/connectors';
import type { Queryable } from '../db/database';
import { companySources, insertSource, type StoredSource } from './source-store';

/** The data source through which the demo plant's simulator feeds itself when SIMULATOR_MQTT_URL is set. */
export const SIMULATOR_SOURCE_NAME = 'Demo simulator (UMH)';

/** The broker URL without its sign-in, and the sign-in (mqtt://user:password@host:port). */
export function splitBrokerUrl(url: string): { url: string; username: string; password: string } {
  const u = new URL(url);
  const username = decodeURIComponent(u.username);
  const password = decodeURIComponent(u.password);
  u.username = '';
  u.password = '';
  return { url: u.toString().replace(/\/$/, ''), username, password };
}

/**
 * The demo company's source for the simulator's messages: kept as the user left it when it exists
 * (paused or edited on the Data Sources screen), else added as an mqtt/umh source of that broker.
 */
export async function ensureSimulatorSource(db: Queryable, companyId: number, brokerUrl: string, topics: string[], mapping: TagMapping[]): Promise<{ source: StoredSource; added: boolean }> {
  const find = async () => (await companySources(db, companyId)).find((s) => s.name === SIMULATOR_SOURCE_NAME);
  const existing = await find();
  if (existing) return { source: existing, added: false };
  const broker = splitBrokerUrl(brokerUrl);
  const settings = mqttSettingsSchema.parse({ topics, format: 'umh', mapping });
  await insertSource(db, companyId, { name: SIMULATOR_SOURCE_NAME, kind: 'mqtt', ...broker, enabled: true, settings }, `oee-demo-${randomBytes(9).toString('base64url')}`);
  return { source: (await find())!, added: true };
}

/**
 * Opens the source's persistent session at the broker (its client id, clean: false, its topics at
 * QoS 1) and leaves: the broker then keeps the simulator's messages for the connector until it
 * connects, so nothing published before the server's connector first subscribed is lost.
 */
export async function openSourceSession(source: Pick<StoredSource, 'url' | 'username' | 'password' | 'clientId' | 'settings'>): Promise<void> {
  const settings = source.settings as { topics: string[] };
  const client = await mqtt.connectAsync(source.url, {
    clientId: source.clientId,
    clean: false,
    username: source.username || undefined,
    password: source.password || undefined,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });
  try {
    await client.subscribeAsync(settings.topics, { qos: 1 });
  } finally {
    await client.endAsync();
  }
}

export interface SimulatorPublisher {
  /** Resolves once the broker has acknowledged every message (QoS 1); throws when it could not. */
  publish(messages: ReadonlyArray<{ topic: string; payload: string }>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The simulator's side of the demo over MQTT: makes sure the demo company's source exists, opens
 * its session at the broker (when the source is enabled), then publishes as its own client.
 */
export async function startSimulatorPublisher(db: Queryable, companyId: number, brokerUrl: string, topics: string[], mapping: TagMapping[]): Promise<SimulatorPublisher> {
  const { source } = await ensureSimulatorSource(db, companyId, brokerUrl, topics, mapping);
  if (source.enabled) await openSourceSession(source);
  const broker = splitBrokerUrl(brokerUrl);
  const client = await mqtt.connectAsync(broker.url, {
    clientId: `oee-demo-publisher-${randomBytes(6).toString('base64url')}`,
    username: broker.username || undefined,
    password: broker.password || undefined,
    reconnectPeriod: 1_000,
  });
  return {
    // In one go: mqtt.js sends them in order, so one machine's topic keeps its time order.
    publish: async (messages) => void (await Promise.all(messages.map((m) => client.publishAsync(m.topic, m.payload, { qos: 1 })))),
    stop: () => client.endAsync(),
  };
}
