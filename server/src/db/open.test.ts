import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { copySeededDataDir } from '../../../tests/helpers/seeded-data-dir.js';
import { inTransaction, queryRows } from './database.js';
import { DataDirLockedError, LOCK_FILE } from './lock.js';
import { openPglite } from './open.js';
import * as schema from './schema.js';
import { companies, users } from './schema.js';

describeEachEngine('migrations', (engine) => {
  const test = useTestDatabase(engine);

  it('create every table of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      test.handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // Every table the drizzle schema declares, and nothing else: a schema change without its migration
    // (or a migration without its schema change) fails here.
    const declared = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(declared).toContain('users');
    expect(rows.map((row) => row.table_name)).toEqual(declared);
  });

  it('run again without changing anything', async () => {
    const count = async () =>
      (
        await queryRows<{ count: number }>(
          test.handle.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      )[0]?.count;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(1);
    await test.handle.migrate();
    expect(await count()).toBe(before);
  });

  it('keep e-mail addresses unique regardless of case, except for deleted accounts', async () => {
    const { db } = test.handle;
    const [company] = await db
      .insert(companies)
      .values({ kind: 'inlener', kvkNr: '69599084', companyName: 'Test BV' })
      .returning();
    const companyId = company!.id;
    const [first] = await db
      .insert(users)
      .values({ email: 'Anna@Example.nl', username: 'anna', companyId })
      .returning();
    await expect(
      db.insert(users).values({ email: 'anna@example.NL', username: 'anna2', companyId }),
    ).rejects.toThrow();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first!.id));
    await db.insert(users).values({ email: 'anna@example.nl', username: 'anna', companyId });
  });
});

describeEachEngine('inTransaction', (engine) => {
  const test = useTestDatabase(engine);

  it('commits when the work resolves and rolls back when it throws', async () => {
    const { db } = test.handle;
    await inTransaction(db, (tx) =>
      tx.insert(companies).values({ kind: 'inlener', kvkNr: '68750110', companyName: 'Blijft BV' }),
    );
    await expect(
      inTransaction(db, async (tx) => {
        await tx.insert(companies).values({ kind: 'inlener', kvkNr: '68727720', companyName: 'Weg BV' });
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    const names = (await db.select({ name: companies.companyName }).from(companies)).map((row) => row.name);
    expect(names).toContain('Blijft BV');
    expect(names).not.toContain('Weg BV');
  });
});

// The first test opens an empty folder (PGlite's initdb); the others open a copy of a migrated data directory
// (tests/helpers/seeded-data-dir.ts), as a restarted server does, since their subject is the lock, the
// backup or what survives a reopen.
describe('openPglite', { timeout: 30_000 }, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'beloning-data-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the pid into the lock file and removes it on close', async () => {
    const handle = await openPglite({ dataDir });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a data directory that is already open, with a message naming the holder', async () => {
    await copySeededDataDir(dataDir);
    const handle = await openPglite({ dataDir });
    try {
      const second = openPglite({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `De datamap is in gebruik door een ander proces (pid ${process.pid})`,
      );
    } finally {
      await handle.close();
    }
  });

  it('refuses a data directory locked by another living process', async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dataDir, LOCK_FILE), `${sleeper.pid}\n`);
      await expect(openPglite({ dataDir })).rejects.toThrow(`(pid ${sleeper.pid})`);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(sleeper.pid));
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    await copySeededDataDir(dataDir);
    const gone = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' });
    writeFileSync(join(dataDir, LOCK_FILE), gone.stdout);
    const handle = await openPglite({ dataDir });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
  });

  it('restores a backup made with the documented tar command', async () => {
    await copySeededDataDir(dataDir);
    const first = await openPglite({ dataDir });
    await first.migrate();
    await first.db.insert(companies).values({ kind: 'inlener', kvkNr: '69599084', companyName: 'Backup BV' });
    await first.close();
    const archive = join(dataDir, '..', `${basename(dataDir)}.tar.gz`);
    const restored = mkdtempSync(join(tmpdir(), 'beloning-restore-'));
    try {
      expect(spawnSync('tar', ['-czf', archive, '-C', dataDir, '.']).status).toBe(0);
      expect(spawnSync('tar', ['-xzf', archive, '-C', restored]).status).toBe(0);
      const copy = await openPglite({ dataDir: restored });
      const rows = await copy.db.select({ name: companies.companyName }).from(companies);
      expect(rows.map((row) => row.name)).toEqual(['Backup BV']);
      await copy.close();
    } finally {
      rmSync(archive, { force: true });
      rmSync(restored, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps committed rows after close and reopen', async () => {
    await copySeededDataDir(dataDir);
    const first = await openPglite({ dataDir });
    await first.migrate();
    await first.db
      .insert(companies)
      .values({ kind: 'uitlener', kvkNr: '90004760', companyName: 'Uitzend BV' });
    await first.close();
    await first.close();
    const second = await openPglite({ dataDir });
    const rows = await second.db.select().from(companies);
    expect(rows.map((row) => row.companyName)).toEqual(['Uitzend BV']);
    await second.close();
  });
});
