import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunksFrom, staticClosure, type ChunkGraph } from './chunk-graph';

export interface SizeRow {
  name: string;
  files: number;
  raw: number;
  gzip: number;
}

function size(graph: ChunkGraph, name: string, files: readonly string[]): SizeRow {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(graph.dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { name, files: files.length, raw, gzip };
}

/**
 * Sizes of what index.html loads (the initial chunks) and, per plugin folder, of the chunks built from
 * that plugin's sources that are not already part of the initial load.
 */
export function chunkSizes(graph: ChunkGraph, pluginsDir: string): SizeRow[] {
  const initial = staticClosure(graph, graph.entries);
  const rows = [size(graph, 'initial (index.html)', initial)];
  const plugins = readdirSync(pluginsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const id of plugins) {
    const own = chunksFrom(graph, `plugins/${id}/`).filter((f) => !initial.includes(f));
    rows.push(size(graph, `plugin ${id}`, staticClosure(graph, own).filter((f) => !initial.includes(f))));
  }
  return rows;
}

/** A table of the rows; the last column is each row's gzip size over the first row's (the initial load). */
export function formatSizes(rows: readonly SizeRow[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(11);
  const baseline = rows[0]?.gzip ?? 0;
  const ratio = (n: number) => (baseline > 0 ? `${(n / baseline).toFixed(2)}x` : '-').padStart(10);
  const lines = rows.map((r) => `${r.name.padEnd(32)}${String(r.files).padStart(6)}${kb(r.raw)}${kb(r.gzip)}${ratio(r.gzip)}`);
  return [`${'chunks'.padEnd(32)}${'files'.padStart(6)}${'raw'.padStart(11)}${'gzip'.padStart(11)}${'/initial'.padStart(10)}`, ...lines].join('\n');
}
