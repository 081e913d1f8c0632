import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, it, expect } from 'vitest';
import { describeEachEngine, stopTestPostgres, testPostgres } from '../../../tests/helpers/database.js';
import { openDatabase } from './open.js';
import { companies } from './schema.js';

const CHILD = fileURLToPath(new URL('../../../tests/helpers/durability-child.ts', import.meta.url));

/** Runs the child until it has committed its row, then kills it with SIGKILL (no shutdown at all). */
function commitThenKill(env: Record<string, string>, name: string, kvkNr: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@beloning/source', CHILD, name, kvkNr],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('committed')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL' && output.includes('committed')) resolve();
      else reject(new Error(`Het kindproces stopte onverwacht:\n${output}`));
    });
  });
}

describeEachEngine('kill -9', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'beloning-kill-'));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await stopTestPostgres();
  });

  it('loses no committed row when the process is killed without any shutdown', async () => {
    const databaseUrl =
      engine === 'postgres' ? await (await testPostgres()).createDatabase('kill_test') : undefined;
    const env = databaseUrl === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl };
    await commitThenKill(env, 'Eerste BV', '69599084');
    // A second hard kill on the same directory: the stale lock is taken over and the data is still whole.
    await commitThenKill(env, 'Tweede BV', '68750110');
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await handle.db
        .select({ name: companies.companyName })
        .from(companies)
        .where(inArray(companies.kvkNr, ['69599084', '68750110']));
      expect(rows.map((row) => row.name).sort()).toEqual(['Eerste BV', 'Tweede BV']);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
