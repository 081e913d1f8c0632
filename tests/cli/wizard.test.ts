/**
 * The wizard of the BUILT binary against a real server (tests/cli/cli-server.ts on PGlite): piped it refuses
 * with exit 2; in a pseudo-terminal (util-linux `script`, keys written to its stdin) the short wizard is
 * driven to a saved cao compliance, and the full wizard through its 9 steps (tables from a CSV file, a
 * periodic increase, a bulk increase, a job, allowances and an education) to a saved scheme, both checked
 * through the API.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { increaseFullTable } from '@beloning/core/salary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliServerInfo } from './cli-server.js';
import { BIN, ROOT, runPiped, startCliServer } from './run-cli.js';

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;

const KEY = { tab: '\t', enter: '\r', space: ' ', right: '\u001b[C', escape: '\u001b' } as const;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The wizards' titles (full, short): every frame ink draws starts with one of them. */
const TITLES = ['Nieuwe beloningsregeling', 'Cao-naleving vastleggen'] as const;

/** The frame ink drew last: the text from the last title on (ink redraws the whole frame each time). */
function lastFrame(screen: string): string {
  const plain = screen.replace(ANSI, '');
  const start = Math.max(...TITLES.map((title) => plain.lastIndexOf(title)));
  return start === -1 ? plain : plain.slice(start);
}

/** The wizard in a pseudo-terminal: `keys` types into it; `waitFor` waits until the screen shows a text. */
function startInTerminal(args: readonly string[]) {
  const command = [process.execPath, BIN, ...args].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', COLUMNS: '120', LINES: '50', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString('utf8')));
  const exited = new Promise<number>((resolve) => child.once('close', (code) => resolve(code ?? -1)));
  const waitFor = async (text: string, timeout = 15_000) => {
    const start = Date.now();
    // eslint-disable-next-line no-control-regex
    const plain = () => screen.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    while (!plain().includes(text)) {
      if (Date.now() - start > timeout)
        throw new Error(`'${text}' did not appear; screen:\n${plain().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /**
   * Each key once the terminal has settled after the previous one (no output for 200 ms, at most 5 s): on a
   * busy machine a render can take longer than a fixed pause, and the test must read the frame of its key.
   */
  const keys = async (...presses: string[]) => {
    for (const press of presses) {
      child.stdin.write(press);
      const start = Date.now();
      let length = -1;
      let stableSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      while (Date.now() - start < 5000) {
        if (screen.length !== length) {
          length = screen.length;
          stableSince = Date.now();
        } else if (Date.now() - stableSince >= 200) break;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    }
  };
  /** Tabs until the focused line (the › marker) shows `label`. */
  const focus = async (label: string, limit = 80) => {
    for (let step = 0; step < limit; step += 1) {
      const line = lastFrame(screen)
        .split('\n')
        // The focused field's line starts with ›; a wrapped breadcrumb line (› 9. Accorderen) does not count.
        .find((candidate) => /^[\s│]*› (?!\d\. )/.test(candidate));
      if (line?.includes(label)) return;
      await keys(KEY.tab);
    }
    throw new Error(`no field '${label}'; frame:\n${lastFrame(screen)}`);
  };
  const type = (text: string) => keys(...text.split(''));
  return { keys, type, focus, waitFor, exited, screen: () => screen, frame: () => lastFrame(screen) };
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startCliServer();
  info = server.info;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-wizard-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config') };
  const login = await runPiped(
    ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
    env,
    `${info.password}\n`,
  );
  if (login.code !== 0) throw new Error(login.stderr);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (home !== undefined) rmSync(home, { recursive: true, force: true });
}, 60_000);

describe('beloning wizard (built binary, real server)', { timeout: 90_000 }, () => {
  it('refuses without a terminal, pointing to tables import, with exit 2', async () => {
    const piped = await runPiped(['wizard', '--short'], env);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('De wizard werkt alleen in een terminal');
    expect(piped.stderr).toContain('beloning tables import');
    expect(piped.stdout).toBe('');
  });

  it('saves a cao compliance through the short wizard in a terminal', async () => {
    // Every key waits for the terminal to settle, and each step for its own text: no fixed pauses.
    const wizard = startInTerminal(['wizard', '--short']);
    await wizard.waitFor('Wij volgen een cao precies');
    await wizard.keys(KEY.space); // option 1
    await wizard.waitFor('Selecteer de cao');
    await wizard.focus('Selecteer de cao');
    await wizard.keys(KEY.enter);
    await wizard.waitFor('Zoeken:');
    await wizard.type('schoon');
    await wizard.waitFor('Zoeken: schoon');
    await wizard.keys(KEY.enter);
    await wizard.waitFor('Selecteer de cao *: Cao Schoonmaak');
    await wizard.focus('[ Volgende ]');
    await wizard.keys(KEY.enter);
    // 2 Functies: all jobs are in the cao
    await wizard.waitFor('Alle functies staan in de cao');
    await wizard.keys(KEY.right, KEY.right);
    await wizard.waitFor('(•) Alle functies staan in de cao');
    await wizard.focus('[ Volgende ]');
    await wizard.keys(KEY.enter);
    // 3 Cao overzicht
    await wizard.waitFor('Toon uurlonen');
    await wizard.focus('[ Volgende ]');
    await wizard.keys(KEY.enter);
    // 4 Accorderen
    await wizard.waitFor('Voornaam');
    await wizard.focus('Voornaam');
    await wizard.type('Jan');
    await wizard.focus('Achternaam');
    await wizard.type('de Vries');
    await wizard.focus('Ik ga akkoord met deze voorwaarden');
    await wizard.keys(KEY.space);
    await wizard.waitFor('[x] Ik ga akkoord met deze voorwaarden');
    await wizard.focus('[ Opslaan ]');
    await wizard.keys(KEY.enter);
    expect(await wizard.exited).toBe(0);
    expect(wizard.screen()).toMatch(/Cao-naleving opgeslagen \(id \d+\)\./);

    const response = await fetch(`${info.url}/api/inleners/cao-compliance-list/`, {
      headers: { authorization: `Bearer ${info.access}` },
    });
    const compliances = (await response.json()) as { cao_id: number; signed_fullname: string }[];
    expect(compliances).toEqual([expect.objectContaining({ cao_id: 1, signed_fullname: 'Jan de Vries' })]);
  });

  it('closes after Esc and j without saving, exit 1', async () => {
    const wizard = startInTerminal(['wizard']);
    await wizard.waitFor('Eigen beloningsregeling');
    await wizard.keys('\u001b');
    await wizard.waitFor('De wizard afsluiten?');
    await wizard.keys('j');
    expect(await wizard.exited).toBe(1);
    expect(wizard.screen()).toContain('Wizard afgesloten; er is niets opgeslagen.');
  });

  it(
    'saves a scheme through all 9 steps of the full wizard, with CSV tables, and the API has it',
    { timeout: 300_000 },
    async () => {
      const csv = join(home, 'lonen.csv');
      writeFileSync(
        csv,
        'tabel;leeftijd;schaal;periodiek;loon\r\nEigen tabel;Alle leeftijden;A;1;15,52\r\nEigen tabel;Alle leeftijden;B;1;16,10\r\n',
      );
      const w = startInTerminal(['wizard']);
      // 1 Beloningsregeling: own scheme
      await w.waitFor('Eigen beloningsregeling');
      await w.keys(KEY.right, KEY.right);
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 2 Cao: the dates of 2026, the statutory minimums stay
      await w.waitFor('Startdatum');
      await w.focus('Startdatum');
      await w.type('01-01-2026');
      await w.keys(KEY.tab);
      await w.type('31-12-2026');
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 3 Loontabellen: the table from the CSV file, its terms, and a periodic increase
      await w.waitFor('Nieuwe loontabel');
      await w.focus('Bestand');
      await w.type(csv);
      await w.keys(KEY.tab, KEY.enter);
      await w.waitFor('Loontabel toegevoegd: Eigen tabel');
      await w.focus('Ingangsdatum');
      await w.type('01-01-2026');
      await w.keys(KEY.tab);
      await w.type('31-12-2026');
      await w.focus('Uurdefinitie');
      await w.type('Gewerkte uren');
      await w.focus('ADV *:');
      await w.type('Geen ADV');
      await w.focus('Periodieke verhogingen');
      await w.keys(KEY.space);
      await w.focus('Periodiekverhoging toevoegen');
      await w.keys(KEY.enter);
      await w.waitFor('Nieuwe periodiekverhoging van Eigen tabel');
      await w.focus('Soort');
      await w.keys(KEY.right, KEY.right, KEY.tab, KEY.space); // Verplichte periodiek; peildatum én diensttijd
      await w.focus('Peildatum *:');
      await w.type('01-01');
      await w.keys(KEY.tab, '1', '2', KEY.tab, KEY.space, KEY.tab, KEY.right, KEY.right); // 12 maanden, kalender
      await w.focus('[ Opslaan ]');
      await w.keys(KEY.enter);
      await w.waitFor('1. Verplichte periodiek');
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 4 Lonen: everything 10 % up, rounded up
      await w.waitFor('Loontabel 1 van 1: Eigen tabel');
      await w.keys('v');
      await w.waitFor('Lonen verhogen');
      await w.focus('Percentage *:');
      await w.type('10');
      await w.keys(KEY.tab, KEY.right); // Afronden: omhoog
      await w.focus('[ Verhogen ]');
      await w.keys(KEY.enter);
      await w.waitFor('Lonen verhoogd: Eigen tabel');
      await w.keys(KEY.tab, KEY.tab, KEY.enter); // [ Volgende ] under the grid
      // 5 Functies: one job on payscale A
      await w.waitFor('Functie toevoegen');
      await w.focus('[ Functie toevoegen ]');
      await w.keys(KEY.enter);
      await w.focus('Functie 1');
      await w.type('Glazenwasser');
      await w.keys(KEY.tab, KEY.enter);
      await w.waitFor('Zoeken:');
      await w.keys(KEY.enter);
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 6 Toeslagen: samenloop, overwerk 25 %, reisuren, an education for the job
      await w.waitFor('samenloop van toeslagen');
      await w.keys(KEY.enter);
      await w.waitFor('Zoeken:');
      await w.type('hoogste');
      await w.keys(KEY.enter);
      await w.focus('OV Overwerk');
      await w.keys(KEY.space);
      await w.focus('Percentage *:');
      await w.type('25');
      await w.keys(KEY.tab);
      await w.type('Overwerk');
      await w.keys(KEY.tab);
      await w.type('Overwerk na 40 uur');
      await w.focus('RU Reisuren');
      await w.keys(KEY.space, KEY.tab);
      await w.type('Reisuren worden vergoed');
      await w.focus('Gelden er opleidingen');
      await w.keys(KEY.space);
      await w.focus('Opleiding 1');
      await w.type('VCA basis');
      await w.focus('] Glazenwasser');
      await w.keys(KEY.space);
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 7 Samenvatting: the introduction, then on
      await w.waitFor('(Akkoord)');
      await w.keys(KEY.enter);
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 8 Overzicht
      await w.waitFor('Toeslagen: OV, RU; samenloop: highest');
      await w.focus('[ Volgende ]');
      await w.keys(KEY.enter);
      // 9 Accorderen
      await w.waitFor('Voornaam');
      await w.focus('Voornaam');
      await w.type('Jan');
      await w.keys(KEY.tab);
      await w.type('de Vries');
      await w.keys(KEY.tab, KEY.space);
      await w.focus('[ Opslaan ]');
      await w.keys(KEY.enter);
      expect(await w.exited).toBe(0);
      const guid = /Beloningsregeling opgeslagen: ([0-9a-f-]+) \(versie 1\)\./.exec(
        w.screen().replace(ANSI, ''),
      )?.[1];
      expect(guid).toBeDefined();

      const shown = await runPiped(['schemes', 'show', guid ?? '', '--json'], env);
      expect(shown.code).toBe(0);
      const scheme = JSON.parse(shown.stdout) as {
        cao_id: number | null;
        signed_fullname: string;
        duration_start: string;
        salary_tables: {
          name: string;
          active_per: string;
          end_date: string | null;
          full_table: Record<string, Record<string, Record<string, string>>>;
          periodiek_verhogingen: unknown[];
          inleners_jobs: { name: string; minimal_payscale: string | null }[];
        }[];
        werksoorts: { name: string; amount: string | null; type: string; comment: string }[];
        educations: { description: string; inleners_jobs: string[] }[];
        timesheet_overtime_interaction: string | null;
      };
      expect(scheme).toMatchObject({
        cao_id: null,
        signed_fullname: 'Jan de Vries',
        duration_start: '2026-01-01',
        timesheet_overtime_interaction: 'highest',
      });
      expect(scheme.salary_tables).toHaveLength(1);
      const [table] = scheme.salary_tables;
      expect(table).toMatchObject({ name: 'Eigen tabel', active_per: '2026-01-01', end_date: '2026-12-31' });
      // 15,52 and 16,10 plus 10 %, rounded up to cents: core's increaseFullTable.
      const expected = increaseFullTable(
        { null: { A: { '1': '15.52' }, B: { '1': '16.10' } } },
        [{ type: 'percentage', value: '10' }],
        { mode: 'up', decimals: 2 },
      );
      expect(Number(table?.full_table.null?.A?.['1'])).toBe(Number(expected.null?.A?.['1']));
      expect(Number(table?.full_table.null?.B?.['1'])).toBe(Number(expected.null?.B?.['1']));
      expect(expected.null?.A?.['1']).toBe('17.08');
      expect(table?.periodiek_verhogingen).toEqual([
        {
          type: 'mandatory_periodical',
          trigger_date: '01-01',
          required_time: 12,
          required_time_type: 'months',
          measurement_type: 'calendar',
          date_required_time_interaction: 'both',
        },
      ]);
      expect(table?.inleners_jobs).toEqual([
        expect.objectContaining({ name: 'Glazenwasser', minimal_payscale: 'A' }),
      ]);
      expect(scheme.werksoorts).toEqual([
        expect.objectContaining({
          name: 'OV01',
          amount: '25',
          type: 'percentage',
          comment: 'Overwerk na 40 uur',
        }),
        expect.objectContaining({ name: 'RU', comment: 'Reisuren worden vergoed' }),
      ]);
      expect(scheme.educations).toEqual([{ description: 'VCA basis', inleners_jobs: ['Glazenwasser'] }]);
    },
  );
});
