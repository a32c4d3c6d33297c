import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksFrom, firstPublicPage, forbiddenLibraries, readChunkGraph, type ChunkGraph } from './chunk-graph';
import { buildWorkbench } from './build-workbench';

let outDir: string;
let graph: ChunkGraph;
beforeAll(async () => {
  outDir = await buildWorkbench();
  graph = readChunkGraph(outDir);
}, 300_000);
afterAll(() => outDir && rmSync(outDir, { recursive: true, force: true }));

describe('the built workbench (issue 5: the initial public page stays light)', () => {
  it('loads no chart, grid, map, 3D, export, auth0, apollo or GraphQL library on the first public page', () => {
    const files = firstPublicPage(graph);
    expect(files.length).toBeGreaterThan(0);
    expect(forbiddenLibraries(graph, files)).toEqual([]);
  });

  it('keeps the public pages out of the entry chunk (they load lazily)', () => {
    const pages = chunksFrom(graph, 'plugins/public-site/pages/');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.some((f) => graph.entries.includes(f))).toBe(false);
  });
});
