import { describe, expect, it } from 'vitest';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { examplePackage } from '../schemas/equivalent-package.fixtures.js';
import type { InlenersCao } from '../schemas/scheme.js';
import { exampleInlenersCao } from '../schemas/test-examples.js';
import { fromSetuInquiryPayEquity } from './from-inquiry-pay-equity.js';
import { toSetuInquiryPayEquity } from './inquiry-pay-equity.js';

const ISSUED = new Date('2026-03-01T12:00:00Z');
const HIRER = { kvkNr: '68750110' };

type Json = Record<string, unknown>;
type Line = {
  amount: Json;
  conditions?: Json[];
  contributionSource?: string;
  lineId?: Json;
  interval?: Json;
};

/** A scheme with the whole package, a TU allowance for the base, and nothing that goes to other arrangements. */
function schemeWithPackage(): InlenersCao {
  const base = exampleInlenersCao();
  return {
    ...base,
    werksoorts: [
      ...base.werksoorts,
      {
        name: 'TU01',
        amount: '30',
        start_date: '2025-01-01',
        end_date: null,
        description: 'Nachturen',
        type: 'percentage',
        comment: 'Tussen middernacht en zes uur',
        periods: [{ weekdays: ['dinsdag'], from: '00:00', to: '06:00' }],
      },
    ],
    year_end_bonus_type: 'Geen',
    year_end_bonus_amount: null,
    year_end_bonus_comment: null,
    one_off_bonuses: [],
    educations: [],
    timesheet_overtime_interaction: 'Geen',
    equivalent_package: examplePackage(),
  };
}

describe('the package in the SETU v2.0 export', { timeout: 30_000 }, () => {
  const message = toSetuInquiryPayEquity(schemeWithPackage(), HIRER, ISSUED) as Record<string, Json[]>;

  it('is valid against the SETU v2.0 schema', () => {
    expect(setuErrors(message)).toEqual([]);
  });

  it('says the sick pay: waiting days in days, and each period as a percentage from a month of illness', () => {
    const [sick] = message.sickPay!;
    expect(sick).toMatchObject({
      name: 'Loondoorbetaling bij ziekte',
      origin: { type: 'CollectiveLabourAgreement' },
      waitingDays: { value: 1, unitCode: 'Day' },
      description: 'Aanvulling tot 100 % in het eerste ziektejaar',
    });
    expect(
      (sick!.line as Line[]).map((line) => [
        line.amount.value,
        line.amount.unitCode,
        (line.conditions?.[0]?.occurrence as Json).offset,
      ]),
    ).toEqual([
      [100, 'Percentage', 'P0M'],
      [70, 'Percentage', 'P12M'],
    ]);
  });

  it('says the pension contributions by who pays them, and the franchise in euros', () => {
    const [pension] = message.pension!;
    expect(pension).toMatchObject({
      name: 'Pensioenfonds Schoonmaak (PFS)',
      origin: { type: 'CustomLabourAgreement' },
      franchise: { description: 'Franchise € 18.475,00 per jaar' },
    });
    expect((pension!.line as Line[]).map((line) => [line.contributionSource, line.amount.value])).toEqual([
      ['Employer', 15.9],
      ['Employee', 7.5],
    ]);
  });

  it('says the leave beside the vacation, with its kind, amount, per year or per time and a day value', () => {
    const leave = message.leave!.find(
      (entry) => (entry.id as Json).value === `${schemeWithPackage().guid}-VERLOF`,
    );
    expect(leave).toMatchObject({
      origin: { type: 'CollectiveLabourAgreementExtended' },
      effectivePeriod: { validFrom: '2026-01-01', validTo: '2026-12-31' },
      holidays: [
        { name: 'Feestdagen', amount: { value: 3, unitCode: 'Day' }, interval: { unitCode: 'Year' } },
      ],
      specialLeave: [
        { name: 'Huwelijk', amount: { value: 2, unitCode: 'Day' }, interval: { unitCode: 'Once' } },
      ],
      additionalParentalLeave: [{ amount: { value: 16, unitCode: 'Hour' }, interval: { unitCode: 'Once' } }],
      paidLeave: [{ name: 'Verjaardag', amount: { value: 1, unitCode: 'Day' } }],
    });
    // The vacation line says what a leave day is worth too.
    const vacation = message.leave!.find((entry) => entry.name === 'Vakantie');
    expect((vacation!.paidLeave as Json[])[0]!.leaveDayValue).toEqual({
      value: 100,
      unitCode: 'Percentage',
      baseAmount: { unitCode: 'DailyRate' },
    });
  });

  it('says the IKB parts by name, the other blocks by their SETU codes, and the bases with their allowances', () => {
    const [ikb] = message.individualChoiceBudget!;
    expect((ikb!.line as Line[]).map((line) => [line.lineId?.value, line.amount.value])).toEqual([
      ['Vakantietoeslag', 8],
      ['Eindejaarsuitkering', 5],
    ]);
    expect(ikb!.option).toEqual([
      { description: 'Uitbetalen in een maand naar keuze' },
      { description: 'Extra verlof kopen' },
    ]);
    expect(message.sustainableEmployability!.map((entry) => [entry.typeCode, entry.name])).toEqual([
      ['Education', 'Vakopleiding schoonmaak'],
      ['VitalityBudget', 'Sportabonnement'],
    ]);
    expect(message.supplementaryArrangement!.map((entry) => [entry.typeCode, entry.line])).toEqual([
      [
        'PAWW',
        [
          {
            amount: {
              value: 0.2,
              unitCode: 'Percentage',
              baseAmount: { unitCode: 'YearlyRate', baseType: 'GrossSalary' },
            },
            interval: { value: 1, unitCode: 'Year' },
            contributionSource: 'Employee',
          },
        ],
      ],
      ['Generationpact', undefined],
    ]);
    expect(message.otherArrangement!.map((entry) => entry.name)).toEqual([
      'Personeelskorting: Korting in de winkel',
      'Tijd voor tijd: Overuren als vrije tijd',
    ]);
    expect(message.baseDefinition).toEqual([
      {
        baseType: 'BaseWage',
        remunerationIndicator: true,
        holidayAllowanceIndicator: false,
        paidLeaveDayIndicator: false,
        allAllowancesIndicator: false,
        allowances: [{ typeCode: 'HT320' }],
      },
    ]);
  });

  it('leaves every block out for a version saved before the package, and keeps the one base it states', () => {
    const old = toSetuInquiryPayEquity({ ...schemeWithPackage(), equivalent_package: {} }, HIRER, ISSUED);
    expect(setuErrors(old)).toEqual([]);
    for (const block of [
      'sickPay',
      'pension',
      'individualChoiceBudget',
      'sustainableEmployability',
      'supplementaryArrangement',
    ])
      expect(old).not.toHaveProperty(block);
    expect(old.baseDefinition).toEqual([
      {
        baseType: 'BaseWage',
        remunerationIndicator: true,
        holidayAllowanceIndicator: false,
        paidLeaveDayIndicator: false,
        allAllowancesIndicator: false,
      },
    ]);
  });
});

describe('the package read back from a SETU v2.0 message', { timeout: 30_000 }, () => {
  it('gives back every block as exported (the bases with origin unknown: SETU has none for them)', () => {
    const message = toSetuInquiryPayEquity(schemeWithPackage(), HIRER, ISSUED);
    const imported = fromSetuInquiryPayEquity(message);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const expected = examplePackage();
    expected.base_definitions = { ...expected.base_definitions!, origin: 'onbekend' };
    expect(imported.payload.equivalent_package).toEqual(expected);
    // And out again: the same blocks.
    const again = toSetuInquiryPayEquity(
      { ...schemeWithPackage(), equivalent_package: imported.payload.equivalent_package },
      HIRER,
      ISSUED,
    );
    for (const block of [
      'sickPay',
      'pension',
      'individualChoiceBudget',
      'sustainableEmployability',
      'supplementaryArrangement',
      'baseDefinition',
    ])
      expect(again[block]).toEqual(message[block]);
  });

  it('refuses a percentage above 100 or written as text, naming where, and imports nothing', () => {
    const message = toSetuInquiryPayEquity(schemeWithPackage(), HIRER, ISSUED) as Record<string, Json[]>;
    const broken = structuredClone(message);
    ((broken.sickPay![0]!.line as Line[])[0]!.amount as Json).value = 150;
    ((broken.pension![0]!.line as Line[])[1]!.amount as Json).value = '7,5';
    const result = fromSetuInquiryPayEquity(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { path: 'pension[0].line[1].amount.value', message: expect.stringContaining('Moet een getal zijn') },
        { path: 'sickPay[0].periods.0.percentage', message: 'Waarde moet maximaal 100 zijn' },
      ]),
    );
  });

  it('takes a base with all allowances and a list as all of them, and says the list was not kept', () => {
    const message = toSetuInquiryPayEquity(schemeWithPackage(), HIRER, ISSUED) as Record<string, Json[]>;
    const both = structuredClone(message);
    both.baseDefinition![0]!.allAllowancesIndicator = true;
    const result = fromSetuInquiryPayEquity(both);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.payload.equivalent_package?.base_definitions?.bases[0]).toMatchObject({
      all_allowances: true,
    });
    expect(result.payload.equivalent_package?.base_definitions?.bases[0]).not.toHaveProperty('allowances');
    expect(result.notes).toContainEqual(
      expect.stringMatching(/^baseDefinition\[0\]\.allowances: alle toeslagen tellen mee/),
    );
    // Without the indicator the list is kept and nothing is said about it.
    const plain = fromSetuInquiryPayEquity(message);
    if (!plain.ok) throw new Error(JSON.stringify(plain.errors));
    expect(plain.notes.some((note) => note.includes('alle toeslagen tellen mee'))).toBe(false);
  });

  it('does not guess: sick pay without periods is left out with a note, never given a percentage', () => {
    const message = toSetuInquiryPayEquity(schemeWithPackage(), HIRER, ISSUED) as Record<string, Json[]>;
    const partial = structuredClone(message);
    delete partial.sickPay![0]!.line;
    const result = fromSetuInquiryPayEquity(partial);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.payload.equivalent_package).not.toHaveProperty('sick_pay');
    expect(result.notes).toContainEqual(
      expect.stringMatching(/^sickPay\[0\]: zonder wachtdagen en een percentage/),
    );
  });
});
