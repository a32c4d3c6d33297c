import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPublicPage, forbiddenLibraries, readChunkGraph, staticClosure } from './chunk-graph';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a small build folder shaped like Vite's output: chunks, source maps and index.html. */
function fakeBuild(chunks: Record<string, { code: string; sources: string[] }>, html: string) {
  root = mkdtempSync(join(tmpdir(), 'wb2-chunks-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), html);
  for (const [name, { code, sources }] of Object.entries(chunks)) {
    writeFileSync(join(dist, 'assets', name), code);
    writeFileSync(join(dist, 'assets', `${name}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  return readChunkGraph(dist, root);
}

const HTML = '<script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/react-B.js">';

describe('built chunk graph (the first public page loads no heavy library)', () => {
  it('follows static imports from index.html and the landing page, not dynamic ones', () => {
    const graph = fakeBuild(
      {
        'index-A.js': { code: 'import{t as e}from"./react-B.js";const p=()=>import("./landing-page-C.js"),q=()=>import("./graph-D.js");', sources: ['../../workbench/main.tsx'] },
        'react-B.js': { code: 'var t=1;export{t};', sources: ['../../node_modules/react/index.js'] },
        'landing-page-C.js': { code: 'import{t}from"./react-B.js";import"./layout-E.js";', sources: ['../../plugins/public-site/pages/landing-page.tsx'] },
        'layout-E.js': { code: 'export const l=1;', sources: ['../../plugins/public-site/layout/public-layout.tsx'] },
        'graph-D.js': { code: 'import{t}from"./react-B.js";', sources: ['../../node_modules/plotly.js/dist/plotly.min.js', '../../node_modules/@auth0/auth0-spa-js/dist/x.js'] },
      },
      HTML,
    );
    expect(graph.entries).toEqual(['assets/index-A.js', 'assets/react-B.js']);
    expect(graph.chunks.get('assets/index-A.js')?.dynamicImports).toEqual(['assets/landing-page-C.js', 'assets/graph-D.js']);
    expect(firstPublicPage(graph).sort()).toEqual(['assets/index-A.js', 'assets/landing-page-C.js', 'assets/layout-E.js', 'assets/react-B.js']);
    expect(forbiddenLibraries(graph, firstPublicPage(graph))).toEqual([]);
    expect(forbiddenLibraries(graph, ['assets/graph-D.js']).map((f) => f.library)).toEqual(['plotly', 'auth0']);
  });

  it('catches a heavy library that the entry imports statically', () => {
    const graph = fakeBuild(
      {
        'index-A.js': { code: 'import"./three-X.js";import"./react-B.js";const p=()=>import("./landing-page-C.js");', sources: ['../../workbench/main.tsx'] },
        'react-B.js': { code: '', sources: ['../../node_modules/react/index.js'] },
        'three-X.js': { code: '', sources: ['../../node_modules/three/build/three.core.js', '../../node_modules/foo/node_modules/@apollo/client/core.js'] },
        'landing-page-C.js': { code: '', sources: ['../../plugins/public-site/pages/landing-page.tsx'] },
      },
      HTML,
    );
    expect(forbiddenLibraries(graph, firstPublicPage(graph)).map((f) => [f.file, f.library])).toEqual([
      ['assets/three-X.js', 'three'],
      ['assets/three-X.js', 'apollo'],
    ]);
  });

  it('refuses a build whose import points at a missing chunk', () => {
    const graph = fakeBuild({ 'index-A.js': { code: 'import"./gone.js";', sources: ['../../workbench/main.tsx'] } }, HTML.replace(/<link[^>]*>/, ''));
    expect(() => staticClosure(graph, graph.entries)).toThrow('Chunk assets/gone.js is imported but missing from the build.');
  });

  it('refuses a build without source maps, which could hide a heavy library', () => {
    expect(() => fakeBuild({ 'index-A.js': { code: '', sources: [] } }, HTML)).toThrow(/must keep sourcemap: true/);
  });
});
