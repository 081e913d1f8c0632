import { MESSAGES } from '@beloning/core/rules';
import { emptyWizardState, helpRequestSent, type WizardState } from '@beloning/core/wizard';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, testWizardApi, type TestApi } from '../../test-wizard.js';
import { burst, press, renderSettled, settle, unmountSettled } from '../../test-wizard-keys.js';
import type { WizardOutcome } from '../outcome.js';
import { CLOSE_QUESTION } from '../texts.js';
import { ShortWizard } from './short-wizard.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

async function start(api: TestApi = testWizardApi()) {
  const outcomes: WizardOutcome[] = [];
  const ownFilling: WizardState[] = [];
  const app = await renderSettled(
    <ShortWizard
      api={api}
      describeError={(error) => String(error)}
      initialState={emptyWizardState()}
      onDone={(outcome) => outcomes.push(outcome)}
      onOwnFilling={(state) => ownFilling.push(state)}
    />,
  );
  cleanup = () => unmountSettled(app);
  return {
    app,
    press: (...keys: string[]) => press(app, ...keys),
    /** The whole text at once, as a paste. */
    type: (text: string) => settle(() => app.stdin.write(text)),
    outcomes,
    ownFilling,
    frame: () => app.lastFrame() ?? '',
  };
}

/** Option 1, the first cao in the list, then Volgende. */
async function throughStep1(w: Awaited<ReturnType<typeof start>>) {
  await w.press(KEY.space); // Optie 1
  await w.press(KEY.tab, KEY.tab, KEY.enter, KEY.enter); // past the checkbox, open the cao list, pick
  await w.press(KEY.tab, KEY.enter); // Volgende
}

// Each key renders the whole wizard; on a busy 2-core machine a test can take longer than Vitest's 5 s.
describe('ShortWizard', { timeout: 30_000 }, () => {
  it("shows the steps and refuses Volgende without an answer, with core's message", async () => {
    const w = await start();
    expect(w.frame()).toContain('1. Beloningsregeling');
    expect(w.frame()).toContain('4. Accorderen');
    await w.press(KEY.tab, KEY.enter);
    expect(w.frame()).toContain(MESSAGES.required);
    expect(w.frame()).toContain('1. Beloningsregeling');
  });

  it("says 'Kies een cao' for option 1 without a cao, and offers only the latest caos to members", async () => {
    const api = testWizardApi();
    const w = await start(api);
    await w.press(KEY.space, KEY.tab, KEY.tab, KEY.tab, KEY.enter);
    expect(w.frame()).toContain(MESSAGES.caoMissing);
    await w.press(KEY.up, KEY.up, KEY.space); // tick the employers' organisation
    expect(api.calls.filter((call) => call.method === 'caoOptions').map((call) => call.payload)).toContain(
      true,
    );
    await w.press(KEY.tab, KEY.enter);
    expect(w.frame()).toContain('Cao Schoonmaak');
    expect(w.frame()).not.toContain('Beroepsgoederenvervoer');
  });

  it('filters the cao list by typing and goes on to the jobs of the chosen cao', async () => {
    const w = await start();
    await w.press(KEY.space, KEY.tab, KEY.tab, KEY.enter);
    await w.type('vervoer');
    expect(w.frame()).not.toContain('Schoonmaak');
    await w.press(KEY.enter);
    expect(w.frame()).toContain('Selecteer de cao *: Cao Beroepsgoederenvervoer');
    await w.press(KEY.tab, KEY.enter);
    expect(w.frame()).toContain('Functies in Cao Beroepsgoederenvervoer');
  });

  it('validates the job rows of step 2 and lists the payscales of the chosen table', async () => {
    const w = await start();
    await throughStep1(w);
    expect(w.frame()).toContain('Functies in Cao Schoonmaak');
    await w.press(KEY.space); // option 1: own jobs, one empty row
    expect(w.frame()).toContain('Functie 1');
    await w.press(KEY.tab); // Naam
    await w.type('Ramenlapper');
    await w.press(KEY.tab, KEY.tab); // past Aard to Loontabel
    await w.press(KEY.tab); // Minimumschaal is disabled until a table is chosen
    expect(w.frame()).toContain('Minimumschaal *: -');
    await w.press(KEY.shiftTab, KEY.enter, KEY.enter); // the first table
    await w.press(KEY.tab, KEY.enter);
    expect(w.frame()).toContain('LG1');
    await w.press(KEY.down, KEY.enter); // LG2
    expect(w.frame()).toContain('Minimumschaal *: LG2');
  });

  it('shows Veld is vereist under an empty job name after Volgende, and goes on once it is filled', async () => {
    const w = await start();
    await throughStep1(w);
    await w.press(KEY.space);
    // to Volgende: the buttons come last
    await w.press(KEY.shiftTab, KEY.enter);
    expect(w.frame()).toContain(MESSAGES.required);
    expect(w.frame()).toContain('2. Functies');
  });

  it('empties the jobs when the cao changes (core clears them) after going back to step 1', async () => {
    const w = await start();
    await throughStep1(w);
    await w.press(KEY.space, KEY.tab);
    await w.type('Ramenlapper');
    // back to step 1: from Naam over the choice and Volgende to Vorige
    await w.press(KEY.shiftTab, KEY.shiftTab, KEY.shiftTab, KEY.enter);
    expect(w.frame()).toContain('Selecteer de cao');
    await w.press(KEY.tab, KEY.tab, KEY.enter, KEY.down, KEY.enter); // another cao
    await w.press(KEY.tab, KEY.enter);
    expect(w.frame()).toContain('Cao Beroepsgoederenvervoer');
    await w.press(KEY.space);
    expect(w.frame()).not.toContain('Ramenlapper');
  });

  it('saves the compliance from step 4 once the names are filled and the terms ticked', async () => {
    const api = testWizardApi();
    const w = await start(api);
    await throughStep1(w);
    await w.press(KEY.right, KEY.right); // option 2: all jobs are in the cao
    await w.press(KEY.shiftTab, KEY.enter); // Volgende
    expect(w.frame()).toContain('Functies in Glasheldere Ramen B.V.');
    expect(w.frame()).toContain('Toon uurlonen');
    await w.press(KEY.shiftTab, KEY.enter); // Volgende
    expect(w.frame()).toContain('Voornaam');
    // past the names, the terms and Vorige back to Voornaam: Opslaan is disabled until the terms are ticked
    await w.press(KEY.tab, KEY.tab, KEY.tab, KEY.tab);
    expect(w.frame()).toContain('› Voornaam');
    await w.type('Jan');
    await w.press(KEY.tab);
    await w.type('de Vries');
    await w.press(KEY.tab, KEY.space, KEY.tab, KEY.tab, KEY.enter);
    expect(api.calls.find((call) => call.method === 'createCompliance')?.payload).toEqual({
      cao_id: 1,
      signed_fullname: 'Jan de Vries',
      jobs: [],
    });
    expect(w.outcomes).toEqual([{ kind: 'compliance-saved', id: 41 }]);
  });

  it('keeps the names and the tick typed in one burst, before a redraw, and saves them', async () => {
    const api = testWizardApi();
    const w = await start(api);
    await throughStep1(w);
    await w.press(KEY.right, KEY.right); // option 2: all jobs are in the cao
    await w.press(KEY.shiftTab, KEY.enter);
    await w.press(KEY.shiftTab, KEY.enter);
    expect(w.frame()).toContain('› Voornaam');
    await burst(w.app, ...'Jan'.split(''), KEY.tab, ...'de Vries'.split(''), KEY.tab, KEY.space);
    expect(w.frame()).toContain('Voornaam *: Jan');
    expect(w.frame()).toContain('Achternaam *: de Vries');
    expect(w.frame()).toContain('[x]');
    await w.press(KEY.tab, KEY.tab, KEY.enter);
    expect(api.calls.find((call) => call.method === 'createCompliance')?.payload).toMatchObject({
      signed_fullname: 'Jan de Vries',
    });
  });

  it('keeps a job name and its table picked in one burst in step 2', async () => {
    const w = await start();
    await throughStep1(w);
    await w.press(KEY.space); // option 1: one empty job row
    await w.press(KEY.tab);
    expect(w.frame()).toContain('› Naam');
    // Name, then past Aard to Loontabel, open the list and pick the first, all before a redraw.
    await burst(w.app, ...'Glazenwasser'.split(''), KEY.tab, KEY.tab, KEY.enter, KEY.enter);
    expect(w.frame()).toContain('Naam *: Glazenwasser');
    expect(w.frame()).not.toMatch(/Loontabel \*: Kies/);
  });

  it('asks before closing with Esc', async () => {
    const w = await start();
    await w.press(KEY.escape);
    expect(w.frame()).toContain(CLOSE_QUESTION);
    await w.type('n');
    expect(w.frame()).not.toContain(CLOSE_QUESTION);
    await w.press(KEY.escape);
    await w.type('j');
    expect(w.outcomes).toEqual([{ kind: 'closed' }]);
  });

  it('asks the one agency that offers help for a proposal, after confirmation', async () => {
    const api = testWizardApi({
      invites: [
        {
          kvk_nr: '69599084',
          email: 'planning@flex.test',
          subscription: 5,
          company_name: 'Flex B.V.',
          proposals_enabled: true,
        },
      ],
    });
    const w = await start(api);
    await w.press(KEY.right, KEY.right); // option 2
    expect(w.frame()).toContain('Flex B.V. (planning@flex.test)');
    await w.press(KEY.tab, KEY.space, KEY.tab, KEY.enter);
    expect(w.frame()).toContain('Opslaan?');
    await w.type('j');
    expect(w.frame()).toContain(helpRequestSent('Flex B.V.').slice(0, 40));
    await w.press(KEY.enter);
    expect(api.calls.find((call) => call.method === 'askForHelp')?.payload).toBe(5);
    expect(w.outcomes).toEqual([{ kind: 'help-requested', company: 'Flex B.V.' }]);
  });

  it('goes on to the full wizard for option 2 filled in by the hirer', async () => {
    const w = await start();
    await w.press(KEY.left, KEY.tab, KEY.enter);
    expect(w.ownFilling).toHaveLength(1);
    expect(w.ownFilling[0]?.startWizard).toBeNull();
  });
});
