import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and gzip beside each text file that gains, and they unpack to the file itself', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const lonen = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `${i},25`))};\n`;
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Beloning</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'klein.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'foto.jpg'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'assets', 'app-abc123.js.map'), script);

    const done = precompressDirectory(dir)
      .map((path) => path.slice(dir.length + 1))
      .sort();
    expect(done).toEqual(['assets/app-abc123.js', 'index.html']);
    const file = join(dir, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 3);
    for (const skipped of ['klein.css', 'foto.jpg', 'assets/app-abc123.js.map']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
