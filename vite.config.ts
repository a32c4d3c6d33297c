import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { execSync } from 'node:child_process';
import { shellChunk } from './vite-shell-chunk';

/** Rollout Info (Ctrl+Alt+A): the git hash, build date and last merge date, fixed at build time. */
function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

const shell = shellChunk(/[\\/]workbench[\\/]host[\\/]signed-in-app\.tsx$/);

// The workbench is built from workbench/index.html into dist/, which the server serves.
export default defineConfig({
  root: 'workbench',
  publicDir: '../public',
  plugins: [
    react(),
    shell.plugin,
    // Brotli and gzip copies made once at build time, so the server sends them without compressing
    // per request (server/http/static-files.ts). Brotli at its best quality: a build compresses once
    // for every visitor, and quality 11 sends the signed-in shell about 7 % fewer bytes than 9.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  define: {
    __GIT_HASH__: JSON.stringify(git('rev-parse --short HEAD')),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    __MERGE_DATE__: JSON.stringify(git('log -1 --merges --format=%cI')),
  },
  // Workers are ES modules: the xlsx export worker loads exceljs with a dynamic import (code splitting).
  worker: { format: 'es' },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Maps are written beside the files but not named in them: a browser never fetches them, and
    // each script is some 30 bytes lighter compressed (about 1 kB over the signed-in shell's 34
    // scripts, issue 8's budget). Devtools can still be pointed at them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The captured set is already closed over its imports (vite-shell-chunk.ts); following
        // dependencies again would pull the landing page's own modules into the shell's chunk.
        // The landing page's own modules come as one chunk too (tag $initial): fewer, larger files
        // compress better (issue 8's budgets).
        codeSplitting: {
          groups: [
            { name: 'signed-in-shell', test: shell.captures, includeDependenciesRecursively: false },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: 'http://localhost:3000', ws: true },
      '/ws': { target: 'ws://localhost:3000', ws: true },
      '/authorize': 'http://localhost:3000',
      '/oauth': 'http://localhost:3000',
      '/v2': 'http://localhost:3000',
      '/.well-known': 'http://localhost:3000',
      '/userinfo': 'http://localhost:3000',
      '/interaction': 'http://localhost:3000',
    },
  },
});
