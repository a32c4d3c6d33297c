import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksFrom, firstPublicPage, forbiddenLibraries, readChunkGraph, signedInShell, type ChunkGraph } from './chunk-graph';
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

describe('the built workbench (issue 8: the signed-in shell stays light)', () => {
  it('keeps the chart, grid, map, 3D, export and GraphQL libraries out of the signed-in shell (its pages bring them)', () => {
    const shell = signedInShell(graph);
    expect(forbiddenLibraries(graph, shell).filter((f) => f.library !== 'auth0')).toEqual([]);
  });

  it('gathers the shell into one chunk the landing page never loads (vite-shell-chunk.ts)', () => {
    const shell = chunksFrom(graph, 'workbench/shell/shell.tsx');
    expect(shell).toHaveLength(1);
    expect(chunksFrom(graph, 'workbench/explorer/explorer-panel.tsx')).toEqual(shell);
    expect(firstPublicPage(graph)).not.toContain(shell[0]);
  });
});
