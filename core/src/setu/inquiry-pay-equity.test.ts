import { exampleInlenersCao } from '../schemas/test-examples.js';
import { describe, expect, it } from 'vitest';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { tableWorkHours, toSetuInquiryPayEquity } from './inquiry-pay-equity.js';

const ISSUED = new Date('2026-03-01T12:00:00Z');

// The first test compiles the SETU v2.0 JSON schema, which takes seconds on a busy machine.
describe('toSetuInquiryPayEquity', { timeout: 30_000 }, () => {
  it('gives a message that the SETU v2.0 schema accepts, for a cao-based scheme', () => {
    const message = toSetuInquiryPayEquity(exampleInlenersCao(), { kvkNr: '68750110' }, ISSUED);
    expect(setuErrors(message)).toEqual([]);
    expect(message).toMatchObject({
      documentId: { schemeAgencyId: 'Customer' },
      issued: '2026-03-01T12:00:00.000Z',
      customer: { legalId: [{ value: '68750110', schemeAgencyId: 'KvK' }] },
    });
  });

  it('maps an own scheme with every kind of werksoort, bonuses and educations, still schema-valid', () => {
    const base = exampleInlenersCao();
    const werksoort = base.werksoorts[0];
    if (werksoort === undefined) throw new Error('Het voorbeeld heeft geen werksoort');
    const scheme = {
      ...base,
      cao_id: null,
      based_on: null,
      avv: false,
      werksoorts: ['OV01', 'TU01', 'PT01', 'RV01', 'TWV01', 'RU', 'ETC', 'ONBEKEND'].map((name, index) => ({
        ...werksoort,
        name,
        type: index === 3 || index === 4 ? ('bedrag' as const) : ('percentage' as const),
        amount: index === 6 ? null : '12.5',
      })),
      one_off_bonuses: [
        { description: 'Jubileum', bonus_date: '2026-05-01', bonus_type: 'amount', amount: '100' },
      ],
      educations: [{ description: 'VCA', inleners_jobs: ['Schoonmaker'] }],
      year_end_bonus_type: 'percentage',
      year_end_bonus_amount: '3',
      year_end_bonus_comment: 'In december',
      timesheet_overtime_interaction: 'highest',
    } satisfies typeof base;
    const message = toSetuInquiryPayEquity(scheme, { kvkNr: '68750110' }, ISSUED);
    expect(setuErrors(message)).toEqual([]);
    expect(message.labourAgreements).toEqual({ customLabourAgreement: true });
    const allowance = message.allowance as Array<{ typeCode: string }>;
    expect(allowance.map((entry) => entry.typeCode)).toEqual(['HT601', 'HT320', 'HT320', 'EA103']);
    const other = message.otherArrangement as Array<{ name: string }>;
    expect(other.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('TWV01'),
        expect.stringContaining('ONBEKEND'),
        'Eindejaarsuitkering',
        'Eenmalige uitkering: Jubileum',
        'Opleiding: VCA',
      ]),
    );
    // The samenloop rule as the overtime allowance's reference to the time-bound ones, in words, not its
    // code; 'highest' has no SETU relation type.
    expect((message.allowance as Array<{ reference?: unknown }>)[0]?.reference).toEqual([
      expect.objectContaining({
        typeCode: 'HT320',
        description: 'Bij samenloop van toeslagen: Alleen de hoogste toeslag geldt',
      }),
      expect.objectContaining({
        typeCode: 'HT320',
        description: 'Bij samenloop van toeslagen: Alleen de hoogste toeslag geldt',
      }),
    ]);
    // Without an overtime allowance there is nothing to relate: the rule goes as an arrangement in words.
    const withoutOvertime = toSetuInquiryPayEquity(
      { ...scheme, werksoorts: scheme.werksoorts.filter((entry) => !entry.name.startsWith('OV')) },
      { kvkNr: '68750110' },
      ISSUED,
    );
    expect(setuErrors(withoutOvertime)).toEqual([]);
    expect(
      (withoutOvertime.otherArrangement as Array<{ name: string; description: string }>).find(
        (entry) => entry.name === 'Samenloop toeslagen',
      )?.description,
    ).toBe('Bij samenloop van toeslagen: Alleen de hoogste toeslag geldt');
  });

  it('gives every age row an age condition, so a worker of any age matches exactly one wage per step', () => {
    type Step = { name: string; value: number; conditions?: { operator: string; age: number }[] };
    const matches = (step: Step, age: number) =>
      (step.conditions ?? []).every(({ operator, age: limit }) =>
        operator === 'lte' ? age <= limit : operator === 'gte' ? age >= limit : age === limit,
      );
    const youth = {
      '17': { A: { '1': '9.00' } },
      '18': { A: { '1': '10.00' } },
      '19': { A: { '1': '11.00' } },
    };
    for (const [fullTable, adult] of [
      [{ ...youth, null: { A: { '1': '15.52' } } }, [{ operator: 'gte', age: 20 }]],
      [youth, [{ operator: 'gte', age: 19 }]],
    ] as const) {
      const base = exampleInlenersCao();
      const scheme = { ...base, salary_tables: [{ ...base.salary_tables[0]!, full_table: fullTable }] };
      const message = toSetuInquiryPayEquity(scheme, { kvkNr: '68750110' }, ISSUED);
      expect(setuErrors(message)).toEqual([]);
      const steps = (message as { remuneration: { salaryScale: { salaryStep: Step[] }[] }[] })
        .remuneration[0]!.salaryScale[0]!.salaryStep;
      expect(steps.map((step) => step.conditions)).toEqual([
        [{ conditionType: 'Age', operator: 'lte', age: 17 }],
        [{ conditionType: 'Age', operator: 'eq', age: 18 }],
        'null' in fullTable
          ? [{ conditionType: 'Age', operator: 'eq', age: 19 }]
          : [{ conditionType: 'Age', ...adult[0] }],
        ...('null' in fullTable ? [[{ conditionType: 'Age', ...adult[0] }]] : []),
      ]);
      for (let age = 13; age <= 70; age += 1) {
        expect(
          steps.filter((step) => matches(step, age)),
          `${age}`,
        ).toHaveLength(1);
      }
    }
  });

  it('sends a periodiek on a yearly date as a Recurring occurrence the schema accepts, and bbl as a condition', () => {
    const base = exampleInlenersCao();
    const table = {
      ...base.salary_tables[0]!,
      bbl: true,
      periodiek_verhogingen: [
        {
          type: 'optional_periodical' as const,
          trigger_date: '01-07',
          required_time: 52,
          required_time_type: 'weeks' as const,
          measurement_type: 'calendar' as const,
          date_required_time_interaction: 'both' as const,
        },
      ],
    };
    const message = toSetuInquiryPayEquity(
      { ...base, salary_tables: [table] },
      { kvkNr: '68750110' },
      ISSUED,
    );
    expect(setuErrors(message)).toEqual([]);
    const year = table.active_per.slice(0, 4);
    expect(message.remuneration).toEqual([
      expect.objectContaining({
        individualSalaryIncrease: [
          {
            effectiveDate: {
              occurrenceType: 'Recurring',
              recurringInterval: `R/${year}-07-01/P1Y`,
              interval: `R/${year}-07-01/P1Y`,
            },
            line: {
              amount: { value: 1, unitCode: 'SalaryStep', baseAmount: { unitCode: 'Fixed' } },
              interval: { value: 52, unitCode: 'Week' },
              conditions: [
                {
                  conditionType: 'Text',
                  description:
                    'Periodiek naar beoordeling; Kalendertijd sinds de vorige periodiek; Peildatum én diensttijd',
                },
              ],
            },
          },
        ],
        conditions: [
          expect.objectContaining({ conditionType: 'Text', description: expect.stringContaining('bbl') }),
        ],
      }),
    ]);
  });

  it('is refused by the schema when a required part is missing (the check can fail)', () => {
    const message = toSetuInquiryPayEquity(exampleInlenersCao(), { kvkNr: '68750110' }, ISSUED);
    const { remuneration: _dropped, ...withoutRemuneration } = message;
    expect(setuErrors(withoutRemuneration).join('\n')).toContain('remuneration');
    expect(setuErrors({ ...message, issued: 'gisteren' }).join('\n')).toContain('date-time');
    const nested = structuredClone(message) as {
      remuneration: Array<{ salaryScale: Array<Record<string, unknown>> }>;
    };
    const scale = nested.remuneration[0]?.salaryScale[0];
    if (scale === undefined) throw new Error('Geen loonschaal in het bericht');
    delete scale.currency;
    scale.onbekend = true;
    const errors = setuErrors(nested).join('\n');
    expect(errors).toContain('currency');
    expect(errors).toContain('onbekend');
  });

  it('sends the working hours the table has, and the hourly factor core converts with', () => {
    const [table] = exampleInlenersCao().salary_tables;
    if (table === undefined) throw new Error('Het voorbeeld heeft geen loontabel');
    const own = { ...table, normal_workweek: null, hours_in_workweek: null };
    // A month divided by 1 at 36 hours a week: 156 hours a month, never a factor of 1 (€ 2.000 an hour).
    expect(
      tableWorkHours({ ...own, wages_per: 'month', wages_divided_by: '1', hours_in_workweek: '36' }),
    ).toEqual({
      hoursPerWeek: 36,
      hourlyWageFactor: 156,
    });
    // A month divided by 173,33 without hours: the cao's 40-hour week read back from the factor.
    expect(tableWorkHours({ ...own, wages_per: 'month', wages_divided_by: '173.33' })).toEqual({
      hoursPerWeek: 40,
      hourlyWageFactor: 173.33,
    });
    // Neither hours nor a factor: no hourly factor, and the 36-hour week SETU's required work duration gets.
    expect(tableWorkHours({ ...own, wages_per: 'month', wages_divided_by: '1' })).toEqual({
      hoursPerWeek: 36,
    });
    expect(
      tableWorkHours({ ...own, wages_per: 'hour', wages_divided_by: '1', hours_in_workweek: '38' }),
    ).toEqual({
      hoursPerWeek: 38,
    });
  });
});
