/**
 * The table commands of the BUILT binary against a real server (tests/cli/cli-server.ts: server/src/main.ts's
 * startServer on PGlite, a hirer from createTestUser, one scheme saved through the API), piped and in a real
 * terminal. What the CLI saved is checked through the API, the increase against core's maths.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exportPackageCsv, parseSalaryTableCsv } from '@beloning/core/csv';
import { formatDutchDate } from '@beloning/core/format';
import { increaseFullTable, minimumWageNotice, wmlCoverage } from '@beloning/core/salary';
import { inlenersCaoResponseSchema, type InlenersCao } from '@beloning/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Seed, SeedCallError } from '../helpers/seed.js';
import { setuErrors } from '../helpers/setu.js';
import type { CliServerInfo } from './cli-server.js';
import { ESC, ROOT, runInTerminal, runInTerminalAnswering, runPiped, startCliServer } from './run-cli.js';

const CONFLICT = 'Fout: Iemand anders heeft de regeling gewijzigd; er is niets opgeslagen.\n';
/** The session's own server: `beloning login` logs in there again without --url. */
const logInAgain = () => `Fout: Niet ingelogd op ${info.url} of sessie verlopen. Log in met: beloning login`;
const SCHEME_NAME = 'Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026';
/** Six CSV files of new tables, enough for the progress bar (from 5 files). */
const EXTRA_TABLES = 6;
/** The dates of the tables the imports below add: every new table has both (a new series needs them). */
const NEW_TABLE_DATES = ['--active-per', '01-01-2026', '--end-date', '30-06-2026'];

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;
let tokens: { access: string; refresh: string };

/** The scheme as the server has it now, read with a bearer token (refreshed when it has expired). */
async function apiScheme(version?: number): Promise<InlenersCao> {
  const seed = new Seed(info.url);
  try {
    return inlenersCaoResponseSchema.parse(await seed.readScheme(tokens.access, info.scheme.guid, version));
  } catch (error) {
    if (!(error instanceof SeedCallError && error.status === 401)) throw error;
  }
  tokens = await seed.refresh(tokens.refresh);
  return inlenersCaoResponseSchema.parse(await seed.readScheme(tokens.access, info.scheme.guid, version));
}

function csvTables(file: string) {
  const result = parseSalaryTableCsv(readFileSync(resolve(ROOT, file)));
  if (!result.ok) throw new Error(`${file} does not parse`);
  return result.tables;
}

/** A session file in its own configuration directory, as `beloning login` writes it. */
function writeSessionFile(configHome: string, tokens: CliServerInfo['expired']): string {
  const file = join(configHome, 'beloning', 'session.json');
  mkdirSync(join(configHome, 'beloning'), { recursive: true, mode: 0o700 });
  const session = { url: info.url, kind: 'inlener', username: info.username, tokens };
  writeFileSync(file, JSON.stringify(session), { mode: 0o600 });
  return file;
}

/** The six CSV files of new tables 'Extra 1' to 'Extra 6', each two wages in Dutch Excel form. */
function writeExtraTables(): string[] {
  const dir = join(home, 'lonen');
  mkdirSync(dir, { recursive: true });
  return Array.from({ length: EXTRA_TABLES }, (_, index) => {
    const file = join(dir, `extra-${index + 1}.csv`);
    const rows = ['A', 'B'].map(
      (scale, row) => `Extra ${index + 1};Alle leeftijden;${scale};1;${16 + row},${10 + index}`,
    );
    writeFileSync(file, `tabel;leeftijd;schaal;periodiek;loon\r\n${rows.join('\r\n')}\r\n`);
    return file;
  });
}

/** The series 'Extra 1' to 'Extra 6': a name without a date, so a follow-up keeps it. */
function extraSeries(): [string, string][] {
  return Array.from({ length: EXTRA_TABLES }, (_, index) => [`Extra ${index + 1}`, `Extra ${index + 1}`]);
}

function tableNamed(scheme: InlenersCao, name: string) {
  const table = scheme.salary_tables.find((candidate) => candidate.name === name);
  if (table === undefined) throw new Error(`no table ${name} in version ${scheme.version}`);
  return table;
}

/** A table's saved JSON without the server's stamp of the version it was saved in. */
function content({ created_at: _stamp, ...table }: InlenersCao['salary_tables'][number]): string {
  return JSON.stringify(table);
}

/**
 * `after` keeps every table of `before` (the same JSON but for created_at; a table that ran past `per` now
 * ends the day before) and adds per pair of `raised` (the newest table of a series in `before`, and the name
 * of its follow-up) the follow-up from `per` to `end`, holding that table's wages 2,5 % up, rounded up to
 * cents: core's increaseFullTable. Tables are matched by name and start date (the server keeps its order).
 */
function expectFollowUpsByCore(
  before: InlenersCao,
  after: InlenersCao,
  raise: { per: string; end: string; raised: readonly (readonly [string, string])[] },
): void {
  const dayBefore = new Date(`${raise.per}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  expect(after.salary_tables).toHaveLength(before.salary_tables.length + raise.raised.length);
  const kept = new Set<InlenersCao['salary_tables'][number]>();
  for (const table of before.salary_tables) {
    const saved = after.salary_tables.find(
      (candidate) => candidate.name === table.name && candidate.active_per === table.active_per,
    );
    const runsPast = table.end_date !== null && table.end_date >= raise.per;
    const expected = runsPast ? { ...table, end_date: dayBefore.toISOString().slice(0, 10) } : table;
    expect(saved && content(saved)).toBe(content(expected));
    if (saved !== undefined) kept.add(saved);
  }
  const followUps = after.salary_tables.filter((table) => !kept.has(table));
  expect(followUps).toHaveLength(raise.raised.length);
  for (const [name, followUpName] of raise.raised) {
    const source = before.salary_tables.findLast((table) => table.name === name)!;
    const followUp = followUps.find((table) => table.name === followUpName);
    expect(followUp).toMatchObject({ active_per: raise.per, end_date: raise.end });
    expect(followUp?.full_table).toEqual(
      increaseFullTable(source.full_table, [{ type: 'percentage', value: '2.5' }], {
        mode: 'up',
        decimals: 2,
      }),
    );
  }
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startCliServer();
  info = server.info;
  tokens = { access: info.access, refresh: info.refresh };
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-tables-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config') };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('beloning schemes and tables (built binary, real server)', { timeout: 120_000 }, () => {
  const guid = () => info.scheme.guid;

  it('logs in with --password-stdin and lists the scheme, piped and in a terminal', async () => {
    const login = await runPiped(
      ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
      env,
      `${info.password}\n`,
    );
    expect(login.stderr).toContain(`✓ Ingelogd als ${info.username}`);
    expect(login.code).toBe(0);

    // The four views of the list at the same time: each is a read of its own.
    const [piped, terminal, noColor, json] = await Promise.all([
      runPiped(['schemes', 'list'], env),
      runInTerminal(['schemes', 'list'], env),
      runInTerminal(['schemes', 'list'], { ...env, NO_COLOR: '1' }),
      runPiped(['schemes', 'list', '--json'], env),
    ]);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toMatch(
      new RegExp(`^${guid()}\\tCao Schoonmaak- en Glazenwassersbedrijf 2024-2026\\tJan de Vries\\t1\\t`),
    );
    expect(piped.stdout).not.toContain(ESC);

    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toMatch(
      /GUID\s+Regeling\s+Ondertekend door\s+Versie\s+Gewijzigd\s+Koppelingen\s+Nieuwe cao/,
    );
    expect(terminal.stdout).toContain(ESC);
    expect(terminal.stdout).not.toContain('\t');

    expect(noColor.stdout).toMatch(/GUID\s+Regeling\s+Ondertekend door\s+Versie/);
    expect(noColor.stdout).not.toContain(ESC);

    expect((JSON.parse(json.stdout) as { guid: string }[]).map((scheme) => scheme.guid)).toEqual([guid()]);
  });

  it('logs in in a terminal with the e-mail address and a hidden password, and keeps the session 0600', async () => {
    const configHome = join(home, 'terminal-config');
    const own = { HOME: home, XDG_CONFIG_HOME: configHome };
    const login = await runInTerminalAnswering(['login', '--url', info.url], own, [
      ['Gebruikersnaam of e-mailadres: ', info.email],
      ['Wachtwoord: ', info.password],
    ]);
    expect(login.stdout).toContain(`Ingelogd als ${info.username} (`);
    expect(login.stdout).not.toContain(info.password);
    expect(login.code).toBe(0);
    const file = join(configHome, 'beloning', 'session.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(configHome, 'beloning')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ url: info.url, kind: 'inlener' });

    const [terminal, piped, json] = await Promise.all([
      runInTerminal(['whoami'], own),
      runPiped(['whoami'], own),
      runPiped(['whoami', '--json'], own),
    ]);
    expect(terminal.stdout).toMatch(new RegExp(`Gebruiker:.*${info.username}`));
    expect(terminal.stdout).toContain(ESC);
    expect(piped.stdout).toContain(`E-mailadres\t${info.email}\n`);
    expect(JSON.parse(json.stdout)).toMatchObject({ kind: 'inlener', user: { email: info.email } });

    const logout = await runPiped(['logout'], own);
    expect(logout).toEqual({ code: 0, stdout: '', stderr: `✓ Uitgelogd van ${info.url}.\n` });
    expect(existsSync(file)).toBe(false);
    // Without a session the server is the default one, and the hint names it.
    expect(await runPiped(['whoami'], own)).toMatchObject({
      code: 3,
      stderr: 'Fout: Niet ingelogd op http://localhost:3000 of sessie verlopen. Log in met: beloning login\n',
    });
  });

  it('refreshes an expired access token silently, and asks to log in again (exit 3) when the refresh is refused', async () => {
    const configHome = join(home, 'refresh-config');
    const own = { HOME: home, XDG_CONFIG_HOME: configHome };
    const file = writeSessionFile(configHome, info.expired);
    // The access token of this session has really expired: the server refuses it.
    const refused = await fetch(`${info.url}/api/rest-auth/inlener-user/`, {
      headers: { authorization: `Bearer ${info.expired.access}` },
    });
    expect(refused.status).toBe(401);

    const piped = await runPiped(['schemes', 'list'], own);
    expect(piped.stderr).toBe('');
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain(guid());
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { tokens: CliServerInfo['expired'] };
    expect(saved.tokens.refresh).not.toBe(info.expired.refresh);
    expect(Date.parse(saved.tokens.access_expiration)).toBeGreaterThan(Date.now());
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The next command uses the refreshed session as it is.
    const terminal = await runInTerminal(['schemes', 'list'], own);
    expect(terminal.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(saved);

    // A refresh token the server refuses: log in again, piped and in a terminal; the session is removed.
    const stale = { ...info.expired, refresh: 'ingetrokken-verversingstoken' };
    writeSessionFile(configHome, stale);
    expect(await runPiped(['schemes', 'list'], own)).toEqual({
      code: 3,
      stdout: '',
      stderr: `${logInAgain()}\n`,
    });
    expect(existsSync(file)).toBe(false);
    writeSessionFile(configHome, stale);
    const again = await runInTerminal(['schemes', 'list'], own);
    expect(again.code).toBe(3);
    expect(again.stdout).toContain(logInAgain().replace('Fout: ', ''));
    expect(existsSync(file)).toBe(false);
  });

  it('works in CI with BELONING_URL and BELONING_TOKEN, writing no session', async () => {
    await apiScheme(); // a fresh access token in tokens
    const ci = {
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'ci-config'),
      BELONING_URL: info.url,
      BELONING_TOKEN: tokens.access,
    };
    const [list, whoami, refused] = await Promise.all([
      runPiped(['schemes', 'list', '--json'], ci),
      runPiped(['whoami'], ci),
      runPiped(['schemes', 'list'], { ...ci, BELONING_TOKEN: 'geen-geldig-token' }),
    ]);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { guid: string }[]).map((scheme) => scheme.guid)).toEqual([guid()]);
    expect(whoami.stdout).toContain(`Server\t${info.url}\nSessie\tBELONING_TOKEN\n`);
    expect(existsSync(ci.XDG_CONFIG_HOME)).toBe(false);
    expect(refused).toEqual({
      code: 3,
      stdout: '',
      stderr: `Fout: De server op ${info.url} weigert het toegangstoken in BELONING_TOKEN (ongeldig of verlopen). Zet een nieuw toegangstoken in BELONING_TOKEN, of haal de variabele weg om met uw sessie te werken.\n`,
    });
  });

  it('stops a malformed CSV with every bad row in Dutch, exit 4, before anything is sent', async () => {
    const args = ['tables', 'import', guid(), 'fixtures/csv/clean-long.csv', 'fixtures/csv/text-in-wage.csv'];
    // With the server's address pointing nowhere the answer is the same: no request was tried.
    const [result, nowhere] = await Promise.all([
      runPiped([...args, 'fixtures/csv/missing-column.csv'], env),
      runPiped([...args, '--url', 'http://127.0.0.1:9'], env),
    ]);
    expect(result).toEqual({
      code: 4,
      stdout: '',
      stderr: [
        'Fout: De CSV-bestanden bevatten fouten; er is niets verstuurd:',
        '  fixtures/csv/text-in-wage.csv: Rij 3, kolom loon: Vul een geldig getal in',
        '  fixtures/csv/text-in-wage.csv: Rij 5, kolom loon: Vul een geldig getal in',
        '  fixtures/csv/missing-column.csv: Rij 1: Kolom loon ontbreekt',
        '',
      ].join('\n'),
    });
    expect(nowhere.code).toBe(4);
    expect((await apiScheme()).version).toBe(1);
  });

  it('refuses a wage that reads two ways and an age that is not one, naming row and column, exit 4', async () => {
    const file = join(home, 'twee-lezingen.csv');
    writeFileSync(
      file,
      [
        'tabel;leeftijd;schaal;periodiek;loon',
        'Schoonmaak 1-7-2025;Alle leeftijden;LG1;1;15,52',
        'Schoonmaak 1-7-2025;Alle leeftijden;LG1;2;16.085',
        'Schoonmaak 1-7-2025;18.5;LG1;1;12,00',
        'Schoonmaak 1-7-2025;21+;LG1;1;12,00',
        '',
      ].join('\r\n'),
    );
    const result = await runPiped(['tables', 'import', guid(), file], env);
    expect(result).toEqual({
      code: 4,
      stdout: '',
      stderr: [
        'Fout: De CSV-bestanden bevatten fouten; er is niets verstuurd:',
        `  ${file}: Rij 3, kolom loon: 16.085 is op twee manieren te lezen, als 16085 of als 16,085: schrijf 16085 of 16,085`,
        `  ${file}: Rij 4, kolom leeftijd: Onbekende leeftijd '18.5': schrijf een hele leeftijd (18 of 18 jaar), Alle leeftijden, of 21+ voor de rij na de leeftijden tot en met 20`,
        `  ${file}: Rij 5, kolom leeftijd: 21+ is dezelfde rij als Alle leeftijden of een andere leeftijd met +: geef die rij één keer`,
        '',
      ].join('\n'),
    });
    expect((await apiScheme()).version).toBe(1);
  });

  it('shows with --dry-run what an import changes, and saves nothing', async () => {
    const result = await runPiped(
      [
        'tables',
        'import',
        guid(),
        'fixtures/csv/clean-long.csv',
        'fixtures/csv/wide-excel-nl.csv',
        '--end-date',
        '30-06-2026',
        '--dry-run',
      ],
      env,
    );
    expect(result.code).toBe(0);
    // The new table continues its series (Schoonmaak ...) the day after the newest table of it ends.
    const [summary, cells = ''] = result.stdout.split('\n\n');
    expect(summary).toBe(
      [
        'Schoonmaak 1-7-2025\tvervangen\t01-07-2025 t/m 31-12-2025\t0\t0\t27\t0',
        'Schoonmaak 1-1-2026\ttoegevoegd\t01-01-2026 t/m 30-06-2026\t0\t30\t0\t0',
      ].join('\n'),
    );
    // Then every cell it changes, with the old and new wage: the 27 the file lacks are dropped.
    const rows = cells
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows).toHaveLength(57);
    const kept = csvTables('fixtures/csv/clean-long.csv')['Schoonmaak 1-7-2025']!;
    const before = tableNamed(await apiScheme(), 'Schoonmaak 1-7-2025').full_table;
    const dropped = Object.entries(before).flatMap(([age, payscales]) =>
      Object.entries(payscales).flatMap(([payscale, wages]) =>
        Object.entries(wages)
          .filter(([periodical]) => kept[age]?.[payscale]?.[periodical] === undefined)
          .map(([periodical, wage]) => [
            'Schoonmaak 1-7-2025',
            age === 'null' ? 'Alle leeftijden' : age,
            payscale,
            periodical,
            wage.replace('.', ','),
            '-',
            'vervalt',
          ]),
      ),
    );
    expect(dropped).toHaveLength(27);
    expect(rows.filter((row) => row[0] === 'Schoonmaak 1-7-2025')).toEqual(dropped);
    expect(rows).toContainEqual(['Schoonmaak 1-1-2026', 'Alle leeftijden', 'LG1', '1', '-', '15,52', '']);
    expect(result.stderr).toBe('Proefdraai: er is niets opgeslagen.\n');
    expect((await apiScheme()).version).toBe(1);
  });

  it('does not drop cells or change a wage drastically without --force, saying which and saving nothing (exit 4)', async () => {
    const piped = await runPiped(['tables', 'import', guid(), 'fixtures/csv/clean-long.csv'], env);
    expect(piped.code).toBe(4);
    expect(piped.stdout).toBe('');
    const lines = piped.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Fout: 27 lonen veranderen sterk (meer dan het dubbele, minder dan de helft of vervallen):',
    );
    expect(lines[1]).toMatch(
      /^ {2}loontabel Schoonmaak 1-7-2025, leeftijd \S+, schaal LG\d, periodiek \d: € \d+,\d\d -> - \(vervalt\)$/,
    );
    expect(lines.at(-2)).toBe('  en nog 7');
    expect(lines.at(-1)).toBe('Er is niets opgeslagen. Controleer de lonen, of sla ze toch op met --force.');

    // In a terminal the question is asked, and 'n' saves nothing.
    const declined = await runInTerminalAnswering(
      ['tables', 'import', guid(), 'fixtures/csv/clean-long.csv'],
      env,
      [['Toch opslaan? (j/N)', 'n']],
    );
    expect(declined.stdout).toContain('sterk (meer dan het dubbele, minder dan de helft of vervallen):');
    expect(declined.stdout).toMatch(
      /loontabel Schoonmaak 1-7-2025, leeftijd \S+, schaal LG\d, periodiek \d: € \d+,\d\d -> - \(vervalt\)/,
    );
    expect(declined.stdout).toContain('Afgebroken.');
    expect(declined.code).toBe(4);
    expect((await apiScheme()).version).toBe(1);
  });

  it("refuses a new table without dates of its own instead of borrowing another table's (exit 4)", async () => {
    const file = join(home, 'nieuwe-reeks.csv');
    writeFileSync(
      file,
      'tabel;leeftijd;schaal;periodiek;loon\r\nToeslagen;Alle leeftijden;A;1;16,00\r\n',
      'latin1',
    );
    const newSeries = await runPiped(['tables', 'import', guid(), file], env);
    expect(newSeries).toEqual({
      code: 4,
      stdout: '',
      stderr: [
        'Fout: Loontabel Toeslagen is nieuw en volgt op geen tabel van de regeling: geef met --active-per op vanaf wanneer hij geldt.',
        'Loontabel Toeslagen is nieuw en heeft een einddatum nodig: geef met --end-date op tot wanneer hij geldt.',
        '',
      ].join('\n'),
    });
    const followUp = await runPiped(['tables', 'import', guid(), 'fixtures/csv/wide-excel-nl.csv'], env);
    expect(followUp.code).toBe(4);
    expect(followUp.stderr).toContain(
      'Loontabel Schoonmaak 1-1-2026 is nieuw en heeft een einddatum nodig: geef met --end-date op tot wanneer hij geldt.',
    );
    expect((await apiScheme()).version).toBe(1);
  });

  it('warns about wages below the statutory minimum wage in a dry run', async () => {
    const file = join(home, 'laag.csv');
    writeFileSync(
      file,
      'tabel;leeftijd;schaal;periodiek;loon\r\nLaag;Alle leeftijden;A;1;10,00\r\n',
      'latin1',
    );
    const result = await runPiped(
      ['tables', 'import', guid(), file, ...NEW_TABLE_DATES, '--dry-run', '--json'],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^Waarschuwing: loontabel Laag, leeftijd Alle leeftijden, schaal A, periodiek 1: Loon € 10,00 ligt onder het wettelijk minimumloon van € \d+,\d\d per uur/m,
    );
    const report = JSON.parse(result.stdout) as {
      dry_run: boolean;
      saved_version: number | null;
      tables: { table: string; action: string; minimum_wage_warnings: unknown[] }[];
    };
    expect(report).toMatchObject({ dry_run: true, saved_version: null });
    expect(report.tables).toMatchObject([{ table: 'Laag', action: 'added' }]);
    expect(report.tables[0]?.minimum_wage_warnings).toHaveLength(1);
    expect((await apiScheme()).version).toBe(1);
  });

  it("gives core's minimum-wage notice for a table that runs past the known minimum wages, in a dry run", async () => {
    const file = join(home, 'later.csv');
    writeFileSync(
      file,
      'tabel;leeftijd;schaal;periodiek;loon\r\nLater;Alle leeftijden;A;1;20,00\r\n',
      'latin1',
    );
    const end = `${Number(wmlCoverage().until.slice(0, 4)) + 1}-06-30`;
    const dates = ['--active-per', '01-01-2026', '--end-date', formatDutchDate(end)];
    const result = await runPiped(['tables', 'import', guid(), file, ...dates, '--dry-run', '--json'], env);
    expect(result.code).toBe(0);
    const notice = minimumWageNotice({ active_per: '2026-01-01', end_date: end });
    expect(notice).toContain('staat nog niet in Beloning');
    expect(result.stderr).toContain(`Waarschuwing: loontabel Later: ${notice}`);
    const report = JSON.parse(result.stdout) as {
      tables: { table: string; minimum_wage_notice: string | null; minimum_wage_warnings: unknown[] }[];
    };
    expect(report.tables).toMatchObject([
      { table: 'Later', minimum_wage_notice: notice, minimum_wage_warnings: [] },
    ]);
    expect((await apiScheme()).version).toBe(1);
  });

  it('gives no minimum-wage notice for a table within the known minimum wages', async () => {
    const file = join(home, 'binnen.csv');
    writeFileSync(
      file,
      'tabel;leeftijd;schaal;periodiek;loon\r\nBinnen;Alle leeftijden;A;1;20,00\r\n',
      'latin1',
    );
    const result = await runPiped(
      ['tables', 'import', guid(), file, ...NEW_TABLE_DATES, '--dry-run', '--json'],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('staat nog niet in Beloning');
    const report = JSON.parse(result.stdout) as { tables: { minimum_wage_notice: string | null }[] };
    expect(report.tables[0]?.minimum_wage_notice).toBeNull();
  });

  it('reads a three-decimal wage just below the cao as a decimal and refuses it, in an import and a raise (exit 4)', async () => {
    // 14.829 is below the cao's 14,83; read as Dutch input it would have been 14829.
    const file = join(home, 'drie-decimalen.csv');
    writeFileSync(
      file,
      'tabel,leeftijd,schaal,periodiek,loon\nSchoonmaak 1-7-2025,Alle leeftijden,LG1,1,14.829\n',
    );
    const cell = 'leeftijd Alle leeftijden, schaal LG1, periodiek 1: Waarde moet minimaal € 14,83 zijn';
    const [imported, increased] = await Promise.all([
      runPiped(['tables', 'import', guid(), file], env),
      runPiped(
        ['tables', 'increase', guid(), '--per', '01-10-2025', '--amount', '-0,001', '--decimals', '3'],
        env,
      ),
    ]);
    // The raise splits the table on 01-10-2025: its follow-up (loontabel 2) keeps the cao original.
    for (const [result, table] of [
      [imported, 'loontabel 1 (Schoonmaak 1-7-2025)'],
      [increased, 'loontabel 2 (Schoonmaak 1-10-2025)'],
    ] as const) {
      expect(result.code, result.stderr).toBe(4);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n')).toContain(`  ${table}, ${cell}`);
    }
    expect((await apiScheme()).version).toBe(1);
  });

  it('imports the fixture CSVs as one new version with exactly their wages', async () => {
    const result = await runPiped(
      [
        'tables',
        'import',
        guid(),
        'fixtures/csv/clean-long.csv',
        'fixtures/csv/wide-excel-nl.csv',
        '--active-per',
        '01-01-2026',
        '--end-date',
        '30-06-2026',
        // It drops the 27 cells clean-long.csv lacks, as the test above shows it would.
        '--force',
      ],
      env,
    );
    expect(result.stderr).toBe(
      '✓ Versie 2 van Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026 opgeslagen: 2 loontabellen, 57 cellen gewijzigd.\n',
    );
    expect(result.code).toBe(0);

    const scheme = await apiScheme();
    expect(scheme.version).toBe(2);
    expect(scheme.versions.map((version) => version.version)).toEqual([1, 2]);
    const replaced = tableNamed(scheme, 'Schoonmaak 1-7-2025');
    expect(replaced.full_table).toEqual(csvTables('fixtures/csv/clean-long.csv')['Schoonmaak 1-7-2025']);
    expect(replaced).toMatchObject({
      active_per: '2025-07-01',
      end_date: '2025-12-31',
      original_salary_table_id: 103,
    });
    const added = tableNamed(scheme, 'Schoonmaak 1-1-2026');
    expect(added.full_table).toEqual(csvTables('fixtures/csv/wide-excel-nl.csv')['Schoonmaak 1-1-2026']);
    expect(added).toMatchObject({
      active_per: '2026-01-01',
      end_date: '2026-06-30',
      original_salary_table_id: null,
    });
    // Version 1 is kept as it was.
    expect(tableNamed(await apiScheme(1), 'Schoonmaak 1-7-2025').full_table.null?.LG6).toBeDefined();
  });

  it('shows the versions and an earlier version, and says when a scheme is not there', async () => {
    const [versions, first, shown, missing] = await Promise.all([
      runPiped(['schemes', 'versions', guid(), '--json'], env),
      runPiped(['schemes', 'show', guid(), '--version', '1', '--json'], env),
      runPiped(['schemes', 'show', guid()], env),
      runPiped(['schemes', 'show', 'bestaat-niet'], env),
    ]);
    expect((JSON.parse(versions.stdout) as { version: number }[]).map((v) => v.version)).toEqual([1, 2]);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ guid: guid(), version: 1 });
    expect(shown.stdout).toContain('Versie\t2 van 2\n');
    expect(shown.stdout).toMatch(/^Schoonmaak 1-1-2026\t01-01-2026 t\/m 30-06-2026\tuur\t/m);
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: "Fout: Regeling 'bestaat-niet' niet gevonden. Zie beloning schemes list.\n",
    });
  });

  it('imports many CSV files in a terminal with a progress bar on stderr, and without one in a pipe', async () => {
    const files = writeExtraTables();
    const dryRun = await runPiped(
      ['tables', 'import', guid(), ...files, ...NEW_TABLE_DATES, '--dry-run'],
      env,
    );
    expect(dryRun.code).toBe(0);
    expect(dryRun.stderr).toBe('Proefdraai: er is niets opgeslagen.\n');
    // The summary, one line per table; then the 2 new cells of each.
    const [summary = '', cells = ''] = dryRun.stdout.split('\n\n');
    expect(summary.split('\n')).toHaveLength(EXTRA_TABLES);
    expect(cells.trimEnd().split('\n')).toHaveLength(2 * EXTRA_TABLES);
    expect(dryRun.stdout).toMatch(/^Extra 1\ttoegevoegd\t/m);

    const terminal = await runInTerminal(['tables', 'import', guid(), ...files, ...NEW_TABLE_DATES], env);
    expect(terminal.code, terminal.stdout).toBe(0);
    expect(terminal.stdout).toContain(
      `\r[${'#'.repeat(24)}] ${EXTRA_TABLES}/${EXTRA_TABLES} bestanden gelezen`,
    );
    expect(terminal.stdout).toMatch(
      /Loontabel\s+Wijziging\s+Geldig\s+Gewijzigd\s+Nieuw\s+Vervallen\s+Onder WML/,
    );
    expect(terminal.stdout).toMatch(/Extra 6\s+toegevoegd\s+01-01-2026 t\/m 30-06-2026\s+0\s+2\s+0\s+0/);
    expect(terminal.stdout).toContain(ESC);
    expect(terminal.stdout).toContain(
      `Versie 3 van ${SCHEME_NAME} opgeslagen: ${EXTRA_TABLES} loontabellen, ${2 * EXTRA_TABLES} cellen gewijzigd.`,
    );

    const scheme = await apiScheme();
    expect(scheme.version).toBe(3);
    files.forEach((file, index) => {
      const name = `Extra ${index + 1}`;
      expect(tableNamed(scheme, name).full_table).toEqual(csvTables(file)[name]);
    });
  });

  it('raises per 01-07-2026 by 2,5 % rounded up in a terminal: follow-ups as core computes them, earlier tables untouched', async () => {
    const before = await apiScheme();
    const result = await runInTerminal(
      [
        ...['tables', 'increase', guid(), '--per', '01-07-2026', '--end-date', '31-12-2026'],
        ...['--percentage', '2,5', '--round', 'up'],
      ],
      env,
    );
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(
      /Loontabel\s+Wijziging\s+Geldig\s+Gewijzigd\s+Nieuw\s+Vervallen\s+Onder WML/,
    );
    expect(result.stdout).toMatch(
      /Schoonmaak 1-7-2026\s+vervolgtabel, verhoogd\s+01-07-2026 t\/m 31-12-2026\s+30\s+0\s+0\s+0/,
    );
    // The tables of 2025 and the first half of 2026 are not in the report: they are not changed.
    expect(result.stdout).not.toContain('Schoonmaak 1-7-2025');
    expect(result.stdout).toContain(
      `Versie 4 van ${SCHEME_NAME} opgeslagen: ${EXTRA_TABLES + 1} loontabellen`,
    );

    const after = await apiScheme();
    expect(after.version).toBe(4);
    expectFollowUpsByCore(before, after, {
      per: '2026-07-01',
      end: '2026-12-31',
      raised: [['Schoonmaak 1-1-2026', 'Schoonmaak 1-7-2026'], ...extraSeries()],
    });
    expect(tableNamed(after, 'Schoonmaak 1-7-2026').full_table.null?.LG1?.['1']).toBe(
      // 15,52 + 2,5 % = 15,908, rounded up: 15,91.
      '15.91',
    );
  });

  it('raises per 01-10-2026 with stdout piped: the tables running then end the day before; the same raise again is refused', async () => {
    const before = await apiScheme();
    const args = [
      ...['tables', 'increase', guid(), '--per', '01-10-2026'],
      ...['--percentage', '2.5', '--round', 'up'],
    ];
    const result = await runPiped(args, env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Schoonmaak 1-7-2026\teinddatum\t01-07-2026 t\/m 30-09-2026\t0\t0\t0\t0$/m,
    );
    expect(result.stdout).toMatch(
      /^Schoonmaak 1-10-2026\tvervolgtabel, verhoogd\t01-10-2026 t\/m 31-12-2026\t30\t0\t0\t0$/m,
    );
    expect(result.stdout).not.toContain(ESC);
    expect(result.stderr).toMatch(new RegExp(`^✓ Versie 5 van ${SCHEME_NAME} opgeslagen: \\d+ loontabellen`));

    const after = await apiScheme();
    expect(after.version).toBe(5);
    expectFollowUpsByCore(before, after, {
      per: '2026-10-01',
      end: '2026-12-31',
      raised: [['Schoonmaak 1-7-2026', 'Schoonmaak 1-10-2026'], ...extraSeries()],
    });

    // A script run twice: the tables that start on 01-10-2026 are not raised again.
    const again = await runPiped(args, env);
    expect(again.code).toBe(4);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain(
      "  Loontabel 'Schoonmaak 1-10-2026' begint al op 01-10-2026: is deze verhoging al gedaan?",
    );
    expect((await apiScheme()).version).toBe(5);
  });

  it('refuses a raise without --per as a usage error (exit 2) before it connects, with the form to use', async () => {
    // Nothing listens on port 9: the refusal comes before any request.
    const withoutPer = ['tables', 'increase', guid(), '--percentage', '2,5', '--url', 'http://127.0.0.1:9'];
    const [piped, terminal] = await Promise.all([runPiped(withoutPer, env), runInTerminal(withoutPer, env)]);
    expect(piped).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'Fout: Een verhoging gaat in op een datum: geef --per DD-MM-JJJJ, bijvoorbeeld --per 01-07-2026.',
        'De tabellen die dan lopen krijgen een vervolgtabel vanaf die datum met de verhoogde lonen; tabellen die',
        'eerder eindigen blijven zoals ze zijn.',
        '  beloning tables increase <guid> --per 01-07-2026 --end-date 31-12-2026 --percentage 2,5',
        '',
      ].join('\n'),
    });
    expect(terminal.code).toBe(2);
    expect(terminal.stdout).toContain('Een verhoging gaat in op een datum: geef --per DD-MM-JJJJ');
    expect((await apiScheme()).version).toBe(5);
  });

  it('raises one series by an amount rounded down to 1 decimal in a dry run, and refuses a bad rounding (exit 2)', async () => {
    const before = await apiScheme();
    const args = [
      ...['tables', 'increase', guid(), '--per', '01-01-2027', '--end-date', '30-06-2027'],
      ...['--amount', '0,05', '--table', 'extra 1'],
    ];
    const [result, rounding] = await Promise.all([
      runPiped([...args, '--round', 'down', '--decimals', '1', '--dry-run', '--json'], env),
      runPiped([...args, '--round', 'naar-boven'], env),
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split('\n')).toContain('Proefdraai: er is niets opgeslagen.');
    const report = JSON.parse(result.stdout) as { dry_run: boolean; tables: { table: string }[] };
    expect(report).toMatchObject({
      dry_run: true,
      saved_version: null,
      tables: [
        {
          table: 'Extra 1',
          action: 'follow-up',
          // A 16,93 + 0,05 = 16,98, rounded down: 16,9 (down); B 17,97 + 0,05 = 18,02: 18,0 (up).
          verb: 'gewijzigd',
          active_per: '2027-01-01',
          end_date: '2027-06-30',
          cells_changed: 2,
          cells_unchanged: 0,
        },
      ],
    });
    expect((await apiScheme()).version).toBe(before.version);

    expect(rounding.code).toBe(2);
    expect(rounding.stderr).toBe(
      "Fout: Ongeldige afronding 'naar-boven': kies wiskundig, omhoog of omlaag.\n",
    );
  });

  it('exports the tables as CSV that reads back to the saved wages, and the scheme as schema-valid SETU', async () => {
    const scheme = await apiScheme();
    const out = join(home, 'regeling.setu.json');
    // The CSV export, and SETU piped and in a terminal: the same schema-valid message (only its issue time
    // differs).
    const [exported, setu, inTerminal, pack] = await Promise.all([
      runPiped(['tables', 'export', guid()], env),
      runPiped(['schemes', 'export', guid(), '--format', 'setu'], env),
      runInTerminal(['schemes', 'export', guid(), '--format', 'setu', '--out', out], env),
      runPiped(['schemes', 'export', guid(), '--format', 'pakket-csv'], env),
    ]);
    expect(exported.code).toBe(0);
    const parsed = parseSalaryTableCsv(exported.stdout);
    if (!parsed.ok) throw new Error('the export does not parse');
    expect(parsed.tables['Schoonmaak 1-1-2026']).toEqual(
      tableNamed(scheme, 'Schoonmaak 1-1-2026').full_table,
    );

    expect(setu.code, setu.stderr).toBe(0);
    expect(setuErrors(JSON.parse(setu.stdout))).toEqual([]);
    expect(inTerminal.code, inTerminal.stdout).toBe(0);
    expect(inTerminal.stdout).toContain(`SETU-bericht geschreven naar ${out}.`);
    expect(setuErrors(JSON.parse(readFileSync(out, 'utf8')))).toEqual([]);

    // The package, with core's one function, on a pipe without a byte order mark.
    expect(pack.code, pack.stderr).toBe(0);
    expect(pack.stdout).toBe(exportPackageCsv(scheme.equivalent_package, { bom: false }));
    expect(pack.stdout).toMatch(/^Onderdeel;Status;Herkomst;/);
  });

  it('says that someone else changed the scheme when a save loses the race (412), and saved nothing', async () => {
    // A proxy in front of the real server: when the CLI's PUT arrives, another save of the same version goes
    // first, as a colleague in the web would, so the server answers the CLI's PUT with its real 412.
    const other = { name: 'Door een collega' };
    const current = await apiScheme();
    const proxy: Server = createServer((request: IncomingMessage, response) => {
      void (async () => {
        let body = '';
        for await (const chunk of request) body += String(chunk);
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.headers)) {
          if (typeof value === 'string' && key !== 'host' && key !== 'content-length') headers[key] = value;
        }
        const forward = (text: string) =>
          fetch(`${info.url}${request.url ?? ''}`, {
            method: request.method ?? 'GET',
            headers,
            ...(text === '' ? {} : { body: text }),
          });
        if (request.method === 'PUT') {
          // The colleague saves the version the CLI started from, with one table renamed.
          const colleague = JSON.parse(body) as {
            salary_tables: { name: string; end_date: string | null; full_table: unknown }[];
          };
          // Without the CLI's follow-ups, and with the end dates and wages the tables had.
          colleague.salary_tables = colleague.salary_tables.slice(0, current.salary_tables.length);
          colleague.salary_tables.forEach((table, index) => {
            table.end_date = current.salary_tables[index]?.end_date ?? null;
            table.full_table = current.salary_tables[index]?.full_table;
          });
          const first = colleague.salary_tables[0];
          if (first !== undefined) first.name = other.name;
          const saved = await forward(JSON.stringify(colleague));
          if (saved.status !== 200) throw new Error(`colleague: ${saved.status} ${await saved.text()}`);
        }
        const answer = await forward(body);
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'text/plain',
        });
        response.end(await answer.text());
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const result = await runPiped(
        [
          ...['tables', 'increase', guid(), '--per', '01-01-2027', '--end-date', '30-06-2027'],
          ...['--amount', '0,10', '--url', proxyUrl],
        ],
        { ...env, BELONING_TOKEN: tokens.access },
      );
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(CONFLICT);
      expect(result.code).toBe(1);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
    const scheme = await apiScheme();
    expect(scheme.version).toBe(6);
    expect(scheme.salary_tables.map((table) => table.name)).toContain(other.name);
    // The colleague's version holds the tables of version 5, not the CLI's raise.
    expect(tableNamed(scheme, 'Schoonmaak 1-1-2026').full_table).toEqual(
      tableNamed(current, 'Schoonmaak 1-1-2026').full_table,
    );
    expect(scheme.salary_tables).toHaveLength(current.salary_tables.length);
  });
});
