import type { Browser } from '@playwright/test';

/** CPU seconds a test cost, by process kind: Chromium's renderer, GPU, browser and network processes, and the server. */
export type CpuByProcess = Record<string, number>;

/** The annotation a test's CPU travels in from its worker to the reporter. */
export const CPU_ANNOTATION = 'cpu-seconds';

/** Chromium's processes and the CPU seconds each has used so far, by process id (CDP SystemInfo). */
export async function chromiumProcessCpu(browser: Browser): Promise<Map<number, { type: string; cpu: number }>> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ id: number; type: string; cpuTime: number }> };
    return new Map(processInfo.map((p) => [p.id, { type: p.type.replace('network.mojom.NetworkService', 'network'), cpu: p.cpuTime }]));
  } finally {
    await cdp.detach();
  }
}

/**
 * What the processes alive at the end used since the start (a process born since counts whole). A
 * process that ended within the test (a second context the test closed) is not counted.
 */
export function cpuSince(before: Map<number, { type: string; cpu: number }>, after: Map<number, { type: string; cpu: number }>): CpuByProcess {
  const used: CpuByProcess = {};
  for (const [id, { type, cpu }] of after) used[type] = (used[type] ?? 0) + cpu - (before.get(id)?.cpu ?? 0);
  return used;
}
