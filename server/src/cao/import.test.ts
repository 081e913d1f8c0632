import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caoSchema, type Cao } from '@beloning/core/schemas';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { queryRows, type Database } from '../db/database.js';
import { caoSalaryTables, caoVersions, companies, outbox, users } from '../db/schema.js';
import { seed } from '../db/seed.js';
import { listAardTypes } from './aard-types.js';
import { CaoFileError, importCaoFile, importCaoVersion, loadCaoDirectory } from './import.js';
import type { NewCaoVersionEvent } from './new-version.js';
import { loadCao, listCaoOptions, newerLatestVersion } from './repository.js';

const FIXTURES = fileURLToPath(new URL('../../../fixtures', import.meta.url));
const CAOS = join(FIXTURES, 'caos');
const PUBLIC_URL = 'http://portaal.test';
const NOW = new Date('2026-01-05T08:00:00Z');

async function fixture(name: string): Promise<Cao> {
  return caoSchema.parse(JSON.parse(await readFile(join(CAOS, name), 'utf8')));
}

/** Row counts of every table the cao import writes, plus the outbox. */
async function counts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'caos',
    'cao_versions',
    'cao_texts',
    'cao_salary_tables',
    'cao_werksoorten',
    'aard_types',
    'outbox',
  ];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    result[table] = row?.n ?? -1;
  }
  return result;
}

let tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'beloning-caos-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  tempDirs = [];
});

describeEachEngine('cao fixtures at start', (engine) => {
  const test = useTestDatabase(engine);

  it('loads every fixture cao and the aard types once; a second start adds nothing', async () => {
    const { db } = test.handle;
    const first = await seed(db, { fixturesDir: FIXTURES, publicUrl: PUBLIC_URL, now: NOW });
    expect(first.loaded).toEqual([
      '10 aard-types',
      'Cao Beroepsgoederenvervoer over de weg 2025 (versie 1, id 2)',
      'Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026 (versie 1, id 1)',
      'Voorbeeld-cao Groothandel in Technische Artikelen 2025 (fictief) (versie 1, id 3)',
      'Voorbeeld-cao Groothandel in Technische Artikelen 2026 (fictief) (versie 2, id 4)',
    ]);
    const after = await counts(db);
    expect(after).toMatchObject({
      caos: 3,
      cao_versions: 4,
      cao_texts: 4,
      cao_salary_tables: 8,
      aard_types: 10,
    });
    // No users yet, so the new Groothandel version queued no mail.
    expect(after.outbox).toBe(0);

    const second = await seed(db, { fixturesDir: FIXTURES, publicUrl: PUBLIC_URL, now: NOW });
    expect(second.loaded).toEqual([]);
    expect(await counts(db)).toEqual(after);
  });

  it('gives back every fixture exactly as the file has it, with its own ids', async () => {
    const { db } = test.handle;
    for (const name of [
      'schoonmaak-glazenwassers.json',
      'beroepsgoederenvervoer-2025.json',
      'voorbeeld-groothandel-v1.json',
      'voorbeeld-groothandel-v2.json',
    ]) {
      const file = await fixture(name);
      expect(await loadCao(db, file.id), name).toEqual(file);
    }
    expect(await loadCao(db, 99)).toBeUndefined();
    expect(await loadCao(db, 2 ** 40)).toBeUndefined();
  });

  it('lists every version, or only the latest ones', async () => {
    const { db } = test.handle;
    expect((await listCaoOptions(db, { latestOnly: false })).map((option) => option.item.cao_id)).toEqual([
      2, 1, 3, 4,
    ]);
    expect((await listCaoOptions(db, { latestOnly: true })).map((option) => option.item.cao_id)).toEqual([
      2, 1, 4,
    ]);
    expect(await newerLatestVersion(db, 3)).toEqual({
      id: 4,
      fullName: 'Voorbeeld-cao Groothandel in Technische Artikelen 2026 (fictief)',
    });
    expect(await newerLatestVersion(db, 4)).toBeUndefined();
    expect((await listAardTypes(db))[0]).toEqual(['AV', 'Algemeen vakmanschap']);
  });

  it('imports a file it already has as unchanged', async () => {
    const { db } = test.handle;
    const before = await counts(db);
    const result = await importCaoFile(db, join(CAOS, 'voorbeeld-groothandel-v1.json'), {
      now: NOW,
      publicUrl: PUBLIC_URL,
    });
    expect(result).toMatchObject({ status: 'unchanged', versionId: 3, version: 1 });
    expect(await counts(db)).toEqual(before);
  });

  it('refuses a malformed file with every problem in Dutch and changes nothing', async () => {
    const { db } = test.handle;
    const before = await counts(db);
    const cao = JSON.parse(await readFile(join(CAOS, 'voorbeeld-groothandel-v2.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const tables = cao.salary_tables as Record<string, unknown>[];
    const table = tables[0]!;
    const bad = {
      ...cao,
      full_name: undefined,
      vacation_allowance: '8,5',
      duration_end: '2025-12-31',
      salary_tables: [
        { ...table, end_date: '2025-06-30', full_table: { null: { A: {} } } },
        { ...table, id: 999 },
      ],
      werksoorts: [{ name: 'OV01' }],
    };
    const dir = await tempDir();
    const path = join(dir, 'kapot.json');
    await writeFile(path, JSON.stringify(bad));
    const error = await importCaoFile(db, path, { now: NOW, publicUrl: PUBLIC_URL }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaoFileError);
    // zod's shape errors come first; the import's own rules run only on a file of the right shape.
    expect((error as CaoFileError).problems).toEqual([
      'full_name: Veld is vereist',
      'vacation_allowance: Vul een geldig getal in',
      'werksoorts.0.amount: Veld is vereist',
      'werksoorts.0.start_date: Veld is vereist',
      'werksoorts.0.end_date: Veld is vereist',
      'werksoorts.0.description: Veld is vereist',
      'werksoorts.0.type: Veld is vereist',
      'werksoorts.0.comment: Veld is vereist',
    ]);

    await writeFile(
      path,
      JSON.stringify({ ...bad, full_name: 'Kapot', vacation_allowance: '8.5', werksoorts: [] }),
    );
    const second = await importCaoFile(db, path, { now: NOW, publicUrl: PUBLIC_URL }).catch(
      (e: unknown) => e,
    );
    expect((second as CaoFileError).problems).toEqual([
      'duration_end: Datum moet ná vanaf datum zijn',
      'salary_tables.0.end_date: Datum moet ná vanaf datum zijn',
      'salary_tables.0.full_table.null: Loontabel "Salarisschalen 1-1-2026" met leeftijd "Alle leeftijden" moet ten minste één loon hebben',
      'salary_tables.1.name: Waarde moet uniek zijn: loontabel 1 heeft dezelfde naam (zonder datum) en begint ook op 01-01-2026',
    ]);
    expect((second as CaoFileError).message).toContain(
      'Het bestand kapot.json is niet ingelezen:\n  - duration_end',
    );

    await writeFile(path, '{"id": 4,');
    const notJson = await importCaoFile(db, path, { now: NOW, publicUrl: PUBLIC_URL }).catch(
      (e: unknown) => e,
    );
    expect((notJson as CaoFileError).problems[0]).toMatch(/^Geen geldige JSON \(/);

    const missing = await importCaoFile(db, join(dir, 'bestaat-niet.json'), {
      now: NOW,
      publicUrl: PUBLIC_URL,
    }).catch((e: unknown) => e);
    expect((missing as CaoFileError).problems).toEqual(['Het bestand kan niet worden gelezen (ENOENT)']);
    expect(await counts(db)).toEqual(before);
  });

  it('stops the whole load when one fixture file is bad, before importing any', async () => {
    const { db } = test.handle;
    const before = await counts(db);
    const dir = await tempDir();
    await copyFile(join(CAOS, 'voorbeeld-groothandel-v1.json'), join(dir, 'a.json'));
    await writeFile(join(dir, 'b.json'), JSON.stringify({ id: 5 }));
    const error = await loadCaoDirectory(db, dir, { now: NOW, publicUrl: PUBLIC_URL }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CaoFileError);
    expect((error as CaoFileError).problems).toContain('b.json: code: Veld is vereist');
    expect(await counts(db)).toEqual(before);
  });
});

describeEachEngine('payscale order', (engine) => {
  const test = useTestDatabase(engine);

  it('gives the payscales of a table back in the order of its payscales list', async () => {
    const { db } = test.handle;
    const v1 = await fixture('voorbeeld-groothandel-v1.json');
    const table = v1.salary_tables[0]!;
    const row = { Aanloop: { '1': '14.00' }, B: { '1': '16.00' }, A: { '1': '15.00' } };
    const cao = {
      ...v1,
      code: 'volgorde',
      salary_tables: [{ ...table, payscales: ['Aanloop', 'B', 'A'], full_table: { null: row } }],
    };
    const result = await importCaoVersion(db, cao, {
      fileName: 'volgorde.json',
      now: NOW,
      publicUrl: PUBLIC_URL,
    });
    const stored = await loadCao(db, result.versionId);
    expect(Object.keys(stored!.salary_tables[0]!.full_table.null!)).toEqual(['Aanloop', 'B', 'A']);
  });
});

describeEachEngine('a new cao version', (engine) => {
  const test = useTestDatabase(engine);

  beforeAll(async () => {
    const { db } = test.handle;
    const dir = await tempDir();
    await copyFile(join(CAOS, 'voorbeeld-groothandel-v1.json'), join(dir, 'voorbeeld-groothandel-v1.json'));
    await copyFile(join(CAOS, 'schoonmaak-glazenwassers.json'), join(dir, 'schoonmaak-glazenwassers.json'));
    await loadCaoDirectory(db, dir, { now: NOW, publicUrl: PUBLIC_URL });

    const wants = await createTestUser(db, { email: 'wil-mail@test.nl', password: null });
    await createTestUser(db, { companyId: wants.companyId, email: 'Collega@test.nl', password: null });
    const optedOut = await createTestUser(db, { email: 'geen-mail@test.nl', password: null });
    await db.update(users).set({ salaryTableUpdateEmails: false }).where(eq(users.id, optedOut.userId));
    const subscriptionOff = await createTestUser(db, { email: 'abonnement-uit@test.nl', password: null });
    await db
      .update(companies)
      .set({ salaryTableUpdateEmails: false })
      .where(eq(companies.id, subscriptionOff.companyId));
    await createTestUser(db, { email: 'inactief@test.nl', isActive: false, password: null });
    const deleted = await createTestUser(db, { email: 'verwijderd@test.nl', password: null });
    await db.update(users).set({ deletedAt: NOW }).where(eq(users.id, deleted.userId));
    await createTestUser(db, { email: 'uitlener@test.nl', companyKind: 'uitlener', password: null });
  }, 60_000);

  it('makes the imported version the latest and queues the update mail for each user who wants it', async () => {
    const { db } = test.handle;
    const events: NewCaoVersionEvent[] = [];
    const { queueCaoUpdateMails } = await import('./new-version.js');
    const result = await importCaoFile(db, join(CAOS, 'voorbeeld-groothandel-v2.json'), {
      now: NOW,
      publicUrl: PUBLIC_URL,
      handlers: [
        async (_tx, event) => {
          events.push(event);
        },
        queueCaoUpdateMails,
      ],
    });
    expect(result).toEqual({
      status: 'imported',
      caoId: expect.any(Number) as number,
      versionId: 4,
      version: 2,
      fullName: 'Voorbeeld-cao Groothandel in Technische Artikelen 2026 (fictief)',
      previousVersionId: 3,
      changedTableIds: [301],
    });
    expect(events).toEqual([
      {
        caoId: result.caoId,
        oldVersionId: 3,
        newVersionId: 4,
        changedTableIds: [301],
        now: NOW,
        publicUrl: PUBLIC_URL,
      },
    ]);
    const latest = await db
      .select({ id: caoVersions.id, isLatest: caoVersions.isLatest })
      .from(caoVersions)
      .where(eq(caoVersions.caoId, result.caoId))
      .orderBy(asc(caoVersions.id));
    expect(latest).toEqual([
      { id: 3, isLatest: false },
      { id: 4, isLatest: true },
    ]);

    const mails = await db.select().from(outbox).orderBy(asc(outbox.to));
    expect(mails.map((mail) => mail.to)).toEqual(['Collega@test.nl', 'wil-mail@test.nl']);
    for (const mail of mails) {
      expect(mail.kind).toBe('cao_update');
      expect(mail.subject).toBe(
        'Nieuwe versie van Voorbeeld-cao Groothandel in Technische Artikelen 2026 (fictief)',
      );
      expect(mail.text).toContain('(versie 2, geldig vanaf 01-01-2026)');
      expect(mail.text).toContain('Nieuwe of gewijzigde loontabellen: Salarisschalen 1-1-2026.');
      expect(mail.text).toContain('http://portaal.test/account');
      expect(mail.sentAt).toBeNull();
    }
  });

  it('turns a fixture whose content changed into a new version at the next start, with new ids', async () => {
    const { db } = test.handle;
    const dir = await tempDir();
    const schoonmaak = JSON.parse(await readFile(join(CAOS, 'schoonmaak-glazenwassers.json'), 'utf8')) as Cao;
    const corrected = structuredClone(schoonmaak);
    const lastTable = corrected.salary_tables[3]!;
    const row = lastTable.full_table.null!;
    row.LG1 = { ...row.LG1, '1': '15.99' };
    await writeFile(join(dir, 'schoonmaak-glazenwassers.json'), JSON.stringify(corrected));
    const mailsBefore = (await counts(db)).outbox!;

    const [result] = await loadCaoDirectory(db, dir, { now: NOW, publicUrl: PUBLIC_URL });
    expect(result).toMatchObject({ status: 'imported', version: 2, previousVersionId: 1 });
    expect(result?.versionId).not.toBe(1);
    // The four tables are one series ('basisuurlonen'): one changed, so all four have a newer table.
    expect(result?.status === 'imported' && result.changedTableIds).toEqual([101, 102, 103, 104]);
    const stored = await loadCao(db, result!.versionId);
    expect(stored?.version).toBe(2);
    expect(stored?.salary_tables.map((table) => table.id)).not.toContain(104);
    expect(stored?.salary_tables[3]?.full_table.null?.LG1?.['1']).toBe('15.99');
    expect((await counts(db)).outbox).toBe(mailsBefore + 2);
    const [mail] = await db
      .select()
      .from(outbox)
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(mail?.text).toContain(
      'Nieuwe of gewijzigde loontabellen: Basisuurlonen 1-7-2024, Basisuurlonen 1-1-2025, Basisuurlonen 1-7-2025, Basisuurlonen 1-1-2026.',
    );

    // Starting again with the same corrected file adds nothing; nor does the original file.
    expect(await loadCaoDirectory(db, dir, { now: NOW, publicUrl: PUBLIC_URL })).toMatchObject([
      { status: 'unchanged' },
    ]);
    expect(
      await importCaoVersion(db, schoonmaak, { fileName: 'x', now: NOW, publicUrl: PUBLIC_URL }),
    ).toMatchObject({
      status: 'unchanged',
      versionId: 1,
    });
  });

  it('reports only the series that changed; other terms alone change no table', async () => {
    const { db } = test.handle;
    const v2 = await fixture('voorbeeld-groothandel-v2.json');
    const result = await importCaoVersion(
      db,
      { ...v2, vacation_allowance: '9' },
      { fileName: 'v3.json', now: NOW, publicUrl: PUBLIC_URL },
    );
    expect(result).toMatchObject({
      status: 'imported',
      version: 3,
      previousVersionId: 4,
      changedTableIds: [],
    });
    const tables = await db
      .select({ id: caoSalaryTables.id })
      .from(caoSalaryTables)
      .where(eq(caoSalaryTables.versionId, result.versionId));
    expect(tables).toHaveLength(1);
    expect(tables[0]?.id).not.toBe(401);
  });

  it('undoes the whole import when a handler fails', async () => {
    const { db } = test.handle;
    const before = await counts(db);
    const v2 = await fixture('voorbeeld-groothandel-v2.json');
    const error = await importCaoVersion(
      db,
      { ...v2, vacation_allowance: '10' },
      {
        fileName: 'v4.json',
        now: NOW,
        publicUrl: PUBLIC_URL,
        handlers: [
          async () => {
            throw new Error('handler kapot');
          },
        ],
      },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('handler kapot');
    expect(await counts(db)).toEqual(before);
    expect((await listCaoOptions(db, { latestOnly: true })).length).toBe(2);
  });
});

describeEachEngine('two instances starting at once', (engine) => {
  const test = useTestDatabase(engine);

  it('load the fixtures once between them', async () => {
    const { db } = test.handle;
    const options = { fixturesDir: FIXTURES, publicUrl: PUBLIC_URL, now: NOW };
    const [first, second] = await Promise.all([seed(db, options), seed(db, options)]);
    const caoLines = (loaded: string[]) => loaded.filter((line) => !line.endsWith('aard-types'));
    expect([...caoLines(first.loaded), ...caoLines(second.loaded)]).toHaveLength(4);
    expect(await counts(db)).toMatchObject({
      caos: 3,
      cao_versions: 4,
      cao_salary_tables: 8,
      aard_types: 10,
    });
    expect((await listCaoOptions(db, { latestOnly: true })).map((option) => option.item.cao_id)).toEqual([
      2, 1, 4,
    ]);
  });
});
