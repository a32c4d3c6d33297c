import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
const SYSTEM_USER = 'postgres';

export interface RunningPostgres {
  /** Connection string of the server's 'postgres' database (superuser, no password, loopback only). */
  url: string;
  stop(): Promise<void>;
}

/** The bin folder of the newest Debian PostgreSQL install, or undefined when none is installed. */
export function findPostgresBin(root = PG_ROOT): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

type PgCommand = (file: string, args: string[]) => Promise<unknown>;

/** A temp folder owned by the user PostgreSQL runs as, and the way to run its programs as that user. */
async function clusterHome(): Promise<{ dir: string; cmd: PgCommand; bin: string }> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`no PostgreSQL found under ${PG_ROOT}; install it with: apt-get install -y postgresql`);
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'oee-pg-'));
  const cmd: PgCommand = async (file, args) => {
    const full = join(bin, file);
    return asRoot ? run('runuser', ['-u', SYSTEM_USER, '--', full, ...args]) : run(full, args);
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', SYSTEM_USER]);
    const { stdout: gid } = await run('id', ['-g', SYSTEM_USER]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  return { dir, cmd, bin };
}

const serverOptions = (port: number, socketDir: string) =>
  `-h 127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;

/**
 * Starts a throw-away PostgreSQL server from Debian's packages: initdb into a fresh temp folder, then
 * pg_ctl start on 127.0.0.1 and a free port. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to and runs as the 'postgres' system user. Durability is off: tests only.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const { dir, cmd, bin } = await clusterHome();
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    // initdb's pg_hba.conf trusts replication connections from 127.0.0.1 too, so a standby can follow this server.
    await cmd('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await cmd('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions(port, dir)]);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL from ${bin}: ${(e as Error).message}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cmd('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningStandby extends RunningPostgres {
  /** Stops the standby's server (its data stays) and starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
}

/**
 * A streaming standby of `primaryUrl`'s server (pg_basebackup -R: a hot standby that replays the primary's WAL as it
 * streams), on its own free port on 127.0.0.1 (issue 40).
 */
export async function startStandby(primaryUrl: string): Promise<RunningStandby> {
  const { dir, cmd, bin } = await clusterHome();
  const data = join(dir, 'data');
  const port = await freePort();
  const primary = new URL(primaryUrl);
  const start = () => cmd('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions(port, dir)]);
  try {
    await cmd('pg_basebackup', ['-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast']);
    await start();
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start a standby from ${bin}: ${(e as Error).message}`);
  }
  let stopped = false;
  const url = new URL(primaryUrl);
  url.port = String(port);
  return {
    url: url.toString(),
    pause: async () => {
      await cmd('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    },
    resume: async () => {
      await start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await cmd('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
