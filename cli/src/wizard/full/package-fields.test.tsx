import { MESSAGES, maxValueMessage, wizardErrorList } from '@beloning/core/rules';
import type { EquivalentPackage } from '@beloning/core/schemas';
import {
  PACKAGE_CAO_TEXTS,
  emptyWizardState,
  packageFormFromPackage,
  packageFromForm,
  takeCaoBlock,
  type PackageForm,
} from '@beloning/core/wizard';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { examplePackage } from '../../../../core/src/schemas/equivalent-package.fixtures.js';
import { KEY } from '../../test-wizard.js';
import { focus, focusedLine, press, renderSettled, type, unmountSettled } from '../../test-wizard-keys.js';
import { FormView } from '../form-view.js';
import { packageCaoComparisonLines, packageFields, type PackageCao } from './package-fields.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

/**
 * The package section in a form view over core's form (the wizard state's packageForm), with a 'Volgende'
 * that reads it as core's step 6 does (packageFromForm): `saved` records each package read without issues,
 * `refused` the step errors of each refusal (core's wizardErrorList), `forms` the form after each 'Volgende'.
 */
async function start(saved: EquivalentPackage | null = null, cao: PackageCao['cao'] | null = null) {
  const read: (EquivalentPackage | null)[] = [];
  const refused: (readonly string[])[] = [];
  const forms: (PackageForm | null)[] = [];
  function Harness() {
    const [form, setForm] = useState<PackageForm | null>(packageFormFromPackage(saved));
    const [showAll, setShowAll] = useState(false);
    const result = packageFromForm(form);
    // The cao's block taken as the wizard takes it: core's takeCaoBlock on the state's packageForm.
    const withCao: PackageCao | null =
      cao === null
        ? null
        : {
            cao,
            offered: false,
            take: (block) =>
              setForm(
                (old) => takeCaoBlock({ ...emptyWizardState(), packageForm: old }, cao, block).packageForm,
              ),
          };
    const fields = [
      ...packageFields(form, result.issues, (change) => setForm((old) => change(old)), showAll, withCao),
      {
        kind: 'button' as const,
        id: 'next',
        label: 'Volgende',
        onPress: () => {
          setShowAll(true);
          forms.push(form);
          if (result.issues.length > 0) refused.push(wizardErrorList(result.issues).messages);
          else read.push(result.equivalentPackage);
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
  /** Picks an option on the focused list field: Enter opens the list, the filter finds it, Enter picks. */
  const pick = async (filter: string) => {
    await press(app, KEY.enter);
    await type(app, filter);
    await press(app, KEY.enter);
  };
  /** Focuses the field, then types into it. */
  const fill = async (label: string, text: string) => {
    await focus(app, label);
    await type(app, text);
  };
  return { app, frame, next, pick, fill, read, refused, forms };
}

describe('packageFields (core form)', { timeout: 60_000 }, () => {
  it('leaves every block out and shows nog niet ingevuld when nothing is chosen', async () => {
    const s = await start();
    expect(s.frame()).toContain('Gelijkwaardige beloning');
    expect(s.frame()).toContain('Loondoorbetaling bij ziekte, herkomst: Niet ingevuld');
    expect(s.frame().split('nog niet ingevuld').length - 1).toBe(8);
    await s.next();
    expect(s.read).toEqual([null]);
    expect(s.forms).toEqual([null]);
  });

  it('saves a pension block as typed with decimal commas, and refuses a two-way franchise', async () => {
    const s = await start();
    await focus(s.app, 'Pensioen, herkomst');
    await s.pick('eigen');
    expect(focusedLine(s.app)).toContain('Pensioen, herkomst: Eigen regeling');
    await s.fill('Pensioenfonds of -regeling', 'PFS');
    await s.fill('Premie werkgever (%)', '15,52');
    await s.fill('Premie werknemer (%)', '7,5');
    await s.fill('Franchise', '18.475');
    await s.next();
    expect(s.read).toEqual([]);
    const twoWay = '18.475 is op twee manieren te lezen';
    expect(s.frame()).toContain(twoWay);
    expect(s.refused[0]?.[0]).toContain('Pensioen, Franchise (€ per jaar): 18.475');

    await focus(s.app, 'Franchise');
    await press(s.app, ...Array<string>(6).fill(KEY.backspace));
    await type(s.app, '1.234,56');
    await s.next();
    expect(s.frame()).not.toContain(twoWay);
    expect(s.read).toEqual([
      {
        pension: {
          origin: 'eigen',
          name: 'PFS',
          employer_percentage: '15.52',
          employee_percentage: '7.5',
          franchise: '1234.56',
        },
      },
    ]);
  });

  it('shows core messages under the fields: a percentage above 100, too many waiting days, no period', async () => {
    const s = await start();
    await focus(s.app, 'herkomst');
    await s.pick('cao'); // sick pay: Cao
    // No period yet: core's message for the list stands under it once 'Volgende' was pressed.
    const listMessage = `    Percentage per periode *\n    ${MESSAGES.required}`;
    expect(s.frame()).not.toContain(listMessage);
    await s.next();
    expect(s.refused[0]).toEqual([
      `Loondoorbetaling bij ziekte, Wachtdagen: ${MESSAGES.required}`,
      `Loondoorbetaling bij ziekte, Percentage per periode: ${MESSAGES.required}`,
    ]);
    expect(s.frame()).toContain(listMessage);
    await s.fill('Wachtdagen', '3');
    await focus(s.app, '[ Periode toevoegen ]');
    await press(s.app, KEY.enter);
    await s.fill('Periode 1, Vanaf ziektemaand', '1');
    await s.fill('Periode 1, Percentage', '120');
    await s.next();
    expect(s.read).toEqual([]);
    expect(s.frame()).toContain(maxValueMessage(2));
    expect(s.frame()).toContain(maxValueMessage(100));
    expect(s.refused[1]).toEqual([
      `Loondoorbetaling bij ziekte, Wachtdagen: ${maxValueMessage(2)}`,
      `Loondoorbetaling bij ziekte, Percentage per periode periode 1, Percentage: ${maxValueMessage(100)}`,
    ]);
    expect(s.forms[1]?.sick_pay?.periods).toEqual([{ from_month: '1', percentage: '120' }]);
  });

  it('saves sick pay with two periods and a leave line, removes a line, and leaves a block taken back out', async () => {
    const s = await start();
    await focus(s.app, 'herkomst');
    await s.pick('verbindend');
    await s.fill('Wachtdagen', '1');
    for (let line = 0; line < 3; line += 1) {
      await focus(s.app, '[ Periode toevoegen ]');
      await press(s.app, KEY.enter);
    }
    await s.fill('Periode 1, Vanaf ziektemaand', '1');
    await s.fill('Periode 1, Percentage', '100');
    await s.fill('Periode 2, Vanaf ziektemaand', '7');
    await s.fill('Periode 3, Vanaf ziektemaand', '13');
    await s.fill('Periode 3, Percentage', '70');
    await focus(s.app, '[ Periode 2 verwijderen ]');
    await press(s.app, KEY.enter);
    expect(s.frame()).not.toContain('Periode 3');
    await focus(s.app, 'Verlof, herkomst');
    await s.pick('cao');
    await focus(s.app, '[ Bijzonder verlof: regel toevoegen ]');
    await press(s.app, KEY.enter);
    await s.fill('Bijzonder verlof, regel 1, Naam', 'Huwelijk');
    await s.fill('Bijzonder verlof, regel 1, Hoeveelheid', '2');
    await focus(s.app, 'Bijzonder verlof, regel 1, Eenheid');
    await s.pick('dagen');
    await focus(s.app, 'Bijzonder verlof, regel 1, Per');
    await s.pick('keer');
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

    // Back to 'Niet ingevuld': the leave is cleared and left out again.
    await focus(s.app, 'Verlof, herkomst: Cao');
    await s.pick('niet');
    expect(s.frame()).not.toContain('Bijzonder verlof, regel 1');
    await s.next();
    expect(Object.keys(s.read.at(-1) ?? {})).toEqual(['sick_pay']);
    expect(Object.keys(s.forms.at(-1) ?? {})).toEqual(['sick_pay']);
  });

  it('fills the grondslagen with a choice, ticks and the allowance codes', async () => {
    const s = await start();
    await focus(s.app, 'Grondslagen, herkomst');
    await s.pick('eigen');
    await focus(s.app, '[ Grondslag toevoegen ]');
    await press(s.app, KEY.enter);
    await focus(s.app, 'Grondslag 1, Grondslag');
    await s.pick('pensioen');
    await focus(s.app, 'Grondslag 1, Loon');
    await press(s.app, KEY.space);
    await focus(s.app, 'Grondslag 1, Vakantietoeslag');
    await press(s.app, KEY.space);
    await s.fill('Grondslag 1, Deze toeslagen', 'TU01, OV01');
    await s.next();
    expect(s.refused).toEqual([]);
    expect(s.read).toEqual([
      {
        base_definitions: {
          origin: 'eigen',
          bases: [
            {
              base: 'pensioen',
              wage: true,
              holiday_allowance: true,
              leave_days: false,
              all_allowances: false,
              allowances: ['TU01', 'OV01'],
            },
          ],
        },
      },
    ]);
  });

  it('shows a saved package of all eight blocks, every one editable, and reads it back unchanged', async () => {
    const saved = examplePackage();
    const s = await start(saved);
    expect(s.frame()).toContain('Loondoorbetaling bij ziekte, herkomst: Cao');
    await focus(s.app, 'Aanvullende regelingen, herkomst', 200);
    await focus(s.app, 'Regeling 2, Toelichting');
    expect(focusedLine(s.app)).toContain('80-90-100 vanaf 60 jaar');
    await focus(s.app, 'Grondslagen, herkomst');
    expect(focusedLine(s.app)).toContain('Eigen regeling');
    expect(s.frame()).toContain('[x] Grondslag 1, Loon');
    expect(s.frame()).not.toContain('nog niet ingevuld');
    await s.next();
    expect(s.refused).toEqual([]);
    expect(s.read).toEqual([saved]);
  });
});

/** A cao that gives the leave block only, as the Schoonmaak fixture does (art. 31's extra day). */
const CAO: PackageCao['cao'] = {
  id: 7,
  full_name: 'Cao Schoonmaak',
  equivalent_package: {
    leave: {
      origin: 'cao_avv',
      extra_leave: [{ name: 'Verjaardag', amount: '1', unit: 'dagen', per: 'jaar' }],
    },
  },
};

describe(
  'packageFields against the cao (core packageBlockCaoStatus, takeCaoBlock)',
  { timeout: 60_000 },
  () => {
    it('says a block the cao gives is empty, takes the cao values on request, and then differs after a change', async () => {
      const s = await start(null, CAO);
      expect(s.frame()).toContain(PACKAGE_CAO_TEXTS.kept('Cao Schoonmaak', ['Verlof']).slice(0, 40));
      await focus(s.app, 'Verlof, herkomst');
      expect(s.frame()).toContain(PACKAGE_CAO_TEXTS.status.leeg);
      // Only the leave block speaks of the cao; the others stay 'nog niet ingevuld' without an action.
      expect(s.frame()).not.toContain('Pensioen: waarden van de cao overnemen');
      await focus(s.app, '[ Verlof: waarden van de cao overnemen ]');
      await press(s.app, KEY.enter);
      expect(s.frame()).toContain(PACKAGE_CAO_TEXTS.status.gelijk);
      expect(s.frame()).not.toContain('[ Verlof: waarden van de cao overnemen ]');
      expect(s.frame()).toContain('Verlof, herkomst: Cao (algemeen verbindend verklaard)');
      await focus(s.app, 'Extra verlof, regel 1, Hoeveelheid');
      expect(focusedLine(s.app)).toContain('Hoeveelheid *: 1');
      await press(s.app, KEY.backspace);
      await type(s.app, '2');
      expect(s.frame()).toContain(PACKAGE_CAO_TEXTS.status.afwijkend.slice(0, 40));
      await s.next();
      expect(s.read).toEqual([
        {
          leave: {
            origin: 'cao_avv',
            extra_leave: [{ name: 'Verjaardag', amount: '2', unit: 'dagen', per: 'jaar' }],
          },
        },
      ]);
      // Taking the cao's block again puts its day back.
      await focus(s.app, '[ Verlof: waarden van de cao overnemen ]');
      await press(s.app, KEY.enter);
      expect(s.frame()).toContain(PACKAGE_CAO_TEXTS.status.gelijk);
    });

    it('offers nothing and says nothing of the cao when the cao gives no package', async () => {
      const s = await start(null, { id: 8, full_name: 'Cao zonder pakket' });
      expect(s.frame()).not.toContain('De cao (');
      expect(s.frame()).not.toContain('waarden van de cao overnemen');
      expect(s.frame().split('nog niet ingevuld').length - 1).toBe(8);
    });
  },
);

describe('packageCaoComparisonLines (core packageCaoComparison)', () => {
  it('lists a changed leave as differing, with what the cao says and what the scheme holds', () => {
    const lines = packageCaoComparisonLines(CAO, {
      leave: {
        origin: 'cao_avv',
        extra_leave: [{ name: 'Verjaardag', amount: '2', unit: 'dagen', per: 'jaar' }],
      },
      pension: {
        origin: 'eigen',
        name: 'PFZW',
        employer_percentage: '15',
        employee_percentage: '7',
        franchise: null,
      },
    });
    expect(lines[0]).toBe('Vergeleken met de cao:');
    expect(lines[1]).toBe('  Verlof: Wijkt af van de cao');
    expect(lines[2]).toMatch(/^ {4}Cao: .*Verjaardag: 1 dag per jaar/);
    expect(lines[3]).toMatch(/^ {4}Uw regeling: .*Verjaardag: 2 dagen per jaar/);
    expect(lines).toContain('  Pensioen: Niet in de cao');
  });

  it('says the package follows the cao, that a block was not taken, or that the cao gives none', () => {
    expect(packageCaoComparisonLines(CAO, { leave: CAO.equivalent_package!.leave! })).toEqual([
      'Vergeleken met de cao:',
      `  ${PACKAGE_CAO_TEXTS.sameAsCao}`,
    ]);
    expect(packageCaoComparisonLines(CAO, null)[1]).toBe('  Verlof: Niet overgenomen uit de cao');
    expect(packageCaoComparisonLines({ id: 8 }, null)).toEqual([
      'Vergeleken met de cao:',
      `  ${PACKAGE_CAO_TEXTS.caoHasNone(0)}`,
    ]);
  });
});
