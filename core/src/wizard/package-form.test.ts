import { describe, expect, it } from 'vitest';
import {
  PACKAGE_MESSAGES,
  equivalentPackageSchema,
  type EquivalentPackage,
} from '../schemas/equivalent-package.js';
import { SchemePayloadError } from '../schemas/scheme-payload.js';
import { exampleInlenersCao } from '../schemas/test-examples.js';
import { stepIssues, wizardPayload } from './complete-step.js';
import { wizardStateFromScheme } from './load-scheme.js';
import {
  addPackageLine,
  blockFormStatus,
  clearPackageBlock,
  emptyBlockForm,
  emptyPackageLine,
  isBlockEmpty,
  packageFormFromPackage,
  packageFormValue,
  packageFromForm,
  removePackageLine,
  setPackageFormValue,
  type PackageForm,
} from './package-form.js';
import { wizardStateSchema } from './state.js';
import { filledState } from './test-states.js';

/** A pension block as typed: Dutch decimals. */
function typedPension(overrides: Record<string, string | null> = {}) {
  return {
    ...emptyBlockForm('pension'),
    origin: 'cao',
    name: 'Pensioenfonds Schoonmaak (PPF)',
    employer_percentage: '14,5',
    employee_percentage: '7,25',
    franchise: '',
    ...overrides,
  };
}

const SAVED: EquivalentPackage = {
  sick_pay: {
    origin: 'cao_avv',
    waiting_days: 1,
    periods: [
      { from_month: 1, percentage: '100' },
      { from_month: 13, percentage: '70' },
    ],
  },
  pension: {
    origin: 'cao',
    name: 'PPF',
    employer_percentage: '14.5',
    employee_percentage: '7.25',
    franchise: '18475.5',
    start_date: '2026-01-01',
  },
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
};

describe('packageFromForm', () => {
  it('reads Dutch decimals into the wire form and leaves the untouched blocks out', () => {
    const result = packageFromForm({ pension: typedPension(), leave: emptyBlockForm('leave') });
    expect(result.issues).toEqual([]);
    expect(result.equivalentPackage).toEqual({
      pension: {
        origin: 'cao',
        name: 'Pensioenfonds Schoonmaak (PPF)',
        employer_percentage: '14.5',
        employee_percentage: '7.25',
        franchise: null,
      },
    });
  });

  it('is null for no form and for a form with only empty blocks and empty lines', () => {
    expect(packageFromForm(null).equivalentPackage).toBeNull();
    const ikb = { ...emptyBlockForm('ikb'), parts: [emptyPackageLine('ikb', 'parts')] };
    expect(isBlockEmpty(ikb)).toBe(true);
    expect(packageFromForm({ ikb }).equivalentPackage).toBeNull();
  });

  it('puts a percentage above 100 under its field with its block and label', () => {
    const { issues } = packageFromForm({ pension: typedPension({ employer_percentage: '120' }) });
    expect(issues).toEqual([
      {
        message: 'Waarde moet maximaal 100 zijn',
        field: 'pension.employer_percentage',
        label: 'Pensioen, Premie werkgever (%)',
      },
    ]);
  });

  it('refuses a number that is no number or reads two ways, once, never guessing', () => {
    const { issues } = packageFromForm({
      pension: typedPension({ employer_percentage: 'veel', franchise: '1.250' }),
    });
    expect(issues.map((found) => [found.field, found.message])).toEqual([
      ['pension.employer_percentage', 'Vul een geldig getal in'],
      ['pension.franchise', expect.stringContaining('op twee manieren te lezen')],
    ]);
  });

  it('sends what is no number or no date as typed, so it is refused and never dropped', () => {
    const result = packageFromForm({
      pension: typedPension({ employer_percentage: 'veel', start_date: '31-02-2026' }),
    });
    expect(result.issues.map((found) => [found.field, found.message])).toEqual([
      ['pension.employer_percentage', 'Vul een geldig getal in'],
      ['pension.start_date', 'Geldige datum vereist (DD-MM-YYYY)'],
    ]);
    expect(result.equivalentPackage?.pension).toMatchObject({
      employer_percentage: 'veel',
      start_date: '31-02-2026',
    });
    expect(result.ambiguous).toBeNull();
  });

  it('asks for the origin and the required fields of a block that was started', () => {
    const { issues } = packageFromForm({
      sick_pay: { ...emptyBlockForm('sick_pay'), waiting_days: '3' },
    });
    expect(issues.map((found) => [found.field, found.message])).toEqual([
      ['sick_pay.origin', 'Veld is vereist'],
      ['sick_pay.waiting_days', 'Waarde moet maximaal 2 zijn'],
      ['sick_pay.periods', 'Veld is vereist'],
    ]);
  });

  it('places the issues of a list line and of dates out of order', () => {
    const { issues } = packageFromForm({
      sick_pay: {
        ...emptyBlockForm('sick_pay'),
        origin: 'cao',
        waiting_days: '0',
        periods: [
          { from_month: '1', percentage: '100' },
          { from_month: '1', percentage: '70' },
        ],
        start_date: '01-07-2026',
        end_date: '01-01-2026',
      },
    });
    expect(issues.map((found) => [found.field, found.message, found.label])).toEqual([
      ['sick_pay.end_date', 'Datum moet ná vanaf datum zijn', 'Loondoorbetaling bij ziekte, Einddatum'],
      [
        'sick_pay.periods.1.from_month',
        'Waarde moet minimaal 2 zijn',
        'Loondoorbetaling bij ziekte, Percentage per periode periode 2, Vanaf ziektemaand',
      ],
    ]);
  });
});

describe('the changes to the form (portal and terminal)', () => {
  it('types into a block never opened, which starts empty, and reads the value back', () => {
    const form = setPackageFormValue(null, 'pension.origin', 'eigen');
    expect(form).toEqual({ pension: { ...emptyBlockForm('pension'), origin: 'eigen' } });
    const typed = setPackageFormValue(form, 'pension.employer_percentage', '15,52');
    expect(packageFormValue(typed, 'pension.employer_percentage')).toBe('15,52');
    expect(packageFormValue(typed, 'pension.origin')).toBe('eigen');
    // Not yet typed: the field's empty input, never something invented.
    expect(packageFormValue(typed, 'pension.franchise')).toBe('');
    expect(packageFormValue(null, 'sick_pay.origin')).toBeNull();
    expect(packageFormValue(typed, 'base_definitions.bases.0.wage')).toBe(false);
    expect(packageFormValue(typed, 'pension.nothing')).toBeNull();
    expect(form.pension?.employer_percentage).toBe('');
  });

  it('adds, fills and removes list lines, which the package reads in their order', () => {
    let form = setPackageFormValue(null, 'sick_pay.origin', 'cao');
    form = setPackageFormValue(form, 'sick_pay.waiting_days', '1');
    form = addPackageLine(form, 'sick_pay', 'periods');
    form = addPackageLine(form, 'sick_pay', 'periods');
    form = addPackageLine(form, 'sick_pay', 'periods');
    expect(form.sick_pay?.periods).toEqual([
      { from_month: '', percentage: '' },
      { from_month: '', percentage: '' },
      { from_month: '', percentage: '' },
    ]);
    form = setPackageFormValue(form, 'sick_pay.periods.0.from_month', '1');
    form = setPackageFormValue(form, 'sick_pay.periods.0.percentage', '100');
    form = setPackageFormValue(form, 'sick_pay.periods.1.from_month', '7');
    form = setPackageFormValue(form, 'sick_pay.periods.2.from_month', '13');
    form = setPackageFormValue(form, 'sick_pay.periods.2.percentage', '70,5');
    expect(packageFormValue(form, 'sick_pay.periods.2.percentage')).toBe('70,5');
    form = removePackageLine(form, 'sick_pay', 'periods', 1);
    expect(packageFromForm(form)).toEqual({
      equivalentPackage: {
        sick_pay: {
          origin: 'cao',
          waiting_days: 1,
          periods: [
            { from_month: 1, percentage: '100' },
            { from_month: 13, percentage: '70.5' },
          ],
        },
      },
      issues: [],
      ambiguous: null,
    });
    // A line of a list of a block never opened opens the block.
    const base = addPackageLine(null, 'base_definitions', 'bases');
    expect(base.base_definitions?.bases).toEqual([emptyPackageLine('base_definitions', 'bases')]);
    expect(setPackageFormValue(base, 'base_definitions.bases.0.wage', true).base_definitions?.bases).toEqual([
      { ...emptyPackageLine('base_definitions', 'bases'), wage: true },
    ]);
  });

  it('leaves the form as it is for a path no field has or a line that is not there', () => {
    const form = addPackageLine(setPackageFormValue(null, 'ikb.origin', 'eigen'), 'ikb', 'parts');
    for (const path of [
      'ikb.nothing',
      'ikb.parts.1.name',
      'ikb.parts.0.nothing',
      'ikb.parts.x.name',
      'ikb.parts',
      'nothing.origin',
      'ikb',
      'ikb.parts.0.name.more',
    ])
      expect(setPackageFormValue(form, path, 'x'), path).toEqual(form);
    expect(addPackageLine(form, 'ikb', 'origin')).toEqual(form);
    expect(removePackageLine(form, 'pension', 'parts', 0)).toEqual(form);
    expect(removePackageLine(form, 'ikb', 'parts', 5)).toEqual(form);
  });

  it('clears a block, which is then left out of the package, the others kept', () => {
    const form: PackageForm = { pension: typedPension(), ikb: emptyBlockForm('ikb') };
    const cleared = clearPackageBlock(form, 'pension');
    expect(cleared).toEqual({ ikb: emptyBlockForm('ikb') });
    expect(packageFromForm(cleared).equivalentPackage).toBeNull();
    expect(clearPackageBlock(null, 'ikb')).toEqual({});
  });

  it('puts a percentage above 100 in a list line under the field of that line', () => {
    let form = setPackageFormValue(null, 'ikb.origin', 'eigen');
    form = addPackageLine(addPackageLine(form, 'ikb', 'parts'), 'ikb', 'parts');
    form = setPackageFormValue(form, 'ikb.parts.0.name', 'Vakantiegeld');
    form = setPackageFormValue(form, 'ikb.parts.0.percentage', '8');
    form = setPackageFormValue(form, 'ikb.parts.1.name', 'Eindejaarsuitkering');
    form = setPackageFormValue(form, 'ikb.parts.1.percentage', '101');
    expect(packageFromForm(form).issues).toEqual([
      {
        message: 'Waarde moet maximaal 100 zijn',
        field: 'ikb.parts.1.percentage',
        label: 'Individueel keuzebudget (IKB), Onderdelen onderdeel 2, Percentage',
      },
    ]);
  });
});

describe("the bases' 'Alle toeslagen' with codes", () => {
  it('puts a plain Dutch message under the codes, not a generic one, and accepts either alone', () => {
    const typed = (all: boolean, codes: string) => ({
      base_definitions: {
        ...emptyBlockForm('base_definitions'),
        origin: 'eigen',
        bases: [
          {
            ...emptyPackageLine('base_definitions', 'bases'),
            base: 'pensioen',
            wage: true,
            all_allowances: all,
            allowances: codes,
          },
        ],
      },
    });
    const both = packageFromForm(typed(true, 'TU01, OV01'));
    expect(both.issues).toEqual([
      {
        message: PACKAGE_MESSAGES.allowancesWithAll,
        field: 'base_definitions.bases.0.allowances',
        label: 'Grondslagen, Grondslagen grondslag 1, Deze toeslagen',
      },
    ]);
    expect(both.issues[0]?.message).not.toBe('Onbekend veld');
    expect(packageFromForm(typed(true, '')).issues).toEqual([]);
    const only = packageFromForm(typed(false, 'TU01, OV01'));
    expect(only.issues).toEqual([]);
    expect(only.equivalentPackage?.base_definitions?.bases[0]).toMatchObject({
      all_allowances: false,
      allowances: ['TU01', 'OV01'],
    });
  });
});

describe('packageFormFromPackage', () => {
  it('shows a saved package as typed and reads back to exactly the same package', () => {
    const form = packageFormFromPackage(SAVED)!;
    expect(form.pension).toMatchObject({
      employer_percentage: '14,5',
      franchise: '18475,5',
      start_date: '01-01-2026',
    });
    expect(form.base_definitions?.bases).toEqual([
      expect.objectContaining({ base: 'pensioen', wage: true, allowances: 'TU01, OV01', description: '' }),
    ]);
    expect(form.leave).toBeUndefined();
    const back = packageFromForm(form);
    expect(back.issues).toEqual([]);
    expect(back.equivalentPackage).toEqual(equivalentPackageSchema.parse(SAVED));
  });

  it('is null for a scheme without a package', () => {
    expect(packageFormFromPackage(null)).toBeNull();
    expect(packageFormFromPackage(undefined)).toBeNull();
  });
});

describe('the package in the wizard', () => {
  it('blocks step 6 while a block has an issue, and the save sends the typed package', () => {
    const state = { ...filledState(), packageForm: { pension: typedPension({ employee_percentage: '-1' }) } };
    expect(stepIssues(state, 6, { cao: null }).map((found) => found.field)).toContain(
      'pension.employee_percentage',
    );
    const fixed = { ...state, packageForm: { pension: typedPension() } satisfies PackageForm };
    expect(stepIssues(fixed, 6, { cao: null }).filter((found) => found.field?.startsWith('pension'))).toEqual(
      [],
    );
    expect(wizardPayload(fixed, { cao: null }).equivalent_package).toMatchObject({
      pension: { employer_percentage: '14.5' },
    });
  });

  it('refuses to build the save of a number that reads two ways, never sending it as a dot decimal', () => {
    const state = { ...filledState(), packageForm: { pension: typedPension({ franchise: '1.250' }) } };
    expect(() => wizardPayload(state, { cao: null })).toThrow(SchemePayloadError);
    expect(() => wizardPayload(state, { cao: null })).toThrow(/op twee manieren te lezen/);
  });

  it('keeps a half-filled block through the stored state (a reload)', () => {
    const state = {
      ...filledState(),
      packageForm: { pension: typedPension({ employer_percentage: '1.250' }) },
    };
    const reread = wizardStateSchema.parse(JSON.parse(JSON.stringify(state)));
    expect(reread.packageForm).toEqual(state.packageForm);
  });

  it('loads a saved scheme with its package into the form, and one without with no blocks', () => {
    const withPackage = wizardStateFromScheme({ ...exampleInlenersCao(), equivalent_package: SAVED }).state;
    expect(Object.keys(withPackage.packageForm ?? {})).toEqual(['sick_pay', 'pension', 'base_definitions']);
    const { equivalent_package: _left, ...old } = { ...exampleInlenersCao(), equivalent_package: undefined };
    const without = wizardStateFromScheme(old).state;
    expect(without.packageForm).toBeNull();
  });
});

describe('blockFormStatus', () => {
  it("follows the completeness view: nothing typed, the cao's origins, anything else typed", () => {
    expect(blockFormStatus(undefined)).toBe('nog_niet_ingevuld');
    expect(blockFormStatus(emptyBlockForm('leave'))).toBe('nog_niet_ingevuld');
    expect(blockFormStatus({ ...emptyBlockForm('leave'), origin: 'cao' })).toBe('volgens_cao');
    expect(blockFormStatus({ ...emptyBlockForm('leave'), origin: 'cao_avv' })).toBe('volgens_cao');
    expect(blockFormStatus({ ...emptyBlockForm('leave'), origin: 'onbekend' })).toBe('ingevuld');
    // An origin no block can have is not taken for the cao's.
    expect(blockFormStatus({ ...emptyBlockForm('leave'), origin: 'CAO' })).toBe('ingevuld');
  });
});
