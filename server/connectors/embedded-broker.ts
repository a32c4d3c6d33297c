import { createServer, type Server } from 'node:net';
import { Aedes } from 'aedes';
import type { Logger } from '../http/context';

export interface EmbeddedBrokerConfig {
  port: number;
  host: string;
  /** When set, clients must sign in with them; otherwise the broker is open (keep it on loopback). */
  username?: string;
  password?: string;
}

/**
 * An MQTT broker inside the server (aedes, sessions in memory), for trying the Data Sources with
 * nothing installed: MQTT_BROKER_PORT turns it on, MQTT_BROKER_HOST (default 127.0.0.1) widens it.
 * A plant uses its own broker (Mosquitto, HiveMQ, EMQX); only the source's URL changes.
 */
export async function startEmbeddedBroker(config: EmbeddedBrokerConfig, log: Logger): Promise<{ url: string; stop(): Promise<void> }> {
  const broker = await Aedes.createBroker();
  if (config.username !== undefined) {
    broker.authenticate = (_client, username, password, done) => {
      const ok = username === config.username && password?.toString('utf8') === config.password;
      done(ok ? null : Object.assign(new Error('Bad username or password'), { returnCode: 4 }), ok);
    };
  }
  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `mqtt://${config.host}:${port}`;
  log.info(`MQTT broker: listening at ${url}${config.username !== undefined ? ' (username and password required)' : ''}`);
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
