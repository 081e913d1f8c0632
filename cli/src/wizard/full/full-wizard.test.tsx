import { MESSAGES, minValueMessage } from '@beloning/core/rules';
import { emptyWizardState } from '@beloning/core/wizard';
import { afterEach, describe, expect, it } from 'vitest';
import { startFullWizard, toStep3WithCsvTable } from '../../test-full-wizard.js';
import { KEY, testWizardApi, type TestApi } from '../../test-wizard.js';
import { burst, focus, press, renderSettled, type, unmountSettled } from '../../test-wizard-keys.js';
import { STEP_JUMP_HELP } from '../texts.js';
import type { WizardOutcome } from '../outcome.js';
import { FullWizard } from './full-wizard.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

const CSV =
  'tabel;leeftijd;schaal;periodiek;loon\r\nEigen tabel;Alle leeftijden;A;1;15,52\r\nEigen tabel;Alle leeftijden;B;1;16,10\r\n';

async function start(api: TestApi = testWizardApi(), files: Record<string, string> = { 'lonen.csv': CSV }) {
  const outcomes: WizardOutcome[] = [];
  const app = await renderSettled(
    <FullWizard
      api={api}
      describeError={String}
      initialState={emptyWizardState()}
      readFile={(path) => {
        const text = files[path];
        return text === undefined
          ? Promise.reject(new Error('ENOENT'))
          : Promise.resolve(new TextEncoder().encode(text));
      }}
      onDone={(outcome) => outcomes.push(outcome)}
    />,
  );
  cleanup = () => unmountSettled(app);
  return { press: (...keys: string[]) => press(app, ...keys), outcomes, frame: () => app.lastFrame() ?? '' };
}

/** Step 1 with a cao, step 2 with the first cao in the list. */
async function toStep2WithCao(w: Awaited<ReturnType<typeof start>>) {
  await w.press(KEY.space, KEY.tab, KEY.tab, KEY.enter); // cao met eigen aanvullingen, Volgende
  await w.press(KEY.enter, KEY.enter); // open the cao list, pick the first
}

describe('FullWizard', { timeout: 30_000 }, () => {
  it("fills step 2 from the chosen cao and shows core's minimum when the vacation is too low", async () => {
    const w = await start();
    await toStep2WithCao(w);
    expect(w.frame()).toContain('Cao *: Cao Schoonmaak');
    expect(w.frame()).toContain('Startdatum *: 01-07-2024');
    // to Aantal (vacation amount): cao, start, end, type, amount
    await w.press(KEY.tab, KEY.tab, KEY.tab, KEY.tab);
    await w.press(
      KEY.backspace,
      KEY.backspace,
      KEY.backspace,
      KEY.backspace,
      KEY.backspace,
      '1',
      '0',
      KEY.tab,
    );
    expect(w.frame()).toContain(minValueMessage(20).slice(0, 20));
  });

  it('refuses a vacation amount that reads two ways (1.250) with both readings, and takes 1250 written out', async () => {
    const w = await start();
    await toStep2WithCao(w);
    await w.press(KEY.tab, KEY.tab, KEY.tab, KEY.tab);
    await w.press(...Array.from({ length: 5 }, () => KEY.backspace), ...'1.250'.split(''), KEY.tab);
    expect(w.frame()).toContain('1.250 is op twee manieren te lezen');
    await w.press(
      KEY.shiftTab,
      ...Array.from({ length: 5 }, () => KEY.backspace),
      ...'1250'.split(''),
      KEY.tab,
    );
    expect(w.frame()).not.toContain('op twee manieren te lezen');
  });

  it('clears step 2 when the step-1 choice changes (core changeUsesCao)', async () => {
    const w = await start();
    await toStep2WithCao(w);
    expect(w.frame()).toContain('Startdatum *: 01-07-2024');
    // Vorige is the last but one button: go up from the cao field
    await w.press(KEY.up, KEY.up, KEY.enter);
    expect(w.frame()).toContain('Beloningsregeling *');
    await w.press(KEY.right); // own scheme
    await w.press(KEY.tab, KEY.enter);
    expect(w.frame()).not.toContain('Cao *:');
    expect(w.frame()).not.toContain('01-07-2024');
    expect(w.frame()).toContain('Aantal *: 20');
  });

  it('refuses step 2 without dates with Veld is vereist, and builds tables from a CSV file in step 3', async () => {
    const w = await start();
    await w.press(KEY.right, KEY.right, KEY.tab, KEY.enter); // eigen beloningsregeling
    await w.press(KEY.up, KEY.enter); // Volgende
    expect(w.frame()).toContain(MESSAGES.required);
    await w.press(KEY.tab); // from Volgende round to Startdatum, the first field
    await w.press(...'01-01-2026'.split(''), KEY.tab, ...'31-12-2026'.split(''));
    await w.press(KEY.up, KEY.up, KEY.enter); // over Startdatum round to Volgende
    expect(w.frame()).toContain('Nieuwe loontabel');
    // step 3: to the file field (after table, Naam, Loontabel toevoegen): Loontabel, Naam, toevoegen, Bestand
    await w.press(KEY.tab, KEY.tab, KEY.tab, ...'lonen.csv'.split(''), KEY.tab, KEY.enter);
    expect(w.frame()).toContain('Loontabel toegevoegd: Eigen tabel');
    expect(w.frame()).toContain('Loontabel: 1. Eigen tabel');
  });

  it('goes back to a passed step with Ctrl+T, never forward, and keeps what was typed', async () => {
    const w = await startFullWizard();
    cleanup = () => unmountSettled(w.app);
    await toStep3WithCsvTable(w);
    expect(w.frame()).toContain('Loontabel: 1. Eigen tabel');
    await press(w.app, '\u0014'); // Ctrl+T
    expect(w.frame()).toContain(STEP_JUMP_HELP.slice(0, 30));
    await press(w.app, '5'); // a later step cannot be chosen
    expect(w.frame()).toContain(STEP_JUMP_HELP.slice(0, 30));
    await press(w.app, '2');
    expect(w.frame()).not.toContain(STEP_JUMP_HELP.slice(0, 30));
    expect(w.frame()).toContain('Startdatum *: 01-01-2026');
    expect(w.frame()).toContain('Einddatum *: 31-12-2026');
    // With arrows: from step 2 one to the left is step 1, with the own scheme still chosen.
    await press(w.app, '\u0014', KEY.left, KEY.enter);
    expect(w.frame()).toContain('(•) Eigen beloningsregeling');
    // And on through Volgende: the tables read from the CSV file are still there.
    await press(w.app, KEY.tab, KEY.enter, KEY.up, KEY.enter);
    expect(w.frame()).toContain('Loontabel: 1. Eigen tabel');
  });

  it('keeps the keys of two fields typed in one burst, before a redraw (step 2 and step 3)', async () => {
    const w = await startFullWizard();
    cleanup = () => unmountSettled(w.app);
    await press(w.app, KEY.right, KEY.right); // Eigen beloningsregeling
    await focus(w.app, '[ Volgende ]');
    await press(w.app, KEY.enter);
    await focus(w.app, 'Startdatum');
    await burst(w.app, ...'01-01-2026'.split(''), KEY.tab, ...'31-12-2026'.split(''));
    expect(w.frame()).toContain('Startdatum *: 01-01-2026');
    expect(w.frame()).toContain('Einddatum *: 31-12-2026');
    // Two fields of a salary table (step 3) in one burst.
    await focus(w.app, '[ Volgende ]');
    await press(w.app, KEY.enter);
    await focus(w.app, 'Bestand');
    await burst(w.app, ...'lonen.csv'.split(''), KEY.tab, KEY.enter);
    await focus(w.app, 'Lonen gedeeld door');
    await burst(w.app, KEY.backspace, '4', KEY.tab, ...'Uren volgens rooster'.split(''));
    expect(w.frame()).toContain('Lonen gedeeld door *: 4');
    expect(w.frame()).toContain('Uurdefinitie *: Uren volgens rooster');
  });

  it('asks the hours per week of a monthly table, refuses Volgende without them and divides by what they give', async () => {
    const w = await startFullWizard();
    cleanup = () => unmountSettled(w.app);
    await toStep3WithCsvTable(w);
    expect(w.frame()).toMatch(/^ *Uren per week:$/m); // an hourly table: not required
    await focus(w.app, 'Lonen per');
    await press(w.app, KEY.right, KEY.right, KEY.right); // uur, week, 4 weken, maand
    expect(w.frame()).toMatch(/^ *Uren per week \*:$/m);
    await focus(w.app, '[ Volgende ]');
    await press(w.app, KEY.enter);
    expect(w.frame()).toContain(MESSAGES.workHoursRequired);
    expect(w.frame()).toContain('Nieuwe loontabel'); // still step 3
    await focus(w.app, 'Uren per week');
    await type(w.app, '70');
    await press(w.app, KEY.tab);
    expect(w.frame()).toContain('Waarde moet maximaal 60 zijn');
    await focus(w.app, 'Uren per week');
    await press(w.app, KEY.backspace, KEY.backspace, ...'36'.split(''), KEY.tab);
    // The divisor follows the hours (36 x 52 / 12); with it above 1 the hours are no longer required.
    expect(w.frame()).toContain('Uren per week: 36');
    expect(w.frame()).toContain('Lonen gedeeld door *: 156');
    expect(w.frame()).not.toContain(MESSAGES.workHoursRequired);
  });

  it('shows the message of a field typed in a burst once it is left, and keeps the other value', async () => {
    const w = await startFullWizard();
    cleanup = () => unmountSettled(w.app);
    await press(w.app, KEY.right, KEY.right);
    await focus(w.app, '[ Volgende ]');
    await press(w.app, KEY.enter);
    await focus(w.app, 'Startdatum');
    // A start date that is no date, then a valid end date, in one burst.
    await burst(w.app, ...'31-02-2026'.split(''), KEY.tab, ...'31-12-2026'.split(''), KEY.tab);
    expect(w.frame()).toContain('Startdatum *: 31-02-2026');
    expect(w.frame()).toContain('Einddatum *: 31-12-2026');
    expect(w.frame()).toContain(MESSAGES.date);
  });

  it('asks before a CSV file drops wages of a table, and changes nothing on n', async () => {
    const fewer = 'tabel;leeftijd;schaal;periodiek;loon\r\nEigen tabel;Alle leeftijden;A;1;15,52\r\n';
    const w = await startFullWizard({ files: { 'lonen.csv': CSV, 'minder.csv': fewer } });
    cleanup = () => unmountSettled(w.app);
    await toStep3WithCsvTable(w);
    expect(w.frame()).toContain('Loontabel toegevoegd: Eigen tabel');
    await focus(w.app, 'Bestand');
    await press(w.app, ...Array.from({ length: 9 }, () => KEY.backspace), ...'minder.csv'.split(''));
    await press(w.app, KEY.tab, KEY.enter);
    expect(w.frame()).toContain('Loontabel Eigen tabel: 1 loon vervalt. Toch inlezen? (j/n)');
    await press(w.app, 'n');
    expect(w.frame()).toContain('Niet ingelezen; de lonen zijn niet veranderd.');
    await press(w.app, KEY.enter);
    await press(w.app, 'j');
    expect(w.frame()).toContain('Lonen vervangen: Eigen tabel');
  });
});
