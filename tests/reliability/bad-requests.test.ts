/**
 * Issue 14: generated bad requests for every operation of the OpenAPI document, on both engines, against the
 * app listening on a real port (fetch over keep-alive for ordinary requests, raw sockets for the bytes fetch
 * will not send). No answer may be 500 or more; every 4xx has the documented error body (validated with ajv
 * against the schema the document gives for that status, else the generic `{detail}` or field-errors
 * format) with a Dutch text; no raw connection is left hanging. The cases are generated without chance
 * (bad-request-cases.ts) and sent one after another, each operation by a fresh session of a user of the
 * right company kind, with the clock moved past every rate-limit window before each request, so every run
 * sees the same answers; the figures go to docs/reliability.md.
 */
import type { KoppelingRequest } from '@beloning/core/schemas';
import { Ajv, type ValidateFunction } from 'ajv';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { REQUEST_TIMEOUT_MS } from '../../server/src/app.js';
import { createTestUser, type TestUser } from '../helpers/accounts.js';
import { fakeKvkRegistry, registrationBody, uniqueKvkNr } from '../helpers/account-api.js';
import { testConfig } from '../helpers/app.js';
import { describeEachEngine } from '../helpers/database.js';
import { saveScheme, schemePayloadFor } from '../helpers/schemes.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  badRequestCases,
  startingRequest,
  type BadRequestCase,
  type CaseAuth,
  type Operation,
  type OperationDoc,
  type SchemaNode,
} from './bad-request-cases.js';
import { rawExchange } from './raw-http.js';
import { reportSection, table } from './report.js';

/** What one operation answered on one engine. */
interface OperationFigures {
  requests: number;
  /** Status (or 'no answer' for a request the client cut short) -> count. */
  statuses: Record<string, number>;
  /** Statuses seen that the operation's `responses` do not list. */
  undocumented: string[];
  /** 4xx answers in the generic error format but not in the schema the document gives for their status. */
  otherThanDocumented: string[];
}

interface EngineFigures {
  operations: Record<string, OperationFigures>;
  serverErrors: number;
  badFormat: number;
  notDutch: number;
  hung: number;
}

const OPERATION_MINIMUM = 50;

/**
 * The operations sent one at a time with the clock moved past every rate-limit window before each request:
 * those with a rate limit (per account or per user, which the per-address factor does not lift), and the
 * acceptance of a proposal, which adds a version of the scheme that the PUT of a new version also writes.
 */
const SEQUENTIAL = new Set([
  'POST /api/rest-auth/inlener-login/',
  'POST /api/rest-auth/uitlener-login/',
  'POST /api/rest-auth/inlener-registration/',
  'POST /api/rest-auth/uitlener-registration/',
  'POST /api/rest-auth/inlener-activation/',
  'POST /api/rest-auth/uitlener-activation/',
  'POST /api/rest-auth/inlener-verify-email/',
  'POST /api/rest-auth/inlener-forgot-password/',
  'POST /api/rest-auth/inlener-reset-password/',
  'POST /api/inleners/support/',
  'POST /api/uitleners/invites/',
  'PUT /api/inleners/inleners-cao/{id}/proposal/',
]);

/**
 * Words of fastify's, Node's and zod's English messages ('Body cannot be empty', 'Unsupported Media Type',
 * 'Invalid input: expected string', 'Route not found'); none occurs in a Dutch message of the API.
 */
const ENGLISH =
  /\b(the|must|should|cannot|can't|required|invalid|unexpected|expected|received|missing|unsupported|not found|too (large|long|big|small)|bad request|forbidden|unauthori[sz]ed|not allowed|internal|error|body|request|property|string|number|boolean|object|array|failed|unknown|header|route|media type|payload|unrecognized)\b/i;

const DETAIL_SCHEMA = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
  additionalProperties: false,
};
const FIELD_ERRORS_SCHEMA = {
  type: 'object',
  properties: {
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    non_field_errors: { type: 'array', items: { type: 'string' } },
  },
  required: ['errors', 'non_field_errors'],
  additionalProperties: false,
};

const report = reportSection<EngineFigures>('bad-requests', (figures) => {
  const { pglite, postgres } = figures;
  const names = Object.keys(pglite.operations);
  const statuses = (operation: OperationFigures | undefined) =>
    operation === undefined
      ? '-'
      : Object.entries(operation.statuses)
          .map(([status, count]) => `${status} × ${count}`)
          .join(', ');
  const undocumented = names.flatMap((name) => {
    const seen = [
      ...new Set([
        ...(pglite.operations[name]?.undocumented ?? []),
        ...(postgres.operations[name]?.undocumented ?? []),
      ]),
    ];
    return seen.length === 0 ? [] : [`- \`${name}\`: ${seen.join(', ')}`];
  });
  const otherShapes = names.flatMap((name) => {
    const seen = [
      ...new Set([
        ...(pglite.operations[name]?.otherThanDocumented ?? []),
        ...(postgres.operations[name]?.otherThanDocumented ?? []),
      ]),
    ];
    return seen.length === 0 ? [] : [`- \`${name}\`: ${seen.join(', ')}`];
  });
  const total = (engine: EngineFigures) =>
    Object.values(engine.operations).reduce((sum, operation) => sum + operation.requests, 0);
  return [
    '## Bad requests',
    '',
    '`tests/reliability/bad-requests.test.ts`: for every operation of `/api/docs/json`, requests generated from its',
    'parameters and body schema (`tests/reliability/bad-request-cases.ts`: NUL, lone surrogates, int4 and int8',
    'boundaries, 1 MB strings, wrong types, missing and unknown fields, bodies that are not JSON or not UTF-8,',
    'other content types, broken chunked bodies, oversized headers, wrong Content-Length, missing and garbage',
    'tokens), sent to the app listening on a port, one operation after another.',
    '',
    table(
      ['', 'PGlite', 'PostgreSQL'],
      [
        ['operations', names.length, Object.keys(postgres.operations).length],
        ['requests', total(pglite), total(postgres)],
        [
          `fewest requests of one operation (at least ${OPERATION_MINIMUM})`,
          fewest(pglite),
          fewest(postgres),
        ],
        ['**answers of 500 or more**', pglite.serverErrors, postgres.serverErrors],
        ['4xx answers not in the documented format', pglite.badFormat, postgres.badFormat],
        ['4xx answers with English text', pglite.notDutch, postgres.notDutch],
        ['connections left hanging', pglite.hung, postgres.hung],
      ],
    ),
    '',
    "Statuses seen that the operation's `responses` in the OpenAPI document do not list (not yet an assertion:",
    'the document is being completed):',
    '',
    ...(undocumented.length === 0 ? ['- none'] : undocumented),
    '',
    'Error bodies in the documented error format but not in the schema the document gives for their status',
    "(for example a `{detail}` answer of Node's HTTP parser where the operation documents field errors for",
    '400; also not yet an assertion):',
    '',
    ...(otherShapes.length === 0 ? ['- none'] : otherShapes),
    '',
    '### Per operation',
    '',
    "'no answer': the client cut its own request short (a chunked body or a body shorter than its",
    'Content-Length) and the server closed the connection.',
    '',
    table(
      ['operation', 'requests', 'statuses (PGlite)', 'statuses (PostgreSQL)'],
      names.map((name) => [
        `\`${name}\``,
        pglite.operations[name]!.requests,
        statuses(pglite.operations[name]),
        statuses(postgres.operations[name]),
      ]),
    ),
  ].join('\n');
});

function fewest(engine: EngineFigures): number {
  return Math.min(...Object.values(engine.operations).map((operation) => operation.requests));
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDoc>>;
}

describeEachEngine('bad requests', (engine: Engine) => {
  const test = useTestApp(engine, {
    template: 'schoonmaak',
    kvk: fakeKvkRegistry(),
    // Every request comes from 127.0.0.1: the per-address limits must not turn answers into 429s. The
    // per-account limits stay; the clock moves past their windows before every request.
    config: testConfig({ rateLimitPerIpFactor: 9999 }),
  });

  let port: number;
  let csrfPair: { cookie: string; token: string };
  let owner: TestUser;
  let linkedAgency: TestUser;
  let agencyKvk: string;
  let scheme: { id: number; guid: string };
  let compliance: number;
  let proposalGuid: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('geen poort');
    port = address.port;

    // A hirer with a scheme and a compliance, both shared with an agency, which has a proposal open for
    // the hirer: so every id in a path is real and the requests reach validation and the handlers.
    owner = await createTestUser(test.db, { kvkVerified: true, companyName: 'Eigenaar Schoonmaak B.V.' });
    agencyKvk = uniqueKvkNr();
    linkedAgency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: agencyKvk });
    const ownerToken = await test.tokenOf(owner.userId);
    scheme = await saveScheme(test.app, ownerToken);
    const created = await test.call(ownerToken, 'POST', '/api/inleners/cao-compliance/', complianceBody());
    expect(created.statusCode, created.body).toBe(201);
    compliance = created.json<{ id: number }>().id;
    for (const url of [
      `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`,
      `/api/inleners/cao-compliance/${compliance}/koppelingen/`,
    ]) {
      const shared = await test.call(ownerToken, 'PUT', url, { koppelingen: [link()] });
      expect(shared.statusCode, shared.body).toBe(200);
    }
    const agencyToken = await test.tokenOf(linkedAgency.userId);
    const helpOn = await test.call(agencyToken, 'PUT', '/api/uitleners/company/', {
      proposals_enabled: true,
    });
    expect(helpOn.statusCode, helpOn.body).toBe(200);
    const proposal = await test.call(agencyToken, 'PUT', '/api/inleners/inleners-cao/', {
      ...schemePayloadFor(),
      signed_fullname: 'Petra Uitzend',
      proposal_inlener_id: owner.companyId,
      inlener_cao_id: scheme.id,
      expected_version: 1,
    });
    expect(proposal.statusCode, proposal.body).toBe(200);
    proposalGuid = proposal.json<{ guid: string }>().guid;

    const csrfAnswer = await fetch(`http://127.0.0.1:${port}/api/csrf/`);
    const token = (await csrfAnswer.json()) as { csrf_token: string };
    csrfPair = { cookie: `csrftoken=${token.csrf_token}`, token: token.csrf_token };
    document = (await (await fetch(`http://127.0.0.1:${port}/api/docs/json`)).json()) as OpenApiDocument;
  }, 120_000);

  const link = (): KoppelingRequest => ({
    kvk_nr: agencyKvk,
    handelsnaam: 'Uitzendbureau Gelinkt',
    contact_email: linkedAgency.email,
    disabled: false,
  });
  const complianceBody = () => ({
    cao_id: 1,
    signed_fullname: 'Jan de Vries',
    jobs: [{ job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 101, minimal_payscale: 'LG2' }],
  });

  /** The valid request each operation's cases start from: real ids, an accepted query and body. */
  function startingPoint(method: string, path: string): Pick<Operation, 'pathValues' | 'query' | 'body'> {
    const id = (value: string | number) => ({ id: String(value) });
    const pathValues: Record<string, Record<string, string>> = {
      '/api/inleners/inleners-cao/{id}/': id(scheme.guid),
      '/api/inleners/inleners-cao/{id}/export/': id(scheme.guid),
      '/api/inleners/inleners-cao/{id}/versions/': id(scheme.guid),
      '/api/inleners/inleners-cao/{id}/proposal/': id(proposalGuid),
      '/api/inleners/inleners-cao/{id}/koppelingen/': id(scheme.guid),
      '/api/inleners/cao-compliance/{id}': id(compliance),
      '/api/inleners/cao-compliance/{id}/': id(compliance),
      '/api/inleners/cao-compliance/{id}/koppelingen/': id(compliance),
      '/api/uitleners/inleners-cao/{id}/': id(scheme.guid),
      '/api/uitleners/inleners-cao/{id}/export/': id(scheme.guid),
      '/api/uitleners/inleners-cao/{id}/versions/': id(scheme.guid),
      '/api/uitleners/cao-compliance/{id}/': id(compliance),
      '/api/uitleners/inleners/{id}/voorstel/': id(owner.companyId),
      '/api/inleners/caos/{id}': id(1),
      '/api/inleners/caos/{id}/': id(1),
    };
    const queries: Record<string, Record<string, string>> = {
      '/api/inleners/handelsnaam/': { kvk_nr: '69599084' },
      '/api/inleners/inleners-cao/{id}/export/': { format: 'json' },
      '/api/uitleners/inleners-cao/{id}/export/': { format: 'setu' },
      '/api/inleners/werksoorts/': { cao_id: '1' },
      '/api/inleners/salary-tables/': { cao_id: '1' },
    };
    const nobody = { username: 'niemand@voorbeeld.nl', password: 'Geen-wachtwoord-2025' };
    const link64 = { uidb64: 'MQ', token: 'a'.repeat(43) };
    const bodies: Record<string, unknown> = {
      'POST /api/rest-auth/inlener-login/': nobody,
      'POST /api/rest-auth/uitlener-login/': nobody,
      'POST /api/rest-auth/logout/': {},
      'POST /api/rest-auth/token/refresh/': { refresh: 'geen.geldig.token' },
      'POST /api/rest-auth/handover/': { code: 'a'.repeat(43) },
      'POST /api/inleners/inleners-cao/': schemePayloadFor(),
      'PUT /api/inleners/inleners-cao/': {
        ...schemePayloadFor(),
        inlener_cao_id: scheme.id,
        expected_version: 1,
      },
      'PUT /api/inleners/inleners-cao/{id}/proposal/': {
        accept: true,
        signed_fullname: 'Jan de Vries',
        follow_salary_tables: true,
      },
      'POST /api/inleners/cao-compliance/': complianceBody(),
      'PUT /api/inleners/inleners-cao/{id}/koppelingen/': { koppelingen: [link()] },
      'PUT /api/inleners/cao-compliance/{id}/koppelingen/': { koppelingen: [link()] },
      'PUT /api/uitleners/company/': { proposals_enabled: true },
      'POST /api/uitleners/invites/': {
        kvk_nr: '69599084',
        email: 'uitgenodigd@voorbeeld.nl',
        proposals_enabled: true,
      },
      'POST /api/uitleners/inleners/{id}/voorstel/': { guid: scheme.guid },
      'POST /api/inleners/support/': { title: 'Een vraag', text: 'Hoe werkt dit?' },
      'POST /api/rest-auth/inlener-registration/': registrationBody('slecht-inlener'),
      'POST /api/rest-auth/uitlener-registration/': registrationBody('slecht-uitlener'),
      'POST /api/rest-auth/inlener-activation/': { ...link64, password: 'Herfst-wachtwoord-2025' },
      'POST /api/rest-auth/uitlener-activation/': { ...link64, password: 'Herfst-wachtwoord-2025' },
      'POST /api/rest-auth/inlener-verify-email/': link64,
      'POST /api/rest-auth/inlener-forgot-password/': { email: 'niemand@voorbeeld.nl' },
      'POST /api/rest-auth/inlener-reset-password/': {
        ...link64,
        new_password1: 'Herfst-wachtwoord-2025',
        new_password2: 'Herfst-wachtwoord-2025',
      },
      'PUT /api/rest-auth/inlener-user/': { salary_table_update_emails: true },
      'POST /api/rest-auth/inlener-change-email/': { email: 'nieuw-adres@voorbeeld.nl' },
      'PUT /api/rest-auth/verify-kvk/': { company_name: 'Test EMZ Dagobert', kvk_nr: '69599084' },
      'PUT /api/rest-auth/subscription/': { salary_table_update_emails: true },
      'PUT /api/rest-auth/subscription-users/': { email: 'niemand@voorbeeld.nl', can_create_schemes: false },
      'DELETE /api/rest-auth/subscription-users/': { email: 'niemand@voorbeeld.nl' },
      'POST /api/rest-auth/inlener-subscription-user-add/': {
        email: 'collega@voorbeeld.nl',
        username: 'collega@voorbeeld.nl',
        can_create_schemes: true,
      },
    };
    const doc = document.paths[path]?.[method.toLowerCase()];
    const schema = doc?.requestBody?.content['application/json']?.schema;
    return {
      pathValues: pathValues[path] ?? {},
      query: queries[path] ?? {},
      body: bodies[`${method} ${path}`] ?? (schema === undefined ? undefined : minimalBody(schema)),
    };
  }

  /** The user whose sessions send an operation's requests. */
  function callerOf(path: string): TestUser {
    return path.startsWith('/api/uitleners/') ? linkedAgency : owner;
  }

  /**
   * The access token of each request of an operation. One session serves the whole operation while the
   * clock stands still; a request that would end what the next one needs gets its own: a logout its own
   * session, the deletion of an account its own account (without a password, so nothing is hashed). After
   * every move of the clock, which would let an access token expire, each request gets a fresh session.
   */
  function sessionsFor(method: string, path: string, caller: TestUser, pastLimits: boolean) {
    if (method === 'DELETE' && path === '/api/rest-auth/inlener-user/') {
      return async () => test.tokenOf((await createTestUser(test.db, { password: null })).userId);
    }
    if (pastLimits || (method === 'POST' && path === '/api/rest-auth/logout/')) {
      return () => test.tokenOf(caller.userId);
    }
    let shared: Promise<string> | undefined;
    return () => (shared ??= test.tokenOf(caller.userId));
  }

  async function authHeaders(
    auth: CaseAuth,
    session: () => Promise<string>,
  ): Promise<Record<string, string>> {
    if (auth.kind === 'token') return { authorization: `Bearer ${await session()}` };
    if (auth.kind === 'header') return { authorization: auth.value };
    return auth.csrf ? { cookie: csrfPair.cookie, 'x-csrftoken': csrfPair.token } : {};
  }

  /** Sends one case; gives back each answer as status and body text (none for an unanswered raw case). */
  async function send(
    operation: Operation,
    request: BadRequestCase,
    session: () => Promise<string>,
  ): Promise<{ answers: { status: number; body: string }[]; problem?: string }> {
    const headers = await authHeaders(request.auth, session);
    if (request.transport === 'fetch') {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${request.url}`, {
          method: operation.method,
          headers: { ...request.headers, ...headers },
          redirect: 'manual',
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        return { answers: [{ status: response.status, body: await response.text() }] };
      } catch (error) {
        return { answers: [], problem: `no answer (${String((error as Error).cause ?? error)})` };
      }
    }
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    // The server's own limit: a request that has not arrived whole is answered 408 after REQUEST_TIMEOUT_MS,
    // which Node checks every 30 seconds.
    const exchange = await rawExchange(
      port,
      {
        bytes: request.bytes(lines),
        endAtOnce: request.mayGoUnanswered,
        ...(request.after === undefined ? {} : { after: request.after }),
      },
      REQUEST_TIMEOUT_MS + 35_000,
    );
    const answers = exchange.responses.map((response) => ({ status: response.status, body: response.body }));
    if (exchange.hung) return { answers, problem: 'connection left hanging' };
    if (answers.length === 0 && !request.mayGoUnanswered) {
      return {
        answers,
        problem: `closed without an answer (${JSON.stringify(exchange.rest.slice(0, 100))})`,
      };
    }
    return { answers };
  }

  it(`answers at least ${OPERATION_MINIMUM} bad requests per operation, none with a 500, every 4xx documented and Dutch`, async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const generic = ajv.compile({ anyOf: [DETAIL_SCHEMA, FIELD_ERRORS_SCHEMA] });
    const validators = new Map<string, ValidateFunction>();
    const figures: EngineFigures = { operations: {}, serverErrors: 0, badFormat: 0, notDutch: 0, hung: 0 };
    const offenders: string[] = [];

    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([lowerMethod, doc]): Operation => {
        const method = lowerMethod.toUpperCase();
        return { method, path, doc, ...startingPoint(method, path) };
      }),
    );
    // In the document's order, whatever order they finish in.
    for (const operation of operations) {
      figures.operations[`${operation.method} ${operation.path}`] = {
        requests: 0,
        statuses: {},
        undocumented: [],
        otherThanDocumented: [],
      };
    }

    /**
     * Sends every case of one operation, one after another. With `pastLimits` the clock first moves past
     * every rate-limit window (the longest is an hour), so a limit never hides an answer.
     */
    const run = async (operation: Operation, pastLimits: boolean) => {
      const { method, path, doc } = operation;
      const name = `${method} ${path}`;
      const caller = callerOf(path);
      const session = sessionsFor(method, path, caller, pastLimits);
      if (pastLimits) test.clock.advance(61 * 60_000);
      // Whether the operation refuses a request without a token, asked of the server itself.
      const probe = await send(operation, startingRequest(operation), session);
      const needsToken = probe.answers[0]?.status === 401;
      const cases = badRequestCases(operation, needsToken);
      const seen = figures.operations[name]!;
      seen.requests = cases.length;
      if (cases.length < OPERATION_MINIMUM) offenders.push(`${name}: only ${cases.length} requests`);

      for (const request of cases) {
        if (pastLimits) test.clock.advance(61 * 60_000);
        const { answers, problem } = await send(operation, request, session);
        const label = `${name} [${request.name}]`;
        if (problem !== undefined) {
          offenders.push(`${label}: ${problem}`);
          if (problem === 'connection left hanging') figures.hung += 1;
        }
        if (answers.length === 0 && problem === undefined) {
          seen.statuses['no answer'] = (seen.statuses['no answer'] ?? 0) + 1;
        }
        for (const [index, { status, body }] of answers.entries()) {
          // Counted: the final answer of each request. On a raw connection an earlier one may or may not
          // have been written before the server refused what followed (a GET's answer before its broken
          // chunked body), so only the last is the same on every run; every answer is checked all the same.
          if (index === answers.length - 1) seen.statuses[status] = (seen.statuses[status] ?? 0) + 1;
          const final = index === answers.length - 1;
          if (
            final &&
            doc.responses?.[String(status)] === undefined &&
            !seen.undocumented.includes(String(status))
          ) {
            seen.undocumented.push(String(status));
          }
          if (status >= 500) {
            figures.serverErrors += 1;
            offenders.push(`${label}: ${status} ${body.slice(0, 200)}`);
            continue;
          }
          if (status < 400) continue;
          let parsed: unknown;
          try {
            parsed = JSON.parse(body);
          } catch {
            figures.badFormat += 1;
            offenders.push(`${label}: ${status} not JSON: ${body.slice(0, 200)}`);
            continue;
          }
          if (!generic(parsed)) {
            figures.badFormat += 1;
            offenders.push(`${label}: ${status} not the documented error format: ${body.slice(0, 200)}`);
            continue;
          }
          // The schema the document gives for this status: a mismatch is reported, not yet asserted (the
          // document is being completed on another branch).
          const documented = doc.responses?.[String(status)]?.content?.['application/json']?.schema;
          if (documented !== undefined) {
            const key = `${name} ${status}`;
            if (!validators.has(key)) validators.set(key, ajv.compile(documented as object));
            const shape = `${status} ${'detail' in (parsed as object) ? '{detail}' : '{errors, non_field_errors}'}`;
            if (final && !validators.get(key)!(parsed) && !seen.otherThanDocumented.includes(shape)) {
              seen.otherThanDocumented.push(shape);
            }
          }
          const english = texts(parsed).find((text) => ENGLISH.test(text));
          if (english !== undefined) {
            figures.notDutch += 1;
            offenders.push(`${label}: ${status} English text: ${english}`);
          }
        }
      }
      seen.statuses = Object.fromEntries(
        Object.entries(seen.statuses).sort(([a], [b]) => a.localeCompare(b)),
      );
      seen.undocumented.sort();
      seen.otherThanDocumented.sort();
    };

    // First the operations without a rate limit, a few side by side on a clock that stands still (their
    // sessions stay valid); then those with one, one at a time, the clock moving before every request.
    const limited = operations.filter((operation) => SEQUENTIAL.has(`${operation.method} ${operation.path}`));
    const free = operations.filter((operation) => !limited.includes(operation));
    const queue = [...free];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await run(next, false);
      }),
    );
    for (const operation of limited) await run(operation, true);

    report.record(engine, figures);
    expect(operations.length).toBeGreaterThan(40);
    expect(offenders.slice(0, 40), `${offenders.length} problems`).toEqual([]);
    expect(figures.serverErrors).toBe(0);
  }, 600_000);
});

/** The messages of an error body: its detail, or its field and general messages. */
function texts(body: unknown): string[] {
  const { detail, errors, non_field_errors } = body as {
    detail?: string;
    errors?: Record<string, string[]>;
    non_field_errors?: string[];
  };
  return [
    ...(detail === undefined ? [] : [detail]),
    ...Object.values(errors ?? {}).flat(),
    ...(non_field_errors ?? []),
  ];
}

/** A body with every required field of the schema, for an operation without a starting body above. */
function minimalBody(schema: SchemaNode): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum !== undefined) return schema.enum[0];
  if (type === 'object' || schema.properties !== undefined) {
    return Object.fromEntries(
      (schema.required ?? []).map((name) => [name, minimalBody(schema.properties?.[name] ?? {})]),
    );
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'tekst';
}
