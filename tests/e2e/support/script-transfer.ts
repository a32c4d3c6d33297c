import type { Page, Response } from '@playwright/test';

/** The issue 8 budgets: JavaScript transferred (compressed, as Chromium receives it). */
export const LANDING_SCRIPT_BUDGET = 150 * 1024;
export const SHELL_SCRIPT_BUDGET = 260 * 1024;

export interface ScriptTransfer {
  files: number;
  /** Bytes on the wire: the encoded (compressed) bodies. */
  transferred: number;
  /** Bytes after decoding. */
  decoded: number;
  /** Content-Encoding of each script (br, gzip or none). */
  encodings: string[];
  /** The largest scripts: path and transferred bytes. */
  largest: Array<{ path: string; transferred: number }>;
}

/**
 * Collects every script response of the page from now on; `done()` waits for the bodies and sums
 * Chromium's encoded sizes (request.sizes().responseBodySize: what came over the wire).
 */
export function watchScripts(page: Page): { done(): Promise<ScriptTransfer>; snapshot(): Promise<ScriptTransfer> } {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', listener);
  const sum = async (list: readonly Response[]): Promise<ScriptTransfer> => {
      let transferred = 0;
      let decoded = 0;
      const encodings: string[] = [];
      const sized: Array<{ path: string; transferred: number }> = [];
      for (const response of list) {
        await response.finished();
        const sizes = await response.request().sizes();
        transferred += sizes.responseBodySize;
        decoded += (await response.body()).length;
        encodings.push((await response.headerValue('content-encoding')) ?? 'none');
        sized.push({ path: new URL(response.url()).pathname, transferred: sizes.responseBodySize });
      }
      const largest = sized.sort((a, b) => b.transferred - a.transferred).slice(0, 5);
      return { files: list.length, transferred, decoded, encodings, largest };
  };
  return {
    /** What has been requested so far (the page keeps loading). */
    snapshot: () => sum([...responses]),
    async done() {
      page.off('response', listener);
      return sum(responses);
    },
  };
}

export function formatTransfer(name: string, t: ScriptTransfer, budget: number): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const verdict = t.transferred <= budget ? 'within budget' : 'OVER BUDGET';
  return `${name.padEnd(30)} ${String(t.files).padStart(3)} scripts  ${kb(t.transferred).padStart(10)} transferred (${kb(t.decoded)} decoded)  budget ${kb(budget)}  ${verdict}`;
}
