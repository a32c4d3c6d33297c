import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time (ms) of a CPU profile, summed by script file and by function, largest first. */
export function selfTimes(profile: CpuProfile): { byScript: Array<[string, number]>; byFunction: Array<[string, number]> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const scripts = new Map<string, number>();
  const functions = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = nodes.get(samples[i]!)?.callFrame;
    // A sample's time is the delta to the next one.
    const ms = (deltas[i + 1] ?? 0) / 1000;
    if (!frame) continue;
    const script = frame.url ? (frame.url.split('/').pop() ?? frame.url) : `(${frame.functionName || 'native'})`;
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { byScript: sorted(scripts), byFunction: sorted(functions) };
}

/**
 * SCREENS_PROFILE=<folder>: the browser's CPU profile of one timed action, written as
 * <folder>/<name>.cpuprofile (Chrome DevTools opens it), and its heaviest scripts and functions by
 * self time printed: where the main thread's time went between the action and the data on screen.
 */
export async function profiled<T>(page: Page, name: string, act: () => Promise<T>): Promise<T> {
  const folder = process.env['SCREENS_PROFILE'];
  if (!folder) return act();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  try {
    return await act();
  } finally {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.detach();
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name.trim().replace(/[^\w]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    const { byScript, byFunction } = selfTimes(profile);
    const line = ([what, ms]: [string, number]) => `    ${ms.toFixed(0).padStart(6)} ms  ${what}`;
    console.log(`cpu profile of ${name}: ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms\n  by script:\n${byScript.slice(0, 12).map(line).join('\n')}\n  by function:\n${byFunction.slice(0, 15).map(line).join('\n')}`);
  }
}
