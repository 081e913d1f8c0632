import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { INT4_MAX, MESSAGES } from '@beloning/core/rules';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registrationBody } from '../../../tests/helpers/account-api.js';
import { csrf } from '../../../tests/helpers/app.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { schemePayloadFor, saveScheme } from '../../../tests/helpers/schemes.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { companies } from '../db/schema.js';
import { connectionErrorAnswer, errorHandler, FRAMEWORK_DETAILS, INVALID_ENCODING } from './errors.js';
import { loggableError, loggerOptions } from './logging.js';

/**
 * Issue 14, point 2: a value the database cannot store as sent is a Dutch 400 under its field on every
 * route, before any query runs (it used to be a 500 that logged the query's parameters), and no database
 * error becomes a 500 or puts personal data in the log.
 */

const LOGIN = '/api/rest-auth/inlener-login/';
const REGISTRATION = '/api/rest-auth/inlener-registration/';
const SCHEMES = '/api/inleners/inleners-cao/';

const NUL = 'anna\u0000@voorbeeld.nl';
const LONE_HIGH = 'Schoonmaak \uD83D BV';
const LONE_LOW = '\uDE00 Schoonmaak';

describeEachEngine('values the database cannot store', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  it('a NUL character on the login, without any session, is the field error, not a 500', async () => {
    const response = await test.callOpen('POST', LOGIN, { username: NUL, password: 'een wachtwoord' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { username: [MESSAGES.invalidCharacter] },
      non_field_errors: [],
    });
  });

  it('a lone surrogate in a registration stores nothing and names the field; a whole emoji is fine', async () => {
    const before = await companyCount();
    const body = registrationBody('emoji', { company_name: LONE_HIGH });
    const refused = await test.callOpen('POST', REGISTRATION, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: { company_name: [MESSAGES.invalidCharacter] },
      non_field_errors: [],
    });
    expect(await companyCount()).toBe(before);
    const whole = await test.callOpen('POST', REGISTRATION, { ...body, company_name: 'Schoonmaak 😀 BV' });
    expect(whole.statusCode).toBe(201);
  });

  it('a lone surrogate anywhere in a scheme is refused under its path, and the scheme is not saved', async () => {
    const hirer = await test.hirer();
    const payload = schemePayloadFor();
    const table = payload.salary_tables[0]!;
    const response = await test.call(hirer.token, 'POST', SCHEMES, {
      ...payload,
      cao_text: `<p>${LONE_LOW}</p>`,
      salary_tables: [{ ...table, name: LONE_HIGH }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        cao_text: [MESSAGES.invalidCharacter],
        'salary_tables.0.name': [MESSAGES.invalidCharacter],
      },
      non_field_errors: [],
    });
    expect((await test.call(hirer.token, 'GET', '/api/inleners/inleners-cao-list/')).json()).toEqual([]);
  });

  it('a version or id beyond an integer column is a 400; the largest one is an honest 404', async () => {
    const hirer = await test.hirer();
    const saved = await saveScheme(test.app, hirer.token);
    const url = `${SCHEMES}${saved.guid}/`;
    for (const version of [String(INT4_MAX + 1), '99999999999999999999', '9007199254740993']) {
      const response = await test.call(hirer.token, 'GET', `${url}?version=${version}`);
      expect(response.statusCode, version).toBe(400);
      expect(response.json(), version).toEqual({
        errors: { version: [MESSAGES.invalidValue] },
        non_field_errors: [],
      });
    }
    expect((await test.call(hirer.token, 'GET', `${url}?version=${INT4_MAX}`)).statusCode).toBe(404);
    // In a body: written as JSON text, as a client in another language could send it.
    for (const id of [String(INT4_MAX + 1), '9007199254740993', '1e300']) {
      const response = await test.call(
        hirer.token,
        'PUT',
        SCHEMES,
        `${JSON.stringify({ ...schemePayloadFor(), inlener_cao_id: saved.id }).slice(0, -1)},"expected_version":${id}}`,
      );
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({
        errors: { expected_version: [MESSAGES.invalidValue] },
        non_field_errors: [],
      });
    }
  });

  it('a body that is not UTF-8 is refused whole; the same text in UTF-8 is taken', async () => {
    const json = (name: string) => `{"username":"${name}@voorbeeld.nl","password":"een wachtwoord"}`;
    const latin1 = Buffer.from(json('andré'), 'latin1');
    const refused = await test.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json', ...(await csrfHeaders()) },
      payload: latin1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: {}, non_field_errors: [INVALID_ENCODING] });
    const taken = await test.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json', ...(await csrfHeaders()) },
      payload: Buffer.from(json('andré'), 'utf8'),
    });
    // Parsed and checked: no such account.
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).not.toEqual({ errors: {}, non_field_errors: [INVALID_ENCODING] });
  });

  const csrfHeaders = () => csrf(test.app);
  const companyCount = async () => (await test.db.select({ id: companies.id }).from(companies)).length;
});

describe('database errors', () => {
  /** A unique violation as node-postgres and PGlite report it, wrapped by drizzle with the query's values. */
  function uniqueViolation(): DrizzleQueryError {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        detail: 'Key (email)=(anna@voorbeeld.nl) already exists.',
      },
    );
    return new DrizzleQueryError(
      'insert into "users" ("email", "username") values ($1, $2)',
      ['anna@voorbeeld.nl', 'Anna de Vries'],
      cause,
    );
  }

  it('are logged with the query and the SQLSTATE but without their values or the database detail', () => {
    const logged = JSON.stringify(loggableError(uniqueViolation()));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('anna@voorbeeld.nl');
    expect(logged).not.toContain('Anna de Vries');
  });

  it('become a 400, 409 or 503 with a Dutch detail, never a 500, and the log line holds no personal data', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.setErrorHandler(errorHandler);
    const failures: Record<string, unknown> = {
      unique: uniqueViolation(),
      range: Object.assign(new Error('value "3000000000" is out of range for type integer'), {
        code: '22003',
      }),
      serialization: Object.assign(new Error('could not serialize access'), { code: '40001' }),
      other: Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }),
    };
    app.get('/:kind', async (request) => {
      throw failures[(request.params as { kind: string }).kind];
    });
    const answers: Record<string, [number, unknown]> = {};
    for (const kind of Object.keys(failures)) {
      const response = await app.inject({ method: 'GET', url: `/${kind}` });
      answers[kind] = [response.statusCode, response.json()];
    }
    expect(answers).toEqual({
      unique: [409, { detail: 'Conflict met de huidige toestand.' }],
      range: [400, { errors: {}, non_field_errors: ['Ongeldig verzoek.'] }],
      serialization: [503, { detail: 'Het is even te druk. Probeer het over een paar seconden opnieuw.' }],
      other: [500, { detail: 'Er is iets mis gegaan.' }],
    });
    expect((await app.inject({ method: 'GET', url: '/serialization' })).headers['retry-after']).toBe('1');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('23505');
    expect(log).not.toContain('anna@voorbeeld.nl');
    expect(log).not.toContain('Anna de Vries');
  });
  it('an error whose body is not the schema the route gives for its status is still that answer, not a 500', async () => {
    // A route whose response schema for 400 does not fit the error body: the answer is written as it is.
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get(
      '/bereik',
      { schema: { response: { 400: { type: 'object', required: ['errors'], properties: { errors: {} } } } } },
      async () => {
        throw Object.assign(new Error('value out of range for type integer'), { code: '22003' });
      },
    );
    const response = await app.inject({ method: 'GET', url: '/bereik' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { errors: {}, non_field_errors: ['Ongeldig verzoek.'] },
    ]);
    await app.close();
  });
});

describeEachEngine('requests refused before any route runs', (engine) => {
  const test = useTestApp(engine);

  /** Sends raw bytes to the listening app and gives back what it answered before closing. */
  async function raw(request: string): Promise<{ status: number; body: string }> {
    if (!test.app.server.listening) await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('geen poort');
    return new Promise((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });
  }

  it('an address with a broken escape or a too long path part gets the documented body, not the address', async () => {
    const long = `/api/inleners/inleners-cao/${'geheim'.repeat(60)}/`;
    const hirer = await test.hirer();
    const tooLong = await test.call(hirer.token, 'GET', long);
    expect([tooLong.statusCode, tooLong.json()]).toEqual([414, { detail: FRAMEWORK_DETAILS.uriTooLong }]);
    const broken = await test.call(hirer.token, 'GET', '/api/inleners/inleners-cao/%FF/');
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { errors: {}, non_field_errors: [FRAMEWORK_DETAILS.badUrl] },
    ]);
  });

  it('oversized headers and a broken chunked body get the documented body and the connection closes', async () => {
    const big = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Groot: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toEqual({ status: 431, body: JSON.stringify({ detail: FRAMEWORK_DETAILS.headersTooLarge }) });
    const chunked = await raw(
      'POST /api/rest-auth/inlener-login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expect(chunked).toEqual({
      status: 400,
      body: JSON.stringify({ errors: {}, non_field_errors: ['Ongeldig verzoek.'] }),
    });
  });

  it('an HTTP/1.1 request without a Host header is a 400 in the documented format; HTTP/1.0 needs none', async () => {
    const missing = await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(missing).toEqual({
      status: 400,
      body: JSON.stringify({ errors: {}, non_field_errors: [FRAMEWORK_DETAILS.missingHost] }),
    });
    const old = await raw('GET /api/health HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('a body that stalls past the request timeout is a 408 in the documented format', () => {
    // Node checks its request timeout every 30 seconds; the mapping is what this test can see quickly.
    expect(connectionErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
      status: 408,
      detail: FRAMEWORK_DETAILS.timeout,
    });
  });
});
