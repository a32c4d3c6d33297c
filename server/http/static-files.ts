import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface StaticDirs {
  /** The built browser app (vite build); absent before the first build. */
  distDir: string;
  /** Files served as-is: /terms.html, /privacy.html, logos. */
  publicDir: string;
}

const API_PATH = /^\/(v1|ws)(\/|$)/;

/**
 * Serves the built app and public/, and answers every other GET outside /v1/ and /ws/ with the app's
 * index.html so client routes (/graph/..., /company/...) survive a reload. Unknown API paths get a
 * JSON 404 the browser's error parser reads.
 */
export async function registerStaticFiles(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  const built = existsSync(join(dirs.distDir, 'index.html'));
  const roots = [dirs.distDir, dirs.publicDir].filter((d) => existsSync(d));
  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      index: 'index.html',
      // The build writes .br and .gz beside each script and stylesheet (vite.config.ts): sent as they
      // are with Content-Encoding, by the browser's Accept-Encoding preference.
      preCompressed: true,
      // One route per file, listed once at start (the build does not change while the server runs). The
      // default wildcard route checked each request's spelling against the disk: two readdirs of the
      // ~900 built files per script, 7 of the server's 31 busy CPU-seconds in a run of reports.spec
      // (a cold page load asks for 34-75 scripts). A path not listed falls to the handler below.
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Vite fingerprints asset names, so they never change; everything else is revalidated.
        reply.header('cache-control', path.startsWith(join(dirs.distDir, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PATH.test(path)) return reply.code(404).send({ detail: `Not found: ${request.method} ${path}` });
    if ((request.method === 'GET' || request.method === 'HEAD') && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.distDir);
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.code(404).type('text/plain').send('The browser app is not built yet: run `npm run build` (npm start does it).');
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${path}` });
  });
}
