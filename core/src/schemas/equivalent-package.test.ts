import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PACKAGE_MESSAGES,
  equivalentPackageSchema,
  percentageField,
  type EquivalentPackage,
} from './equivalent-package.js';
import { examplePackage } from './equivalent-package.fixtures.js';
import { packageChanges, packageCompleteness } from './package-completeness.js';
import { inlenersCaoPayloadSchema } from './scheme-payload-schema.js';
import { toInlenersCaoPayload } from './scheme-payload.js';
import { exampleSchemeForms } from './scheme-payload.fixtures.js';
import { fromInlenersCao } from './scheme-forms.js';
import { schemeContentFromPayload } from './scheme-payload.js';

/** The Dutch messages per dotted path of what the schema refuses; {} when it accepts. */
function errors(value: unknown): Record<string, string[]> {
  const result = equivalentPackageSchema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

function withBlock(block: Partial<EquivalentPackage>): unknown {
  return { ...examplePackage(), ...block };
}

describe('equivalentPackageSchema', () => {
  it('accepts a package with every block, and one with none (nothing filled in yet)', () => {
    expect(errors(examplePackage())).toEqual({});
    expect(errors({})).toEqual({});
  });

  it('refuses percentages outside 0 to 100, in Dutch, exactly at the bounds', () => {
    const sick = examplePackage().sick_pay!;
    expect(
      errors(withBlock({ sick_pay: { ...sick, periods: [{ from_month: 1, percentage: '100.01' }] } })),
    ).toEqual({ 'sick_pay.periods.0.percentage': ['Waarde moet maximaal 100 zijn'] });
    expect(
      errors(withBlock({ sick_pay: { ...sick, periods: [{ from_month: 1, percentage: '100.00' }] } })),
    ).toEqual({});
    const pension = examplePackage().pension!;
    expect(errors(withBlock({ pension: { ...pension, employee_percentage: '-0.5' } }))).toEqual({
      'pension.employee_percentage': ['Waarde moet minimaal 0 zijn'],
    });
    expect(errors(withBlock({ pension: { ...pension, employee_percentage: '0' } }))).toEqual({});
  });

  it('never reads a wire decimal as Dutch input: a comma, thousands dots or a number are refused', () => {
    const pension = examplePackage().pension!;
    for (const franchise of ['18.475,00', '18,5', '1.250.000', ' 12']) {
      expect(errors(withBlock({ pension: { ...pension, franchise } }))).toEqual({
        'pension.franchise': ['Vul een geldig getal in'],
      });
    }
    expect(errors(withBlock({ pension: { ...pension, franchise: 18475 as unknown as string } }))).toEqual({
      'pension.franchise': ['Vul een geldige waarde in'],
    });
    // '1.250' on the wire is one and a quarter, not twelve hundred and fifty.
    expect(
      equivalentPackageSchema.parse(withBlock({ pension: { ...pension, franchise: '1.250' } })).pension!
        .franchise,
    ).toBe('1.250');
  });

  it('requires the descriptions, names and fund, and refuses blank ones', () => {
    const pension = examplePackage().pension!;
    expect(errors(withBlock({ pension: { ...pension, name: '   ' } }))).toEqual({
      'pension.name': ['Veld is vereist'],
    });
    const supplementary = examplePackage().supplementary!;
    expect(
      errors(
        withBlock({
          supplementary: {
            ...supplementary,
            items: [{ type: 'paww', description: '', percentage: null, paid_by: null }],
          },
        }),
      ),
    ).toEqual({ 'supplementary.items.0.description': ['Veld is vereist'] });
    const ikb = examplePackage().ikb!;
    expect(errors(withBlock({ ikb: { ...ikb, spending: [{ description: ' ' }] } }))).toEqual({
      'ikb.spending.0.description': ['Veld is vereist'],
    });
  });

  it('requires the origin of every block, from the four choices', () => {
    const { origin: _origin, ...rest } = examplePackage().other!;
    expect(errors(withBlock({ other: rest as never }))).toEqual({ 'other.origin': ['Veld is vereist'] });
    expect(errors(withBlock({ other: { ...rest, origin: 'cao verlengd' as never } }))).toEqual({
      'other.origin': ['Vul een geldige waarde in'],
    });
  });

  it('refuses an end date before the start date, and accepts the same day', () => {
    const leave = examplePackage().leave!;
    expect(
      errors(withBlock({ leave: { ...leave, start_date: '2026-06-01', end_date: '2026-05-31' } })),
    ).toEqual({
      'leave.end_date': ['Datum moet ná vanaf datum zijn'],
    });
    expect(
      errors(withBlock({ leave: { ...leave, start_date: '2026-06-01', end_date: '2026-06-01' } })),
    ).toEqual({});
    expect(errors(withBlock({ leave: { ...leave, start_date: '01-06-2026' } }))).toEqual({
      'leave.start_date': ['Geldige datum vereist (DD-MM-YYYY)'],
    });
  });

  it('wants sick-pay periods in order, waiting days at most 2 (BW 7:629) and at least one period', () => {
    const sick = examplePackage().sick_pay!;
    expect(
      errors(
        withBlock({
          sick_pay: {
            ...sick,
            periods: [
              { from_month: 13, percentage: '70' },
              { from_month: 1, percentage: '100' },
            ],
          },
        }),
      ),
    ).toEqual({ 'sick_pay.periods.1.from_month': ['Waarde moet minimaal 14 zijn'] });
    expect(errors(withBlock({ sick_pay: { ...sick, waiting_days: 3 } }))).toEqual({
      'sick_pay.waiting_days': ['Waarde moet maximaal 2 zijn'],
    });
    expect(errors(withBlock({ sick_pay: { ...sick, waiting_days: 2 } }))).toEqual({});
    expect(errors(withBlock({ sick_pay: { ...sick, periods: [] } }))).toEqual({
      'sick_pay.periods': ['Veld is vereist'],
    });
  });

  it('wants an amount and its unit together, at most 100 as a percentage', () => {
    const other = examplePackage().other!;
    const item = other.items[0]!;
    expect(errors(withBlock({ other: { ...other, items: [{ ...item, unit: null }] } }))).toEqual({
      'other.items.0.unit': ['Veld is vereist'],
    });
    expect(errors(withBlock({ other: { ...other, items: [{ ...item, amount: '150' }] } }))).toEqual({
      'other.items.0.amount': ['Waarde moet maximaal 100 zijn'],
    });
    expect(
      errors(withBlock({ other: { ...other, items: [{ ...item, amount: '150', unit: 'euro' }] } })),
    ).toEqual({});
  });

  it('wants unique IKB parts and bases, and no unknown fields', () => {
    const ikb = examplePackage().ikb!;
    expect(
      errors(
        withBlock({
          ikb: {
            ...ikb,
            parts: [
              { name: 'Vakantietoeslag', percentage: '8' },
              { name: 'vakantietoeslag ', percentage: '1' },
            ],
          },
        }),
      ),
    ).toEqual({ 'ikb.parts.1.name': ['Waarde moet uniek zijn'] });
    expect(errors({ pension: { ...examplePackage().pension, fund: 'PFZW' } })).toHaveProperty(['pension']);
    expect(errors({ dertiende_maand: {} })).toHaveProperty(['']);
  });

  it("refuses a base with 'Alle toeslagen' and allowance codes too (all, or only these?), in plain Dutch", () => {
    const blockOf = (all: boolean, allowances?: string[]) =>
      withBlock({
        base_definitions: {
          origin: 'eigen',
          bases: [
            {
              base: 'basisloon',
              wage: true,
              holiday_allowance: false,
              leave_days: false,
              all_allowances: all,
              ...(allowances === undefined ? {} : { allowances }),
            },
          ],
        },
      });
    expect(errors(blockOf(true, ['TU01', 'OV01']))).toEqual({
      'base_definitions.bases.0.allowances': [PACKAGE_MESSAGES.allowancesWithAll],
    });
    expect(PACKAGE_MESSAGES.allowancesWithAll).toBe(
      "Kies 'Alle toeslagen' of vul bij 'Deze toeslagen' de codes in, niet allebei: nu is niet duidelijk welke toeslagen meetellen",
    );
    // Either one alone says what is meant; so do neither (no allowance counts) and an empty list.
    expect(errors(blockOf(true))).toEqual({});
    expect(errors(blockOf(true, []))).toEqual({});
    expect(errors(blockOf(false, ['TU01']))).toEqual({});
    expect(errors(blockOf(false))).toEqual({});
  });

  it('accepts every percentage from 0 to 100 and refuses every one above (property)', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);
    fc.assert(
      fc.property(decimal, (value) => {
        const accepted = percentageField.safeParse(value).success;
        return accepted === Number(value) <= 100;
      }),
    );
  });
});

describe('the package in the save payload', () => {
  it('is optional: a payload without it is valid, and one with it keeps it as sent', () => {
    const payload = toInlenersCaoPayload(exampleSchemeForms());
    expect(payload).not.toHaveProperty('equivalent_package');
    expect(inlenersCaoPayloadSchema.safeParse(payload).success).toBe(true);
    const withPackage = toInlenersCaoPayload({
      ...exampleSchemeForms(),
      equivalentPackage: examplePackage(),
    });
    expect(inlenersCaoPayloadSchema.parse(withPackage).equivalent_package).toEqual(examplePackage());
  });

  it('reports a bad block under its path in the payload', () => {
    const payload = toInlenersCaoPayload({ ...exampleSchemeForms(), equivalentPackage: examplePackage() });
    const result = inlenersCaoPayloadSchema.safeParse({
      ...payload,
      equivalent_package: {
        ...examplePackage(),
        pension: { ...examplePackage().pension, employer_percentage: '101' },
      },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['equivalent_package.pension.employer_percentage', 'Waarde moet maximaal 100 zijn'],
    ]);
  });

  it('survives editing: a saved version loaded into the forms and saved again keeps its blocks', () => {
    const payload = toInlenersCaoPayload({ ...exampleSchemeForms(), equivalentPackage: examplePackage() });
    const forms = fromInlenersCao(schemeContentFromPayload(payload, { id: 4, version: 2 }));
    expect(toInlenersCaoPayload(forms).equivalent_package).toEqual(examplePackage());
    const old = toInlenersCaoPayload(exampleSchemeForms());
    const oldForms = fromInlenersCao(schemeContentFromPayload(old, { id: 4, version: 1 }));
    expect(toInlenersCaoPayload(oldForms)).not.toHaveProperty('equivalent_package');
  });
});

describe('packageCompleteness', () => {
  const scheme = {
    vacation_time_amount: '25',
    vacation_allowance: '8',
    salary_tables: [{ conform: 'CAO' as const, adv_type: null }],
    werksoorts: [],
  };

  it('marks every block of a version saved before the package as not filled in, never a value', () => {
    const view = packageCompleteness(scheme);
    expect(view.elements.map((element) => [element.label, element.statusLabel])).toEqual([
      ['Loon (loontabellen)', 'volgens cao'],
      ['Vakantie en vakantietoeslag', 'ingevuld'],
      ['Toeslagen en vergoedingen', 'ingevuld'],
      ['ADV/ATV', 'ingevuld'],
      ['Loondoorbetaling bij ziekte', 'nog niet ingevuld'],
      ['Verlof', 'nog niet ingevuld'],
      ['Pensioen', 'nog niet ingevuld'],
      ['Individueel keuzebudget (IKB)', 'nog niet ingevuld'],
      ['Duurzame inzetbaarheid', 'nog niet ingevuld'],
      ['Aanvullende regelingen', 'nog niet ingevuld'],
      ['Overige regelingen', 'nog niet ingevuld'],
      ['Grondslagen', 'nog niet ingevuld'],
    ]);
    expect(view.elements.slice(4).every((element) => element.summary === '' && element.origin === null)).toBe(
      true,
    );
    expect(view.counts).toEqual({ ingevuld: 3, volgens_cao: 1, nog_niet_ingevuld: 8 });
    expect(view.complete).toBe(false);
  });

  it("says 'volgens cao' for a block from the cao (generally binding or not), 'ingevuld' for an own one", () => {
    const view = packageCompleteness({ ...scheme, equivalent_package: examplePackage() });
    const byKey = Object.fromEntries(view.elements.map((element) => [element.key, element]));
    expect(byKey.sick_pay!.statusLabel).toBe('volgens cao');
    expect(byKey.leave!.statusLabel).toBe('volgens cao');
    expect(byKey.pension!.statusLabel).toBe('ingevuld');
    expect(byKey.sick_pay!.summary).toBe('1 wachtdag; vanaf maand 1: 100 %; vanaf maand 13: 70 %');
    expect(byKey.pension!.summary).toBe(
      'Pensioenfonds Schoonmaak (PFS); werkgever 15,9 %; werknemer 7,5 %; franchise € 18.475,00 per jaar',
    );
    expect(view.complete).toBe(true);
    expect(view.counts).toEqual({ ingevuld: 8, volgens_cao: 4, nog_niet_ingevuld: 0 });
  });

  it("writes one day and one werksoort in the singular ('1 dag per jaar', '1 werksoort'), more in the plural", () => {
    const view = packageCompleteness({
      ...scheme,
      werksoorts: [{}],
      equivalent_package: examplePackage(),
    } as Parameters<typeof packageCompleteness>[0]);
    const byKey = Object.fromEntries(view.elements.map((element) => [element.key, element]));
    expect(byKey.leave!.summary).toContain('Verjaardag: 1 dag per jaar');
    expect(byKey.leave!.summary).toContain('Feestdagen: 3 dagen per jaar');
    expect(byKey.leave!.summary).toContain('Aanvullend geboorteverlof: 16 uur per keer');
    expect(view.elements[2]!.summary).toBe('1 werksoort');
  });

  it("counts own tables as 'ingevuld' and the ADV of the tables", () => {
    const view = packageCompleteness({
      ...scheme,
      salary_tables: [
        { conform: 'CAO', adv_type: 'percentage' },
        { conform: 'Eigen regeling', adv_type: null },
      ],
    });
    expect(view.elements[0]!.status).toBe('ingevuld');
    expect(view.elements[3]!.summary).toBe('ADV in 1 van 2 loontabellen');
  });
});

describe('packageChanges', () => {
  it('lists the blocks added, changed and removed between two versions, and nothing for equal ones', () => {
    const before = examplePackage();
    const { ikb: _ikb, ...after } = examplePackage();
    after.pension = { ...after.pension!, employer_percentage: '16.2' };
    expect(packageChanges(before, before)).toEqual([]);
    expect(packageChanges(before, after).map((change) => [change.label, change.kind])).toEqual([
      ['Pensioen', 'gewijzigd'],
      ['Individueel keuzebudget (IKB)', 'verwijderd'],
    ]);
    const added = packageChanges(undefined, { sick_pay: before.sick_pay! });
    expect(added).toEqual([
      {
        block: 'sick_pay',
        label: 'Loondoorbetaling bij ziekte',
        kind: 'toegevoegd',
        before: 'nog niet ingevuld',
        after: 'Cao: 1 wachtdag; vanaf maand 1: 100 %; vanaf maand 13: 70 %',
      },
    ]);
  });
});
