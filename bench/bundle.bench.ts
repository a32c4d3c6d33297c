import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildWorkbench } from '../plugins/public-site/build-check/build-workbench';
import { readChunkGraph } from '../plugins/public-site/build-check/chunk-graph';
import { chunkSizes, formatSizes, type SizeRow } from '../plugins/public-site/build-check/chunk-sizes';

/**
 * Bundle sizes: builds the workbench into a temporary folder and prints the raw and gzip size of the
 * initial chunks (what index.html loads) and of each plugin's own lazy chunks, with each row's gzip
 * size as a ratio of the initial load (the baseline of this run).
 */
export async function runBundleBench(): Promise<SizeRow[]> {
  const outDir = await buildWorkbench();
  try {
    const rows = chunkSizes(readChunkGraph(outDir), resolve('plugins'));
    console.log(formatSizes(rows));
    return rows;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export default runBundleBench;
