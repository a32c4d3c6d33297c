import { build } from 'esbuild';
import { join } from 'node:path';

/** Bundles the harness page's script (with the real auth0-spa-js) into memory; nothing is downloaded. */
export async function buildHarnessScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'harness', 'harness.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
