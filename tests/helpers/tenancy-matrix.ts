import { eq, sql } from 'drizzle-orm';
import {
  agencyHelpRequestsResponseSchema,
  agencyHirersResponseSchema,
  caoComplianceListResponseSchema,
  inlenersCaoListResponseSchema,
  inlenersCaoSaveResponseSchema,
  uitlenerInvitesResponseSchema,
  type KoppelingRequest,
} from '@beloning/core/schemas';
import { beforeAll, expect } from 'vitest';
import type { App } from '../../server/src/app.js';
import { createHandoverCode } from '../../server/src/auth/handover.js';
import { queryRows } from '../../server/src/db/database.js';
import { schemes } from '../../server/src/db/schema.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from './accounts.js';
import { registrationBody, uniqueKvkNr } from './account-api.js';
import { saveScheme, schemePayloadFor } from './schemes.js';
import type { TestApp } from './test-app.js';

/**
 * The callers, world and rows of the tenancy matrix of issue 4 (tests/reliability/tenancy-matrix.test.ts), also
 * used by the OpenAPI test (tests/server/openapi.test.ts) to call every route as every caller.
 *
 * Two of the callers are squatters (identity by proof of mailbox, server/src/auth/mailboxes.ts), and every
 * route must treat them as the stranger of their kind: the squatter agency registered the linked agency's KVK
 * number first (its founder and main user), while the owner shares with the address of the planner it let
 * in later; the squatter hirer founded a company whose KVK number the linked agency invited, at the address
 * of the colleague it let in later. Neither speaks for the address named, so the number alone gives them
 * nothing: no share, no help request, no invitation to ask for help.
 *
 * Callers run in the order of CALLERS, the owner last: a write that succeeds for the owner (a new version,
 * accepting a proposal) then cannot change what the other callers see. Every call gets a fresh session, so
 * logout only ends its own.
 */

export const CALLERS = [
  'anonymous',
  'unrelatedAgency',
  'squatterAgency',
  'linkedAgency',
  'otherHirer',
  'squatterHirer',
  'subUser',
  'owner',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Expected statuses, in the order of the issue: anonymous, other hirer, sub-user, owner, unrelated, linked.
 * The squatters have no column: they get the stranger's status (the other hirer's, the unrelated agency's).
 */
export type Statuses = [
  anonymous: number,
  otherHirer: number,
  subUser: number,
  owner: number,
  unrelated: number,
  linked: number,
];

export interface Call {
  url: string;
  payload?: unknown;
}

export interface Row {
  method: Method;
  /** The route as fastify registered it, with the /api prefix and its `:id`. */
  route: string;
  expected: Statuses;
  /** The url and body per caller; default: the route with `:id` left as it is and no body. */
  call?: (caller: Caller) => Call | Promise<Call>;
  /**
   * For a list: whether its answer shows what is not for everyone (`them`), and the callers it is for
   * (`to`). Every caller answered 200 must see it exactly when it is among `to`.
   */
  shows?: { them: (body: unknown) => boolean; to: readonly Caller[] };
}

export function expectedFor(statuses: Statuses, caller: Caller): number {
  const [anonymous, otherHirer, subUser, owner, unrelatedAgency, linkedAgency] = statuses;
  return {
    anonymous,
    otherHirer,
    squatterHirer: otherHirer,
    subUser,
    owner,
    unrelatedAgency,
    squatterAgency: unrelatedAgency,
    linkedAgency,
  }[caller];
}

/** The routes of `app.printRoutes({ commonPrefix: false })` as `METHOD /path`, without HEAD and OPTIONS. */
export function registeredRoutes(app: App): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === '' || method === 'HEAD' || method === 'OPTIONS') continue;
      if (path.startsWith('/api/')) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

/**
 * Every row of every table but the rate-limit counters, to prove a refused call wrote nothing. The counters
 * (rate_limit_counters) count refused calls on purpose: that is how a limit sees guessing.
 */
export async function snapshot(app: App): Promise<Record<string, unknown[]>> {
  const tables = await queryRows<{ name: string }>(
    app.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'
          and table_name <> 'rate_limit_counters'
        order by table_name`,
  );
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    result[name] = await queryRows(app.database.db, sql`select * from ${sql.identifier(name)} order by 1`);
  }
  return result;
}

/** The world of the matrix (made in the suite's beforeAll) and its rows: for each route, a call per caller. */
export interface TenancyMatrix {
  rows: () => Row[];
  /** Every caller but the anonymous one, as the user it is. */
  users: () => Record<Exclude<Caller, 'anonymous'>, TestUser>;
  readonly owner: TestUser;
  readonly invitedColleague: TestUser;
  readonly squatterHirer: TestUser;
  readonly squatterAgency: TestUser;
  readonly linkedAgency: TestUser;
  /** The owner's scheme, shared with the linked agency. */
  readonly scheme: { id: number; guid: string };
  /** The owner's cao compliance, shared with the linked agency. */
  readonly compliance: number;
  /** The owner's scheme's current version. */
  currentVersion: () => Promise<number>;
  /** A string no other call of this suite uses (for addresses). */
  tag: () => string;
}

/**
 * Builds the matrix's world in a beforeAll of the calling suite (which must use the 'schoonmaak' template and
 * fakeKvkRegistry) and gives its rows: the owner's company with a sub-user, two other hirers (one a
 * squatter), a linked, a squatter and an unrelated agency, a scheme and a compliance shared with the linked
 * agency, its invitations and a help request. The rows' calls write (new versions, a proposal accepted,
 * accounts deleted at the end): run them once, callers in the order of CALLERS.
 */
export function useTenancyMatrix(test: TestApp, engine: string): TenancyMatrix {
  let owner: TestUser;
  let subUser: TestUser;
  let victim: TestUser;
  let otherHirer: TestUser;
  let squatterHirer: TestUser;
  let invitedColleague: TestUser;
  let linkedAgency: TestUser;
  let squatterAgency: TestUser;
  let unrelatedAgency: TestUser;
  let linkedKvk: string;
  let scheme: { id: number; guid: string };
  let compliance: number;
  let proposalGuid: string | undefined;
  const users = (): Record<Exclude<Caller, 'anonymous'>, TestUser> => ({
    owner,
    subUser,
    otherHirer,
    squatterHirer,
    linkedAgency,
    squatterAgency,
    unrelatedAgency,
  });

  const currentVersion = async () => {
    const [row] = await test.db
      .select({ version: schemes.currentVersion })
      .from(schemes)
      .where(eq(schemes.id, scheme.id));
    if (row === undefined) throw new Error('De regeling van de eigenaar is weg');
    return row.version;
  };
  const isAgency = (caller: Caller) =>
    caller === 'linkedAgency' || caller === 'squatterAgency' || caller === 'unrelatedAgency';
  /** The owner's link to the linked agency: its number, and the planner's address (in capitals: any case). */
  const link = (): KoppelingRequest => ({
    kvk_nr: linkedKvk,
    handelsnaam: `Uitzendbureau ${linkedKvk}`,
    contact_email: linkedAgency.email.toUpperCase(),
    disabled: false,
  });
  let unique = 0;
  const tag = () => `matrix-${engine}-${process.pid}-${++unique}`;

  beforeAll(async () => {
    const ownerKvk = uniqueKvkNr();
    owner = await createTestUser(test.db, {
      kvkVerified: true,
      kvkNr: ownerKvk,
      companyName: 'Eigenaar Schoonmaak B.V.',
    });
    // Let in by the owner (createTestUser): they speak for what the owner speaks for.
    subUser = await createTestUser(test.db, { companyId: owner.companyId, canCreateSchemes: false });
    victim = await createTestUser(test.db, { companyId: owner.companyId });
    otherHirer = await createTestUser(test.db, { kvkVerified: true, companyName: 'Ander Bedrijf B.V.' });
    // The squatter hirer founded the company of a KVK number first; the colleague it let in afterwards has
    // the address the linked agency invites.
    const squatterKvk = uniqueKvkNr();
    squatterHirer = await createTestUser(test.db, {
      kvkVerified: true,
      kvkNr: squatterKvk,
      companyName: 'Kaper Schoonmaak B.V.',
    });
    invitedColleague = await createTestUser(test.db, { companyId: squatterHirer.companyId });
    // The squatter agency registered the linked agency's number first (founder, main user); the planner it
    // let in afterwards, a main user too, is the contact the owner shares with.
    linkedKvk = uniqueKvkNr();
    squatterAgency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: linkedKvk });
    linkedAgency = await createTestUser(test.db, { companyId: squatterAgency.companyId, isMainUser: true });
    unrelatedAgency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: uniqueKvkNr() });

    const ownerToken = await test.tokenOf(owner.userId);
    scheme = await saveScheme(test.app, ownerToken);
    const created = await test.call(ownerToken, 'POST', '/api/inleners/cao-compliance/', {
      cao_id: 1,
      signed_fullname: 'Jan de Vries',
      jobs: [{ job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 101, minimal_payscale: 'LG2' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    compliance = created.json<{ id: number }>().id;
    for (const url of [
      `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`,
      `/api/inleners/cao-compliance/${compliance}/koppelingen/`,
    ]) {
      const shared = await test.call(ownerToken, 'PUT', url, { koppelingen: [link()] });
      expect(shared.statusCode, shared.body).toBe(200);
    }

    // The linked agency's planner offers help and invites the owner and the squatter's colleague at their
    // own addresses; the owner asks it for help, so the request reaches the planner (the inviting user).
    const plannerToken = await test.tokenOf(linkedAgency.userId);
    const helpOn = await test.call(plannerToken, 'PUT', '/api/uitleners/company/', {
      proposals_enabled: true,
    });
    expect(helpOn.statusCode, helpOn.body).toBe(200);
    for (const invite of [
      { kvk_nr: ownerKvk, email: owner.email },
      { kvk_nr: squatterKvk, email: invitedColleague.email },
    ]) {
      const sent = await test.call(plannerToken, 'POST', '/api/uitleners/invites/', {
        ...invite,
        proposals_enabled: true,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const asked = await test.call(ownerToken, 'PUT', '/api/rest-auth/inlener-user/', {
      uitlener_asked_for_help: linkedAgency.companyId,
    });
    expect(asked.statusCode, asked.body).toBe(200);
  }, 120_000);

  /** The linked agency's proposal to change the owner's newest version, made once when a row needs it. */
  const proposal = async (): Promise<string> => {
    if (proposalGuid !== undefined) return proposalGuid;
    const response = await test.call(
      await test.tokenOf(linkedAgency.userId),
      'PUT',
      '/api/inleners/inleners-cao/',
      {
        ...schemePayloadFor(),
        signed_fullname: 'Petra Uitzend',
        proposal_inlener_id: owner.companyId,
        inlener_cao_id: scheme.id,
        expected_version: await currentVersion(),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    proposalGuid = inlenersCaoSaveResponseSchema.parse(response.json()).guid;
    return proposalGuid;
  };

  const S = (path: string) => () => ({ url: path.replace(':id', scheme.guid) });
  const C = (path: string) => () => ({ url: path.replace(':id', String(compliance)) });
  const body = (url: string, payload: unknown) => () => ({ url, payload });

  // Column order of the issue: anonymous, other hirer, sub-user without create permission, owner,
  // unrelated agency, linked agency.
  const OPEN_200: Statuses = [200, 200, 200, 200, 200, 200];
  const ANY_USER_200: Statuses = [401, 200, 200, 200, 200, 200];
  const HIRERS_200: Statuses = [401, 200, 200, 200, 403, 403];
  const MAIN_HIRERS_200: Statuses = [401, 200, 403, 200, 403, 403];
  const OWN_HIRER_READ: Statuses = [401, 404, 200, 200, 403, 403];
  const AGENCIES_200: Statuses = [401, 403, 403, 403, 200, 200];
  const LINKED_AGENCY_200: Statuses = [401, 403, 403, 403, 404, 200];

  const rows = (): Row[] => [
    // Open calls: the bearer token plays no part, so every caller gets the same answer.
    { method: 'GET', route: '/api/docs', expected: OPEN_200 },
    { method: 'GET', route: '/api/docs/json', expected: OPEN_200 },
    { method: 'GET', route: '/api/csrf/', expected: OPEN_200 },
    { method: 'GET', route: '/api/health', expected: OPEN_200 },
    {
      method: 'GET',
      route: '/api/inleners/handelsnaam/',
      expected: OPEN_200,
      call: () => ({ url: '/api/inleners/handelsnaam/?kvk_nr=69599084' }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/inlener-login/',
      expected: OPEN_200,
      call: body('/api/rest-auth/inlener-login/', { username: owner.username, password: TEST_PASSWORD }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/uitlener-login/',
      expected: OPEN_200,
      call: body('/api/rest-auth/uitlener-login/', {
        username: linkedAgency.username,
        password: TEST_PASSWORD,
      }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/inlener-registration/',
      expected: [201, 201, 201, 201, 201, 201],
      call: () => ({ url: '/api/rest-auth/inlener-registration/', payload: registrationBody(tag()) }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/uitlener-registration/',
      expected: [201, 201, 201, 201, 201, 201],
      call: () => ({ url: '/api/rest-auth/uitlener-registration/', payload: registrationBody(tag()) }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/inlener-forgot-password/',
      expected: OPEN_200,
      // 5 an hour per address: each caller asks for a different (existing) account.
      call: (caller) => ({
        url: '/api/rest-auth/inlener-forgot-password/',
        payload: { email: caller === 'anonymous' ? victim.email : users()[caller].email },
      }),
    },
    // Link calls with a link nobody was sent: refused alike for every caller, and nothing is written.
    ...(
      [
        ['/api/rest-auth/inlener-activation/', {}],
        ['/api/rest-auth/uitlener-activation/', {}],
        ['/api/rest-auth/inlener-verify-email/', {}],
        [
          '/api/rest-auth/inlener-reset-password/',
          { new_password1: 'Herfst-wachtwoord-2025', new_password2: 'Herfst-wachtwoord-2025' },
        ],
      ] as const
    ).map(([route, extra]): Row => ({
      method: 'POST',
      route,
      expected: [400, 400, 400, 400, 400, 400],
      call: body(route, { uidb64: 'MQ', token: 'a'.repeat(43), ...extra }),
    })),
    {
      method: 'POST',
      route: '/api/rest-auth/token/refresh/',
      expected: OPEN_200,
      call: async () => ({
        url: '/api/rest-auth/token/refresh/',
        payload: {
          refresh: (await test.app.sessions.issueTokenSet(test.db, owner.userId, test.clock.now())).refresh,
        },
      }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/handover/',
      expected: OPEN_200,
      call: async () => ({
        url: '/api/rest-auth/handover/',
        payload: { code: await createHandoverCode(test.db, linkedAgency.userId, test.clock.now()) },
      }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/logout/',
      expected: ANY_USER_200,
      call: body('/api/rest-auth/logout/', {}),
    },

    // The hirer's own account.
    { method: 'GET', route: '/api/rest-auth/inlener-user/', expected: HIRERS_200 },
    {
      method: 'PUT',
      route: '/api/rest-auth/inlener-user/',
      expected: HIRERS_200,
      call: body('/api/rest-auth/inlener-user/', { salary_table_update_emails: true }),
    },
    {
      method: 'POST',
      route: '/api/rest-auth/inlener-change-email/',
      expected: HIRERS_200,
      call: () => ({ url: '/api/rest-auth/inlener-change-email/', payload: { email: `${tag()}@nieuw.nl` } }),
    },
    {
      method: 'PUT',
      route: '/api/rest-auth/verify-kvk/',
      // Both hirer companies are verified already, so their details are read-only (409).
      expected: [401, 409, 403, 409, 403, 403],
      call: body('/api/rest-auth/verify-kvk/', { company_name: 'Test EMZ Dagobert', kvk_nr: '69599084' }),
    },
    { method: 'GET', route: '/api/rest-auth/subscription/', expected: HIRERS_200 },
    {
      method: 'PUT',
      route: '/api/rest-auth/subscription/',
      expected: MAIN_HIRERS_200,
      call: body('/api/rest-auth/subscription/', { salary_table_update_emails: true }),
    },
    { method: 'GET', route: '/api/rest-auth/subscription-users/', expected: MAIN_HIRERS_200 },
    {
      method: 'POST',
      route: '/api/rest-auth/inlener-subscription-user-add/',
      expected: [401, 201, 403, 201, 403, 403],
      call: () => {
        const email = `${tag()}@team.nl`;
        return { url: '/api/rest-auth/inlener-subscription-user-add/', payload: { email, username: email } };
      },
    },
    {
      method: 'PUT',
      route: '/api/rest-auth/subscription-users/',
      // The owner's sub-user is another company's user for the other hirer: 404.
      expected: [401, 404, 403, 200, 403, 403],
      call: () => ({
        url: '/api/rest-auth/subscription-users/',
        payload: { email: victim.email, can_create_schemes: false },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/rest-auth/subscription-users/',
      expected: [401, 404, 403, 204, 403, 403],
      call: () => ({ url: '/api/rest-auth/subscription-users/', payload: { email: victim.email } }),
    },

    // Cao data: any logged-in user, the same for every company.
    { method: 'GET', route: '/api/inleners/caos-list/', expected: ANY_USER_200 },
    { method: 'GET', route: '/api/inleners/caos-list/latest/', expected: ANY_USER_200 },
    {
      method: 'GET',
      route: '/api/inleners/caos/:id',
      expected: ANY_USER_200,
      call: () => ({ url: '/api/inleners/caos/1' }),
    },
    {
      method: 'GET',
      route: '/api/inleners/caos/:id/',
      expected: ANY_USER_200,
      call: () => ({ url: '/api/inleners/caos/1/' }),
    },
    { method: 'GET', route: '/api/inleners/aard-types/', expected: ANY_USER_200 },
    {
      method: 'GET',
      route: '/api/inleners/werksoorts/',
      expected: ANY_USER_200,
      call: () => ({ url: '/api/inleners/werksoorts/?cao_id=1' }),
    },
    {
      method: 'GET',
      route: '/api/inleners/salary-tables/',
      expected: ANY_USER_200,
      call: () => ({ url: '/api/inleners/salary-tables/?cao_id=1' }),
    },

    // Schemes: the owner's scheme, shared with the linked agency.
    {
      method: 'GET',
      route: '/api/inleners/inleners-cao-list/',
      expected: HIRERS_200,
      shows: {
        them: (list) => inlenersCaoListResponseSchema.parse(list).some((item) => item.guid === scheme.guid),
        to: ['subUser', 'owner'],
      },
    },
    {
      method: 'GET',
      route: '/api/inleners/inleners-cao/:id/',
      expected: OWN_HIRER_READ,
      call: S('/api/inleners/inleners-cao/:id/'),
    },
    {
      method: 'GET',
      route: '/api/inleners/inleners-cao/:id/versions/',
      expected: OWN_HIRER_READ,
      call: S('/api/inleners/inleners-cao/:id/versions/'),
    },
    {
      method: 'GET',
      route: '/api/inleners/inleners-cao/:id/export/',
      expected: OWN_HIRER_READ,
      call: S('/api/inleners/inleners-cao/:id/export/?format=json'),
    },
    {
      method: 'POST',
      route: '/api/inleners/inleners-cao/',
      // Agencies send a proposal of a new scheme for the owner: only the linked agency may.
      expected: [401, 201, 403, 201, 404, 201],
      call: (caller) => ({
        url: '/api/inleners/inleners-cao/',
        payload: {
          ...schemePayloadFor(),
          proposal_inlener_id: isAgency(caller) ? owner.companyId : null,
        },
      }),
    },
    {
      method: 'PUT',
      route: '/api/inleners/inleners-cao/',
      // The linked agency's PUT is a proposal (no new version); the owner's is version N + 1.
      expected: [401, 404, 403, 200, 404, 200],
      call: async (caller) => ({
        url: '/api/inleners/inleners-cao/',
        payload: {
          ...schemePayloadFor(),
          proposal_inlener_id: isAgency(caller) ? owner.companyId : null,
          inlener_cao_id: scheme.id,
          expected_version: await currentVersion(),
        },
      }),
    },
    {
      method: 'PUT',
      route: '/api/inleners/inleners-cao/:id/proposal/',
      expected: [401, 404, 403, 200, 403, 403],
      call: async () => ({
        url: `/api/inleners/inleners-cao/${await proposal()}/proposal/`,
        payload: { accept: true, signed_fullname: 'Jan de Vries', follow_salary_tables: true },
      }),
    },
    {
      method: 'PUT',
      route: '/api/inleners/inleners-cao/:id/koppelingen/',
      expected: [401, 404, 403, 200, 403, 403],
      call: () => ({
        url: `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`,
        payload: { koppelingen: [link()] },
      }),
    },

    // Cao compliance.
    {
      method: 'GET',
      route: '/api/inleners/cao-compliance-list/',
      expected: HIRERS_200,
      shows: {
        them: (list) => caoComplianceListResponseSchema.parse(list).some((item) => item.id === compliance),
        to: ['subUser', 'owner'],
      },
    },
    {
      method: 'GET',
      route: '/api/inleners/cao-compliance/:id',
      expected: OWN_HIRER_READ,
      call: C('/api/inleners/cao-compliance/:id'),
    },
    {
      method: 'GET',
      route: '/api/inleners/cao-compliance/:id/',
      expected: OWN_HIRER_READ,
      call: C('/api/inleners/cao-compliance/:id/'),
    },
    {
      method: 'POST',
      route: '/api/inleners/cao-compliance/',
      expected: [401, 201, 403, 201, 403, 403],
      call: body('/api/inleners/cao-compliance/', { cao_id: 1, signed_fullname: 'Jan de Vries', jobs: [] }),
    },
    {
      method: 'PUT',
      route: '/api/inleners/cao-compliance/:id/koppelingen/',
      expected: [401, 404, 403, 200, 403, 403],
      call: () => ({
        url: `/api/inleners/cao-compliance/${compliance}/koppelingen/`,
        payload: { koppelingen: [link()] },
      }),
    },

    // The hirer's view of agencies, and support.
    {
      method: 'GET',
      route: '/api/inleners/uitlener-invites/',
      expected: HIRERS_200,
      // The linked agency invited the owner's address (the sub-user speaks for it too) and the squatter's
      // number at its colleague's address: the squatter sees no invitation, like the other hirer.
      shows: {
        them: (list) =>
          uitlenerInvitesResponseSchema
            .parse(list)
            .some((invite) => invite.subscription === linkedAgency.companyId),
        to: ['subUser', 'owner'],
      },
    },
    {
      method: 'POST',
      route: '/api/inleners/support/',
      expected: [401, 201, 201, 201, 403, 403],
      call: body('/api/inleners/support/', { title: 'Vraag over de matrix', text: 'Hoe werkt dit?' }),
    },

    // The agency side.
    {
      method: 'GET',
      route: '/api/uitleners/inleners/',
      expected: AGENCIES_200,
      shows: {
        them: (list) =>
          agencyHirersResponseSchema.parse(list).some((hirer) => hirer.inlener_id === owner.companyId),
        to: ['linkedAgency'],
      },
    },
    {
      method: 'GET',
      route: '/api/uitleners/inleners-cao/:id/',
      expected: LINKED_AGENCY_200,
      call: S('/api/uitleners/inleners-cao/:id/'),
    },
    {
      method: 'GET',
      route: '/api/uitleners/inleners-cao/:id/versions/',
      expected: LINKED_AGENCY_200,
      call: S('/api/uitleners/inleners-cao/:id/versions/'),
    },
    {
      method: 'GET',
      route: '/api/uitleners/inleners-cao/:id/export/',
      expected: LINKED_AGENCY_200,
      call: S('/api/uitleners/inleners-cao/:id/export/?format=setu'),
    },
    {
      method: 'GET',
      route: '/api/uitleners/cao-compliance/:id/',
      expected: LINKED_AGENCY_200,
      call: C('/api/uitleners/cao-compliance/:id/'),
    },
    {
      method: 'POST',
      route: '/api/uitleners/inleners/:id/voorstel/',
      expected: LINKED_AGENCY_200,
      call: () => ({
        url: `/api/uitleners/inleners/${owner.companyId}/voorstel/`,
        payload: { guid: scheme.guid },
      }),
    },
    { method: 'GET', route: '/api/uitleners/company/', expected: AGENCIES_200 },
    {
      method: 'PUT',
      route: '/api/uitleners/company/',
      expected: AGENCIES_200,
      call: body('/api/uitleners/company/', { proposals_enabled: true }),
    },
    { method: 'GET', route: '/api/uitleners/invites/', expected: AGENCIES_200 },
    {
      method: 'POST',
      route: '/api/uitleners/invites/',
      expected: [401, 403, 403, 403, 201, 201],
      call: () => ({
        url: '/api/uitleners/invites/',
        payload: { kvk_nr: uniqueKvkNr(), email: `${tag()}@inlener.nl`, proposals_enabled: true },
      }),
    },
    {
      method: 'GET',
      route: '/api/uitleners/help-requests/',
      expected: AGENCIES_200,
      // The requests of the owner and of the squatter's colleague, under the invitations the planner sent.
      shows: {
        them: (list) =>
          agencyHelpRequestsResponseSchema
            .parse(list)
            .some((request) => [owner.companyId, squatterHirer.companyId].includes(request.inlener_id)),
        to: ['linkedAgency'],
      },
    },

    // Last: deleting an account. The sub-user removes itself, then the owner the whole company.
    { method: 'DELETE', route: '/api/rest-auth/inlener-user/', expected: [401, 204, 204, 204, 403, 403] },
  ];

  return {
    rows,
    users,
    get owner() {
      return owner;
    },
    get invitedColleague() {
      return invitedColleague;
    },
    get squatterHirer() {
      return squatterHirer;
    },
    get squatterAgency() {
      return squatterAgency;
    },
    get linkedAgency() {
      return linkedAgency;
    },
    get scheme() {
      return scheme;
    },
    get compliance() {
      return compliance;
    },
    currentVersion,
    tag,
  };
}
