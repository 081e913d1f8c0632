import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The build's text files compressed once, at build time, next to themselves (`app.js.br`, `app.js.gz`), so
 * the server sends them precompressed (@fastify/static's preCompressed) and never compresses a request.
 * Brotli at its best quality (a build can take the time; a phone on a slow line gains the most), gzip for
 * browsers and proxies without brotli. Images are compressed already; source maps are for developers.
 */

/** The files worth compressing: text the browser loads. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed file saves less than the extra header costs. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside every compressible file of `dir` (recursively); answers with the files done. */
export function precompressDirectory(dir: string): string[] {
  const done: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      done.push(...precompressDirectory(path));
      continue;
    }
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    done.push(path);
  }
  return done;
}

/** The vite plugin: after the build has written its files (public ones included), compress them. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'beloning-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
