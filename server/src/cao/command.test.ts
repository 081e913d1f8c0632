import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import type { DatabaseHandle } from '../db/database.js';
import { DataDirLockedError } from '../db/lock.js';
import { caoVersions, outbox } from '../db/schema.js';
import { IMPORT_USAGE, runCaoImportCommand } from './command.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CAOS = join(ROOT, 'fixtures', 'caos');

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs the command on the test database (left open afterwards), collecting what it prints. */
async function run(handle: DatabaseHandle, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCaoImportCommand(args, {
    env: {},
    cwd: CAOS,
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    open: () =>
      Promise.resolve({ database: { ...handle, close: async () => {} }, publicUrl: 'http://portaal.test' }),
    now: () => new Date('2026-01-02T10:00:00Z'),
  });
  return { code, out, err };
}

describeEachEngine('npm run caos:import', (engine) => {
  const test = useTestDatabase(engine);

  it('explains its use when not given exactly one file', async () => {
    expect(await run(test.handle, [])).toEqual({
      code: 2,
      out: [],
      err: [IMPORT_USAGE, expect.stringContaining('één cao-versie') as string],
    });
    expect((await run(test.handle, ['a.json', 'b.json'])).code).toBe(2);
  });

  it('imports a first version, then a new one that queues the update mails', async () => {
    const { db } = test.handle;
    await createTestUser(db, { email: 'loontabellen@test.nl', password: null });
    expect(await run(test.handle, ['--', 'voorbeeld-groothandel-v1.json'])).toEqual({
      code: 0,
      out: [
        'Ingelezen: Voorbeeld-cao Groothandel in Technische Artikelen 2025 (fictief), versie 1 (cao-id 3).',
        'Dit is de eerste versie van deze cao.',
      ],
      err: [],
    });
    expect(await run(test.handle, [join(CAOS, 'voorbeeld-groothandel-v2.json')])).toEqual({
      code: 0,
      out: [
        'Ingelezen: Voorbeeld-cao Groothandel in Technische Artikelen 2026 (fictief), versie 2 (cao-id 4).',
        'De vorige versie (cao-id 3) is niet meer de nieuwste.',
        'Loontabellen van de vorige versie met nieuwere tabellen: 301.',
        '1 e-mail over de nieuwe versie klaargezet; de server verstuurt ze.',
      ],
      err: [],
    });
    expect(await run(test.handle, ['voorbeeld-groothandel-v2.json'])).toEqual({
      code: 0,
      out: [
        'Niets gewijzigd: deze inhoud is al ingelezen als Voorbeeld-cao Groothandel in Technische Artikelen ' +
          '2026 (fictief), versie 2 (cao-id 4).',
      ],
      err: [],
    });
  });

  it('says so when the data directory is in use by a running server', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCaoImportCommand(['voorbeeld-groothandel-v1.json'], {
      env: {},
      cwd: CAOS,
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      open: () => Promise.reject(new DataDirLockedError('/data/beloning.lock', 4242)),
    });
    expect({ code, out }).toEqual({ code: 1, out: [] });
    expect(err).toEqual([
      expect.stringContaining('De datamap is in gebruik door een ander proces (pid 4242)'),
    ]);
  });

  it('lists every problem of a bad file and changes nothing', async () => {
    const { db } = test.handle;
    const versions = await db.select({ n: count() }).from(caoVersions);
    const mails = await db.select({ n: count() }).from(outbox);
    const dir = await mkdtemp(join(tmpdir(), 'beloning-import-'));
    dirs.push(dir);
    await writeFile(join(dir, 'kapot.json'), JSON.stringify({ id: 0, code: '', version: 1 }));
    const result = await run(test.handle, [join(dir, 'kapot.json')]);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    const [message, last] = result.err;
    expect(message).toMatch(
      /^Het bestand kapot\.json is niet ingelezen:\n {2}- id: Waarde moet groter dan 0 zijn\n/,
    );
    for (const field of ['code', 'full_name', 'duration_start', 'salary_tables', 'werksoorts', 'source']) {
      expect(message).toContain(`\n  - ${field}: `);
    }
    expect(last).toBe('Er is niets gewijzigd.');
    expect(await db.select({ n: count() }).from(caoVersions)).toEqual(versions);
    expect(await db.select({ n: count() }).from(outbox)).toEqual(mails);
  });
});

describe('the root script', () => {
  it('imports into the PGlite database of DATA_DIR, and refuses a bad file with exit code 1', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'beloning-import-data-'));
    dirs.push(dataDir);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    delete (env as Record<string, string | undefined>).DATABASE_URL;
    const good = spawnSync(
      'npm',
      ['run', '--silent', 'caos:import', '--', 'fixtures/caos/schoonmaak-glazenwassers.json'],
      {
        cwd: ROOT,
        env: { ...env, INIT_CWD: ROOT },
        encoding: 'utf8',
      },
    );
    expect(good.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(good.stdout).toContain(
      'Ingelezen: Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026, versie 1 (cao-id 1).',
    );
    expect(good.status).toBe(0);

    const bad = spawnSync('npm', ['run', '--silent', 'caos:import', '--', 'package.json'], {
      cwd: ROOT,
      env: { ...env, INIT_CWD: ROOT },
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Het bestand package.json is niet ingelezen:');
    expect(bad.stderr).toContain('Er is niets gewijzigd.');
  }, 120_000);
});
