import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_ROWS_HEADER } from '../../../core/reports';
import type { HttpClient } from '../../api/http-client';
import { serverXlsx } from './server-xlsx-export';

/** A promise and the hands that settle it. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.useRealTimers());

describe('the server-streamed xlsx export (document 2 §9 progress)', () => {
  it("a progress answer that arrives after the file is complete reports nothing: the screen's 'Exporting' does not come back", async () => {
    vi.useFakeTimers();
    const lastChunk = deferred<void>();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array([1, 2]));
        await lastChunk.promise;
        controller.enqueue(new Uint8Array([3]));
        controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { [EXPORT_ROWS_HEADER]: '500' } }));
    const lateAnswer = deferred<{ done: number }>();
    const http = { get: vi.fn(() => lateAnswer.promise) } as unknown as HttpClient;
    const reports: Array<[number, number]> = [];

    const file = serverXlsx({ token: async () => 'token', http, fetch: fetch as unknown as typeof globalThis.fetch })({ dataset: 'inpevent' } as never, (done, total) => reports.push([done, total]));
    await vi.advanceTimersByTimeAsync(400); // a progress question goes out while the file streams
    expect(http.get).toHaveBeenCalledTimes(1);
    lastChunk.resolve();
    expect((await file).size).toBe(3);
    lateAnswer.resolve({ done: 250 }); // ... and its answer comes after the file
    await vi.advanceTimersByTimeAsync(1_000);

    expect(reports).toEqual([[0, 500], [500, 500]]);
  });
});
