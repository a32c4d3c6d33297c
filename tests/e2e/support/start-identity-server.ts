import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

export interface IdentityServer {
  url: string;
  /** Every line the server logged so far (the password-reset "emails" among them). */
  logs(): string[];
  /** Stops the process and starts it again on the same port and data folder. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = join(import.meta.dirname, 'serve-identity.ts');

/** Starts the identity test server as a child process with an embedded database in a fresh temp folder. */
export async function startIdentityServer(): Promise<IdentityServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oee-identity-'));
  const port = await freePort();
  const lines: string[] = [];
  let child: ChildProcess | undefined;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let buffered = '';
      const onData = (chunk: Buffer) => {
        buffered += chunk.toString();
        const parts = buffered.split('\n');
        buffered = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          if (line.startsWith('READY ')) resolve();
        }
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`identity server exited with ${code}:\n${lines.slice(-30).join('\n')}`)));
    });

  const halt = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    logs: () => [...lines],
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
