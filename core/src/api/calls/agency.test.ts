import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { createApiClient } from '../client.js';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from '../fake-fetch.js';
import { createMemoryTokenStore } from '../token-store.js';
import { exampleCaoCompliance, exampleInlenersCao, fieldErrorsOf } from '../../schemas/test-examples.js';
import {
  agencyCompanyUpdateRequestSchema,
  agencyExportQuerySchema,
  agencyInviteRequestSchema,
  agencyProposalStartRequestSchema,
} from '../../schemas/agency.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function client(answer: (request: RecordedRequest) => FakeAnswer) {
  const fake = createFakeFetch(answer);
  const api = createApiClient({
    fetch: fake.fetch,
    now: () => NOW,
    tokenStore: createMemoryTokenStore({
      access: 'toegang',
      access_expiration: new Date(NOW + 60_000).toISOString(),
      refresh: 'ververs',
      refresh_expiration: new Date(NOW + 86_400_000).toISOString(),
    }),
  });
  return { api, requests: fake.requests };
}

const hirer = {
  inlener_id: 7,
  company_name: 'Schoonmaak B.V.',
  kvk_nr: '68750110',
  schemes: [
    {
      id: 3,
      guid: '0b6f3c9e-8a53-4f7e-9c55-1b2a3c4d5e6f',
      full_name: 'Cao Schoonmaak',
      version: 2,
      versions: [
        { version: 1, created_at: '2026-01-01T09:00:00.000Z' },
        { version: 2, created_at: '2026-02-01T09:00:00.000Z' },
      ],
      updated_at: '2026-02-01T09:00:00.000Z',
      new: true,
    },
  ],
  compliances: [
    { id: 4, cao_id: 1, cao_name: 'Cao Schoonmaak', created_at: '2026-01-01T09:00:00.000Z', new: false },
  ],
};
const invite = {
  kvk_nr: '68750110',
  email: 'hr@schoonmaak.test',
  proposals_enabled: true,
  registered: false,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
};

describe('agencyCalls', () => {
  it('sends every call to its path under uitleners/ with the bearer token and checks the answers', async () => {
    const setu = {
      documentId: { value: 'x-v2', schemeAgencyId: 'Customer' },
      effectivePeriod: { validFrom: '2026-01-01' },
      customer: {},
      remuneration: [{}],
    };
    const answers: Record<string, unknown> = {
      'GET /api/uitleners/inleners/': [hirer],
      'GET /api/uitleners/inleners-cao/g%2F1/?version=2': exampleInlenersCao(),
      'GET /api/uitleners/inleners-cao/g1/export/?format=json': exampleInlenersCao(),
      'GET /api/uitleners/inleners-cao/g1/export/?format=csv&version=1': { filename: 'a.csv', csv: 'x' },
      'GET /api/uitleners/inleners-cao/g1/export/?format=setu': setu,
      'GET /api/uitleners/inleners-cao/g1/export/?format=pakket-csv&version=2': {
        filename: 'p.csv',
        csv: 'y',
      },
      'GET /api/uitleners/cao-compliance/4/': exampleCaoCompliance(),
      'POST /api/uitleners/invites/': invite,
      'GET /api/uitleners/invites/': [invite],
      'GET /api/uitleners/help-requests/': [
        { inlener_id: 7, company_name: 'Schoonmaak B.V.', kvk_nr: '68750110', email: 'jan@schoonmaak.test' },
      ],
      'POST /api/uitleners/inleners/7/voorstel/': {
        url: 'http://portaal.test/uitlener-voorstel/7?refresh=abc',
      },
    };
    const { api, requests } = client((request) => {
      const key = `${request.method} ${request.url}`;
      return key in answers ? { json: answers[key] } : { status: 404, json: { detail: key } };
    });
    expect(await api.agency.hirers()).toEqual([hirer]);
    expect(await api.agency.scheme('g/1', { version: 2 })).toEqual(exampleInlenersCao());
    expect(await api.agency.exportJson('g1')).toEqual(exampleInlenersCao());
    expect(await api.agency.exportCsv('g1', { version: 1 })).toEqual({ filename: 'a.csv', csv: 'x' });
    expect(await api.agency.exportSetu('g1')).toEqual(setu);
    expect(await api.agency.exportPackageCsv('g1', { version: 2 })).toEqual({ filename: 'p.csv', csv: 'y' });
    expect(await api.agency.compliance(4)).toEqual(exampleCaoCompliance());
    expect(
      await api.agency.invite({ kvk_nr: '68750110', email: 'hr@schoonmaak.test', proposals_enabled: true }),
    ).toEqual(invite);
    expect(await api.agency.invites()).toEqual([invite]);
    expect(await api.agency.helpRequests()).toHaveLength(1);
    expect(await api.agency.startProposal(7, { guid: 'g1' })).toEqual({
      url: 'http://portaal.test/uitlener-voorstel/7?refresh=abc',
    });
    expect(requests.every((request) => request.headers.Authorization === 'Bearer toegang')).toBe(true);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      kvk_nr: '68750110',
      email: 'hr@schoonmaak.test',
      proposals_enabled: true,
    });
  });

  it('registers and activates an agency without a token, and reads and switches its offer of help', async () => {
    const company = {
      company_name: 'Uitzend B.V.',
      kvk_nr: '69599084',
      kvk_verified: true,
      proposals_enabled: true,
    };
    const { api, requests } = client((request) =>
      request.url === '/api/uitleners/company/' ? { json: company } : { status: 201, json: { detail: 'ok' } },
    );
    const registration = {
      username: 'planning@uitzend.test',
      email: 'planning@uitzend.test',
      password1: 'Zomer-wachtwoord-2025',
      password2: 'Zomer-wachtwoord-2025',
      company_name: 'Uitzend B.V.',
      company_name_type: 'handelsnaam',
      kvk_nr: '69599084',
      terms_and_conditions_accepted: true,
      phone_nr: '0612345678',
    };
    await api.agency.register(registration);
    await api.agency.activate({ uidb64: 'MQ', token: 'abc' });
    expect(await api.agency.company()).toEqual(company);
    expect(await api.agency.updateCompany({ proposals_enabled: true })).toEqual(company);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/rest-auth/uitlener-registration/',
      'POST /api/rest-auth/uitlener-activation/',
      'GET /api/uitleners/company/',
      'PUT /api/uitleners/company/',
    ]);
    expect(requests[0]?.body).toEqual(registration);
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[1]?.headers.Authorization).toBeUndefined();
    expect(requests[3]?.headers.Authorization).toBe('Bearer toegang');
    expect(requests[3]?.body).toEqual({ proposals_enabled: true });
  });

  it('refuses an answer that does not fit the schema', async () => {
    const { api } = client(() => ({ json: [{ ...hirer, kvk_nr: '123' }] }));
    await expect(api.agency.hirers()).rejects.toBeInstanceOf(ApiError);
    const { api: setuApi } = client(() => ({ json: { documentId: { value: 'x' } } }));
    await expect(setuApi.agency.exportSetu('g1')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('agency request schemas', () => {
  it('checks an invitation with the Dutch messages of the links form', () => {
    expect(
      agencyInviteRequestSchema.safeParse({ kvk_nr: ' 68750110 ', email: 'a@b.nl', proposals_enabled: false })
        .data,
    ).toEqual({
      kvk_nr: '68750110',
      email: 'a@b.nl',
      proposals_enabled: false,
    });
    const refused = agencyInviteRequestSchema.safeParse({ kvk_nr: '123456789', email: 'geen', extra: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['kvk_nr', 'Maximaal 8 karakters'],
        ['email', 'Vul een geldig e-mail adres in'],
      ]),
    );
  });

  it('reads the export format and version from the query', () => {
    expect(agencyExportQuerySchema.parse({ format: 'setu', version: '3' })).toEqual({
      format: 'setu',
      version: 3,
    });
    expect(agencyExportQuerySchema.safeParse({ format: 'xml' }).success).toBe(false);
    expect(agencyProposalStartRequestSchema.parse({})).toEqual({});
    expect(agencyProposalStartRequestSchema.safeParse({ guid: 'x'.repeat(65) }).success).toBe(false);
  });

  it('takes only proposals_enabled, a boolean, for the agency company', () => {
    expect(agencyCompanyUpdateRequestSchema.parse({ proposals_enabled: false })).toEqual({
      proposals_enabled: false,
    });
    expect(fieldErrorsOf(agencyCompanyUpdateRequestSchema, { proposals_enabled: 'ja', kvk_nr: '1' })).toEqual(
      { proposals_enabled: ['Vul een geldige waarde in'], kvk_nr: ['Onbekend veld'] },
    );
    expect(fieldErrorsOf(agencyCompanyUpdateRequestSchema, {})).toEqual({
      proposals_enabled: ['Veld is vereist'],
    });
  });
});
