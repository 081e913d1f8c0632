import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { inlenersCaoPayloadSchema } from '../schemas/scheme-payload-schema.js';
import { fromSetuInquiryPayEquity, SETU_IMPORT_MESSAGES } from './from-inquiry-pay-equity.js';

const read = (file: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../fixtures/setu/${file}`, import.meta.url)), 'utf8'),
  ) as Record<string, unknown>;

describe('fromSetuInquiryPayEquity', { timeout: 30_000 }, () => {
  it('reads the hand-written messages (valid SETU v2.0) into a valid own-scheme payload', () => {
    for (const file of ['import-bouw-maandlonen.json', 'import-schoonmaak-uurlonen.json']) {
      const message = read(file);
      expect(setuErrors(message), file).toEqual([]);
      const result = fromSetuInquiryPayEquity(message);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const parsed = inlenersCaoPayloadSchema.safeParse({ ...result.payload, terms_accepted: true });
      expect(parsed.success ? [] : parsed.error.issues, file).toEqual([]);
    }
  });

  it('keeps wages, ages, allowances with their periods and units, samenloop, ADV and periodieken', () => {
    const bouw = fromSetuInquiryPayEquity(read('import-bouw-maandlonen.json'));
    if (!bouw.ok) throw new Error(JSON.stringify(bouw.errors));
    const [table] = bouw.payload.salary_tables;
    expect(table).toMatchObject({
      active_per: '2026-01-01',
      end_date: '2026-12-31',
      wages_per: 'month',
      wages_divided_by: '173.33',
      conform: 'Eigen regeling',
      adv_type: 'days_per_year',
      adv_amount: '13',
      full_table: {
        null: {
          B: { '1': '2900', '2': '3050', '3': '3200' },
          E: { '1': '3600', '2': '3850.25', '3': '4100.5' },
        },
      },
      inleners_jobs: [
        { job_id: null, name: 'Timmerman', minimal_payscale: 'B', aard: null },
        { job_id: null, name: 'Uitvoerder', minimal_payscale: 'E', aard: null },
      ],
      periodiek_verhogingen: [
        expect.objectContaining({
          type: 'mandatory_periodical',
          required_time: 12,
          required_time_type: 'months',
        }),
      ],
    });
    expect(
      bouw.payload.werksoorten.map((entry) => [
        entry.name,
        entry.type,
        entry.amount,
        entry.per,
        entry.periods,
      ]),
    ).toEqual([
      ['TU01', 'percentage', '100', undefined, [{ weekdays: ['feestdag'], from: '00:00', to: '24:00' }]],
      [
        'TU02',
        'percentage',
        '50',
        undefined,
        [{ weekdays: ['zaterdag', 'zondag'], from: '00:00', to: '24:00' }],
      ],
      ['OV01', 'percentage', '25', undefined, undefined],
      ['RV01', 'bedrag', '0.23', 'km', undefined],
    ]);
    expect(bouw.payload.bonus_combination).toBe('add');
    expect(bouw.payload).toMatchObject({
      vacation_amount: '25',
      vacation_time_type: 'days_per_year',
      vacation_allowance: '8',
    });
    // What the scheme cannot hold is named with its path, and kept in the cao text.
    expect(bouw.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^allowance\[4\]: de toeslagcode EA300/),
        // Sick pay without periods and a pension without the employer's contribution are not guessed.
        expect.stringMatching(/^sickPay\[0\]: zonder wachtdagen en een percentage per periode/),
        expect.stringMatching(/^pension\[0\]: zonder naam en de premie van werkgever en werknemer/),
        expect.stringMatching(/^holidayAllowance\[0\]\.payDate: /),
        expect.stringMatching(/^remuneration\[0\]\.generalSalaryIncrease: /),
      ]),
    );
    expect(bouw.payload.cao_text).toContain('Gereedschapsvergoeding');

    const schoonmaak = fromSetuInquiryPayEquity(read('import-schoonmaak-uurlonen.json'));
    if (!schoonmaak.ok) throw new Error(JSON.stringify(schoonmaak.errors));
    expect(schoonmaak.payload.salary_tables[0]?.full_table).toEqual({
      '17': { LG1: { '1': '11.52' } },
      '18': { LG1: { '1': '12.23' } },
      '19': { LG1: { '1': '12.94' } },
      null: { LG1: { '1': '14.83', '2': '15.37' } },
    });
    expect(schoonmaak.payload.bonus_combination).toBe('multiply');
    expect(schoonmaak.payload.werksoorten[0]?.periods).toEqual([
      { weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag'], from: '00:00', to: '06:00' },
    ]);
    expect(schoonmaak.payload.year_end_bonus_type).toBe('Geen');
    expect(bouw.payload.equivalent_package).toEqual({
      base_definitions: {
        origin: 'onbekend',
        bases: [
          {
            base: 'basisloon',
            wage: true,
            holiday_allowance: false,
            leave_days: false,
            all_allowances: false,
          },
        ],
      },
    });
    // An other arrangement that does not name its kind as the package does is not guessed into one.
    expect(schoonmaak.payload).not.toHaveProperty('equivalent_package');
    expect(schoonmaak.notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^otherArrangement\[0\]: 'Eindejaarsuitkering'/)]),
    );
  });

  it('refuses what reads two ways or is missing, in Dutch, naming the JSON path, and imports nothing', () => {
    const message = read('import-schoonmaak-uurlonen.json') as {
      customer: { personContacts: unknown[] };
      remuneration: Array<{
        interval: unknown;
        salaryScale: Array<{ salaryStep: Array<Record<string, unknown>> }>;
      }>;
    };
    const broken = structuredClone(message);
    broken.customer.personContacts = [];
    broken.remuneration[0]!.salaryScale[0]!.salaryStep[1]!.value = '12,23';
    broken.remuneration[0]!.salaryScale[0]!.salaryStep[2]!.conditions = [
      { conditionType: 'Text', description: 'Na de proeftijd' },
    ];
    const result = fromSetuInquiryPayEquity(broken);
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { path: 'customer.personContacts', message: 'Veld is vereist' },
        { path: 'remuneration[0].salaryScale[0].salaryStep[1].value', message: SETU_IMPORT_MESSAGES.number },
        {
          path: 'remuneration[0].salaryScale[0].salaryStep[2].conditions[0]',
          message: SETU_IMPORT_MESSAGES.ageCondition,
        },
      ]),
    });

    const monthly = structuredClone(message);
    monthly.remuneration[0]!.interval = { value: 1, unitCode: 'Month' };
    expect(fromSetuInquiryPayEquity(monthly)).toEqual({
      ok: false,
      errors: [
        {
          path: 'remuneration[0].hourlyWageConversion.hourlyWageFactor',
          message: SETU_IMPORT_MESSAGES.factor,
        },
      ],
    });

    const gap = structuredClone(message);
    gap.remuneration[0]!.salaryScale[0]!.salaryStep[3]!.conditions = [
      { conditionType: 'Age', operator: 'gte', age: 21 },
    ];
    gap.remuneration[0]!.salaryScale[0]!.salaryStep[4]!.conditions = [
      { conditionType: 'Age', operator: 'gte', age: 21 },
    ];
    expect(fromSetuInquiryPayEquity(gap)).toEqual({
      ok: false,
      errors: [{ path: 'remuneration[0].salaryScale', message: SETU_IMPORT_MESSAGES.ageRows }],
    });

    // 'lte' reaches down; on a row that is not the youngest it would overlap the rows below it.
    const overlap = structuredClone(message);
    overlap.remuneration[0]!.salaryScale[0]!.salaryStep[1]!.conditions = [
      { conditionType: 'Age', operator: 'lte', age: 18 },
    ];
    expect(fromSetuInquiryPayEquity(overlap)).toEqual({
      ok: false,
      errors: [{ path: 'remuneration[0].salaryScale', message: SETU_IMPORT_MESSAGES.ageRows }],
    });

    const twice = structuredClone(message);
    twice.remuneration[0]!.salaryScale[0]!.salaryStep.push({
      name: '2',
      value: 16,
      conditions: [{ conditionType: 'Age', operator: 'gte', age: 20 }],
    });
    expect(fromSetuInquiryPayEquity(twice)).toEqual({
      ok: false,
      errors: [{ path: 'remuneration[0].salaryScale[0].salaryStep[5]', message: SETU_IMPORT_MESSAGES.twice }],
    });
    expect(fromSetuInquiryPayEquity('geen bericht')).toEqual({
      ok: false,
      errors: [{ path: '$', message: SETU_IMPORT_MESSAGES.object }],
    });
  });
});
