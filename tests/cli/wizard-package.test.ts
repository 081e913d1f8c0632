/**
 * The section 'Gelijkwaardige beloning' of the full wizard's step 6 (issue 21) in the BUILT binary against a
 * real server (tests/cli/cli-server.ts on PGlite), in a pseudo-terminal of 80 x 24: the saved Schoonmaak
 * scheme is edited (`beloning wizard <guid>`), its empty blocks show 'nog niet ingevuld', a pension block is
 * filled (a two-way franchise refused first), saved as a new version, and read back through the API exactly;
 * then the wizard on that version shows the saved block, and a premium changed there is saved as version 3.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Seed } from '../helpers/seed.js';
import type { CliServerInfo } from './cli-server.js';
import { ROOT, runPiped, startCliServer } from './run-cli.js';
import { ANSI, INVERSE, KEY, startWizard } from './wizard-terminal.js';

let server: Awaited<ReturnType<typeof startCliServer>>;
let info: CliServerInfo;
let home: string;
let env: Record<string, string>;

const SIZE = { rows: 24, columns: 80 };
const BACKSPACE = '\u007f';

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  server = await startCliServer();
  info = server.info;
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

/** From step 6's first field, Shift+Tab round to 'Volgende' and 'Vorige', then up to the IKB's origin. */
async function toIkbOrigin(w: Wizard) {
  await w.tab(KEY.shiftTab);
  await w.tab(KEY.shiftTab);
  return w.tab(KEY.shiftTab);
}

describe(
  'the package section of the terminal wizard (built binary, real server)',
  { timeout: 300_000 },
  () => {
    it('fills a pension block in 80 x 24, refuses a two-way franchise, saves it, and the API has it exactly', async () => {
      const guid = info.scheme.guid;
      const w = startWizard(['wizard', guid], env, SIZE);
      await toStep6(w);
      const ikb = await toIkbOrigin(w);
      expect(ikb.text).toContain('Individueel keuzebudget (IKB), herkomst: Niet ingevuld');
      // A version saved before the package: every block 'nog niet ingevuld', nothing invented.
      expect(w.frame()).toContain('Duurzame inzetbaarheid: nog niet ingevuld');
      expect(w.frame()).toContain('Grondslagen: nog niet ingevuld');
      expectFits(w.frame());
      const pension = await w.tab(KEY.shiftTab);
      expect(pension.text).toContain('Pensioen, herkomst: Niet ingevuld');

      await w.press(KEY.enter, 'Zoeken:');
      await w.search('eigen');
      await w.press(KEY.enter, 'Pensioen, herkomst: Eigen regeling');
      await w.tab();
      await w.type('Pensioenfonds Schoonmaak');
      await w.tab();
      await w.type('15,9');
      await w.tab();
      await w.type('7,5');
      await w.tab();
      await w.type('18.475');
      expect(w.frame()).toContain('Franchise (€ per jaar): 18.475');
      expectFits(w.frame());
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'als 18475 of als 18,475: schrijf 18475 of 18,475');
      expect(w.frame()).toContain('Gelijkwaardige beloning, Pensioen, Franchise (€ per jaar): 18.475');
      expectFits(w.frame());

      await w.focus('Franchise');
      // One Backspace at a time: keys that arrive in one read are taken as a paste, which edits nothing.
      for (const left of ['18.47', '18.4', '18.', '18', '1'])
        await w.press(BACKSPACE, `Franchise (€ per jaar): ${left} `);
      await w.press(BACKSPACE, ({ text }) => /› +Franchise \(€ per jaar\): *$/m.test(text), 'empty');
      await w.type('18475');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, '(Akkoord)');
      // 7: the introduction, then on to 8.
      await w.press(KEY.enter, ({ text }) => !text.includes('(Akkoord)'), 'the introduction closed');
      await w.focus('[ Volgende ]');
      // 8: the summary ends with the package, just above the buttons where the focus is.
      await w.press(KEY.enter, 'Pensioen (Eigen regeling)');
      expect(w.frame()).toContain('Pensioen (Eigen regeling): Pensioenfonds Schoonmaak');
      expect(w.frame()).toContain('Loondoorbetaling bij ziekte: nog niet ingevuld');
      await w.focus('[ Volgende ]');
      await w.press(KEY.enter, 'Voornaam');
      await w.focus('Ik ga akkoord met deze voorwaarden');
      await w.press(KEY.space, '[x] Ik ga akkoord met deze voorwaarden');
      await w.focus('[ Opslaan ]');
      await w.keys(KEY.enter);
      expect(await w.exited).toBe(0);
      expect(w.screen().replace(ANSI, '')).toMatch(/Nieuwe versie opgeslagen: [0-9a-f-]+ \(versie 2\)\./);

      const seed = new Seed(info.url);
      const { access } = await seed.refresh(info.refresh);
      const saved = await seed.readScheme(access, guid);
      expect(saved.version).toBe(2);
      expect(saved.equivalent_package).toEqual({
        pension: {
          origin: 'eigen',
          name: 'Pensioenfonds Schoonmaak',
          employer_percentage: '15.9',
          employee_percentage: '7.5',
          franchise: '18475',
        },
      });
      const before = await seed.readScheme(access, guid, 1);
      // The version the edit started from holds no block (the server answers an empty package).
      expect(before.equivalent_package ?? {}).toEqual({});

      // The wizard on the new version shows the saved block; a premium changed there is saved as version 3.
      const again = startWizard(['wizard', guid], env, SIZE);
      await toStep6(again);
      await toIkbOrigin(again);
      await again.focus('Premie werkgever');
      expect(again.frame()).toContain('Premie werkgever (%) *: 15,9');
      expect(again.frame()).toContain('Pensioen, herkomst: Eigen regeling');
      for (const left of ['15,', '15', '1']) await again.press(BACKSPACE, `Premie werkgever (%) *: ${left} `);
      await again.press(BACKSPACE, ({ text }) => /› +Premie werkgever \(%\) \*: *$/m.test(text), 'empty');
      await again.type('16,25');
      await again.focus('Franchise');
      expect(again.frame()).toContain('Franchise (€ per jaar): 18475');
      expectFits(again.frame());
      await again.focus('[ Volgende ]');
      await again.press(KEY.enter, '(Akkoord)');
      await again.press(KEY.enter, ({ text }) => !text.includes('(Akkoord)'), 'the introduction closed');
      await again.focus('[ Volgende ]');
      await again.press(KEY.enter, 'Pensioen (Eigen regeling)');
      expect(again.frame()).toContain('16,25 %');
      await again.focus('[ Volgende ]');
      await again.press(KEY.enter, 'Voornaam');
      await again.focus('Ik ga akkoord met deze voorwaarden');
      await again.press(KEY.space, '[x] Ik ga akkoord met deze voorwaarden');
      await again.focus('[ Opslaan ]');
      await again.keys(KEY.enter);
      expect(await again.exited).toBe(0);
      const third = await seed.readScheme(access, guid);
      expect(third.version).toBe(3);
      expect(third.equivalent_package).toEqual({
        pension: {
          origin: 'eigen',
          name: 'Pensioenfonds Schoonmaak',
          employer_percentage: '16.25',
          employee_percentage: '7.5',
          franchise: '18475',
        },
      });
    });
  },
);
