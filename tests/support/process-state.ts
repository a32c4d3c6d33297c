import { readdirSync, readFileSync } from 'node:fs';

/** What one integration file can change in the process the next file runs in (issue 31: files share one). */
export interface ProcessState {
  env: Record<string, string | undefined>;
  cwd: string;
  /** From /proc (process.umask() without an argument is deprecated); undefined off Linux. */
  umask: string | undefined;
  /** Child processes still running (not zombies), by pid, with their command lines. */
  children: Map<number, string>;
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function runningChildren(): Map<number, string> {
  const children = new Map<number, string>();
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${process.pid}/task`);
  } catch {
    return children;
  }
  for (const task of tasks) {
    for (const pid of (readProc(`/proc/${process.pid}/task/${task}/children`) ?? '').split(' ').filter(Boolean).map(Number)) {
      // The state follows the parenthesised command name: Z is exited, waiting to be reaped.
      const stat = readProc(`/proc/${pid}/stat`);
      if (!stat || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      children.set(pid, (readProc(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim());
    }
  }
  return children;
}

export function processState(): ProcessState {
  return {
    env: { ...process.env },
    cwd: process.cwd(),
    umask: /^Umask:\s*(\d+)$/m.exec(readProc('/proc/self/status') ?? '')?.[1],
    children: runningChildren(),
  };
}

/** What changed from `before` to `after`, one line each; empty when nothing did. */
export function processStateChanges(before: ProcessState, after: ProcessState): string[] {
  const changes: string[] = [];
  for (const name of new Set([...Object.keys(before.env), ...Object.keys(after.env)])) {
    if (before.env[name] !== after.env[name]) changes.push(`process.env.${name}: ${JSON.stringify(before.env[name])} -> ${JSON.stringify(after.env[name])}`);
  }
  if (before.cwd !== after.cwd) changes.push(`cwd: ${before.cwd} -> ${after.cwd}`);
  if (before.umask !== after.umask) changes.push(`umask: ${before.umask} -> ${after.umask}`);
  for (const [pid, command] of after.children) {
    if (!before.children.has(pid)) changes.push(`child process ${pid} still running: ${command}`);
  }
  return changes;
}

/** Puts env, cwd and umask back as they were in `before` (children are the file's own to stop). */
export function restoreProcessState(before: ProcessState): void {
  for (const name of Object.keys(process.env)) if (!(name in before.env)) delete process.env[name];
  for (const [name, value] of Object.entries(before.env)) if (process.env[name] !== value) process.env[name] = value;
  if (process.cwd() !== before.cwd) process.chdir(before.cwd);
  if (before.umask !== undefined) process.umask(parseInt(before.umask, 8));
}
