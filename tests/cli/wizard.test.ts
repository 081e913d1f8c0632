/**
 * The wizard of the BUILT binary against a real server (tests/cli/cli-server.ts on PGlite): piped it refuses
 * with exit 2; in a pseudo-terminal (util-linux `script`, keys written to its stdin) the short wizard is
 * driven to a saved cao compliance, and the full wizard through its 9 steps (tables from a CSV file, a
 * periodic increase, a bulk increase, a job, allowances and an education) to a saved scheme, both checked
 * through the API.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { increaseFullTable } from '@beloning/core/salary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Seed } from '../helpers/seed.js';
import type { CliServerInfo } from './cli-server.js';
import { ROOT, runPiped, startCliServer } from './run-cli.js';
import { ANSI, INVERSE, KEY, emulate, startWizard, type TerminalSize } from './wizard-terminal.js';

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;

/** The wizard in a pseudo-terminal with this file's session. */
const startInTerminal = (args: readonly string[], size?: TerminalSize) => startWizard(args, env, size);

/** What clears the screen and the scrollback: ESC[2J, ESC[3J (ink's clearTerminal) and ESC c. */
// eslint-disable-next-line no-control-regex
const CLEARS = /\u001b\[[23]J|\u001bc/;

/** Thirty lines the user's terminal showed before the wizard started: they must stay in the scrollback. */
const BEFORE = Array.from({ length: 30 }, (_, index) => `Regel ${index + 1} van voor de wizard\r\n`).join('');

/** The focused line of a frame (› before a field, not in the breadcrumbs). */
/** Text pasted into a terminal that has bracketed paste on (ESC[?2004h): between ESC[200~ and ESC[201~. */
const pasted = (text: string) => `\u001b[200~${text}\u001b[201~`;

/** The wages of step 4's grid on a frame, by payscale ('LG1 20,50'). */
const gridRows = (text: string) =>
  Object.fromEntries(
    text.split('\n').flatMap((line) => {
      const row = /^(LG\d)\s+([\d.,]+)$/.exec(line.trim());
      return row === null ? [] : [[row[1], row[2]]];
    }),
  );

const focusedLine = (text: string) => text.split('\n').find((line) => /^› (?!\d\. )/.test(line));

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
    // Each key waits for what the screen shows after it: no fixed pauses.
    const wizard = startInTerminal(['wizard', '--short']);
    await wizard.waitFor('Wij volgen een cao precies');
    await wizard.press(KEY.space, 'Selecteer de cao'); // option 1
    await wizard.focus('Selecteer de cao');
    await wizard.press(KEY.enter, 'Zoeken:');
    await wizard.search('schoon');
    await wizard.press(KEY.enter, 'Selecteer de cao *: Cao Schoonmaak');
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Alle functies staan in de cao');
    // 2 Functies: all jobs are in the cao
    await wizard.press(KEY.right + KEY.right, '(•) Alle functies staan in de cao');
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Toon uurlonen');
    // 3 Cao overzicht
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Voornaam');
    // 4 Accorderen
    await wizard.focus('Voornaam');
    await wizard.type('Jan');
    await wizard.focus('Achternaam');
    await wizard.type('de Vries');
    await wizard.focus('Ik ga akkoord met deze voorwaarden');
    await wizard.press(KEY.space, '[x] Ik ga akkoord met deze voorwaarden');
    await wizard.focus('[ Opslaan ]');
    await wizard.keys(KEY.enter);
    expect(await wizard.exited).toBe(0);
    expect(wizard.screen()).toMatch(/Cao-naleving opgeslagen \(id \d+\)\./);

    const compliances = await new Seed(info.url).call<{ cao_id: number; signed_fullname: string }[]>(
      'GET',
      '/inleners/cao-compliance-list/',
      { access: info.access },
    );
    expect(compliances).toEqual([expect.objectContaining({ cao_id: 1, signed_fullname: 'Jan de Vries' })]);
  });

  it('follows the focus through a step taller than an 80 x 24 terminal and keeps the scrollback', async () => {
    const wizard = startInTerminal(['wizard'], { rows: 24, columns: 80, before: BEFORE });
    await wizard.waitFor('Cao met eigen aanvullingen');
    await wizard.press(KEY.space, '(•) Cao met eigen');
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Cao *: Kies');
    await wizard.press(KEY.enter, 'Zoeken:');
    await wizard.search('schoon');
    // The cao fills step 2 with more fields than 24 rows hold: the rest is announced under the window.
    await wizard.press(KEY.enter, 'Cao *: Cao Schoonmaak');
    expect(wizard.frame()).toMatch(/↓ \d+ velden hieronder/);
    expect(wizard.frame()).not.toContain('[ Volgende ]');

    // Down through every field: each frame shows the focused field and fits in 23 rows (ink ends a frame
    // with a newline), so ink never clears the terminal.
    const seen: string[] = [];
    for (let tabs = 0; !seen.includes('[ Volgende ]'); tabs += 1) {
      if (tabs === 40) throw new Error(`no [ Volgende ] in 40 tabs; frame:\n${wizard.frame()}`);
      seen.push((await wizard.tab()).field);
      const frame = wizard.frame();
      expect(frame.split('\n').length).toBeLessThanOrEqual(23);
      expect(focusedLine(frame)).toBeDefined();
    }
    expect(seen).toEqual(expect.arrayContaining(['Einddatum *', 'Hoogte *', '[ Volgende ]']));
    expect(wizard.frame()).toMatch(/↑ \d+ velden hierboven/);
    expect(wizard.frame()).not.toMatch(/velden hieronder/);
    expect(wizard.frame()).not.toContain('Cao *:');

    // The terminal as the user sees it: the focused button on the screen, the lines from before the
    // wizard still in the scrollback, and nothing that clears either.
    expect(wizard.screen()).not.toMatch(CLEARS);
    const screen = emulate(wizard.screen(), 24, 80);
    expect(screen.rows).toContain('› [ Volgende ]');
    expect(screen.scrollback.slice(0, 30)).toEqual(
      Array.from({ length: 30 }, (_, index) => `Regel ${index + 1} van voor de wizard`),
    );

    // Back up: the window follows to the top, with the fields below announced again.
    await wizard.focus('Cao *');
    expect(wizard.frame()).toMatch(/↓ \d+ velden hieronder/);
    expect(wizard.frame()).not.toMatch(/velden hierboven/);

    // A taller terminal shows more of the step; a shorter one less, still with the focused field.
    const hiddenBelow = () => Number(/↓ (\d+) velden hieronder/.exec(wizard.frame())?.[1] ?? 0);
    const at24 = hiddenBelow();
    await wizard.resize(30, 80);
    await wizard.waitFor((frame) => frame.text.split('\n').length > 23, 'a frame taller than 23 rows');
    expect(wizard.frame().split('\n').length).toBeLessThanOrEqual(29);
    expect(hiddenBelow()).toBeLessThan(at24);
    await wizard.resize(16, 80);
    await wizard.waitFor((frame) => frame.text.split('\n').length <= 15, 'a frame of at most 15 rows');
    expect(focusedLine(wizard.frame())).toContain('Cao *');
    expect(wizard.screen()).not.toMatch(CLEARS);

    // The question under the step takes rows of the window, not more than the terminal has.
    await wizard.press(KEY.escape, 'De wizard afsluiten?');
    expect(wizard.frame().split('\n').length).toBeLessThanOrEqual(15);
    expect(focusedLine(wizard.frame())).toContain('Cao *');
    await wizard.keys('j');
    expect(await wizard.exited).toBe(1);
  });

  it('takes a block pasted from Excel into the step-4 grid whole (bracketed paste), or nothing of it', async () => {
    const wizard = startInTerminal(['wizard'], { rows: 24, columns: 80 });
    await wizard.waitFor('Cao met eigen aanvullingen');
    await wizard.press(KEY.space, '(•) Cao met eigen');
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Cao *: Kies');
    await wizard.press(KEY.enter, 'Zoeken:');
    await wizard.search('schoon');
    await wizard.press(KEY.enter, 'Cao *: Cao Schoonmaak');
    await wizard.focus('Omschrijving *:');
    await wizard.type('Eindejaarsuitkering');
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Ingangsdatum *: 01-07-2024');
    await wizard.focus('[ Volgende ]');
    await wizard.press(KEY.enter, 'Loontabel 1 van 4');
    expect(gridRows(wizard.frame())).toMatchObject({ LG1: '10,94', LG2: '11,49', LG3: '12,02' });

    // Three rows of one column, as Excel copies them (\r\n, a euro sign), in two pieces: applied at the
    // cursor (LG1) once the paste has ended, never as keys (its newlines are no Enter).
    await wizard.keys('\u001b[200~20,50\r\n€ 21,');
    await wizard.keys('10\r\n21,75\r\n\u001b[201~');
    await wizard.waitFor('3 lonen geplakt');
    expect(gridRows(wizard.frame())).toMatchObject({ LG1: '20,50', LG2: '21,10', LG3: '21,75' });

    // A wage that reads two ways is refused with core's Dutch message, and nothing of the block is applied.
    await wizard.keys(pasted('22,00\r\n16.085\r\n'));
    await wizard.waitFor('Er is niets geplakt');
    expect(wizard.frame()).toContain('Rij 2, kolom 1 (schaal LG2, periodiek 1): 16.085 is op twee manieren');
    expect(gridRows(wizard.frame())).toMatchObject({ LG1: '20,50', LG2: '21,10' });
    // A block wider than the table is refused as a whole.
    await wizard.keys(pasted('23,00\t24,00\r\n'));
    await wizard.waitFor('1 kolom valt buiten de tabel');
    expect(gridRows(wizard.frame())).toMatchObject({ LG1: '20,50' });

    // One wage into one cell.
    await wizard.keys(pasted('23,45'));
    await wizard.waitFor('1 loon geplakt');
    expect(gridRows(wizard.frame())).toMatchObject({ LG1: '23,45', LG2: '21,10' });

    // Ctrl+C ends the wizard without saving; bracketed paste was on from the start and is off again.
    await wizard.keys('\u0003');
    expect(await wizard.exited).toBe(1);
    const output = wizard.screen();
    expect(output.startsWith('\u001b[?2004h')).toBe(true);
    expect(output.lastIndexOf('\u001b[?2004l')).toBeGreaterThan(output.lastIndexOf('Loontabel 1 van 4'));
    expect(output.indexOf('\u001b[?2004l')).toBe(output.lastIndexOf('\u001b[?2004l'));
    expect(output).toContain('Wizard afgesloten; er is niets opgeslagen.');
    expect(output).not.toMatch(CLEARS);
  });

  it('turns bracketed paste off when the wizard is ended by SIGTERM', async () => {
    const wizard = startInTerminal(['wizard']);
    await wizard.waitFor('Eigen beloningsregeling');
    await wizard.signal('SIGTERM');
    await wizard.exited;
    const output = wizard.screen();
    expect(output.indexOf('\u001b[?2004h')).toBe(0);
    expect(output.lastIndexOf('\u001b[?2004l')).toBeGreaterThan(
      output.lastIndexOf('Eigen beloningsregeling'),
    );
  });

  it('closes after Esc and j without saving, exit 1', async () => {
    const wizard = startInTerminal(['wizard']);
    await wizard.waitFor('Eigen beloningsregeling');
    await wizard.press(KEY.escape, 'De wizard afsluiten?');
    await wizard.keys('j');
    expect(await wizard.exited).toBe(1);
    expect(wizard.screen()).toContain('Wizard afgesloten; er is niets opgeslagen.');
    // Bracketed paste is turned off when the wizard closes.
    expect(wizard.screen().indexOf('\u001b[?2004h')).toBe(0);
    expect(wizard.screen().indexOf('\u001b[?2004l')).toBeGreaterThan(0);
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
      await w.press(KEY.right + KEY.right, '(•) Eigen beloningsregeling');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Startdatum');
      // 2 Cao: the dates of 2026, the statutory minimums stay
      await w.focus('Startdatum');
      await w.type('01-01-2026');
      await w.tab();
      await w.type('31-12-2026');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Nieuwe loontabel');
      // 3 Loontabellen: the table from the CSV file, its terms, and a periodic increase
      await w.focus('Bestand');
      await w.type(csv);
      await w.focus('[ Inlezen ]');
      await w.press(KEY.enter, 'Loontabel toegevoegd: Eigen tabel');
      await w.focus('Ingangsdatum');
      await w.type('01-01-2026');
      await w.tab();
      await w.type('31-12-2026');
      await w.focus('Uurdefinitie');
      await w.type('Gewerkte uren');
      await w.focus('ADV *:');
      await w.type('Geen ADV');
      await w.focus('Periodieke verhogingen');
      await w.press(KEY.space, '[ Periodiekverhoging toevoegen ]');
      await w.focus('Periodiekverhoging toevoegen');
      await w.press(KEY.enter, 'Nieuwe periodiekverhoging van Eigen tabel');
      await w.focus('Soort');
      await w.press(KEY.right + KEY.right, '(•) Verplichte periodiek');
      await w.tab();
      await w.press(KEY.space, '(•) Peildatum én diensttijd');
      await w.focus('Peildatum *:');
      await w.type('01-01');
      await w.tab();
      await w.type('12');
      await w.tab();
      await w.press(KEY.space, '(•) Maanden');
      await w.tab();
      await w.press(KEY.right + KEY.right, '(•) Kalender');
      await w.focus('[ Opslaan ]');
      await w.press(KEY.enter, '1. Verplichte periodiek');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Loontabel 1 van 1: Eigen tabel');
      // 4 Lonen: everything 10 % up, rounded up
      await w.press('v', 'Lonen verhogen');
      await w.focus('Percentage *:');
      await w.type('10');
      await w.tab();
      await w.press(KEY.right, '(•) Omhoog');
      await w.focus('[ Verhogen ]');
      await w.press(KEY.enter, 'Lonen verhoogd: Eigen tabel');
      // The grid's buttons show the choice in inverse only.
      await w.press(KEY.tab, ({ styled }) => styled.includes(`${INVERSE}[ Vorige ]`), '[ Vorige ] chosen');
      await w.press(
        KEY.tab,
        ({ styled }) => styled.includes(`${INVERSE}[ Volgende ]`),
        '[ Volgende ] chosen',
      );
      await w.press(KEY.enter, 'Functie toevoegen');
      // 5 Functies: one job on payscale A
      await w.focus('[ Functie toevoegen ]');
      await w.press(KEY.enter, 'Functie 1');
      await w.focus('Functie 1');
      await w.type('Glazenwasser');
      await w.tab();
      await w.press(KEY.enter, 'Zoeken:');
      await w.press(KEY.enter, 'Minimumschaal *: A');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'samenloop van toeslagen');
      // 6 Toeslagen: samenloop, overwerk 25 %, reisuren, an education for the job
      await w.focus('samenloop van toeslagen');
      await w.press(KEY.enter, 'Zoeken:');
      await w.search('hoogste');
      await w.press(
        KEY.enter,
        ({ text }) => !text.includes('Zoeken:') && text.includes('Alleen de hoogste toeslag geldt'),
        'the samenloop Alleen de hoogste toeslag geldt',
      );
      await w.focus('OV Overwerk');
      await w.press(KEY.space, 'OV01');
      await w.focus('Percentage *:');
      await w.type('25');
      await w.tab();
      await w.type('Overwerk');
      await w.tab();
      await w.type('Overwerk na 40 uur');
      await w.focus('RU Reisuren');
      await w.press(KEY.space, ({ text }) => /RU Reisuren.*\(•\) Ja/.test(text), 'RU Reisuren: Ja');
      await w.tab();
      await w.type('Reisuren worden vergoed');
      await w.focus('Gelden er opleidingen');
      await w.press(KEY.space, 'Opleiding 1');
      await w.focus('Opleiding 1');
      await w.type('VCA basis');
      await w.focus('] Glazenwasser');
      await w.press(KEY.space, '[x] Glazenwasser');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, '(Akkoord)');
      // 7 Samenvatting: the introduction, then on
      await w.press(KEY.enter, ({ text }) => !text.includes('(Akkoord)'), 'the introduction closed');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Toeslagen: OV, RU; samenloop: highest');
      // 8 Overzicht
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Voornaam');
      // 9 Accorderen
      await w.focus('Voornaam');
      await w.type('Jan');
      await w.tab();
      await w.type('de Vries');
      await w.tab();
      await w.press(KEY.space, '[x] Ik ga akkoord met deze voorwaarden');
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
