import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../tests/helpers/app.js';
import { copySeededDataDir } from '../../tests/helpers/seeded-data-dir.js';
import { LOCK_FILE } from './db/lock.js';
import { CaoFileError } from './cao/import.js';
import { runServer, startBanner, startFailureMessage, startServer } from './main.js';

describe('startServer', { timeout: 30_000 }, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'beloning-main-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, listens, answers and on stop releases the data directory', async () => {
    const server = await startServer(testConfig({ dataDir, port: 0 }));
    const address = server.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    await server.stop();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('releases the data directory when the port is taken', async () => {
    // Both servers start from a migrated copy, not from initdb: the first start is the test above.
    await copySeededDataDir(dataDir);
    const first = await startServer(testConfig({ dataDir, port: 0 }));
    const address = first.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const otherDir = mkdtempSync(join(tmpdir(), 'beloning-main-'));
    await copySeededDataDir(otherDir);
    try {
      await expect(startServer(testConfig({ dataDir: otherDir, port }))).rejects.toThrow(/EADDRINUSE/);
      expect(existsSync(join(otherDir, LOCK_FILE))).toBe(false);
    } finally {
      await first.stop();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('runServer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('ends with exit code 1 and the Dutch message when a setting is wrong', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    await runServer({ PORT: 'abc' });
    expect(process.exitCode).toBe(1);
    expect(written.join('')).toContain('PORT moet een geheel getal tussen 1 en 65535 zijn');
  });
});

describe('startFailureMessage', () => {
  it('gives the message of a known problem as it is', () => {
    expect(startFailureMessage(new CaoFileError('x.json', ['duration_start: Veld is vereist']), {})).toBe(
      'Het bestand x.json is niet ingelezen:\n  - duration_start: Veld is vereist',
    );
  });

  it('gives one line with the cause and a hint, and the stack only with LOG_LEVEL=debug', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const quiet = startFailureMessage(error, { DATABASE_URL: 'postgres://x@127.0.0.1:5432/b' });
    expect(quiet).toContain('Beloning kon niet starten: connect ECONNREFUSED 127.0.0.1:5432');
    expect(quiet).toContain('Controleer DATABASE_URL');
    expect(quiet).toContain('Zet LOG_LEVEL=debug');
    expect(quiet).not.toContain('at ');
    expect(startFailureMessage(error, { LOG_LEVEL: 'debug' })).toContain(error.stack ?? 'stack');
  });
});

describe('startBanner', () => {
  it('says where the server listens, where the data is and that mails appear in the terminal', () => {
    const banner = startBanner(
      testConfig({ port: 3000, publicUrl: 'http://localhost:3000', dataDir: '/srv/data' }),
      'pglite',
    );
    expect(banner).toContain('Beloning draait op http://localhost:3000');
    expect(banner).toContain('ingebouwde database in /srv/data');
    expect(banner).toContain('http://localhost:3000/registreren');
    expect(banner).toContain('Mails (met activatielinks) verschijnen hier in deze terminal');
  });

  it('names the SMTP host instead when mails go out by SMTP', () => {
    const banner = startBanner(testConfig({ smtpUrl: 'smtp://user:geheim@mail.example:587' }), 'postgres');
    expect(banner).toContain('Mails gaan via SMTP (mail.example:587)');
    expect(banner).not.toContain('geheim');
    expect(banner).toContain('PostgreSQL');
  });
});
