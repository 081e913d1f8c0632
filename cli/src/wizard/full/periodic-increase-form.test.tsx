import { MESSAGES } from '@beloning/core/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY } from '../../test-wizard.js';
import { focus, press, type, unmountSettled } from '../../test-wizard-keys.js';
import { describePeriodicIncrease } from './periodic-increase-form.js';
import { startFullWizard, toStep3WithCsvTable, type StartedWizard } from '../../test-full-wizard.js';

let w: StartedWizard | undefined;
afterEach(async () => {
  if (w !== undefined) await unmountSettled(w.app);
});

describe('periodicIncreaseFields (step 3)', { timeout: 40_000 }, () => {
  it("refuses an unanswered or fractional rule with core's messages, keeps what was typed, and lists a saved rule", async () => {
    w = await startFullWizard();
    await toStep3WithCsvTable(w);
    await focus(w.app, 'Periodieke verhogingen');
    await press(w.app, KEY.space); // Ja
    expect(w.frame()).toContain('[ Periodiekverhoging toevoegen ]');
    await focus(w.app, 'Periodiekverhoging toevoegen');
    await press(w.app, KEY.enter);
    expect(w.frame()).toContain('Nieuwe periodiekverhoging van Eigen tabel');

    await focus(w.app, '[ Opslaan ]');
    await press(w.app, KEY.enter);
    expect(w.frame()).toContain(MESSAGES.required);

    await focus(w.app, 'Soort');
    await press(w.app, KEY.right, KEY.right); // Verplichte periodiek
    await press(w.app, KEY.tab, KEY.space); // Wanneer: peildatum én diensttijd
    await focus(w.app, 'Peildatum *:');
    await type(w.app, '01-01');
    await press(w.app, KEY.tab);
    await type(w.app, '12,5');
    await press(w.app, KEY.tab, KEY.space); // Eenheid: maanden
    await press(w.app, KEY.tab, KEY.right, KEY.right); // Meting: kalender
    await focus(w.app, '[ Opslaan ]');
    await press(w.app, KEY.enter);
    expect(w.frame()).toContain(MESSAGES.numeric);
    expect(w.frame()).toContain('Diensttijd (aantal) *: 12,5');
    expect(w.frame()).toContain('Peildatum *: 01-01');

    await focus(w.app, 'Diensttijd (aantal)');
    await press(w.app, KEY.backspace, KEY.backspace);
    await focus(w.app, '[ Opslaan ]');
    await press(w.app, KEY.enter);
    const saved = describePeriodicIncrease({
      type: 'mandatory_periodical',
      trigger_date: '01-01',
      required_time: 12,
      required_time_type: 'months',
      measurement_type: 'calendar',
      date_required_time_interaction: 'both',
    });
    expect(w.frame()).toContain(`1. ${saved}`);
    expect(w.frame()).not.toContain(MESSAGES.periodicIncreasesRequired);

    // Changing it opens the rule as it was saved; Esc goes back without changing it.
    await focus(w.app, '[ Wijzigen ]');
    await press(w.app, KEY.enter);
    expect(w.frame()).toContain('Periodiekverhoging 1 van Eigen tabel');
    expect(w.frame()).toContain('Diensttijd (aantal) *: 12');
    await press(w.app, KEY.escape);
    expect(w.frame()).toContain(`1. ${saved}`);
  });

  it("says 'Voeg minimaal een periodiekverhoging toe' when Ja has no rule, and Nee clears the rules", async () => {
    w = await startFullWizard();
    await toStep3WithCsvTable(w);
    await focus(w.app, 'Periodieke verhogingen');
    await press(w.app, KEY.space, KEY.tab);
    expect(w.frame()).toContain(MESSAGES.periodicIncreasesRequired);
    await focus(w.app, 'Periodieke verhogingen');
    await press(w.app, KEY.right); // Nee
    expect(w.frame()).not.toContain('Periodiekverhoging toevoegen');
    expect(w.frame()).not.toContain(MESSAGES.periodicIncreasesRequired);
  });
});
