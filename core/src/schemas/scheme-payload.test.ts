import { describe, expect, it } from 'vitest';
import { caoCompliancePayloadSchema } from './cao-compliance-api.js';
import { inlenersCaoPayloadSchema } from './scheme-payload-schema.js';
import {
  schemeContentFromPayload,
  SchemePayloadError,
  signedFullname,
  toCaoCompliancePayload,
  toInlenersCaoPayload,
} from './scheme-payload.js';
import { exampleSchemeForms, exampleStartWizardForm } from './scheme-payload.fixtures.js';
import { errorBodyOf } from './test-examples.js';

describe('toInlenersCaoPayload', () => {
  it('maps the forms of an edited cao scheme to the payload, converting dates and decimal commas', () => {
    const payload = toInlenersCaoPayload(exampleSchemeForms());
    expect(payload).toEqual({
      proposal_inlener_id: null,
      follow_salary_tables: true,
      signed_fullname: 'Jan de Vries',
      terms_accepted: true,
      cao_id: 12,
      cao_text: '<p>De normale arbeidsduur is 38 uur per week.</p>',
      duration_start: '2025-01-01',
      duration_end: '2025-12-31',
      vacation_amount: '25',
      vacation_allowance: '8.5',
      vacation_time_type: 'days_per_year',
      salary_tables: [
        {
          salary_table_id: 31,
          original_salary_table_id: 31,
          name: 'Loontabel schoonmaak',
          active_per: '2025-01-01',
          end_date: '2025-06-30',
          conform: 'CAO',
          wages_per: 'hour',
          wages_divided_by: '1',
          hours_in_workweek: '38',
          hour_definition: 'Gewerkte uren inclusief reistijd',
          initial_scaling: 'Volgens cao||',
          adv_comment: 'Geen ADV',
          adv_type: 'percentage',
          adv_amount: '2.5',
          bbl: false,
          periodiek_verhogingen: exampleSchemeForms().salaryTables[0]?.periodiekVerhogingen,
          shift_work_comment: '',
          full_table: { null: { '1': { '0': '14.71', '1': '15.02' } } },
          inleners_jobs: [{ job_id: 7, name: 'Glazenwasser', minimal_payscale: '1', aard: 'AV' }],
        },
      ],
      werksoorten: [
        {
          name: 'OV01',
          amount: '25',
          start_date: '2025-01-01',
          end_date: null,
          description: 'Eerste twee uur',
          type: 'percentage',
          comment: 'Na 38 uur per week',
        },
        {
          name: 'RV01',
          amount: '0.23',
          start_date: null,
          end_date: null,
          description: 'Woon-werk',
          type: 'bedrag',
          comment: 'Per km',
        },
        {
          name: 'RU',
          amount: null,
          start_date: null,
          end_date: null,
          description: '',
          type: 'percentage',
          comment: 'Reisuren worden vergoed',
        },
      ],
      educations: [{ description: 'VCA basis', inleners_jobs: ['Glazenwasser'] }],
      one_off_bonuses: [
        { description: 'Eenmalige uitkering', bonus_date: '2025-06-01', bonus_type: 'amount', amount: '150' },
      ],
      inlener_cao_id: 42,
      expected_version: 2,
      bonus_combination: 'highest',
      year_end_bonus_type: 'percentage',
      year_end_bonus_amount: '3.5',
      year_end_bonus_comment: 'Uitbetaald in december',
    });
    expect(inlenersCaoPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('leaves out bonus_combination and the year-end amount and comment for Geen', () => {
    const forms = exampleSchemeForms();
    forms.step6.bonusCombination = 'Geen';
    forms.step2.yearEndBonusType = 'Geen';
    const payload = toInlenersCaoPayload(forms);
    expect(payload).not.toHaveProperty('bonus_combination');
    expect(payload).not.toHaveProperty('year_end_bonus_amount');
    expect(payload).not.toHaveProperty('year_end_bonus_comment');
    expect(payload.year_end_bonus_type).toBe('Geen');
    expect(inlenersCaoPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out inlener_cao_id and expected_version for a new scheme, and duration_end without an end date', () => {
    const forms = {
      ...exampleSchemeForms(),
      inlenerCaoId: null,
      expectedVersion: null,
      proposalInlenerId: 4,
    };
    forms.step2.endDate = ' ';
    const payload = toInlenersCaoPayload(forms);
    expect(payload).not.toHaveProperty('inlener_cao_id');
    expect(payload).not.toHaveProperty('expected_version');
    expect(payload).not.toHaveProperty('duration_end');
    expect(payload.proposal_inlener_id).toBe(4);
    expect(inlenersCaoPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends no cao id for an own scheme, and no follow-salary-tables answer when none was given', () => {
    const forms = exampleSchemeForms();
    forms.step1.usesCao = 0;
    forms.step9.followSalaryTables = null;
    const payload = toInlenersCaoPayload(forms);
    expect(payload.cao_id).toBeNull();
    expect(payload.follow_salary_tables).toBeNull();
  });

  it('sends the working hours per week as a dot decimal, and null when none were typed', () => {
    const forms = exampleSchemeForms();
    const hours = (typed: string) =>
      toInlenersCaoPayload({
        ...forms,
        salaryTables: forms.salaryTables.map((table) => ({ ...table, hoursInWorkweek: typed })),
      }).salary_tables[0]?.hours_in_workweek;
    expect(hours('37,5')).toBe('37.5');
    expect(hours(' ')).toBeNull();
  });

  it('sends no periodic increases when the table says it has none', () => {
    const forms = exampleSchemeForms();
    forms.salaryTables = forms.salaryTables.map((table) => ({ ...table, hasPeriodiekVerhogingen: 0 }));
    expect(toInlenersCaoPayload(forms).salary_tables[0]?.periodiek_verhogingen).toEqual([]);
  });

  it('sends a typed value that is no date or number as typed, so the schema reports it under its field', () => {
    const forms = exampleSchemeForms();
    forms.step2.startDate = '31-02-2025';
    forms.step2.vacationAllowance = 'acht';
    expect(errorBodyOf(inlenersCaoPayloadSchema, toInlenersCaoPayload(forms))).toEqual({
      errors: {
        duration_start: ['Geldige datum vereist (DD-MM-YYYY)'],
        vacation_allowance: ['Vul een geldig getal in'],
      },
      non_field_errors: [],
    });
  });

  it("throws 'ambiguous_number' for a number typed two ways, which the server would read as a dot decimal", () => {
    const forms = exampleSchemeForms();
    forms.step2.vacationAllowance = '8.333';
    expect(() => toInlenersCaoPayload(forms)).toThrow(
      new SchemePayloadError(
        'ambiguous_number',
        '8.333 is op twee manieren te lezen, als 8333 of als 8,333: schrijf 8333 of 8,333',
      ),
    );
    forms.step2.vacationAllowance = '8,333';
    expect(toInlenersCaoPayload(forms).vacation_allowance).toBe('8.333');
  });

  it("throws 'cao_missing' when a cao is used and none is chosen", () => {
    const forms = exampleSchemeForms();
    forms.step2.caoId = null;
    expect(() => toInlenersCaoPayload(forms)).toThrow(new SchemePayloadError('cao_missing', 'Kies een cao'));
  });
});

describe('inlenersCaoPayloadSchema', () => {
  const valid = () => toInlenersCaoPayload(exampleSchemeForms());

  it('refuses unknown fields and a year-end amount or comment with Geen', () => {
    const { year_end_bonus_type: _type, ...rest } = valid();
    expect(
      errorBodyOf(inlenersCaoPayloadSchema, { ...rest, year_end_bonus_type: 'Geen', owner: 'x' }),
    ).toEqual({
      errors: {
        owner: ['Onbekend veld'],
        year_end_bonus_amount: ['Onbekend veld'],
        year_end_bonus_comment: ['Onbekend veld'],
      },
      non_field_errors: [],
    });
  });

  it('needs the year-end amount and comment when the type is not Geen', () => {
    const { year_end_bonus_amount: _amount, year_end_bonus_comment: _comment, ...rest } = valid();
    expect(errorBodyOf(inlenersCaoPayloadSchema, rest).errors).toEqual({
      year_end_bonus_amount: ['Veld is vereist'],
      year_end_bonus_comment: ['Veld is vereist'],
    });
    expect(
      errorBodyOf(inlenersCaoPayloadSchema, { ...valid(), year_end_bonus_comment: 'x'.repeat(601) }).errors,
    ).toEqual({ year_end_bonus_comment: ['Maximaal 600 karakters'] });
  });

  it('refuses Geen as bonus_combination, an end date not after the start, and an unticked terms box', () => {
    expect(
      errorBodyOf(inlenersCaoPayloadSchema, {
        ...valid(),
        bonus_combination: 'Geen',
        duration_end: '2025-01-01',
        terms_accepted: false,
      }).errors,
    ).toEqual({
      bonus_combination: ['Vul een geldige waarde in'],
      terms_accepted: ['Veld is vereist'],
    });
    expect(errorBodyOf(inlenersCaoPayloadSchema, { ...valid(), duration_end: '2024-12-31' }).errors).toEqual({
      duration_end: ['Datum moet ná vanaf datum zijn'],
    });
  });

  it('refuses expected_version for a new scheme', () => {
    const { inlener_cao_id: _id, ...rest } = valid();
    expect(errorBodyOf(inlenersCaoPayloadSchema, rest).errors).toEqual({
      expected_version: ['Onbekend veld'],
    });
  });

  it("needs at least one table: 'Voeg ten minste een tabel toe'", () => {
    expect(errorBodyOf(inlenersCaoPayloadSchema, { ...valid(), salary_tables: [] }).errors).toEqual({
      salary_tables: ['Voeg ten minste een tabel toe'],
    });
  });

  it('reports bad values inside tables, werksoorten, educations and bonuses at their nested paths', () => {
    const payload = valid();
    const [table] = payload.salary_tables;
    const [werksoort] = payload.werksoorten;
    expect(
      errorBodyOf(inlenersCaoPayloadSchema, {
        ...payload,
        salary_tables: [
          {
            ...table,
            name: 'x'.repeat(41),
            hour_definition: 'uur',
            adv_comment: '',
            inleners_jobs: [
              { job_id: null, name: 'Glazenwasser', minimal_payscale: 'x'.repeat(11), aard: null },
            ],
          },
        ],
        werksoorten: [{ ...werksoort, description: 'x'.repeat(101), type: 'euro' }],
        educations: [{ description: '', inleners_jobs: [] }],
        one_off_bonuses: [
          { description: 'x'.repeat(101), bonus_date: '2025-13-01', bonus_type: 'amount', amount: '1,5' },
        ],
      }).errors,
    ).toEqual({
      'salary_tables.0.name': ['Maximaal 40 karakters'],
      'salary_tables.0.hour_definition': ['Minimaal 4 karakters'],
      'salary_tables.0.adv_comment': ['Veld is vereist'],
      'salary_tables.0.inleners_jobs.0.minimal_payscale': ['Maximaal 10 karakters'],
      'werksoorten.0.description': ['Maximaal 100 karakters'],
      'werksoorten.0.type': ['Vul een geldige waarde in'],
      'educations.0.description': ['Veld is vereist'],
      'educations.0.inleners_jobs': ['Veld is vereist'],
      'one_off_bonuses.0.description': ['Maximaal 100 karakters'],
      'one_off_bonuses.0.bonus_date': ['Geldige datum vereist (DD-MM-YYYY)'],
      'one_off_bonuses.0.amount': ['Vul een geldig getal in'],
    });
  });

  it('reads a version saved before the working hours existed, and refuses hours that are no number', () => {
    const payload = valid();
    const { hours_in_workweek: _hours, ...oldTable } = payload.salary_tables[0]!;
    expect(inlenersCaoPayloadSchema.safeParse({ ...payload, salary_tables: [oldTable] }).success).toBe(true);
    expect(
      errorBodyOf(inlenersCaoPayloadSchema, {
        ...payload,
        salary_tables: [{ ...oldTable, hours_in_workweek: '36,5' }],
      }).errors,
    ).toEqual({ 'salary_tables.0.hours_in_workweek': ['Vul een geldig getal in'] });
  });

  it("reports a missing body's required fields with 'Veld is vereist'", () => {
    const errors = errorBodyOf(inlenersCaoPayloadSchema, {}).errors;
    expect(errors['signed_fullname']).toEqual(['Veld is vereist']);
    expect(errors['duration_start']).toEqual(['Veld is vereist']);
    expect(errors['salary_tables']).toEqual(['Veld is vereist']);
    expect(errors).not.toHaveProperty('duration_end');
    expect(errors).not.toHaveProperty('inlener_cao_id');
  });
});

describe('schemeContentFromPayload', () => {
  it('renames the payload fields to the scheme fields and turns left-out fields into null or Geen', () => {
    const forms = exampleSchemeForms();
    forms.step6.bonusCombination = 'Geen';
    forms.step2.yearEndBonusType = 'Geen';
    forms.step2.endDate = '';
    const content = schemeContentFromPayload(toInlenersCaoPayload(forms), { id: 42, version: 3 });
    expect(content).toMatchObject({
      id: 42,
      version: 3,
      vacation_time_amount: '25',
      duration_end: null,
      year_end_bonus_amount: null,
      year_end_bonus_comment: null,
      timesheet_overtime_interaction: 'Geen',
    });
    expect(content.werksoorts).toHaveLength(3);
  });
});

describe('signedFullname', () => {
  it('joins first and last name with one space', () => {
    expect(signedFullname(' Jan ', 'de Vries ')).toBe('Jan de Vries');
  });
});

describe('toCaoCompliancePayload', () => {
  it('sends the jobs when the hirer has jobs outside the cao, with the signed name', () => {
    const payload = toCaoCompliancePayload(exampleStartWizardForm());
    expect(payload).toEqual({
      cao_id: 12,
      signed_fullname: 'Jan de Vries',
      jobs: [{ job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 31, minimal_payscale: '2' }],
    });
    expect(caoCompliancePayloadSchema.parse(payload)).toEqual(payload);
  });

  it('sends no jobs when all jobs are in the cao', () => {
    expect(toCaoCompliancePayload({ ...exampleStartWizardForm(), hasJobsOption: 2 }).jobs).toEqual([]);
  });

  it('throws without a cao or for a job without table or scale', () => {
    expect(() => toCaoCompliancePayload({ ...exampleStartWizardForm(), caoId: null })).toThrow(
      new SchemePayloadError('cao_missing', 'Kies een cao'),
    );
    const form = exampleStartWizardForm();
    const incomplete = { ...form, jobs: form.jobs.map((job) => ({ ...job, salary_table_id: null })) };
    expect(() => toCaoCompliancePayload(incomplete)).toThrow(SchemePayloadError);
  });
});
