import { readFileSync, readlinkSync } from 'node:fs';

/**
 * CPU seconds (user + system) the calling thread has used, from Linux's /proc/thread-self; undefined
 * elsewhere. On a shared machine a thread's wall-clock holds measure the other processes as much as
 * its own work; its CPU time does not.
 */
export function threadCpuSeconds(): number | undefined {
  try {
    const task = readlinkSync('/proc/thread-self');
    const stat = readFileSync(`/proc/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in these ticks on every architecture Node runs on. */
const CLOCK_TICKS = 100;
