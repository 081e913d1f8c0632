import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { BIN, ESC, ROOT, runInTerminal as inTerminal, runPiped as piped, type Run } from './run-cli.js';

// End-to-end runs of the BUILT binary (cli/dist/bin.js, compiled JavaScript) as a user runs it: piped, and
// in a real terminal through util-linux `script`. The tests share nothing but the fixtures they read, so
// they run at the same time.

function runPiped(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return piped(args, { HOME: home, ...env });
}

/** Runs in a pseudo-terminal: stdout and stderr both arrive as the terminal output. */
function runInTerminal(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return inTerminal(args, { HOME: home, ...env });
}

let home: string;
let brokenDir: string;
let badPackageFile: string;

beforeAll(() => {
  // Incremental: a no-op when `tsc -b` (npm test's typecheck) has built it already.
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  home = mkdtempSync(join(tmpdir(), 'beloning-e2e-'));
  brokenDir = join(home, 'caos');
  cpSync(join(ROOT, 'fixtures/caos'), brokenDir, { recursive: true });
  const file = join(brokenDir, 'schoonmaak-glazenwassers.json');
  const cao = JSON.parse(readFileSync(file, 'utf8')) as {
    salary_tables: { full_table: Record<string, Record<string, Record<string, string>>> }[];
  };
  const lg1 = cao.salary_tables[0]?.full_table['18']?.LG1;
  if (lg1 === undefined) throw new Error('fixture changed: no age 18, LG1');
  lg1['1'] = 'twaalf';
  writeFileSync(file, JSON.stringify(cao, null, 2));
  // A copy of the Schoonmaak cao whose package has a bad leave line: the wages are fine.
  const good = JSON.parse(
    readFileSync(join(ROOT, 'fixtures/caos/schoonmaak-glazenwassers.json'), 'utf8'),
  ) as {
    equivalent_package: { leave: { extra_leave: { amount: string }[] } };
  };
  const line = good.equivalent_package.leave.extra_leave[0];
  if (line === undefined) throw new Error('fixture changed: no extra leave line');
  line.amount = '1,5';
  badPackageFile = join(home, 'pakket-fout.json');
  writeFileSync(badPackageFile, JSON.stringify(good, null, 2));
}, 120_000);

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
});

describe.concurrent('beloning (built binary)', { timeout: 60_000 }, () => {
  it('shows Dutch help with the exit codes', async ({ expect }) => {
    const result = await runPiped(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Gebruik: beloning \[opties\] \[commando\]/);
    expect(result.stdout).toContain("Commando's:");
    expect(result.stdout).toContain('Afsluitcodes:');
    expect(result.stdout).toContain('4  validatie mislukt');
  });

  it('answers `beloning help` like --help (exit 0) and finds the help of a subcommand', async ({
    expect,
  }) => {
    const plain = await runPiped(['--help']);
    const help = await runPiped(['help']);
    expect(help).toEqual(plain);

    const sub = await runPiped(['help', 'tables', 'import']);
    expect(sub.code).toBe(0);
    expect(sub.stdout).toMatch(/^Gebruik: beloning tables import \[opties\] <guid> <csv\.\.\.>/);
    expect(sub.stdout).toEqual((await runPiped(['tables', 'import', '--help'])).stdout);

    const terminal = await runInTerminal(['help', 'schemes', 'export']);
    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toMatch(/^Gebruik: beloning schemes export \[opties\] <guid>/);

    const unknown = await runPiped(['help', 'tables', 'importeer']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: "Fout: Onbekend commando 'importeer'.\nZie beloning tables --help.\n",
    });
  });

  it("ends a command's help with its examples, piped and in a terminal", async ({ expect }) => {
    const examples =
      'Voorbeelden:\n  # toon wat er verandert, zonder op te slaan\n  beloning tables import <guid> lonen/*.csv --dry-run\n';
    const piped = await runPiped(['tables', 'import', '--help']);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain(`\n\n${examples}`);
    const terminal = await runInTerminal(['help', 'tables', 'import']);
    expect(terminal.code).toBe(0);
    expect(terminal.stdout).toContain(examples);
    // A usage error points at the same help, not the program's.
    const wrong = await runPiped(['tables', 'import', '--bogus']);
    expect(wrong).toEqual({
      code: 2,
      stdout: '',
      stderr: "Fout: Onbekende optie '--bogus'.\nZie beloning tables import --help.\n",
    });
  });

  it('prints a bash completion script that completes beloning tab<TAB> in a real bash', async ({
    expect,
  }) => {
    const script = await runPiped(['completion', 'bash']);
    expect(script.code).toBe(0);
    const file = join(home, 'beloning.bash');
    writeFileSync(file, script.stdout);
    const offered = execFileSync(
      'bash',
      ['-c', `source '${file}'; COMP_WORDS=(beloning tab); COMP_CWORD=1; _beloning; echo "\${COMPREPLY[*]}"`],
      { encoding: 'utf8' },
    );
    expect(offered).toBe('tables\n');
    expect((await runPiped(['completion', 'fish'])).code).toBe(2);
  });

  it('runs compiled JavaScript, not a TypeScript loader', ({ expect }) => {
    expect(readFileSync(BIN, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it('validates fixtures/caos with exit 0', async ({ expect }) => {
    const result = await runPiped(['fixtures', 'validate', 'fixtures/caos']);
    expect(result.stderr).toMatch(/cao-bestanden in fixtures\/caos zijn geldig/);
    expect(result.code).toBe(0);
  });

  it('validates one cao file when given a file, and says plainly what it expects otherwise', async ({
    expect,
  }) => {
    const good = await runPiped(['fixtures', 'validate', 'fixtures/caos/schoonmaak-glazenwassers.json']);
    expect(good).toEqual({
      code: 0,
      stdout: '',
      stderr: '✓ 1 cao-bestand (fixtures/caos/schoonmaak-glazenwassers.json) is geldig.\n',
    });
    const broken = await runInTerminal([
      'fixtures',
      'validate',
      join(brokenDir, 'schoonmaak-glazenwassers.json'),
    ]);
    expect(broken.code).toBe(4);
    expect(broken.stdout).toContain('Vul een geldig');
    expect(broken.stdout).toMatch(/1 fout in 1 van 1 cao-bestand \(.*schoonmaak-glazenwassers\.json\)/);

    const notJson = await runPiped(['fixtures', 'validate', 'README.md']);
    expect(notJson).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "Fout: 'README.md' is geen map en geen cao-bestand (*.json). Geef een map met cao-bestanden of één cao-bestand.\n",
    });
    const missing = await runPiped(['fixtures', 'validate', 'bestaat-niet.json']);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: "Fout: Map of bestand 'bestaat-niet.json' bestaat niet.\n",
    });
  });

  it("checks a cao file's package with core's schema: a bad block is named in Dutch with its path, exit 4", async ({
    expect,
  }) => {
    const result = await runPiped(['fixtures', 'validate', badPackageFile]);
    expect(result).toEqual({
      code: 4,
      stdout:
        'pakket-fout.json\tfout\tpakket gelijkwaardige beloning, Verlof, Extra verlof regel 1, Hoeveelheid (equivalent_package.leave.extra_leave.0.amount)\tVul een geldig getal in\n',
      stderr: expect.stringMatching(/^Fout: 1 fout in 1 van 1 cao-bestand \(.*pakket-fout\.json\)\.\n$/),
    });
  });

  it('lists the bad row of a broken fixture and exits 4', async ({ expect }) => {
    const result = await runPiped(['fixtures', 'validate', brokenDir]);
    expect(result.code).toBe(4);
    expect(result.stdout).toContain(
      'schoonmaak-glazenwassers.json\tfout\tloontabel 1 (Basisuurlonen 1-7-2024), leeftijd 18, schaal LG1, periodiek 1\tVul een geldig',
    );
    expect(result.stderr).toMatch(/^Fout: 1 fout in 1 van 4 cao-bestanden/m);
  });

  it('says in one line that the server cannot be reached, exit 1, no stack trace', async ({ expect }) => {
    // A port that was free a moment ago: nothing listens there.
    const port = await freePort();
    const result = await runPiped(['caos', 'list'], {
      BELONING_URL: `http://127.0.0.1:${port}`,
      BELONING_TOKEN: 'ci-token',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `Fout: Kan de server op http://127.0.0.1:${port} niet bereiken. Controleer het adres of start de server (npm start).\n`,
    );

    // In a terminal the same one line, in colour, and no stack trace.
    const terminal = await runInTerminal(['schemes', 'list', '--url', `http://127.0.0.1:${port}`], {
      BELONING_TOKEN: 'ci-token',
    });
    expect(terminal.code).toBe(1);
    expect(terminal.stdout.trim().split('\n')).toEqual([
      `${ESC}31mFout:${ESC}39m Kan de server op http://127.0.0.1:${port} niet bereiken. Controleer het adres of start de server (npm start).`,
    ]);
  });

  it('asks to log in (exit 3) before sending anything when there is no session', async ({ expect }) => {
    const result = await runPiped(['caos', 'list', '--json']);
    expect(result).toEqual({
      code: 3,
      stdout: '',
      stderr: 'Fout: Niet ingelogd op http://localhost:3000 of sessie verlopen. Log in met: beloning login\n',
    });
  });

  it('answers a usage error in Dutch with exit 2', async ({ expect }) => {
    const result = await runPiped(['caos', 'lijst']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Onbekend commando 'lijst'.");
  });

  it('prints a table with headings and colour in a terminal, plain tab-separated lines in a pipe', async ({
    expect,
  }) => {
    const terminal = await runInTerminal(['fixtures', 'validate', brokenDir]);
    expect(terminal.code).toBe(4);
    expect(terminal.stdout).toMatch(/Bestand\s+Soort\s+Plaats\s+Melding/);
    expect(terminal.stdout).toContain(ESC);
    expect(terminal.stdout).not.toContain('\t');

    const noColor = await runInTerminal(['fixtures', 'validate', brokenDir], { NO_COLOR: '1' });
    expect(noColor.stdout).toMatch(/Bestand\s+Soort/);
    expect(noColor.stdout).not.toContain(ESC);

    const piped = await runPiped(['fixtures', 'validate', brokenDir]);
    expect(piped.stdout).not.toContain('Bestand');
    expect(piped.stdout + piped.stderr).not.toContain(ESC);
  });

  it('prints the findings as JSON with --json', async ({ expect }) => {
    const result = await runPiped(['fixtures', 'validate', brokenDir, '--json']);
    expect(result.code).toBe(4);
    const report = JSON.parse(result.stdout) as { valid: boolean; findings: { level: string }[] };
    expect(report.valid).toBe(false);
    expect(report.findings.some((finding) => finding.level === 'fout')).toBe(true);
  });
});
