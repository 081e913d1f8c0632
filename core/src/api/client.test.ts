import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
import { createApiClient, type ApiClient } from './client.js';
import type { FetchLike } from './fetch.js';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from './fake-fetch.js';
import { createMemoryTokenStore, type TokenSet } from './token-store.js';
import type { SchemePayload } from './types.js';
import {
  exampleCaoCompliance,
  exampleInlenersCao,
  exampleKoppeling,
  exampleSalaryTable,
  exampleUser,
} from '../schemas/test-examples.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');

const tokens: TokenSet = {
  access: 'toegang-1',
  access_expiration: new Date(NOW + 60_000).toISOString(),
  refresh: 'ververs-1',
  refresh_expiration: new Date(NOW + 86_400_000).toISOString(),
};

const subscriptionUser = {
  email: 'sub@b.nl',
  username: 'sub@b.nl',
  can_create_schemes: true,
  salary_table_update_emails: false,
  is_active: false,
  admission: 'admitted',
};
const caoOption = {
  cao_id: 3,
  full_name: 'Cao Schoonmaak- en Glazenwassersbedrijf',
  vacation_time_type: 'days_per_year',
  vacation_time_amount: '25',
  vacation_allowance: '8',
  year_end_bonus_amount: '0',
};
const cao = {
  id: 3,
  code: 'schoonmaak',
  version: 1,
  full_name: 'Cao Schoonmaak- en Glazenwassersbedrijf',
  duration_start: '2025-01-01',
  duration_end: '2025-12-31',
  vacation_time_type: 'days_per_year',
  vacation_time_amount: '25',
  vacation_allowance: '8',
  year_end_bonus_type: 'Geen',
  year_end_bonus_amount: '0',
  cao_text: '<p>Tekst</p>',
  one_off_bonuses: [],
  salary_tables: [exampleSalaryTable()],
  werksoorts: exampleInlenersCao().werksoorts,
  timesheet_overtime_interaction: null,
  avv: true,
  source: { description: 'Gepubliceerde cao', url: null, verified: true },
};
const invite = {
  kvk_nr: '68750110',
  email: 'planning@donald-uitzend.nl',
  subscription: 4,
  company_name: 'Test BV Donald',
  proposals_enabled: true,
};
const saved = { id: 7, guid: '7f1c7d2e', version: 3 };

/** What the fake server answers per 'METHOD /path' (without /api and query); other calls get an empty 204. */
const EXAMPLE_ANSWERS: Record<string, unknown> = {
  'POST /rest-auth/inlener-login/': { ...tokens, user: exampleUser() },
  'POST /rest-auth/handover/': { ...tokens, user: exampleUser() },
  'GET /rest-auth/inlener-user/': exampleUser(),
  'PUT /rest-auth/inlener-user/': exampleUser(),
  'PUT /rest-auth/verify-kvk/': exampleUser(),
  'GET /rest-auth/subscription/': { salary_table_update_emails: true, users: ['a@b.nl'] },
  'PUT /rest-auth/subscription/': { salary_table_update_emails: false, users: ['a@b.nl'] },
  'GET /rest-auth/subscription-users/': [subscriptionUser],
  'POST /rest-auth/inlener-subscription-user-add/': subscriptionUser,
  'GET /inleners/caos-list/': [caoOption],
  'GET /inleners/caos-list/latest/': [caoOption],
  'GET /inleners/aard-types/': [['AV', 'Algemeen']],
  'GET /inleners/werksoorts/': exampleInlenersCao().werksoorts,
  'GET /inleners/salary-tables/': [exampleSalaryTable()],
  'GET /inleners/caos/3': cao,
  'GET /inleners/inleners-cao-list/': [exampleInlenersCao()],
  'GET /inleners/inleners-cao/9f1c/': exampleInlenersCao(),
  'GET /inleners/inleners-cao/7/': exampleInlenersCao(),
  'POST /inleners/inleners-cao/': saved,
  'PUT /inleners/inleners-cao/': saved,
  'GET /inleners/cao-compliance-list/': [exampleCaoCompliance()],
  'GET /inleners/cao-compliance/5': exampleCaoCompliance(),
  'POST /inleners/cao-compliance/': { id: 5 },
  'PUT /inleners/inleners-cao/7/koppelingen/': { koppelingen: [exampleKoppeling()] },
  'PUT /inleners/cao-compliance/5/koppelingen/': { koppelingen: [exampleKoppeling()] },
  'GET /inleners/uitlener-invites/': [invite],
  'GET /inleners/handelsnaam/': [['Test EMZ Dagobert', 'Statutaire naam']],
};

function exampleServer(request: RecordedRequest): FakeAnswer {
  const path = request.url.replace(/^\/api/, '').split('?')[0];
  const json = EXAMPLE_ANSWERS[`${request.method} ${path}`];
  return json === undefined ? { status: 204 } : { json };
}

function setup(
  answer: (request: RecordedRequest) => FakeAnswer = exampleServer,
  initial: TokenSet | null = tokens,
) {
  const fake = createFakeFetch(answer);
  const tokenStore = createMemoryTokenStore(initial);
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    fetch: fake.fetch,
    tokenStore,
    onUnauthorized,
    now: () => NOW,
    getCsrfToken: () => 'csrf-waarde',
  });
  return { client, requests: fake.requests, tokenStore, onUnauthorized };
}

const schemePayload: SchemePayload = {
  proposal_inlener_id: null,
  follow_salary_tables: true,
  signed_fullname: 'Jan Jansen',
  terms_accepted: true,
  cao_id: 3,
  cao_text: '<p>Tekst</p>',
  duration_start: '2026-01-01',
  vacation_amount: '20',
  vacation_allowance: '8',
  vacation_time_type: 'days_per_year',
  salary_tables: [],
  werksoorten: [],
  educations: [],
  one_off_bonuses: [],
  bonus_combination: 'add',
  year_end_bonus_type: 'Geen',
};

const koppeling = { kvk_nr: '69599084', handelsnaam: 'Test EMZ Dagobert', contact_email: 'a@b.nl' };

/** [name, call, method, path after /api, body, authenticated] */
type Case = [string, (client: ApiClient) => Promise<unknown>, string, string, unknown, boolean];

const cases: Case[] = [
  [
    'auth.register',
    (c) =>
      c.auth.register({
        username: 'a@b.nl',
        email: 'a@b.nl',
        password1: 'x',
        password2: 'x',
        company_name: 'B',
        company_name_type: 'Statutaire naam',
        kvk_nr: '69599084',
        terms_and_conditions_accepted: true,
        phone_nr: '0612345678',
      }),
    'POST',
    '/rest-auth/inlener-registration/',
    {
      username: 'a@b.nl',
      email: 'a@b.nl',
      password1: 'x',
      password2: 'x',
      company_name: 'B',
      company_name_type: 'Statutaire naam',
      kvk_nr: '69599084',
      terms_and_conditions_accepted: true,
      phone_nr: '0612345678',
    },
    false,
  ],
  [
    'auth.activate',
    (c) => c.auth.activate({ uidb64: 'MQ', token: 't', password: 'geheim' }),
    'POST',
    '/rest-auth/inlener-activation/',
    { uidb64: 'MQ', token: 't', password: 'geheim' },
    false,
  ],
  [
    'auth.verifyEmail',
    (c) => c.auth.verifyEmail({ uidb64: 'MQ', token: 't' }),
    'POST',
    '/rest-auth/inlener-verify-email/',
    { uidb64: 'MQ', token: 't' },
    false,
  ],
  [
    'auth.forgotPassword',
    (c) => c.auth.forgotPassword({ email: 'a@b.nl' }),
    'POST',
    '/rest-auth/inlener-forgot-password/',
    { email: 'a@b.nl' },
    false,
  ],
  [
    'auth.resetPassword',
    (c) => c.auth.resetPassword({ uidb64: 'MQ', token: 't', new_password1: 'p', new_password2: 'p' }),
    'POST',
    '/rest-auth/inlener-reset-password/',
    { uidb64: 'MQ', token: 't', new_password1: 'p', new_password2: 'p' },
    false,
  ],
  ['account.getUser', (c) => c.account.getUser(), 'GET', '/rest-auth/inlener-user/', undefined, true],
  [
    'account.updateUser',
    (c) => c.account.updateUser({ uitlener_asked_for_help: null }),
    'PUT',
    '/rest-auth/inlener-user/',
    { uitlener_asked_for_help: null },
    true,
  ],
  [
    'account.deleteUser',
    (c) => c.account.deleteUser(),
    'DELETE',
    '/rest-auth/inlener-user/',
    undefined,
    true,
  ],
  [
    'account.changeEmail',
    (c) => c.account.changeEmail({ email: 'nieuw@b.nl' }),
    'POST',
    '/rest-auth/inlener-change-email/',
    { email: 'nieuw@b.nl' },
    true,
  ],
  [
    'account.verifyKvk',
    (c) => c.account.verifyKvk({ company_name: 'B', kvk_nr: '69599084' }),
    'PUT',
    '/rest-auth/verify-kvk/',
    { company_name: 'B', kvk_nr: '69599084' },
    true,
  ],
  ['subscription.get', (c) => c.subscription.get(), 'GET', '/rest-auth/subscription/', undefined, true],
  [
    'subscription.patch',
    (c) => c.subscription.patch({ salary_table_update_emails: false }),
    'PUT',
    '/rest-auth/subscription/',
    { salary_table_update_emails: false },
    true,
  ],
  [
    'subscription.listUsers',
    (c) => c.subscription.listUsers(),
    'GET',
    '/rest-auth/subscription-users/',
    undefined,
    true,
  ],
  [
    'subscription.addUser',
    (c) => c.subscription.addUser({ email: 'sub@b.nl', username: 'sub@b.nl' }),
    'POST',
    '/rest-auth/inlener-subscription-user-add/',
    { email: 'sub@b.nl', username: 'sub@b.nl' },
    true,
  ],
  [
    'subscription.removeUser',
    (c) => c.subscription.removeUser({ email: 'sub@b.nl' }),
    'DELETE',
    '/rest-auth/subscription-users/',
    { email: 'sub@b.nl' },
    true,
  ],
  ['caos.list', (c) => c.caos.list(), 'GET', '/inleners/caos-list/', undefined, true],
  ['caos.listLatest', (c) => c.caos.listLatest(), 'GET', '/inleners/caos-list/latest/', undefined, true],
  ['caos.aardTypes', (c) => c.caos.aardTypes(), 'GET', '/inleners/aard-types/', undefined, true],
  [
    'caos.werksoorten',
    (c) => c.caos.werksoorten({ caoId: 3 }),
    'GET',
    '/inleners/werksoorts/?cao_id=3',
    undefined,
    true,
  ],
  [
    'caos.salaryTables',
    (c) => c.caos.salaryTables({ caoId: 3 }),
    'GET',
    '/inleners/salary-tables/?cao_id=3',
    undefined,
    true,
  ],
  ['caos.get', (c) => c.caos.get(3), 'GET', '/inleners/caos/3', undefined, true],
  ['schemes.list', (c) => c.schemes.list(), 'GET', '/inleners/inleners-cao-list/', undefined, true],
  [
    'schemes.list with proposals',
    (c) => c.schemes.list({ getProposals: true }),
    'GET',
    '/inleners/inleners-cao-list/?get_proposals=true',
    undefined,
    true,
  ],
  [
    'schemes.get',
    (c) => c.schemes.get('9f1c', { uitlener: true, version: 2 }),
    'GET',
    '/inleners/inleners-cao/9f1c/?uitlener=true&version=2',
    undefined,
    true,
  ],
  [
    'schemes.get without query',
    (c) => c.schemes.get(7, { uitlener: null, version: null }),
    'GET',
    '/inleners/inleners-cao/7/',
    undefined,
    true,
  ],
  [
    'schemes.create',
    (c) => c.schemes.create(schemePayload),
    'POST',
    '/inleners/inleners-cao/',
    schemePayload,
    true,
  ],
  [
    'schemes.update',
    (c) => c.schemes.update({ ...schemePayload, inlener_cao_id: 7, expected_version: 4 }),
    'PUT',
    '/inleners/inleners-cao/',
    { ...schemePayload, inlener_cao_id: 7, expected_version: 4 },
    true,
  ],
  ['compliance.list', (c) => c.compliance.list(), 'GET', '/inleners/cao-compliance-list/', undefined, true],
  ['compliance.get', (c) => c.compliance.get(5), 'GET', '/inleners/cao-compliance/5', undefined, true],
  [
    'compliance.create',
    (c) => c.compliance.create({ cao_id: 3, signed_fullname: 'Jan Jansen', jobs: [] }),
    'POST',
    '/inleners/cao-compliance/',
    { cao_id: 3, signed_fullname: 'Jan Jansen', jobs: [] },
    true,
  ],
  [
    'koppelingen.updateForScheme',
    (c) => c.koppelingen.updateForScheme(7, [koppeling]),
    'PUT',
    '/inleners/inleners-cao/7/koppelingen/',
    { koppelingen: [koppeling] },
    true,
  ],
  [
    'koppelingen.updateForCompliance',
    (c) => c.koppelingen.updateForCompliance(5, [koppeling]),
    'PUT',
    '/inleners/cao-compliance/5/koppelingen/',
    { koppelingen: [koppeling] },
    true,
  ],
  [
    'proposals.answer',
    (c) =>
      c.proposals.answer(7, { accept: true, signed_fullname: 'Jan Jansen', follow_salary_tables: false }),
    'PUT',
    '/inleners/inleners-cao/7/proposal/',
    { accept: true, signed_fullname: 'Jan Jansen', follow_salary_tables: false },
    true,
  ],
  ['invites.list', (c) => c.invites.list(), 'GET', '/inleners/uitlener-invites/', undefined, true],
  [
    'handelsnaam.lookup',
    (c) => c.handelsnaam.lookup('69599084'),
    'GET',
    '/inleners/handelsnaam/?kvk_nr=69599084',
    undefined,
    true,
  ],
  [
    'support.send',
    (c) => c.support.send({ title: 'Vraag', text: 'Hoe?' }),
    'POST',
    '/inleners/support/',
    { title: 'Vraag', text: 'Hoe?' },
    true,
  ],
];

describe('createApiClient', () => {
  it.each(cases)(
    '%s sends its SPEC method, path and body',
    async (_name, call, method, path, body, authenticated) => {
      const { client, requests } = setup();
      await call(client);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe(method);
      expect(request?.url).toBe(`/api${path}`);
      expect(request?.body).toEqual(body);
      expect(request?.headers.Authorization).toBe(authenticated ? 'Bearer toegang-1' : undefined);
      expect(request?.headers['X-CSRFToken']).toBe(
        !authenticated && method !== 'GET' ? 'csrf-waarde' : undefined,
      );
    },
  );

  it('answers with the parsed body', async () => {
    const { client } = setup(() => ({ json: [['Test EMZ Dagobert', 'Statutaire naam']] }));
    await expect(client.handelsnaam.lookup('69599084')).resolves.toEqual([
      ['Test EMZ Dagobert', 'Statutaire naam'],
    ]);
  });

  it('calls fetch without a receiver, as a browser fetch requires', async () => {
    const receivers: unknown[] = [];
    const fake = createFakeFetch();
    const client = createApiClient({
      fetch: function (this: unknown, url, init) {
        receivers.push(this);
        return fake.fetch(url, init);
      },
    });
    await client.support.send({ title: 'Vraag', text: 'Hoe?' });
    expect(receivers).toEqual([undefined]);
  });

  it('accepts the platform fetch as it is (checked by the type checker)', () => {
    expectTypeOf(globalThis.fetch).toExtend<FetchLike>();
  });

  it('uses the base URL it is given', async () => {
    const fake = createFakeFetch();
    const client = createApiClient({ fetch: fake.fetch, baseUrl: 'http://localhost:3000/api' });
    await client.auth.forgotPassword({ email: 'a@b.nl' });
    expect(fake.requests[0]?.url).toBe('http://localhost:3000/api/rest-auth/inlener-forgot-password/');
  });
});

describe('auth.login', () => {
  const user = exampleUser();

  it('posts the credentials without a bearer token and keeps the tokens it gets', async () => {
    const rotated = { ...tokens, access: 'toegang-2', refresh: 'ververs-2' };
    const { client, requests, tokenStore } = setup(() => ({ json: { ...rotated, user } }), null);
    const answer = await client.auth.login({ username: 'jan', password: 'geheim' });
    expect(requests[0]?.url).toBe('/api/rest-auth/inlener-login/');
    expect(requests[0]?.body).toEqual({ username: 'jan', password: 'geheim' });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.headers['X-CSRFToken']).toBe('csrf-waarde');
    expect(answer.user).toEqual(user);
    expect(tokenStore.get()).toEqual(rotated);
  });

  it('keeps the old tokens untouched when the credentials are refused', async () => {
    const { client, tokenStore } = setup(() => ({
      status: 400,
      json: { errors: {}, non_field_errors: ['Onjuiste gebruikersnaam of wachtwoord'] },
    }));
    await expect(client.auth.login({ username: 'jan', password: 'fout' })).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toEqual(tokens);
  });
});

describe('auth.loginAgency', () => {
  it('posts the credentials to the agency login and keeps the tokens it gets', async () => {
    const rotated = { ...tokens, access: 'toegang-3', refresh: 'ververs-3' };
    const user = exampleUser();
    const { client, requests, tokenStore } = setup(() => ({ json: { ...rotated, user } }), null);
    const answer = await client.auth.loginAgency({ username: 'bureau', password: 'geheim' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('/api/rest-auth/uitlener-login/');
    expect(requests[0]?.body).toEqual({ username: 'bureau', password: 'geheim' });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(answer.user).toEqual(user);
    expect(tokenStore.get()).toEqual(rotated);
  });

  it('keeps the old tokens when a hirer account tries the agency login', async () => {
    const { client, tokenStore } = setup(() => ({
      status: 400,
      json: { errors: {}, non_field_errors: ['Kan niet inloggen met de opgegeven gegevens.'] },
    }));
    await expect(client.auth.loginAgency({ username: 'jan', password: 'goed' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(tokenStore.get()).toEqual(tokens);
  });
});

describe('auth.logout', () => {
  it('posts an empty body with the bearer token and clears the tokens', async () => {
    const { client, requests, tokenStore } = setup(() => ({ status: 204 }));
    await client.auth.logout();
    expect(requests[0]?.url).toBe('/api/rest-auth/logout/');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.headers.Authorization).toBe('Bearer toegang-1');
    expect(tokenStore.get()).toBeNull();
  });

  it('clears the tokens and does not call the 401 hook when the server answers 401', async () => {
    const { client, tokenStore, onUnauthorized } = setup(() => ({
      status: 401,
      json: { detail: 'Verlopen' },
    }));
    await expect(client.auth.logout()).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the tokens when the server cannot be reached', async () => {
    const { client, tokenStore } = setup(() => new TypeError('fetch failed'));
    await expect(client.auth.logout()).rejects.toMatchObject({ kind: 'network' });
    expect(tokenStore.get()).toBeNull();
  });

  it('does not call the 401 hook when the refresh before logout is refused', async () => {
    const expiring = { ...tokens, access_expiration: new Date(NOW + 1_000).toISOString() };
    const { client, requests, tokenStore, onUnauthorized } = setup(
      () => ({ status: 401, json: { detail: 'x' } }),
      expiring,
    );
    await expect(client.auth.logout()).rejects.toMatchObject({ status: 401 });
    expect(requests.map((request) => request.url)).toEqual(['/api/rest-auth/token/refresh/']);
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends nothing when nobody is logged in', async () => {
    const { client, requests } = setup(undefined, null);
    await client.auth.logout();
    expect(requests).toHaveLength(0);
  });
});

describe('auth.exchangeHandoverCode', () => {
  it('posts the code, answers with tokens and user, and keeps only the token set', async () => {
    const { client, requests, tokenStore } = setup(
      () => ({ json: { ...tokens, user: exampleUser(), extra: 'genegeerd' } }),
      null,
    );
    await expect(client.auth.exchangeHandoverCode('code-123')).resolves.toEqual({
      ...tokens,
      user: exampleUser(),
    });
    expect(requests[0]?.url).toBe('/api/rest-auth/handover/');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({ code: 'code-123' });
    expect(tokenStore.get()).toEqual(tokens);
  });

  it('stores nothing when the code is refused', async () => {
    const { client, tokenStore } = setup(
      () => ({ status: 400, json: { errors: { code: ['Ongeldig'] }, non_field_errors: [] } }),
      null,
    );
    await expect(client.auth.exchangeHandoverCode('oud')).rejects.toMatchObject({ status: 400 });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('auth.refresh', () => {
  it('exchanges the refresh token and keeps the new set', async () => {
    const rotated = { ...tokens, access: 'toegang-2', refresh: 'ververs-2' };
    const { client, requests, tokenStore } = setup(() => ({ json: rotated }));
    await expect(client.auth.refresh()).resolves.toEqual(rotated);
    expect(requests[0]?.url).toBe('/api/rest-auth/token/refresh/');
    expect(requests[0]?.body).toEqual({ refresh: 'ververs-1' });
    expect(tokenStore.get()).toEqual(rotated);
  });
});

describe('subscription.patch', () => {
  it('sends PUT, not PATCH', async () => {
    const { client, requests } = setup(() => ({ json: { salary_table_update_emails: true, users: [] } }));
    await client.subscription.patch({ salary_table_update_emails: true });
    expect(requests[0]?.method).toBe('PUT');
  });
});

describe('schemes.update', () => {
  it('surfaces a stale expected_version as a 412 ApiError', async () => {
    const { client, onUnauthorized } = setup(() => ({
      status: 412,
      json: { detail: 'De gegevens zijn intussen gewijzigd.' },
    }));
    const attempt = client.schemes.update({ ...schemePayload, inlener_cao_id: 7, expected_version: 3 });
    await expect(attempt).rejects.toMatchObject({
      status: 412,
      detail: 'De gegevens zijn intussen gewijzigd.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
