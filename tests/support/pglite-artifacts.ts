import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** PGlite's compiled WebAssembly module and its file-system bundle (pglite.data). */
export interface PgliteArtifacts {
  wasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}

let loaded: Promise<PgliteArtifacts> | undefined;

/**
 * Read and compiled once per test process, then handed to each embedded database it opens: every
 * database runs on its own worker thread, which would otherwise read both files and compile the 9 MB
 * module anew (the compiled code is shared between threads, including what V8 compiles lazily later).
 */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  loaded ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, fsBundle] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle };
  })();
  return loaded;
}
