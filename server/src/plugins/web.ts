import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND } from '../http/errors.js';

/** The web app's build output, `web/dist` at the repository root. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface WebOptions {
  webDistDir: string;
}

/**
 * Serves the built web app. Any other GET outside /api gets index.html, so the portal's own router takes
 * the path. Without a build, those GETs get a short Dutch page that points at the API. Everything else
 * that matches no route is the Dutch 404.
 */
async function web(app: FastifyInstance, options: WebOptions): Promise<void> {
  const built = existsSync(join(options.webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: options.webDistDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(path);
    if (!isPage) return reply.status(404).send({ detail: NOT_FOUND });
    // A missing asset is a 404, not the portal: a stale page would otherwise get HTML for its script.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).send({ detail: NOT_FOUND });
    }
    if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>Beloning</title></head>
<body>
<h1>Beloning</h1>
<p>Het portaal is nog niet gebouwd (de map <code>web/dist</code> ontbreekt).
Bouw het met <code>npm run build -w web</code> of start opnieuw met <code>npm start</code>.</p>
<p>De API draait wel: zie <a href="/api/health">/api/health</a> en de
<a href="/api/docs">API-beschrijving (OpenAPI)</a>.</p>
</body>
</html>
`;

export default fp(web, { name: 'web' });
