import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND } from '../http/errors.js';
import { isStaticFile } from '../http/static-files.js';
import { LINK_PATHS } from '../mail/links.js';

/** The web app's build output, `web/dist` at the repository root. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface WebOptions {
  webDistDir: string;
}

/** The build's hashed files (web/dist/assets): a new build gives a changed file a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that exist precompressed as well: their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/i;

/** The portal pages of the mailed links: `/<path>/{uidb64}/{token}`, the token in the address. */
const LINK_PAGE = new RegExp(`^/(${Object.values(LINK_PATHS).join('|')})(/|$)`);

/**
 * Whether a page address carries a secret: a mailed link's token, or a hand-over code (`?refresh=`). Such a
 * page must not be stored by a browser or proxy, nor leak its address in a Referer (the portal then takes
 * the secret out of the address itself).
 */
function carriesSecret(path: string, query: string): boolean {
  return LINK_PAGE.test(path) || new URLSearchParams(query).has('refresh');
}

/**
 * Serves the built web app. Any other GET outside /api gets index.html, so the portal's own router takes
 * the path. Without a build, those GETs get a short Dutch page that points at the API. Everything else
 * that matches no route is the Dutch 404.
 */
async function web(app: FastifyInstance, options: WebOptions): Promise<void> {
  const built = existsSync(join(options.webDistDir, 'index.html'));
  if (built) {
    const assets = join(options.webDistDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      // The build wrote `.br` and `.gz` beside each text file (web/build/precompress.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        // A hashed asset never changes under its name; anything else is checked again (ETag, Last-Modified).
        response.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
        if (COMPRESSIBLE.test(path)) response.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const [path = '', ...rest] = request.url.split('?');
    const query = rest.join('?');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(path);
    if (!isPage) return reply.status(404).send({ detail: NOT_FOUND });
    // `//evil.example/...` (or `/\evil...`) would reach the portal's router as a protocol-relative address,
    // and its own redirects (the hand-over's) would leave the site: answer with the same path on this site.
    if (/^\/[/\\]/.test(path)) {
      const local = `/${path.replace(/^[/\\]+/, '')}${query === '' ? '' : `?${query}`}`;
      return reply.header('cache-control', 'no-store').redirect(local, 301);
    }
    // A missing asset is a 404, not the portal: a stale page would otherwise get HTML for its script.
    if (isStaticFile(path)) {
      return reply.status(404).send({ detail: NOT_FOUND });
    }
    if (carriesSecret(path, query)) {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    } else {
      reply.header('cache-control', 'no-cache');
    }
    // The header above wins over the static plugin's own (fastify's headers are written last).
    if (built) return reply.header('vary', 'Accept-Encoding').sendFile('index.html');
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
