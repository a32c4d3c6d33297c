import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in these ticks on every architecture Node runs on. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds (user + system) a process or thread has used so far, from Linux's /proc/<entry>/stat
 * (`entry`: a pid, 'self' or 'thread-self'; with `children`, its waited-for children's too); undefined
 * where there is no /proc or the process is gone. On a shared machine wall-clock times measure the other
 * processes as much as one's own work; CPU time does not.
 */
export function procCpuSeconds(entry: number | string, opts: { children?: boolean } = {}): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command's closing parenthesis: utime, stime, cutime, cstime at 11-14.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(f[11]) + Number(f[12]) + (opts.children ? Number(f[13]) + Number(f[14]) : 0);
  return ticks / CLOCK_TICKS;
}
