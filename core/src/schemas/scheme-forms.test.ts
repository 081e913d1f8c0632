import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTI_WERKSOORT_CODES, SINGLE_WERKSOORT_CODES } from '../base/werksoort-groups.js';
import { BONUS_COMBINATIONS, ONE_OFF_BONUS_TYPES, VACATION_TIME_TYPES } from './cao.js';
import type { SalaryTableForm, Step6Form, WerksoortEntryForm } from './forms.js';
import { ADV_TYPES, CONFORM_VALUES, PERIODIC_INCREASE_TYPES, WAGES_PER_VALUES } from './salary-table.js';
import { fromInlenersCao, salaryTableKey } from './scheme-forms.js';
import { schemeContentFromPayload, toInlenersCaoPayload, type SchemeForms } from './scheme-payload.js';
import { exampleSchemeForms } from './scheme-payload.fixtures.js';
import { exampleInlenersCao } from './test-examples.js';

describe('fromInlenersCao', () => {
  it('fills the forms from a saved scheme with Dutch dates and decimal commas', () => {
    const forms = fromInlenersCao(exampleInlenersCao());
    expect(forms.step1).toEqual({ usesCao: 1, withEmployersOrganisation: false });
    expect(forms.step2).toEqual({
      caoId: 12,
      startDate: '01-01-2025',
      endDate: '31-12-2025',
      vacationType: 'days_per_year',
      vacationAmount: '25',
      vacationAllowance: '8',
      yearEndBonusType: 'percentage',
      yearEndBonusAmount: '3,5',
      yearEndBonusComment: 'Uitbetaald in december naar rato van het dienstverband',
      oneOffBonuses: [
        { description: 'Eenmalige uitkering', bonusDate: '01-06-2025', bonusType: 'amount', amount: '150' },
      ],
    });
    expect(forms.salaryTables[0]).toMatchObject({
      key: 'tabel-1',
      activePer: '01-01-2025',
      endDate: '30-06-2025',
      hasPeriodiekVerhogingen: 0,
      originalFullTable: null,
      jobs: [{ jobId: 7, name: 'Glazenwasser', minimalPayscale: '2', aard: 'AV' }],
    });
    expect(forms.step6.bonusCombination).toBe('highest');
    expect(forms.step6.werksoorten['OV']).toEqual([
      {
        name: 'OV01',
        startDate: '01-01-2025',
        comment: 'Na 38 uur per week',
        amount: '25',
        description: 'Overwerk eerste twee uur',
      },
    ]);
    expect(forms.step6.singleWerksoorten['RU']).toBeNull();
    expect(forms.step9).toEqual({
      agreedToTerms: false,
      followSalaryTables: 1,
      firstName: 'Jan',
      lastName: 'de Vries',
    });
    expect(forms).toMatchObject({ proposalInlenerId: null, inlenerCaoId: 42, expectedVersion: 2 });
  });

  it('gives an own scheme without end date or year-end bonus empty fields and Geen with amount 0', () => {
    const forms = fromInlenersCao({
      ...exampleInlenersCao(),
      cao_id: null,
      follow_salary_tables: null,
      duration_end: null,
      year_end_bonus_type: 'Geen',
      year_end_bonus_amount: null,
      year_end_bonus_comment: null,
    });
    expect(forms.step1.usesCao).toBe(0);
    expect(forms.step2).toMatchObject({
      caoId: null,
      endDate: '',
      yearEndBonusAmount: '0',
      yearEndBonusComment: '',
    });
    expect(forms.step9.followSalaryTables).toBeNull();
  });

  it('gives back the forms it was saved from (example forms)', () => {
    const forms = { ...exampleSchemeForms(), step9: { ...exampleSchemeForms().step9, agreedToTerms: false } };
    const content = schemeContentFromPayload(toInlenersCaoPayload(forms), { id: 42, version: 2 });
    expect(fromInlenersCao(content)).toEqual(forms);
  });
});

/** Text as a form holds it after the step rules: not empty, no surrounding spaces. */
const text = fc.stringMatching(/^[A-Za-zëé0-9][A-Za-zëé0-9 .,'-]{0,30}[A-Za-zëé0-9.]$/);
const optionalText = fc.oneof(fc.constant(''), text);
const word = fc.stringMatching(/^[A-Z][a-z]{0,10}$/);
const dutchDate = fc
  .record({
    year: fc.integer({ min: 2000, max: 2040 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`);
/** A number as typed: whole, or with a decimal comma. */
const formDecimal = fc
  .tuple(fc.nat({ max: 9999 }), fc.option(fc.stringMatching(/^\d{1,2}$/), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole},${fraction}`));
const wireDecimal = fc
  .tuple(fc.nat({ max: 99 }), fc.stringMatching(/^\d{2}$/))
  .map(([whole, cents]) => `${whole}.${cents}`);
const id = fc.integer({ min: 1, max: 100_000 });

const tableForm = (index: number): fc.Arbitrary<SalaryTableForm> =>
  fc
    .record({
      salaryTableId: fc.option(id, { nil: null }),
      originalSalaryTableId: fc.option(id, { nil: null }),
      name: text,
      activePer: dutchDate,
      endDate: fc.oneof(fc.constant(''), dutchDate),
      conform: fc.constantFrom(...CONFORM_VALUES),
      wagesPer: fc.constantFrom(...WAGES_PER_VALUES),
      wagesDividedBy: formDecimal,
      hoursInWorkweek: fc.oneof(fc.constant(''), formDecimal),
      hourDefinition: text,
      initialScaling: fc.string(),
      advComment: text,
      advType: fc.option(fc.constantFrom(...ADV_TYPES), { nil: null }),
      advAmount: fc.oneof(fc.constant(''), formDecimal),
      bbl: fc.boolean(),
      periodiekVerhogingen: fc.array(
        fc.record({
          type: fc.constantFrom(...PERIODIC_INCREASE_TYPES),
          trigger_date: fc.option(fc.constant('01-01'), { nil: null }),
          required_time: fc.option(fc.nat({ max: 60 }), { nil: null }),
          required_time_type: fc.option(
            fc.constantFrom('months' as const, 'weeks' as const, 'hours' as const),
            {
              nil: null,
            },
          ),
          measurement_type: fc.option(fc.constantFrom('cumulative' as const, 'calendar' as const), {
            nil: null,
          }),
          date_required_time_interaction: fc.option(
            fc.constantFrom(
              'both' as const,
              'any' as const,
              'trigger_date' as const,
              'required_time' as const,
            ),
            { nil: null },
          ),
        }),
        { maxLength: 2 },
      ),
      shiftWorkComment: optionalText,
      fullTable: fc.dictionary(
        fc.constantFrom('null', '18', '21'),
        fc.dictionary(
          word,
          fc.dictionary(fc.stringMatching(/^\d$/), wireDecimal, { minKeys: 1, maxKeys: 3 }),
          {
            minKeys: 1,
            maxKeys: 3,
          },
        ),
        { maxKeys: 2 },
      ),
      jobs: fc.array(
        fc.record({
          jobId: fc.option(fc.oneof(id, word), { nil: null }),
          name: text,
          minimalPayscale: word,
          aard: fc.option(word, { nil: null }),
        }),
        { maxLength: 2 },
      ),
    })
    .map((table) => ({
      ...table,
      key: salaryTableKey(index),
      hasPeriodiekVerhogingen: table.periodiekVerhogingen.length > 0 ? (1 as const) : (0 as const),
      originalFullTable: null,
    }));

const salaryTables = fc
  .integer({ min: 1, max: 3 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => tableForm(index))));

const entries = (code: string): fc.Arbitrary<WerksoortEntryForm[]> =>
  fc
    .array(
      fc.record({
        startDate: fc.oneof(fc.constant(''), dutchDate),
        comment: optionalText,
        amount: fc.oneof(fc.constant(''), formDecimal),
        description: optionalText,
      }),
      { maxLength: 2 },
    )
    .map((list) => list.map((entry, index) => ({ ...entry, name: `${code}0${index + 1}` })));

const step6: fc.Arbitrary<Step6Form> = fc.record({
  bonusCombination: fc.constantFrom(...BONUS_COMBINATIONS),
  werksoorten: fc.record(Object.fromEntries(MULTI_WERKSOORT_CODES.map((code) => [code, entries(code)]))),
  singleWerksoorten: fc.record(
    Object.fromEntries(
      SINGLE_WERKSOORT_CODES.map((code) => [
        code,
        fc.option(fc.record({ comment: optionalText }), { nil: null }),
      ]),
    ),
  ),
  educations: fc.array(fc.record({ description: text, inleners_jobs: fc.array(text, { maxLength: 2 }) }), {
    maxLength: 2,
  }),
});

const schemeForms: fc.Arbitrary<SchemeForms> = fc
  .record({
    usesCao: fc.constantFrom(0 as const, 1 as const),
    caoId: id,
    startDate: dutchDate,
    endDate: fc.oneof(fc.constant(''), dutchDate),
    vacationType: fc.constantFrom(...VACATION_TIME_TYPES),
    vacationAmount: formDecimal,
    vacationAllowance: formDecimal,
    yearEndBonus: fc.oneof(
      fc.constant({ yearEndBonusType: 'Geen' as const, yearEndBonusAmount: '0', yearEndBonusComment: '' }),
      fc.record({
        yearEndBonusType: fc.constantFrom('percentage' as const, 'amount' as const),
        yearEndBonusAmount: formDecimal,
        yearEndBonusComment: text,
      }),
    ),
    oneOffBonuses: fc.array(
      fc.record({
        description: text,
        bonusDate: dutchDate,
        bonusType: fc.constantFrom(...ONE_OFF_BONUS_TYPES),
        amount: formDecimal,
      }),
      { maxLength: 2 },
    ),
    salaryTables,
    step6,
    caoText: fc.string(),
    followSalaryTables: fc.constantFrom(0 as const, 1 as const, null),
    firstName: word,
    lastName: text,
    inlenerCaoId: id,
    expectedVersion: id,
  })
  .map((generated) => ({
    step1: { usesCao: generated.usesCao, withEmployersOrganisation: false },
    step2: {
      caoId: generated.usesCao === 1 ? generated.caoId : null,
      startDate: generated.startDate,
      endDate: generated.endDate,
      vacationType: generated.vacationType,
      vacationAmount: generated.vacationAmount,
      vacationAllowance: generated.vacationAllowance,
      ...generated.yearEndBonus,
      oneOffBonuses: generated.oneOffBonuses,
    },
    salaryTables: [...generated.salaryTables],
    step6: generated.step6,
    step7: { caoText: generated.caoText, originalCaoText: null },
    step9: {
      agreedToTerms: false,
      followSalaryTables: generated.followSalaryTables,
      firstName: generated.firstName,
      lastName: generated.lastName,
    },
    proposalInlenerId: null,
    inlenerCaoId: generated.inlenerCaoId,
    expectedVersion: generated.expectedVersion,
  }));

describe('fromInlenersCao and toInlenersCaoPayload', () => {
  it('give back the forms a scheme was saved from, for any filled-in forms', () => {
    fc.assert(
      fc.property(schemeForms, (forms) => {
        const saved = { id: forms.inlenerCaoId ?? 1, version: forms.expectedVersion ?? 1 };
        const content = schemeContentFromPayload(toInlenersCaoPayload(forms), saved);
        expect(fromInlenersCao(content)).toEqual(forms);
      }),
      { numRuns: 300 },
    );
  });
});
