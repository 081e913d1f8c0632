import { describe, expect, it } from 'vitest';
import {
  aardTypesResponseSchema,
  caoIdQuerySchema,
  caoListResponseSchema,
  idParamsSchema,
  salaryTablesResponseSchema,
  werksoortsResponseSchema,
} from './cao-api.js';
import { exampleInlenersCao, exampleSalaryTable, fieldErrorsOf } from './test-examples.js';

describe('caoListResponseSchema', () => {
  it('accepts cao options and refuses one without a name', () => {
    const option = {
      cao_id: 12,
      full_name: 'Cao Schoonmaak- en Glazenwassersbedrijf',
      vacation_time_type: 'hours_per_year',
      vacation_time_amount: '197.6',
      vacation_allowance: '8',
      year_end_bonus_amount: '0',
    };
    expect(caoListResponseSchema.parse([option])).toEqual([option]);
    expect(caoListResponseSchema.safeParse([{ ...option, full_name: undefined }]).success).toBe(false);
  });
});

describe('aardTypesResponseSchema', () => {
  it('accepts pairs of code and label', () => {
    expect(aardTypesResponseSchema.parse([['AV', 'Algemeen vakmanschap']])).toEqual([
      ['AV', 'Algemeen vakmanschap'],
    ]);
    expect(aardTypesResponseSchema.safeParse([{ code: 'AV' }]).success).toBe(false);
  });
});

describe('caoIdQuerySchema', () => {
  it('reads cao_id from the query string as a number', () => {
    expect(caoIdQuerySchema.parse({ cao_id: '12' })).toEqual({ cao_id: 12 });
  });

  it('refuses a missing, zero or non-numeric cao_id and unknown parameters', () => {
    expect(fieldErrorsOf(caoIdQuerySchema, {})).toEqual({ cao_id: ['Veld is vereist'] });
    expect(fieldErrorsOf(caoIdQuerySchema, { cao_id: '0', caoId: '12' })).toEqual({
      cao_id: ['Vul een geldige waarde in'],
      caoId: ['Onbekend veld'],
    });
    expect(fieldErrorsOf(caoIdQuerySchema, { cao_id: 'twaalf' })).toEqual({
      cao_id: ['Vul een geldige waarde in'],
    });
  });
});

describe('idParamsSchema', () => {
  it('reads a positive id from the path', () => {
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(fieldErrorsOf(idParamsSchema, { id: '-7' })).toEqual({ id: ['Vul een geldige waarde in'] });
  });
});

describe('werksoortsResponseSchema', () => {
  it('accepts the werksoorten of a cao', () => {
    const werksoorts = exampleInlenersCao().werksoorts;
    expect(werksoortsResponseSchema.parse(werksoorts)).toEqual(werksoorts);
    expect(werksoortsResponseSchema.safeParse([{ ...werksoorts[0], type: 'euro' }]).success).toBe(false);
  });
});

describe('salaryTablesResponseSchema', () => {
  it('accepts the salary tables of a cao', () => {
    expect(salaryTablesResponseSchema.parse([exampleSalaryTable()])).toEqual([exampleSalaryTable()]);
    expect(
      salaryTablesResponseSchema.safeParse([{ ...exampleSalaryTable(), wages_per: 'day' }]).success,
    ).toBe(false);
  });
});
