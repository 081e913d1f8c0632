import { MESSAGES } from '@beloning/core/rules';
import type { Step6Form } from '@beloning/core/schemas';
import { emptyStep6Form } from '@beloning/core/werksoorten';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY } from '../../test-wizard.js';
import { focus, press, renderSettled, type, unmountSettled } from '../../test-wizard-keys.js';
import { FormView } from '../form-view.js';
import { step6Fields } from './step6.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

/** Step 6's fields in a form view, with the jobs of step 5; `forms` records every change. */
async function start(jobs: readonly string[] = ['Glazenwasser', 'Schoonmaker']) {
  const forms: Step6Form[] = [];
  const nexts: number[] = [];
  function Harness() {
    const [form, setForm] = useState<Step6Form>({ ...emptyStep6Form(), bonusCombination: 'highest' });
    const [showAll, setShowAll] = useState(false);
    const fields = step6Fields(form, jobs, {
      change: (update) =>
        setForm((old) => {
          const changed = update(old);
          forms.push(changed);
          return changed;
        }),
      next: () => {
        setShowAll(true);
        nexts.push(1);
      },
    });
    return <FormView fields={fields} showAllErrors={showAll} />;
  }
  const app = await renderSettled(<Harness />);
  cleanup = () => unmountSettled(app);
  return { app, forms, nexts, frame: () => app.lastFrame() ?? '' };
}

describe('step6Fields', { timeout: 30_000 }, () => {
  it('adds an education for ticked jobs, and requires its description and a job with Veld is vereist', async () => {
    const s = await start();
    await focus(s.app, 'Gelden er opleidingen');
    await press(s.app, KEY.space); // Ja: one empty education
    expect(s.frame()).toContain('Opleiding 1 *:');
    expect(s.frame()).toContain('Voor de functies *:');
    await focus(s.app, '[ Volgende ]');
    await press(s.app, KEY.enter);
    // Description and jobs are both missing.
    expect(s.frame().split(MESSAGES.required).length - 1).toBe(2);

    await focus(s.app, 'Opleiding 1');
    await type(s.app, 'VCA basis');
    await focus(s.app, '] Schoonmaker');
    await press(s.app, KEY.space);
    expect(s.frame()).not.toContain(MESSAGES.required);
    expect(s.forms.at(-1)?.educations).toEqual([
      { description: 'VCA basis', inleners_jobs: ['Schoonmaker'] },
    ]);

    // A second education; removing the first keeps the second as typed.
    await focus(s.app, '[ Opleiding toevoegen ]');
    await press(s.app, KEY.enter);
    await focus(s.app, 'Opleiding 2');
    await type(s.app, 'Hoogwerker');
    await focus(s.app, '] Glazenwasser');
    await press(s.app, KEY.space);
    await focus(s.app, 'Opleiding 1');
    await focus(s.app, '[ Opleiding verwijderen ]');
    await press(s.app, KEY.enter);
    expect(s.forms.at(-1)?.educations).toEqual([
      { description: 'Hoogwerker', inleners_jobs: ['Glazenwasser'] },
    ]);
    expect(s.frame()).toContain('Opleiding 1 *: Hoogwerker');

    // Nee clears them (core's clearEducations).
    await focus(s.app, 'Gelden er opleidingen');
    await press(s.app, KEY.right);
    expect(s.forms.at(-1)?.educations).toEqual([]);
    expect(s.frame()).not.toContain('Opleiding 1');
  });

  it('says there are no jobs yet, and checks a werksoort start date with core', async () => {
    const s = await start([]);
    await focus(s.app, 'Gelden er opleidingen');
    await press(s.app, KEY.space);
    expect(s.frame()).toContain('voeg eerst functies toe in stap 5');
    await focus(s.app, '[ Volgende ]');
    await press(s.app, KEY.enter);
    expect(s.frame()).toContain(`    ${MESSAGES.required}`);

    await focus(s.app, 'OV Overwerk');
    await press(s.app, KEY.space); // Ja: OV01
    expect(s.frame()).toContain('OV01');
    await focus(s.app, 'Ingangsdatum');
    await type(s.app, '31-02-2026');
    await press(s.app, KEY.tab);
    expect(s.frame()).toContain(MESSAGES.date);
    await focus(s.app, 'Ingangsdatum');
    await press(s.app, ...Array<string>(10).fill(KEY.backspace));
    await type(s.app, '01-03-2026');
    await focus(s.app, '[ Nieuwe periode ]');
    await press(s.app, KEY.enter);
    // The new period takes OV01's name (shown once) and starts the next day.
    const entries = s.forms.at(-1)?.werksoorten.OV ?? [];
    expect(entries.map((entry) => [entry.name, entry.startDate])).toEqual([
      ['OV01', '01-03-2026'],
      ['OV01', '02-03-2026'],
    ]);
    expect(s.frame().split('OV01').length - 1).toBe(1);
  });
});
