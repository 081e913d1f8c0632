import { describe, expect, it } from 'vitest';
import {
  inlenersCaoListQuerySchema,
  inlenersCaoQuerySchema,
  inlenersCaoSaveResponseSchema,
  proposalDecisionRequestSchema,
  schemeParamsSchema,
  uitlenerInvitesResponseSchema,
} from './scheme-api.js';
import { fieldErrorsOf } from './test-examples.js';

describe('inlenersCaoListQuerySchema', () => {
  it('reads get_proposals as a boolean and allows it to be absent', () => {
    expect(inlenersCaoListQuerySchema.parse({ get_proposals: 'true' })).toEqual({ get_proposals: true });
    expect(inlenersCaoListQuerySchema.parse({})).toEqual({});
    expect(fieldErrorsOf(inlenersCaoListQuerySchema, { get_proposals: 'ja' })).toEqual({
      get_proposals: ['Vul een geldige waarde in'],
    });
  });
});

describe('schemeParamsSchema', () => {
  it('takes the scheme guid from the path', () => {
    expect(schemeParamsSchema.parse({ id: '7f1c7d2e-5a0b-4c1e-9a43-2b8d3c6e9f10' })).toEqual({
      id: '7f1c7d2e-5a0b-4c1e-9a43-2b8d3c6e9f10',
    });
    expect(fieldErrorsOf(schemeParamsSchema, { id: 'x'.repeat(65) })).toEqual({
      id: ['Maximaal 64 karakters'],
    });
  });
});

describe('inlenersCaoQuerySchema', () => {
  it('reads the version and the agency flag', () => {
    expect(inlenersCaoQuerySchema.parse({ version: '2', uitlener: 'false' })).toEqual({
      version: 2,
      uitlener: false,
    });
    expect(fieldErrorsOf(inlenersCaoQuerySchema, { version: '1.5' })).toEqual({
      version: ['Vul een geldige waarde in'],
    });
  });
});

describe('inlenersCaoSaveResponseSchema', () => {
  it('gives the scheme and its new version', () => {
    const saved = { id: 42, guid: '7f1c7d2e-5a0b-4c1e-9a43-2b8d3c6e9f10', version: 3 };
    expect(inlenersCaoSaveResponseSchema.parse(saved)).toEqual(saved);
    expect(inlenersCaoSaveResponseSchema.safeParse({ id: 42 }).success).toBe(false);
  });
});

describe('proposalDecisionRequestSchema', () => {
  it('accepts a signed acceptance and a bare rejection', () => {
    expect(
      proposalDecisionRequestSchema.parse({
        accept: true,
        signed_fullname: 'Jan de Vries',
        follow_salary_tables: true,
      }),
    ).toEqual({ accept: true, signed_fullname: 'Jan de Vries', follow_salary_tables: true });
    expect(proposalDecisionRequestSchema.parse({ accept: false })).toEqual({
      accept: false,
      signed_fullname: '',
      follow_salary_tables: null,
    });
  });

  it('needs the signed name to accept, and a yes/no answer', () => {
    expect(fieldErrorsOf(proposalDecisionRequestSchema, { accept: true, signed_fullname: ' ' })).toEqual({
      signed_fullname: ['Veld is vereist'],
    });
    expect(fieldErrorsOf(proposalDecisionRequestSchema, { accept: 'ja' })).toEqual({
      accept: ['Vul een geldige waarde in'],
    });
  });
});

describe('uitlenerInvitesResponseSchema', () => {
  it('accepts the invites of agencies', () => {
    const invite = {
      kvk_nr: '68750110',
      email: 'planning@donald-uitzend.nl',
      subscription: 3,
      company_name: 'Test BV Donald',
      proposals_enabled: false,
    };
    expect(uitlenerInvitesResponseSchema.parse([invite])).toEqual([invite]);
    expect(uitlenerInvitesResponseSchema.safeParse([{ ...invite, subscription: null }]).success).toBe(false);
  });
});
