import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';

/** Rollout Info (Ctrl+Alt+A): the git hash, build date and last merge date, fixed at build time. */
function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

// The workbench is built from workbench/index.html into dist/, which the server serves.
export default defineConfig({
  root: 'workbench',
  publicDir: '../public',
  plugins: [react()],
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
    sourcemap: true,
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
