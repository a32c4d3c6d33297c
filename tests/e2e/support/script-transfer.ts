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
}

/**
 * Collects every script response of the page from now on; `done()` waits for the bodies and sums
 * Chromium's encoded sizes (request.sizes().responseBodySize: what came over the wire).
 */
export function watchScripts(page: Page): { done(): Promise<ScriptTransfer> } {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', listener);
  return {
    async done() {
      page.off('response', listener);
      let transferred = 0;
      let decoded = 0;
      const encodings: string[] = [];
      for (const response of responses) {
        await response.finished();
        const sizes = await response.request().sizes();
        transferred += sizes.responseBodySize;
        decoded += (await response.body()).length;
        encodings.push((await response.headerValue('content-encoding')) ?? 'none');
      }
      return { files: responses.length, transferred, decoded, encodings };
    },
  };
}

export function formatTransfer(name: string, t: ScriptTransfer, budget: number): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const verdict = t.transferred <= budget ? 'within budget' : 'OVER BUDGET';
  return `${name.padEnd(30)} ${String(t.files).padStart(3)} scripts  ${kb(t.transferred).padStart(10)} transferred (${kb(t.decoded)} decoded)  budget ${kb(budget)}  ${verdict}`;
}
