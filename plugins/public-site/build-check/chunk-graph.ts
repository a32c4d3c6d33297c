import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, posix, relative, resolve as resolvePath, sep } from 'node:path';

/** One built JavaScript chunk: its file (relative to the build folder), imports and original sources. */
export interface Chunk {
  file: string;
  bytes: number;
  staticImports: string[];
  dynamicImports: string[];
  /** Source files the chunk was built from (from its source map), e.g. node_modules/three/build/three.module.js. */
  sources: string[];
}

export interface ChunkGraph {
  dir: string;
  /** The chunks index.html loads: its module scripts and modulepreload links. */
  entries: string[];
  chunks: Map<string, Chunk>;
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;
const HTML_SCRIPT = /<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g;
const HTML_PRELOAD = /<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g;

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!);
}

function listJs(dir: string, sub = ''): string[] {
  return readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) => {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) return listJs(dir, rel);
    return e.name.endsWith('.js') ? [rel] : [];
  });
}

/**
 * A source-map source as a project path: a package file as 'node_modules/<package>/...' (the innermost
 * package when nested), any other file relative to the project root ('plugins/public-site/...').
 */
function projectPath(absolute: string, root: string): string {
  const normalised = absolute.split(sep).join('/');
  const i = normalised.lastIndexOf('/node_modules/');
  return i >= 0 ? normalised.slice(i + 1) : relative(root, absolute).split(sep).join('/');
}

/**
 * Reads a Vite build folder: which chunks index.html loads and, for every chunk, its static and
 * dynamic imports and the sources it contains (from the .map files the build writes).
 */
export function readChunkGraph(dir: string, projectRoot: string = process.cwd()): ChunkGraph {
  const htmlFile = join(dir, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`No index.html in ${dir}: run the build first.`);
  const html = readFileSync(htmlFile, 'utf8');
  const entries = [...matches(html, HTML_SCRIPT), ...matches(html, HTML_PRELOAD)].map((p) => p.replace(/^\//, ''));
  const chunks = new Map<string, Chunk>();
  for (const file of listJs(dir)) {
    const code = readFileSync(join(dir, file), 'utf8');
    const base = posix.dirname(file);
    const resolve = (p: string) => posix.normalize(posix.join(base, p));
    const mapFile = join(dir, `${file}.map`);
    // Small generated chunks (the bundler's runtime) come without a map; they contain no library.
    const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }) : { sources: [] };
    chunks.set(file, {
      file,
      bytes: Buffer.byteLength(code),
      staticImports: matches(code, STATIC_IMPORT).map(resolve),
      dynamicImports: matches(code, DYNAMIC_IMPORT).map(resolve),
      sources: map.sources.map((source) => projectPath(resolvePath(dirname(mapFile), source), projectRoot)),
    });
  }
  if (chunks.size > 0 && [...chunks.values()].every((c) => c.sources.length === 0)) {
    throw new Error(`No source maps in ${dir}: the build must keep sourcemap: true to tell which library is in which chunk.`);
  }
  return { dir, entries, chunks };
}

/** The chunks that load together with `roots`: the roots and everything they import statically. */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = graph.chunks.get(file);
    if (!chunk) throw new Error(`Chunk ${file} is imported but missing from the build.`);
    seen.add(file);
    chunk.staticImports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Chunks built from at least one source under `prefix` (e.g. 'plugins/public-site/pages/landing-page'). */
export function chunksFrom(graph: ChunkGraph, prefix: string): string[] {
  return [...graph.chunks.values()].filter((c) => c.sources.some((s) => s.startsWith(prefix))).map((c) => c.file);
}

/**
 * Heavy or sign-in-only libraries that the first public page must not load (issue 5, ARCHITECTURE.md §8):
 * charts, grids, 2D maps, 3D, exports, the identity client and GraphQL.
 */
export const NOT_ON_FIRST_PAGE: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'plotly', pattern: /^node_modules\/(plotly\.js[^/]*|react-plotly\.js)\// },
  { name: 'ag-grid', pattern: /^node_modules\/ag-grid-[^/]+\// },
  { name: 'pixi', pattern: /^node_modules\/(pixi\.js|@pixi\/[^/]+)\// },
  { name: 'three', pattern: /^node_modules\/three\// },
  { name: 'exceljs', pattern: /^node_modules\/exceljs\// },
  { name: 'jspdf', pattern: /^node_modules\/jspdf\// },
  { name: 'auth0', pattern: /^node_modules\/@auth0\// },
  { name: 'apollo', pattern: /^node_modules\/@apollo\// },
  { name: 'graphql', pattern: /^node_modules\/(graphql|graphql-ws)\// },
];

/** Which forbidden libraries each of `files` contains: [] when the first page is clean. */
export function forbiddenLibraries(graph: ChunkGraph, files: readonly string[]): Array<{ file: string; library: string; source: string }> {
  const found: Array<{ file: string; library: string; source: string }> = [];
  for (const file of files) {
    for (const source of graph.chunks.get(file)?.sources ?? []) {
      const hit = NOT_ON_FIRST_PAGE.find((l) => l.pattern.test(source));
      if (hit && !found.some((f) => f.file === file && f.library === hit.name)) found.push({ file, library: hit.name, source });
    }
  }
  return found;
}

/** The chunks of the first public page: index.html's chunks plus the landing page's chunk and what it imports. */
export function firstPublicPage(graph: ChunkGraph): string[] {
  const landing = chunksFrom(graph, 'plugins/public-site/pages/landing-page');
  if (landing.length === 0) throw new Error('The landing page chunk was not found in the build.');
  return staticClosure(graph, [...graph.entries, ...landing]);
}

/**
 * The signed-in shell's chunks (issue 8): index.html's chunks, the shell (sidebar, explorer panel,
 * dialogs' openers) and the identity client, with what they import statically. Not the first
 * page's own code, which its plugin loads lazily once the shell stands.
 */
export function signedInShell(graph: ChunkGraph): string[] {
  const shell = chunksFrom(graph, 'workbench/host/signed-in-app');
  if (shell.length === 0) throw new Error('The signed-in shell chunk was not found in the build.');
  const identity = [...chunksFrom(graph, 'workbench/sign-in/auth-runtime'), ...chunksFrom(graph, 'node_modules/@auth0/auth0-spa-js/')];
  return staticClosure(graph, [...graph.entries, ...shell, ...identity]);
}
