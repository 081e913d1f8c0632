import { MESSAGES, maxValueMessage } from '@beloning/core/rules';
import type { EquivalentPackage } from '@beloning/core/schemas';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { examplePackage } from '../../../../core/src/schemas/equivalent-package.fixtures.js';
import { KEY } from '../../test-wizard.js';
import { focus, focusedLine, press, renderSettled, type, unmountSettled } from '../../test-wizard-keys.js';
import { FormView } from '../form-view.js';
import { packageErrorLines, packageFields } from './package-fields.js';
import { packageFormFrom, packageFromForm, type PackageForm } from './package-form.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

/**
 * The package section in a form view with a 'Volgende' that reads it as the wizard does (core's schemas);
 * `saved` records each package read without errors, `refused` the step errors of each refusal.
 */
async function start(saved: EquivalentPackage | null = null) {
  const read: (EquivalentPackage | null)[] = [];
  const refused: string[][] = [];
  function Harness() {
    const [form, setForm] = useState<PackageForm>(packageFormFrom(saved));
    const [showAll, setShowAll] = useState(false);
    const result = packageFromForm(form);
    const fields = [
      ...packageFields(form, result.errors, (change) => setForm((old) => change(old))),
      {
        kind: 'button' as const,
        id: 'next',
        label: 'Volgende',
        onPress: () => {
          setShowAll(true);
          if (result.errors.size > 0) refused.push(packageErrorLines(result.errors));
          else read.push(result.package);
        },
      },
    ];
    return <FormView fields={fields} showAllErrors={showAll} />;
  }
  const app = await renderSettled(<Harness />);
  cleanup = () => unmountSettled(app);
  const frame = () => app.lastFrame() ?? '';
  const next = async () => {
    await focus(app, '[ Volgende ]');
    await press(app, KEY.enter);
  };
  /** Picks an origin on the focused 'herkomst': Enter opens the list, the filter finds it, Enter picks. */
  const origin = async (filter: string) => {
    await press(app, KEY.enter);
    await type(app, filter);
    await press(app, KEY.enter);
  };
  return { app, frame, next, origin, read, refused };
}

describe('packageFields', { timeout: 30_000 }, () => {
  it('leaves every block out and shows nog niet ingevuld when nothing is chosen', async () => {
    const s = await start();
    expect(s.frame()).toContain('Gelijkwaardige beloning');
    expect(s.frame()).toContain('Loondoorbetaling bij ziekte');
    expect(s.frame().split('nog niet ingevuld').length - 1).toBe(8);
    await s.next();
    expect(s.read).toEqual([null]);
    expect(s.refused).toEqual([]);
  });

  it('saves a pension block exactly as typed with decimal commas, and refuses a two-way franchise', async () => {
    const s = await start();
    await focus(s.app, 'Pensioen, herkomst');
    await s.origin('eigen');
    expect(focusedLine(s.app)).toContain('Pensioen, herkomst: Eigen regeling');
    await focus(s.app, 'Pensioenfonds of -regeling');
    await type(s.app, 'PFS');
    await focus(s.app, 'Premie werkgever (%)');
    await type(s.app, '15,9');
    await focus(s.app, 'Premie werknemer (%)');
    await type(s.app, '7,5');
    await focus(s.app, 'Franchise');
    await type(s.app, '18.475');
    await s.next();
    expect(s.read).toEqual([]);
    const twoWay = '18.475 is op twee manieren te lezen';
    expect(s.frame()).toContain(twoWay);
    expect(s.refused[0]?.[0]).toContain('Gelijkwaardige beloning, Pensioen, Franchise (€ per jaar): 18.475');

    await focus(s.app, 'Franchise');
    await press(s.app, ...Array<string>(6).fill(KEY.backspace));
    await type(s.app, '18475,50');
    await s.next();
    expect(s.frame()).not.toContain(twoWay);
    expect(s.read).toEqual([
      {
        pension: {
          origin: 'eigen',
          name: 'PFS',
          employer_percentage: '15.9',
          employee_percentage: '7.5',
          franchise: '18475.50',
        },
      },
    ]);
  });

  it('shows core messages under the fields: required, a percentage above 100, too many waiting days', async () => {
    const s = await start();
    await focus(s.app, 'herkomst');
    await s.origin('cao'); // sick pay: Cao
    await focus(s.app, 'Wachtdagen');
    await type(s.app, '3');
    await focus(s.app, 'Vanaf ziektemaand');
    await type(s.app, '1');
    await focus(s.app, 'Percentage');
    await type(s.app, '120');
    await s.next();
    expect(s.read).toEqual([]);
    expect(s.frame()).toContain(maxValueMessage(2));
    expect(s.frame()).toContain(maxValueMessage(100));
    expect(s.refused[0]).toEqual([
      `Gelijkwaardige beloning, Loondoorbetaling bij ziekte, Wachtdagen: ${maxValueMessage(2)}`,
      `Gelijkwaardige beloning, Loondoorbetaling bij ziekte, Percentage: ${maxValueMessage(100)}`,
    ]);

    // An IKB chosen but left empty: its part needs a name and a percentage.
    // From 'Volgende' one field back: the IKB's origin, the last field of the section.
    await press(s.app, KEY.shiftTab);
    expect(focusedLine(s.app)).toContain('Individueel keuzebudget (IKB), herkomst: Niet ingevuld');
    await s.origin('onbekend');
    await s.next();
    expect(s.refused[1]).toContain(
      `Gelijkwaardige beloning, Individueel keuzebudget (IKB), Naam: ${MESSAGES.required}`,
    );
    expect(s.refused[1]).toContain(
      `Gelijkwaardige beloning, Individueel keuzebudget (IKB), Percentage: ${MESSAGES.required}`,
    );
    expect(s.read).toEqual([]);
  });

  it('saves sick pay with two periods and a leave line, and leaves a block taken back out', async () => {
    const s = await start();
    await focus(s.app, 'herkomst');
    await s.origin('verbindend');
    await focus(s.app, 'Wachtdagen');
    await type(s.app, '1');
    await focus(s.app, 'Vanaf ziektemaand');
    await type(s.app, '1');
    await focus(s.app, 'Percentage');
    await type(s.app, '100');
    await focus(s.app, '[ Periode toevoegen ]');
    await press(s.app, KEY.enter);
    // The new period stands above the button: back three fields to its month.
    await press(s.app, KEY.shiftTab, KEY.shiftTab, KEY.shiftTab);
    expect(focusedLine(s.app)).toMatch(/Vanaf ziektemaand \*:$/);
    await type(s.app, '13');
    await press(s.app, KEY.tab);
    await type(s.app, '70');
    await focus(s.app, 'Verlof, herkomst');
    await s.origin('cao');
    await focus(s.app, '[ Bijzonder verlof toevoegen ]');
    await press(s.app, KEY.enter);
    await focus(s.app, 'Naam');
    await type(s.app, 'Huwelijk');
    await focus(s.app, 'Hoeveelheid');
    await type(s.app, '2');
    await focus(s.app, 'Per *:');
    await press(s.app, KEY.right); // per keer
    await s.next();
    expect(s.refused).toEqual([]);
    expect(s.read.at(-1)).toEqual({
      sick_pay: {
        origin: 'cao_avv',
        waiting_days: 1,
        periods: [
          { from_month: 1, percentage: '100' },
          { from_month: 13, percentage: '70' },
        ],
      },
      leave: {
        origin: 'cao',
        special_leave: [{ name: 'Huwelijk', amount: '2', unit: 'dagen', per: 'keer' }],
      },
    });

    // Back to 'Niet ingevuld': the leave is left out again.
    await focus(s.app, 'Verlof, herkomst: Cao');
    await s.origin('niet');
    expect(s.frame()).toContain('nog niet ingevuld');
    await s.next();
    expect(s.read.at(-1)).toEqual({ sick_pay: expect.anything() as unknown });
    expect(Object.keys(s.read.at(-1) ?? {})).toEqual(['sick_pay']);
  });

  it('shows a saved package and reads it back unchanged, the blocks it does not edit included', async () => {
    const saved = examplePackage();
    const s = await start(saved);
    expect(s.frame()).toContain('Pensioen, herkomst: Eigen regeling');
    expect(s.frame()).toContain('Verlof, herkomst: Cao (algemeen verbindend verklaard)');
    expect(s.frame()).toContain('Pensioenfonds Schoonmaak (PFS)');
    expect(s.frame()).toContain('15,9');
    expect(s.frame()).toContain('Duurzame inzetbaarheid: Eigen regeling; ');
    expect(s.frame()).not.toContain('nog niet ingevuld');
    await s.next();
    expect(s.refused).toEqual([]);
    expect(s.read).toEqual([saved]);
  });
});
