/**
 * `beloning tables increase --per` of the BUILT binary against a real server (tests/cli/cli-server.ts), in a
 * pseudo-terminal and with piped output: a raise per 01-07-2026 on a scheme with the four Schoonmaak tables of
 * fixtures/caos. What the CLI saved is read back through the API and held against core's maths.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyIncrease, cellChanges, increaseFullTableByPayscale } from '@beloning/core/salary';
import { inlenersCaoResponseSchema, type InlenersCao } from '@beloning/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtureCao, schemePayloadFor, schemeTableOf } from '../helpers/scheme-payload.js';
import { Seed, SeedCallError, type SavedScheme } from '../helpers/seed.js';
import type { CliServerInfo } from './cli-server.js';
import { runInTerminal, runPiped, startCliServer } from './run-cli.js';
import { ANSI } from './wizard-terminal.js';

/** '+3 %, then € 0,25 / 0,15 / 0,10 per payscale' as options. */
const RAISE = ['--percentage', '3', '--amount', 'LG1=0,25', '--amount', 'LG2=0,15', '--amount', '0,10'];
const STEPS = [
  { type: 'percentage' as const, value: '3' },
  { type: 'amount' as const, value: '0.10', payscales: { LG1: '0.25', LG2: '0.15' } },
];
const AMOUNTS: Record<string, string> = { LG1: '0.25', LG2: '0.15' };

/** Terminal output without its colours and cursor codes. */
function plain(text: string): string {
  return text.replace(ANSI, '');
}

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;
let tokens: { access: string; refresh: string };

/** A scheme on the cao Schoonmaak with the cao's tables that `keep` keeps, saved through the API. */
async function saveSchoonmaak(keep: (start: string) => boolean = () => true): Promise<SavedScheme> {
  const cao = readFixtureCao();
  const payload = schemePayloadFor({ durationStart: '2024-07-01' });
  const tables = cao.salary_tables
    .filter((table) => keep(table.active_per))
    .map((table) => schemeTableOf(table, 'Glazenwasser hoogbouw'));
  return call((seed, access) => seed.saveScheme(access, { ...payload, salary_tables: tables }));
}

/** A call with the hirer's token, refreshed once when it has expired. */
async function call<T>(run: (seed: Seed, access: string) => Promise<T>): Promise<T> {
  const seed = new Seed(info.url);
  try {
    return await run(seed, tokens.access);
  } catch (error) {
    if (!(error instanceof SeedCallError && error.status === 401)) throw error;
  }
  tokens = await seed.refresh(tokens.refresh);
  return run(seed, tokens.access);
}

async function apiScheme(guid: string, version?: number): Promise<InlenersCao> {
  return inlenersCaoResponseSchema.parse(
    await call((seed, access) => seed.readScheme(access, guid, version)),
  );
}

/**
 * Version 2 of the scheme keeps every table of version 1 exactly (the same JSON but for the server's
 * created_at of the version) and adds the
 * follow-up of 'Basisuurlonen 1-1-2026' from 01-07-2026 to 31-12-2026 with its wages raised as core computes
 * them, and as '+3 % then the amount of the payscale, rounded once' gives cell by cell.
 */
async function expectFollowUpSaved(guid: string): Promise<void> {
  const before = await apiScheme(guid, 1);
  const after = await apiScheme(guid);
  expect(after.version).toBe(2);
  expect(after.salary_tables).toHaveLength(before.salary_tables.length + 1);
  // Every field the same, in the same order; only created_at is the server's stamp of the new version.
  const content = ({ created_at: _stamp, ...table }: InlenersCao['salary_tables'][number]) =>
    JSON.stringify(table);
  before.salary_tables.forEach((table, index) => {
    expect(content(after.salary_tables[index]!)).toBe(content(table));
  });
  const source = before.salary_tables.find((table) => table.active_per === '2026-01-01');
  const followUp = after.salary_tables.at(-1);
  expect(followUp).toMatchObject({
    name: 'Basisuurlonen 1-7-2026',
    active_per: '2026-07-01',
    end_date: '2026-12-31',
    wages_per: source?.wages_per,
    original_salary_table_id: source?.original_salary_table_id,
  });
  expect(followUp?.inleners_jobs.map((job) => job.name)).toEqual(['Glazenwasser hoogbouw']);
  expect(followUp?.full_table).toEqual(increaseFullTableByPayscale(source!.full_table, STEPS));
  for (const [age, payscales] of Object.entries(source!.full_table)) {
    for (const [payscale, cells] of Object.entries(payscales)) {
      for (const [column, wage] of Object.entries(cells)) {
        const steps = [
          { type: 'percentage' as const, value: '3' },
          { type: 'amount' as const, value: AMOUNTS[payscale] ?? '0.10' },
        ];
        expect(followUp?.full_table[age]?.[payscale]?.[column]).toBe(applyIncrease(wage, steps));
      }
    }
  }
  expect(followUp?.full_table.null?.LG1?.['1']).toBe('16.24');
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(process.cwd(), 'node_modules/typescript/bin/tsc'), '-b', 'cli']);
  server = await startCliServer();
  info = server.info;
  tokens = { access: info.access, refresh: info.refresh };
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-dated-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config') };
  const login = await runPiped(
    ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
    env,
    `${info.password}\n`,
  );
  expect(login.code).toBe(0);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('beloning tables increase --per (built binary, real server)', { timeout: 120_000 }, () => {
  it('raises per 01-07-2026 in a terminal: a follow-up, every earlier table byte-identical', async () => {
    const scheme = await saveSchoonmaak();
    const args = ['tables', 'increase', scheme.guid, '--per', '01-07-2026'];
    const result = await runInTerminal([...args, '--end-date', '31-12-2026', ...RAISE], env);
    const output = plain(result.stdout);
    expect(output).toContain('Basisuurlonen 1-7-2026');
    expect(output).toContain('vervolgtabel, verhoogd');
    expect(output).toContain('01-07-2026 t/m 31-12-2026');
    expect(output).toContain('neem die dan exact over met beloning tables import.');
    expect(output).toMatch(/Versie 2 van .* opgeslagen: 1 loontabel, 42 cellen gewijzigd\./);
    expect(result.code).toBe(0);
    await expectFollowUpSaved(scheme.guid);

    // The same raise again (a script run twice): the follow-up starts on 01-07-2026 and is not raised twice.
    const again = await runInTerminal([...args, '--end-date', '31-12-2026', ...RAISE], env);
    expect(plain(again.stdout)).toContain(
      "Loontabel 'Basisuurlonen 1-7-2026' begint al op 01-07-2026: is deze verhoging al gedaan?",
    );
    expect(again.code).toBe(4);
    await expectFollowUpSaved(scheme.guid);
  });

  it('raises per 01-07-2026 with piped output, the same as core computes; --json names the verb', async () => {
    const scheme = await saveSchoonmaak();
    const args = ['tables', 'increase', scheme.guid, '--per', '01-07-2026'];
    const dryRun = await runPiped(
      [...args, '--end-date', '31-12-2026', ...RAISE, '--json', '--dry-run'],
      env,
    );
    expect(dryRun.code).toBe(0);
    const planned = JSON.parse(dryRun.stdout) as { saved_version: null; tables: Record<string, unknown>[] };
    expect(planned.saved_version).toBeNull();
    expect(planned.tables).toMatchObject([
      {
        table: 'Basisuurlonen 1-7-2026',
        action: 'follow-up',
        verb: 'verhoogd',
        active_per: '2026-07-01',
        end_date: '2026-12-31',
        cells_changed: 42,
      },
    ]);
    expect((await apiScheme(scheme.guid)).version).toBe(1);

    const result = await runPiped([...args, '--end-date', '31-12-2026', ...RAISE], env);
    expect(result.stderr).toMatch(/✓ Versie 2 van .* opgeslagen: 1 loontabel, 42 cellen gewijzigd\./);
    expect(result.stderr).toContain('Let op: een cao rondt vaak anders af');
    expect(result.stdout.split('\n')[0]?.split('\t')).toEqual([
      'Basisuurlonen 1-7-2026',
      'vervolgtabel, verhoogd',
      '01-07-2026 t/m 31-12-2026',
      '42',
      '0',
      '0',
      '0',
    ]);
    expect(result.code).toBe(0);
    await expectFollowUpSaved(scheme.guid);
  });

  it('ends a table that runs past the date the day before; its follow-up keeps the end date', async () => {
    const scheme = await saveSchoonmaak();
    const args = ['tables', 'increase', scheme.guid, '--per', '01-04-2026', '--percentage', '2'];
    const result = await runPiped([...args, '--json'], env);
    expect(result.code).toBe(0);
    const saved = JSON.parse(result.stdout) as { saved_version: number; tables: Record<string, unknown>[] };
    expect(saved.saved_version).toBe(2);
    expect(saved.tables).toMatchObject([
      { table: 'Basisuurlonen 1-1-2026', action: 'ended', end_date: '2026-03-31' },
      { table: 'Basisuurlonen 1-4-2026', action: 'follow-up', verb: 'verhoogd', end_date: '2026-06-30' },
    ]);
    const after = await apiScheme(scheme.guid);
    expect(after.salary_tables.map((table) => [table.name, table.active_per, table.end_date])).toEqual([
      ['Basisuurlonen 1-7-2024', '2024-07-01', '2024-12-31'],
      ['Basisuurlonen 1-1-2025', '2025-01-01', '2025-06-30'],
      ['Basisuurlonen 1-7-2025', '2025-07-01', '2025-12-31'],
      ['Basisuurlonen 1-1-2026', '2026-01-01', '2026-03-31'],
      ['Basisuurlonen 1-4-2026', '2026-04-01', '2026-06-30'],
    ]);
  });

  it('refuses bad input in Dutch and saves nothing, piped and in a terminal', async () => {
    const scheme = await saveSchoonmaak();
    const base = ['tables', 'increase', scheme.guid];
    const cases: [string[], number, string][] = [
      [
        RAISE,
        2,
        'Fout: Een verhoging gaat in op een datum: geef --per DD-MM-JJJJ, bijvoorbeeld --per 01-07-2026.',
      ],
      [
        ['--per', '31-02-2026', ...RAISE],
        2,
        "Fout: Ongeldige datum '31-02-2026' bij --per: gebruik DD-MM-JJJJ.",
      ],
      [
        ['--per', '01-07-2026', ...RAISE],
        4,
        "De vervolgtabel van 'Basisuurlonen 1-1-2026' per 01-07-2026 heeft een einddatum nodig",
      ],
      [
        ['--per', '01-10-2025', '--end-date', '31-12-2026', ...RAISE],
        4,
        "01-10-2025 ligt niet na de ingangsdatum van loontabel 'Basisuurlonen 1-1-2026' (01-01-2026)",
      ],
      [
        ['--per', '01-07-2026', '--end-date', '31-12-2026', '--amount', 'LG9=0,25'],
        4,
        "Schaal 'LG9' staat in geen van de loontabellen die verhoogd worden (schalen: LG1, LG2, LG3, LG4, LG5, LG6).",
      ],
      [
        ['--per', '01-07-2026', '--end-date', '31-12-2026', '--percentage', '1000'],
        4,
        "42 lonen veranderen met meer dan 20 % (bijvoorbeeld 'Basisuurlonen 1-7-2026', schaal LG1: 12,00 naar 132,00)",
      ],
      [['--per', '01-07-2026', '--percentage', '3', '--amount', '1.250'], 2, 'als 1250 of als 1,250'],
    ];
    for (const [args, code, message] of cases) {
      const piped = await runPiped([...base, ...args], env);
      expect(piped.stderr).toContain(message);
      expect(piped.code).toBe(code);
      const terminal = await runInTerminal([...base, ...args], env);
      expect(plain(terminal.stdout)).toContain(message);
      expect(terminal.code).toBe(code);
    }
    const beyond = await runPiped(
      [...base, '--per', '01-07-2026', '--end-date', '31-12-2026', '--percentage', '1000'],
      env,
    );
    expect(beyond.stderr).toContain('Met --force slaat u het toch op.');
    expect((await apiScheme(scheme.guid)).version).toBe(1);

    // Today's +1000 %: with --force it passes the bound (and the drastic-change check), here in a dry run.
    const forced = await runPiped(
      [
        ...base,
        '--per',
        '01-07-2026',
        '--end-date',
        '31-12-2026',
        '--percentage',
        '1000',
        '--force',
        '--dry-run',
      ],
      env,
    );
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('Proefdraai: er is niets opgeslagen.');
    expect((await apiScheme(scheme.guid)).version).toBe(1);
  });

  it("per 01-01-2026 on the 1-7-2025 table differs from the cao's published 1-1-2026 table in 25 of 42 cells (cli/README.md)", async () => {
    const scheme = await saveSchoonmaak((start) => start < '2026-01-01');
    const result = await runPiped(
      ['tables', 'increase', scheme.guid, '--per', '01-01-2026', '--end-date', '30-06-2026', ...RAISE],
      env,
    );
    expect(result.code).toBe(0);
    const raised = (await apiScheme(scheme.guid)).salary_tables.at(-1)!;
    const published = readFixtureCao().salary_tables.find((table) => table.active_per === '2026-01-01')!;
    const differences = cellChanges(published.full_table, raised.full_table);
    // Both sides have exactly two decimals: the difference in cents, without a float.
    const cents = differences.map((change) =>
      Number(BigInt(change.new!.replace('.', '')) - BigInt(change.old!.replace('.', ''))),
    );
    expect(differences).toHaveLength(25);
    expect(differences.filter((change) => change.age !== 'null')).toHaveLength(17);
    expect(cents.filter((_, index) => differences[index]!.age === 'null').map(Math.abs)).toEqual(
      Array.from({ length: 8 }, () => 1),
    );
    expect(Math.max(...cents)).toBe(6);
    expect(cents.filter((difference) => difference < 0)).toEqual([-1, -1, -1]);
  });
});
