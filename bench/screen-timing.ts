import type { Page, Request } from '@playwright/test';

/** One timed action: milliseconds from the action to its data on screen, and bytes over the wire meanwhile. */
export interface ScreenSample {
  ms: number;
  bytes: number;
  /** The requests that finished in the window, in start order: where the time went. */
  requests: RequestTiming[];
}

/** One request of a timed action: when it started after the action, how long it took, what it moved. */
export interface RequestTiming {
  name: string;
  startMs: number;
  ms: number;
  bytes: number;
}

/** A request's short name: its path, and a GraphQL operation's name. */
function requestName(request: Request): string {
  const path = new URL(request.url()).pathname;
  const body = request.method() === 'POST' ? request.postData() : null;
  const operation = body && path.endsWith('/graphql') ? /"operationName"\s*:\s*"(\w+)"/.exec(body)?.[1] : undefined;
  return operation ? `${path} ${operation}` : `${request.method()} ${path}`;
}

export interface ScreenFigures {
  screen: string;
  kind: 'screen' | 'interaction';
  runs: number;
  p50: number;
  p95: number;
  /** Median bytes transferred (headers and encoded bodies of the requests finished in the window). */
  bytes: number;
  target: number;
  met: boolean;
}

/** The issue 39 targets: p95 of a screen under 1 s on PostgreSQL, 1.5 s embedded; interactions under 500 ms. */
export function targetFor(kind: ScreenFigures['kind'], embedded: boolean): number {
  if (kind === 'interaction') return 500;
  return embedded ? 1500 : 1000;
}

/**
 * Runs `action`, then waits for `ready` (data on screen), and returns the time between and the
 * bytes of the requests that finished meanwhile (Chromium's encoded sizes: what came over the wire).
 */
export async function timeAction(page: Page, action: () => Promise<void>, ready: () => Promise<void>): Promise<ScreenSample> {
  const finished: Request[] = [];
  const onFinished = (request: Request) => finished.push(request);
  page.on('requestfinished', onFinished);
  const started = performance.now();
  const startedAt = Date.now();
  try {
    await action();
    await ready();
  } finally {
    page.off('requestfinished', onFinished);
  }
  const ms = performance.now() - started;
  let bytes = 0;
  const requests: RequestTiming[] = [];
  for (const request of finished) {
    const sizes = await request.sizes();
    const size = sizes.responseBodySize + sizes.responseHeadersSize;
    bytes += size;
    const t = request.timing();
    requests.push({ name: requestName(request), startMs: Math.round(t.startTime - startedAt), ms: Math.round(t.responseEnd), bytes: size });
  }
  requests.sort((a, b) => a.startMs - b.startMs);
  return { ms, bytes, requests };
}

/** The nearest-rank percentile of the samples (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no samples');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summariseScreen(screen: string, kind: ScreenFigures['kind'], samples: ReadonlyArray<Pick<ScreenSample, 'ms' | 'bytes'>>, embedded: boolean): ScreenFigures {
  const target = targetFor(kind, embedded);
  const p95 = percentile(samples.map((s) => s.ms), 95);
  return {
    screen,
    kind,
    runs: samples.length,
    p50: Math.round(percentile(samples.map((s) => s.ms), 50)),
    p95: Math.round(p95),
    bytes: percentile(samples.map((s) => s.bytes), 50),
    target,
    met: p95 < target,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The figures as a fixed-width table, one line a screen, each beside its target. */
export function formatScreenTable(rows: readonly ScreenFigures[]): string {
  const header = ['screen / interaction', 'runs', 'p50 ms', 'p95 ms', 'target', 'bytes (median)', ''];
  const lines = rows.map((r) => [r.screen, String(r.runs), String(r.p50), String(r.p95), `< ${r.target}`, kib(r.bytes), r.met ? 'ok' : 'OVER']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/** A sample's requests as a waterfall: start after the action, duration, size (SCREENS_TRACE=1). */
export function formatWaterfall(screen: string, sample: ScreenSample): string {
  const lines = sample.requests.map((r) => `  +${String(r.startMs).padStart(5)} ms ${String(r.ms).padStart(5)} ms ${kib(r.bytes).padStart(10)}  ${r.name}`);
  return [`${screen}: ${Math.round(sample.ms)} ms, ${sample.requests.length} requests`, ...lines].join('\n');
}
