import { describe, expect, it } from 'vitest';
import {
  caoComplianceCreateResponseSchema,
  caoComplianceListResponseSchema,
  caoCompliancePayloadSchema,
} from './cao-compliance-api.js';
import { exampleCaoCompliance, fieldErrorsOf } from './test-examples.js';

describe('caoCompliancePayloadSchema', () => {
  const payload = {
    cao_id: 12,
    signed_fullname: 'Jan de Vries',
    jobs: [{ job_id: null, name: 'Hoogwerker', aard: 'AV', salary_table_id: 31, minimal_payscale: '2' }],
  };

  it('accepts a compliance with jobs, and one without', () => {
    expect(caoCompliancePayloadSchema.parse(payload)).toEqual(payload);
    expect(caoCompliancePayloadSchema.parse({ ...payload, jobs: [] })).toEqual({ ...payload, jobs: [] });
  });

  it('fills in a missing job id and aard', () => {
    expect(
      caoCompliancePayloadSchema.parse({
        ...payload,
        jobs: [{ name: 'Hoogwerker', salary_table_id: 31, minimal_payscale: '2' }],
      }).jobs,
    ).toEqual([{ job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 31, minimal_payscale: '2' }]);
  });

  it('reports a job without name, table or scale, and a name over 160 characters', () => {
    expect(
      fieldErrorsOf(caoCompliancePayloadSchema, {
        cao_id: 12,
        signed_fullname: '',
        jobs: [
          { name: '', salary_table_id: null, minimal_payscale: '' },
          { name: 'x'.repeat(161), salary_table_id: 31, minimal_payscale: '2' },
        ],
      }),
    ).toEqual({
      signed_fullname: ['Veld is vereist'],
      'jobs.0.name': ['Veld is vereist'],
      'jobs.0.salary_table_id': ['Veld is vereist'],
      'jobs.0.minimal_payscale': ['Veld is vereist'],
      'jobs.1.name': ['Maximaal 160 karakters'],
    });
  });

  it('refuses a missing cao and a name over 256 characters', () => {
    expect(fieldErrorsOf(caoCompliancePayloadSchema, { signed_fullname: 'x'.repeat(257), jobs: [] })).toEqual(
      {
        cao_id: ['Veld is vereist'],
        signed_fullname: ['Maximaal 256 karakters'],
      },
    );
  });
});

describe('caoComplianceCreateResponseSchema', () => {
  it('gives the new id', () => {
    expect(caoComplianceCreateResponseSchema.parse({ id: 9 })).toEqual({ id: 9 });
    expect(caoComplianceCreateResponseSchema.safeParse({ guid: 'x' }).success).toBe(false);
  });
});

describe('caoComplianceListResponseSchema', () => {
  it('accepts the list of compliances', () => {
    expect(caoComplianceListResponseSchema.parse([exampleCaoCompliance()])).toEqual([exampleCaoCompliance()]);
    expect(caoComplianceListResponseSchema.safeParse([{ id: 9 }]).success).toBe(false);
  });
});
