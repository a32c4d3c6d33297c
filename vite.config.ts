import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The workbench is built from workbench/index.html into dist/, which the server serves.
export default defineConfig({
  root: 'workbench',
  publicDir: '../public',
  plugins: [react()],
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
