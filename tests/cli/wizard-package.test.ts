/**
 * The section 'Gelijkwaardige beloning' of the full wizard's step 6 (issue 21) in the BUILT binary against a
 * real server (tests/cli/cli-server.ts on PGlite), in a pseudo-terminal of 80 x 24: the saved Schoonmaak
 * scheme is edited (`beloning wizard <guid>`), its empty blocks show 'nog niet ingevuld', all eight blocks
 * are filled in (with their list lines added and one removed, each of the four origins, Dutch numbers),
 * saved as a new version, read back through the API exactly and shown complete by `schemes show --json`;
 * then the wizard on that version refuses a percentage above 100 and a two-way amount with core's Dutch
 * messages, under the fields and as step errors, and nothing is saved. A new scheme on the Schoonmaak cao
 * starts step 6 with the cao's leave block 'volgens cao' (core's caoPackageDefaults over the cao API's
 * equivalent_package); a day count that is no number is refused, the changed day makes the block differ
 * from the cao, step 8 lists the difference ('Vergeleken met de cao') and the save holds exactly what was typed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtureCao } from '../helpers/scheme-payload.js';
import { Seed } from '../helpers/seed.js';
import type { CliServerInfo } from './cli-server.js';
import { ROOT, runPiped, startCliServer } from './run-cli.js';
import { ANSI, INVERSE, KEY, startWizard, type WizardTerminal } from './wizard-terminal.js';

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;
/** The hirer's newest refresh token: each refresh spends the one before (after a 30-second grace). */
let refresh: string;

/** An access token of the hirer for checks through the API, from the newest refresh token. */
async function apiAccess(seed: Seed): Promise<string> {
  const tokens = await seed.refresh(refresh);
  refresh = tokens.refresh;
  return tokens.access;
}

const SIZE = { rows: 24, columns: 80 };
const BACKSPACE = '\u007f';
const PAGE_UP = '\u001b[5~';

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startCliServer();
  info = server.info;
  refresh = info.refresh;
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-package-'));
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

type Wizard = ReturnType<typeof startWizard>;

/** Steps 1 to 5 of the saved Schoonmaak scheme, unchanged, to step 6. */
async function toStep6(w: Wizard) {
  await w.waitFor('Cao met eigen aanvullingen');
  await w.focus('[ Volgende ]');
  await w.press(KEY.enter, 'Cao *: Cao Schoonmaak');
  await w.focus('[ Volgende ]');
  await w.press(KEY.enter, 'Uurdefinitie');
  await w.focus('[ Volgende ]');
  await w.press(KEY.enter, 'Loontabel 1 van 1');
  await w.press(KEY.tab, ({ styled }) => styled.includes(`${INVERSE}[ Vorige ]`), '[ Vorige ] chosen');
  await w.press(KEY.tab, ({ styled }) => styled.includes(`${INVERSE}[ Volgende ]`), '[ Volgende ] chosen');
  await w.press(KEY.enter, 'Functie toevoegen');
  await w.focus('[ Volgende ]');
  await w.press(KEY.enter, 'samenloop van toeslagen');
}

/**
 * The frame fits in 23 rows of the 24 (ink ends it with a newline; a frame taller would make ink clear the
 * terminal). The frame of an edit starts with the newline that ended the one before it: not a row of its own.
 */
function expectFits(frame: string) {
  const rows = frame.replace(/^\n/, '').split('\n');
  expect(rows.length, frame).toBeLessThanOrEqual(SIZE.rows - 1);
  expect(
    rows.some((row) => row.startsWith('›')),
    frame,
  ).toBe(true);
}

/** The focused field's line of the frame ('› ...'; a wrapped breadcrumb '› 9. ...' does not count). */
const FOCUSED = /^[\s│]*› (?!\d\. )/;
const focusedOf = (text: string) => text.split('\n').find((line) => FOCUSED.test(line)) ?? '';

/**
 * Tabs one way only (Tab, or Shift+Tab for `back`) until the focused line shows `label`, so the same label
 * of another block elsewhere on the screen is never taken. Every frame on the way fits the terminal.
 */
async function goTo(w: WizardTerminal, label: string, key: string = KEY.tab) {
  for (let tabs = 0; !focusedOf(w.frame()).includes(label); tabs += 1) {
    if (tabs === 150) throw new Error(`no field '${label}' in 150 tabs; frame:\n${w.frame()}`);
    await w.tab(key);
    expectFits(w.frame());
  }
}
const back = (w: WizardTerminal, label: string) => goTo(w, label, KEY.shiftTab);

/** Types into the field `label` (forward from the focus). */
async function fill(w: WizardTerminal, label: string, text: string) {
  await goTo(w, label);
  await w.type(text);
}

/** On the field `label` (forward): Enter opens its list, the filter finds the option, Enter picks it. */
async function pick(w: WizardTerminal, label: string, filter: string, shows: string) {
  await goTo(w, label);
  await w.press(KEY.enter, 'Zoeken:');
  await w.search(filter);
  await w.press(KEY.enter, ({ text }) => focusedOf(text).includes(shows), `'${shows}' picked`);
}

/** Presses the button 'toevoegen' (forward) and goes back up to the first field of the new line. */
async function addLine(w: WizardTerminal, button: string, first: string) {
  await goTo(w, `[ ${button} ]`);
  await w.press(KEY.enter, first);
  await back(w, first);
}

/** Backspace one at a time (keys that arrive in one read are taken as a paste, which edits nothing). */
async function erase(w: WizardTerminal, value: string) {
  for (let left = value.length - 1; left >= 0; left -= 1) {
    const rest = value.slice(0, left);
    await w.press(
      BACKSPACE,
      ({ text }) =>
        focusedOf(text)
          .trimEnd()
          .endsWith(`:${rest === '' ? '' : ` ${rest}`}`),
      `'${rest}' left`,
    );
  }
}

/** Steps 7 to 9 unchanged (step 8 showing the package), the terms ticked, Opslaan. */
async function saveFromStep7(w: WizardTerminal) {
  await w.press(KEY.enter, '(Akkoord)');
  await w.press(KEY.enter, ({ text }) => !text.includes('(Akkoord)'), 'the introduction closed');
  await w.focus('[ Volgende ]');
  // 8: the summary ends with the package and how it differs from the cao (which gives only the leave), just
  // above the buttons where the focus is; the package's blocks stand above that (PgUp).
  await w.press(KEY.enter, 'Grondslagen: Niet in de cao');
  expect(w.frame()).toContain('Uw regeling: Eigen regeling: Pensioengevend loon = loon + TU01, OV01');
  // Page up to the top of the summary; every frame on the way fits the terminal.
  let seen = w.frame();
  for (let pages = 0; w.frame().includes('meer tekst hierboven'); pages += 1) {
    if (pages === 8) throw new Error(`not at the top in 8 pages up; frame:\n${w.frame()}`);
    const before = w.frame();
    await w.press(PAGE_UP, ({ text }) => text !== before, 'a page up');
    expect(w.frame().replace(/^\n/, '').split('\n').length).toBeLessThanOrEqual(SIZE.rows - 1);
    seen += w.frame();
  }
  expect(seen).toContain('Grondslagen (Eigen regeling): Pensioengevend loon = loon + TU01, OV01');
  expect(seen).toContain('Overige regelingen (Onbekend): Tijd voor tijd: Overuren als vrije tijd');
  expect(seen).toContain('Vergeleken met de cao:');
  expect(seen).toContain('Verlof: Wijkt af van de cao');
  // Tab brings the window back to the focus: from 'Vorige' to 'Volgende'.
  await w.press(KEY.tab, ({ text }) => focusedOf(text).includes('[ Volgende ]'), '[ Volgende ] focused');
  await w.press(KEY.enter, 'Voornaam');
  await w.focus('Ik ga akkoord met deze voorwaarden');
  await w.press(KEY.space, '[x] Ik ga akkoord met deze voorwaarden');
  await w.focus('[ Opslaan ]');
  await w.keys(KEY.enter);
}

/** What the eight blocks typed below are on the wire. */
const TYPED_PACKAGE = {
  sick_pay: {
    origin: 'cao',
    waiting_days: 1,
    periods: [
      { from_month: 1, percentage: '100' },
      { from_month: 13, percentage: '70' },
    ],
  },
  leave: {
    origin: 'cao_avv',
    start_date: '2026-01-01',
    public_holidays: [{ name: 'Feestdagen', amount: '3', unit: 'dagen', per: 'jaar' }],
    extra_leave: [{ name: 'Verjaardag', amount: '0.5', unit: 'dagen', per: 'jaar' }],
    leave_day_value: '100',
  },
  pension: {
    origin: 'eigen',
    name: 'Pensioenfonds Schoonmaak',
    employer_percentage: '15.52',
    employee_percentage: '7.5',
    franchise: '1234.56',
  },
  ikb: {
    origin: 'onbekend',
    parts: [
      { name: 'Vakantietoeslag', percentage: '8' },
      { name: 'Eindejaarsuitkering', percentage: '5.5' },
    ],
    spending: [{ description: 'Extra verlof kopen' }],
  },
  sustainable_employability: {
    origin: 'eigen',
    items: [{ type: 'opleiding', name: 'Vakopleiding', amount: '1234.56', unit: 'euro', per: 'jaar' }],
  },
  supplementary: {
    origin: 'eigen',
    items: [{ type: 'paww', description: 'Private aanvulling WW', percentage: '0.2', paid_by: 'werknemer' }],
  },
  other: {
    origin: 'onbekend',
    items: [{ type: 'tijd_voor_tijd', name: 'Overuren als vrije tijd', amount: null, unit: null, per: null }],
  },
  base_definitions: {
    origin: 'eigen',
    bases: [
      {
        base: 'pensioen',
        wage: true,
        holiday_allowance: false,
        leave_days: false,
        all_allowances: false,
        allowances: ['TU01', 'OV01'],
      },
    ],
  },
};

describe(
  'the package section of the terminal wizard (built binary, real server)',
  { timeout: 600_000 },
  () => {
    it('fills all eight blocks in 80 x 24, saves them, and the API has them exactly and complete', async () => {
      const guid = info.scheme.guid;
      const w = startWizard(['wizard', guid], env, SIZE);
      await toStep6(w);
      // A version saved before the package: every block 'nog niet ingevuld', nothing invented.
      // From step 6's first field back round 'Volgende' and 'Vorige' to the first block's origin.
      await back(w, 'Loondoorbetaling bij ziekte, herkomst: Niet ingevuld');
      expect(w.frame()).toContain('nog niet ingevuld');
      // A saved scheme keeps its empty leave: the cao's values are only there on request (core's status).
      await goTo(w, 'Verlof, herkomst: Niet ingevuld');
      expect(w.frame()).toContain('De cao geeft waarden voor dit onderdeel; het is nog niet ingevuld.');
      expect(w.frame()).toContain('[ Verlof: waarden van de cao overnemen ]');
      await back(w, 'Loondoorbetaling bij ziekte, herkomst: Niet ingevuld');

      // Sick pay (Cao): waiting days and two periods, a third added and removed again.
      await pick(w, 'Loondoorbetaling bij ziekte, herkomst', 'cao', 'herkomst: Cao');
      await fill(w, 'Wachtdagen', '1');
      await addLine(w, 'Periode toevoegen', 'Periode 1, Vanaf ziektemaand');
      await w.type('1');
      await fill(w, 'Periode 1, Percentage', '100');
      await addLine(w, 'Periode toevoegen', 'Periode 2, Vanaf ziektemaand');
      await w.type('6');
      await fill(w, 'Periode 2, Percentage', '90');
      await addLine(w, 'Periode toevoegen', 'Periode 3, Vanaf ziektemaand');
      await w.type('13');
      await fill(w, 'Periode 3, Percentage', '70');
      await back(w, '[ Periode 2 verwijderen ]');
      await w.press(KEY.enter, ({ text }) => !text.includes('Periode 3'), 'period 2 removed');
      await back(w, 'Periode 2, Percentage');
      expect(focusedOf(w.frame())).toContain('Periode 2, Percentage *: 70');

      // Leave (Cao, algemeen verbindend verklaard): two of its lists, a day value and a start date.
      await pick(w, 'Verlof, herkomst', 'verbindend', 'Cao (algemeen verbindend verklaard)');
      await addLine(w, 'Feestdagen: regel toevoegen', 'Feestdagen, regel 1, Naam');
      await w.type('Feestdagen');
      await fill(w, 'Feestdagen, regel 1, Hoeveelheid', '3');
      await pick(w, 'Feestdagen, regel 1, Eenheid', 'dagen', 'Eenheid *: dagen');
      await pick(w, 'Feestdagen, regel 1, Per', 'jaar', 'Per *: per jaar');
      await addLine(w, 'Extra verlof: regel toevoegen', 'Extra verlof, regel 1, Naam');
      await w.type('Verjaardag');
      await fill(w, 'Extra verlof, regel 1, Hoeveelheid', '0,5');
      await pick(w, 'Extra verlof, regel 1, Eenheid', 'dagen', 'Eenheid *: dagen');
      await pick(w, 'Extra verlof, regel 1, Per', 'jaar', 'Per *: per jaar');
      await fill(w, 'Waarde van een verlofdag', '100');
      await fill(w, 'Ingangsdatum', '01-01-2026');

      // Pension (Eigen regeling): Dutch numbers with a decimal comma and a thousands point.
      await pick(w, 'Pensioen, herkomst', 'eigen', 'Eigen regeling');
      await fill(w, 'Pensioenfonds of -regeling', 'Pensioenfonds Schoonmaak');
      await fill(w, 'Premie werkgever (%)', '15,52');
      await fill(w, 'Premie werknemer (%)', '7,5');
      await fill(w, 'Franchise', '1.234,56');

      // IKB (Onbekend): two parts and what it may be spent on.
      await pick(w, 'Individueel keuzebudget (IKB), herkomst', 'onbekend', 'Onbekend');
      await addLine(w, 'Onderdeel toevoegen', 'Onderdeel 1, Naam');
      await w.type('Vakantietoeslag');
      await fill(w, 'Onderdeel 1, Percentage', '8');
      await addLine(w, 'Onderdeel toevoegen', 'Onderdeel 2, Naam');
      await w.type('Eindejaarsuitkering');
      await fill(w, 'Onderdeel 2, Percentage', '5,5');
      await addLine(w, 'Bestedingsmogelijkheid toevoegen', 'Bestedingsmogelijkheid 1, Toelichting');
      await w.type('Extra verlof kopen');

      // Duurzame inzetbaarheid, aanvullende en overige regelingen: a line each.
      await pick(w, 'Duurzame inzetbaarheid, herkomst', 'eigen', 'Eigen regeling');
      await addLine(w, 'Regeling toevoegen', 'Regeling 1, Soort');
      await pick(w, 'Regeling 1, Soort', 'opleiding', 'Soort *: Opleiding');
      await fill(w, 'Regeling 1, Naam', 'Vakopleiding');
      await fill(w, 'Regeling 1, Hoeveelheid', '1.234,56');
      await pick(w, 'Regeling 1, Eenheid', 'euro', 'Eenheid: euro');
      await pick(w, 'Regeling 1, Per', 'jaar', 'Per: per jaar');

      await pick(w, 'Aanvullende regelingen, herkomst', 'eigen', 'Eigen regeling');
      await addLine(w, 'Regeling toevoegen', 'Regeling 1, Soort');
      await pick(w, 'Regeling 1, Soort', 'paww', 'Soort *: PAWW');
      await fill(w, 'Regeling 1, Toelichting', 'Private aanvulling WW');
      await fill(w, 'Regeling 1, Percentage', '0,2');
      await pick(w, 'Regeling 1, Betaald door', 'werknemer', 'Betaald door: werknemer');

      await pick(w, 'Overige regelingen, herkomst', 'onbekend', 'Onbekend');
      await addLine(w, 'Regeling toevoegen', 'Regeling 1, Soort');
      await pick(w, 'Regeling 1, Soort', 'tijd', 'Soort *: Tijd voor tijd');
      await fill(w, 'Regeling 1, Naam', 'Overuren als vrije tijd');

      // Grondslagen: the base, a tick and the allowance codes.
      await pick(w, 'Grondslagen, herkomst', 'eigen', 'Eigen regeling');
      await addLine(w, 'Grondslag toevoegen', 'Grondslag 1, Grondslag');
      await pick(w, 'Grondslag 1, Grondslag', 'pensioen', 'Grondslag *: Pensioengevend loon');
      await goTo(w, 'Grondslag 1, Loon');
      await w.press(KEY.space, ({ text }) => focusedOf(text).includes('[x]'), 'Loon ticked');
      await fill(w, 'Grondslag 1, Deze toeslagen', 'TU01, OV01');
      expect(w.frame()).not.toContain('nog niet ingevuld');

      await goTo(w, '[ Volgende ]');
      await saveFromStep7(w);
      expect(await w.exited).toBe(0);
      expect(w.screen().replace(ANSI, '')).toMatch(/Nieuwe versie opgeslagen: [0-9a-f-]+ \(versie 2\)\./);

      const seed = new Seed(info.url);
      const access = await apiAccess(seed);
      const saved = await seed.readScheme(access, guid);
      expect(saved.version).toBe(2);
      expect(saved.equivalent_package).toEqual(TYPED_PACKAGE);
      const before = await seed.readScheme(access, guid, 1);
      // The version the edit started from holds no block (the server answers an empty package).
      expect(before.equivalent_package ?? {}).toEqual({});

      // The completeness view of `schemes show`: every block filled, the cao's two 'volgens cao'.
      const show = await runPiped(['schemes', 'show', guid, '--json'], env);
      expect(show.code, show.stderr).toBe(0);
      const { completeness, package_changes: changes } = JSON.parse(show.stdout) as {
        completeness: { elements: { key: string; status: string }[]; complete: boolean };
        package_changes: { since: number | null; changes: { block: string; kind: string }[] };
      };
      // Compared with the version before, as the portal's detail page does: all eight blocks added.
      expect(changes.since).toBe(1);
      expect(changes.changes.map((change) => `${change.block} ${change.kind}`).sort()).toEqual(
        Object.keys(TYPED_PACKAGE)
          .map((block) => `${block} toegevoegd`)
          .sort(),
      );
      expect(changes.changes).toHaveLength(8);
      const shownPiped = await runPiped(['schemes', 'show', guid], env);
      expect(shownPiped.stdout).toContain(
        'Wijzigingen in de gelijkwaardige beloning ten opzichte van versie 1:\n',
      );
      const statuses = Object.fromEntries(completeness.elements.map((found) => [found.key, found.status]));
      expect(statuses).toMatchObject({
        sick_pay: 'volgens_cao',
        leave: 'volgens_cao',
        pension: 'ingevuld',
        ikb: 'ingevuld',
        sustainable_employability: 'ingevuld',
        supplementary: 'ingevuld',
        other: 'ingevuld',
        base_definitions: 'ingevuld',
      });
    });

    it('refuses a percentage above 100 and a two-way amount with core messages, and saves nothing', async () => {
      const guid = info.scheme.guid;
      const seed = new Seed(info.url);
      const access = await apiAccess(seed);
      const version = (await seed.readScheme(access, guid)).version;
      const w = startWizard(['wizard', guid], env, SIZE);
      await toStep6(w);
      // The saved blocks are shown as typed (from step 6's first field back round the buttons).
      await back(w, 'Franchise');
      expect(focusedOf(w.frame())).toContain('Franchise (€ per jaar): 1234,56');
      await erase(w, '1234,56');
      await w.type('18.475');
      await goTo(w, 'Onderdeel 2, Percentage');
      expect(focusedOf(w.frame())).toContain('Onderdeel 2, Percentage *: 5,5');
      await erase(w, '5,5');
      await w.type('101');
      await goTo(w, '[ Volgende ]');
      // The step errors, as ink wraps them at 80 columns.
      const flat = (text: string) => text.replace(/\s+/g, ' ');
      const twoWay =
        'Pensioen, Franchise (€ per jaar): 18.475 is op twee manieren te lezen, als 18475 of als 18,475';
      const above100 =
        'Individueel keuzebudget (IKB), Onderdelen onderdeel 2, Percentage: Waarde moet maximaal 100 zijn';
      await w.press(KEY.enter, ({ text }) => flat(text).includes(twoWay), 'the two-way franchise refused');
      expect(flat(w.frame())).toContain(above100);
      expectFits(w.frame());
      // Still step 6; under the fields (after the focused field's hint) the same messages.
      const under = () => {
        const lines = w.frame().split('\n');
        const at = lines.findIndex((line) => FOCUSED.test(line));
        return flat(lines.slice(at + 1, at + 5).join(' '));
      };
      await back(w, 'Onderdeel 2, Percentage');
      expect(under()).toContain(
        'Een percentage van 0 tot 100, bijvoorbeeld 2,5. Waarde moet maximaal 100 zijn',
      );
      await back(w, 'Franchise');
      expect(under()).toContain('Leeg als er geen franchise is. 18.475 is op twee manieren te lezen');
      expectFits(w.frame());

      await w.keys('\u0003');
      expect(await w.exited).toBe(1);
      expect(w.screen()).toContain('Wizard afgesloten; er is niets opgeslagen.');
      const after = await seed.readScheme(access, guid);
      expect(after.version).toBe(version);
      expect(after.equivalent_package).toEqual(TYPED_PACKAGE);
    });

    it('starts a new Schoonmaak scheme with the cao leave volgens cao; changed, listed in step 8, saved exactly', async () => {
      const caoLeave = readFixtureCao().equivalent_package?.leave;
      expect(caoLeave?.extra_leave?.[0]).toMatchObject({
        name: 'Verjaardag of extra vrije dag',
        amount: '1',
      });
      const w = startWizard(['wizard'], env, SIZE);
      // 1 and 2: the Schoonmaak cao (fetched through the cao API, with its equivalent_package).
      await w.waitFor('Cao met eigen aanvullingen');
      await w.press(KEY.space, '(•) Cao met eigen');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Cao *: Kies');
      await w.press(KEY.enter, 'Zoeken:');
      await w.search('schoon');
      await w.press(KEY.enter, 'Cao *: Cao Schoonmaak');
      await w.focus('Omschrijving *:');
      await w.type('Eindejaarsuitkering');
      await w.focus('[ Volgende ]');
      // 3 to 5 as the cao gives them.
      await w.press(KEY.enter, 'Ingangsdatum *: 01-07-2024');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Loontabel 1 van 4');
      await w.press(KEY.tab, ({ styled }) => styled.includes(`${INVERSE}[ Vorige ]`), '[ Vorige ] chosen');
      await w.press(
        KEY.tab,
        ({ styled }) => styled.includes(`${INVERSE}[ Volgende ]`),
        '[ Volgende ] chosen',
      );
      await w.press(KEY.enter, 'Functie 1 *: Schoonmaakmedewerker interieur');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'samenloop van toeslagen');
      // 6: the samenloop, then the package: the leave block is the cao's, the others are empty.
      await w.press(KEY.enter, 'Zoeken:');
      await w.search('hoogste');
      await w.press(
        KEY.enter,
        ({ text }) => !text.includes('Zoeken:') && text.includes('Alleen de hoogste toeslag geldt'),
        'the samenloop Alleen de hoogste toeslag geldt',
      );
      await goTo(w, 'Loondoorbetaling bij ziekte, herkomst: Niet ingevuld');
      const flat = (text: string) => text.replace(/\s+/g, ' ');
      expect(flat(w.frame())).toContain(
        'De cao (Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026) geeft waarden voor: Verlof. Die staan hieronder alvast ingevuld',
      );
      await goTo(w, 'Verlof, herkomst: Cao (algemeen verbindend verklaard)');
      // The block's status against the cao stands under its origin.
      await w.tab();
      expect(w.frame()).toMatch(
        /Verlof, herkomst: Cao \(algemeen verbindend verklaard\)\n\s+Gelijk aan de cao\./,
      );
      expect(w.frame()).not.toContain('[ Verlof: waarden van de cao overnemen ]');
      await goTo(w, 'Extra verlof, regel 1, Naam');
      expect(focusedOf(w.frame())).toContain('Naam *: Verjaardag of extra vrije dag');
      await goTo(w, 'Extra verlof, regel 1, Hoeveelheid');
      expect(focusedOf(w.frame())).toContain('Hoeveelheid *: 1');

      // Bad input: a day count that is no number keeps the wizard on step 6 with core's message.
      await erase(w, '1');
      await w.type('twee');
      await goTo(w, '[ Volgende ]');
      await w.press(
        KEY.enter,
        ({ text }) => flat(text).includes('Hoeveelheid: Vul een geldig getal in'),
        'twee refused',
      );
      expect(w.frame()).not.toContain('(Akkoord)');
      expectFits(w.frame());

      // Two days: the block differs from the cao, and the cao's values can be taken again.
      await back(w, 'Extra verlof, regel 1, Hoeveelheid');
      expect(flat(w.frame())).toContain('Vul een geldig getal in');
      await erase(w, 'twee');
      await w.type('2');
      await back(w, 'Verlof, herkomst');
      await goTo(w, '[ Verlof: waarden van de cao overnemen ]');
      expect(flat(w.frame())).toContain(
        'Verlof, herkomst: Cao (algemeen verbindend verklaard) Dit onderdeel wijkt af van de cao. In stap 8 ziet u wat de cao zegt en wat u invult.',
      );
      expectFits(w.frame());

      // 7, 8: the difference with the cao under 'Vergeleken met de cao'.
      await goTo(w, '[ Volgende ]');
      await w.press(KEY.enter, '(Akkoord)');
      await w.press(KEY.enter, ({ text }) => !text.includes('(Akkoord)'), 'the introduction closed');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Vergeleken met de cao:');
      const step8 = flat(w.frame());
      expect(step8).toContain('Verlof: Wijkt af van de cao');
      expect(step8).toMatch(/Cao: .*Verjaardag of extra vrije dag: 1 dag per jaar/);
      expect(step8).toMatch(/Uw regeling: .*Verjaardag of extra vrije dag: 2 dagen per jaar/);
      expect(step8).not.toContain('Niet in de cao');
      expectFits(w.frame());

      // 9: names, the terms, the cao's tables followed; saved.
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Voornaam');
      await w.type('Anna');
      await w.tab();
      await w.type('de Vries');
      await w.focus('Ik ga akkoord met deze voorwaarden');
      await w.press(KEY.space, '[x] Ik ga akkoord met deze voorwaarden');
      await w.focus('Loontabellen van de cao volgen');
      await w.press(KEY.space, '(•) Ja');
      await w.focus('[ Opslaan ]');
      await w.keys(KEY.enter);
      expect(await w.exited).toBe(0);
      const guid = /Beloningsregeling opgeslagen: ([0-9a-f-]+) \(versie 1\)\./.exec(
        w.screen().replace(ANSI, ''),
      )?.[1];
      expect(guid).toBeDefined();

      const seed = new Seed(info.url);
      const access = await apiAccess(seed);
      const saved = await seed.readScheme(access, guid ?? '');
      expect(saved.equivalent_package).toEqual({
        leave: { ...caoLeave, extra_leave: [{ ...caoLeave?.extra_leave?.[0], amount: '2' }] },
      });
    });
  },
);
