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
  /** Every script: its path (/assets/...) and sizes. */
  scripts: LoadedScript[];
}

export interface LoadedScript {
  path: string;
  transferred: number;
  decoded: number;
  encoding: string;
}

function summarise(scripts: readonly LoadedScript[]): ScriptTransfer {
  const sum = (pick: (s: LoadedScript) => number) => scripts.reduce((n, s) => n + pick(s), 0);
  return {
    files: scripts.length,
    transferred: sum((s) => s.transferred),
    decoded: sum((s) => s.decoded),
    encodings: scripts.map((s) => s.encoding),
    largest: [...scripts].sort((a, b) => b.transferred - a.transferred).slice(0, 5).map(({ path, transferred }) => ({ path, transferred })),
    scripts: [...scripts],
  };
}

/** The part of a load made of the given built files (paths relative to dist/, e.g. assets/x.js). */
export function onlyFiles(t: ScriptTransfer, files: Iterable<string>): ScriptTransfer {
  const wanted = new Set([...files].map((f) => `/${f}`));
  return summarise(t.scripts.filter((s) => wanted.has(s.path)));
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
      const scripts: LoadedScript[] = [];
      for (const response of responses) {
        await response.finished();
        scripts.push({
          path: new URL(response.url()).pathname,
          transferred: (await response.request().sizes()).responseBodySize,
          decoded: (await response.body()).length,
          encoding: (await response.headerValue('content-encoding')) ?? 'none',
        });
      }
      return summarise(scripts);
    },
  };
}

export function formatTransfer(name: string, t: ScriptTransfer, budget?: number): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const verdict = budget === undefined ? '' : `  budget ${kb(budget)}  ${t.transferred <= budget ? 'within budget' : 'OVER BUDGET'}`;
  return `${name.padEnd(30)} ${String(t.files).padStart(3)} scripts  ${kb(t.transferred).padStart(10)} transferred (${kb(t.decoded)} decoded)${verdict}`;
}
