import mqtt from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startEmbeddedBroker } from './embedded-broker';

let broker: { url: string; stop(): Promise<void> };
const log = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  broker = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', username: 'demo', password: 'pw' }, log);
});
afterAll(() => broker.stop());

it('the embedded broker is off unless MQTT_BROKER_PORT is set, and listens on loopback by default', () => {
  expect(loadConfig({}).mqttBroker).toBeUndefined();
  expect(loadConfig({ MQTT_BROKER_PORT: '1883' }).mqttBroker).toEqual({ port: 1883, host: '127.0.0.1' });
  expect(() => loadConfig({ MQTT_BROKER_PORT: 'x' })).toThrow("MQTT_BROKER_PORT must be a whole number from 0 to 65535, got 'x'");
});

it('carries a QoS 1 message from a publisher to a subscriber, and refuses a wrong password', async () => {
  const sub = await mqtt.connectAsync(broker.url, { username: 'demo', password: 'pw' });
  const pub = await mqtt.connectAsync(broker.url, { username: 'demo', password: 'pw' });
  await sub.subscribeAsync('ia/#', { qos: 1 });
  const received = new Promise<string>((resolve) => sub.on('message', (topic, payload) => resolve(`${topic} ${payload.toString()}`)));
  await pub.publishAsync('ia/acme/site/M1/count', '{"count":1}', { qos: 1 });
  expect(await received).toBe('ia/acme/site/M1/count {"count":1}');
  await Promise.all([sub.endAsync(), pub.endAsync()]);
  await expect(mqtt.connectAsync(broker.url, { username: 'demo', password: 'wrong', reconnectPeriod: 0 })).rejects.toThrow(/Bad username or password/);
});
