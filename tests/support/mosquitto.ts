import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const MOSQUITTO = '/usr/sbin/mosquitto';

export interface RunningMosquitto {
  url: string;
  port: number;
  /** mqtts:// on a second port, when started with a TLS certificate. */
  tlsUrl?: string;
  /** Stops the broker (SIGTERM: it saves its sessions and queued messages) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => resolve(!!s.end()));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`mosquitto did not listen on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Debian's mosquitto on 127.0.0.1 and a free port, with one user (username/password) and
 * persistence in a temp folder, so sessions and their queued QoS 1 messages survive a restart.
 */
export async function startMosquitto(user: { username: string; password: string }, tls?: { certFile: string; keyFile: string }): Promise<RunningMosquitto> {
  const dir = mkdtempSync(join(tmpdir(), 'oee-mqtt-'));
  const port = await freePort();
  const tlsPort = tls ? await freePort() : undefined;
  const passwords = join(dir, 'passwords');
  writeFileSync(passwords, '');
  execFileSync('mosquitto_passwd', ['-b', passwords, user.username, user.password]);
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${passwords}`,
      'persistence true',
      `persistence_location ${dir}/`,
      'user root',
      'log_dest none',
      'max_queued_messages 100000',
      ...(tls ? [`listener ${tlsPort} 127.0.0.1`, `certfile ${tls.certFile}`, `keyfile ${tls.keyFile}`] : []),
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
    await listening(port);
    if (tlsPort) await listening(tlsPort);
  };
  const halt = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    ...(tlsPort ? { tlsUrl: `mqtts://127.0.0.1:${tlsPort}` } : {}),
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
