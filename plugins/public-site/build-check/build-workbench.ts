import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Builds the workbench with the project's vite.config.ts into a fresh temporary folder (so dist/,
 * which the server serves, is left alone) and answers that folder.
 */
export async function buildWorkbench(projectRoot: string = process.cwd()): Promise<string> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'oee-build-'));
  await build({
    configFile: resolve(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  return outDir;
}
