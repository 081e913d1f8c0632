import { maxLengthMessage, MESSAGES } from '@beloning/core/rules';
import { fieldErrorBodySchema } from '@beloning/core/schemas';
import { expect } from 'vitest';
import type { App } from '../../server/src/app.js';
import { csrf } from './app.js';

/**
 * The 'Bad input' cases of issue 3 for one endpoint, generated from a valid body and the fields' limits
 * (core's MAX_LENGTH, SPEC.md section 9): each required field missing, null and blank; each field of the
 * wrong type; each text one character over its maximum; an invalid e-mail, KVK number, phone number; a
 * terms checkbox left unticked; mismatched password pairs; unknown fields (also mass-assignment names such
 * as is_active); an empty body, a body that is not an object, a body that is not JSON, and another content
 * type. Every case must answer 400 with the Dutch message under the right field (or 415 for the content
 * type), and, given `snapshot`, leave the database as it was.
 *
 * ```ts
 * it('rejects bad input', async () => {
 *   await expectBadInputRejected(app, {
 *     method: 'POST',
 *     url: '/api/rest-auth/inlener-forgot-password/',
 *     validBody: { email: 'anna@voorbeeld.nl' },
 *     fields: [{ name: 'email', kind: 'email', maxLength: MAX_LENGTH.email }],
 *     snapshot: () => countRows(test.handle.db, 'outbox'),
 *   });
 * });
 * ```
 *
 * Requests without an `authorization` header get the CSRF cookie and header automatically. Each request
 * comes from its own client address (`remoteAddress`), so the per-IP limits of the login, registration,
 * forgot-password and activation routes do not turn later cases into 429s; the per-account limits count
 * only requests that pass validation, so these cases never use them up.
 */

/** How a field is checked; decides the wrong-type value and the format cases. */
export type FieldKind =
  /** requiredText / optionalText: trimmed text ('' and '   ' are missing). */
  | 'text'
  /** emailField: also 'geen-adres' is 'Vul een geldig e-mail adres in'. */
  | 'email'
  /** passwordField: never trimmed, so only '' is missing. */
  | 'password'
  /** kvkNrField: also non-digits and 9 digits are 'KVK nummer niet valide'. */
  | 'kvk'
  /** phoneField: also letters are 'Vul een geldig getal in'. */
  | 'phone'
  /** A JSON number (idField). */
  | 'number'
  /** A JSON boolean (booleanField). */
  | 'boolean'
  /** acceptedField: false is 'Veld is vereist' too. */
  | 'accepted'
  /** An opaque value whose only checks are presence and type (a choice, a decimal string). */
  | 'other';

export interface FieldSpec {
  /** The key in the body (or query). */
  name: string;
  kind: FieldKind;
  /** Default true. An optional field is only checked for type and length. */
  required?: boolean;
  /** The maximum length of SPEC.md section 9 (core's MAX_LENGTH); a value one longer is sent. */
  maxLength?: number;
  /** The message for a value one over maxLength; default 'Maximaal {maxLength} karakters'. */
  overMaxMessage?: string;
  /** The message for a value of the wrong type; default 'Vul een geldige waarde in' (core's fields). */
  wrongTypeMessage?: string;
}

export interface BadInputSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, without a query string when `location` is 'query'. */
  url: string;
  /** Where the fields travel; default 'body'. Query values are strings, so no type or JSON cases. */
  location?: 'body' | 'query';
  /** A body (or query) that the endpoint accepts; every case changes one thing in it. */
  validBody: Record<string, unknown>;
  /** For example `{ authorization: 'Bearer ...' }`. Without authorization the CSRF headers are added. */
  headers?: Record<string, string>;
  fields: FieldSpec[];
  /** Pairs that must be equal, the message going under the second: [['password1', 'password2']]. */
  passwordPairs?: [string, string][];
  /** Extra cases for rules of this endpoint alone. */
  extraCases?: BadInputCase[];
  /** Read before and after all cases; they must be deeply equal ('nothing is written'). */
  snapshot?: () => Promise<unknown>;
}

/** What a case must answer: a message under a field, a general message, or a status with a detail. */
export type BadInputExpectation =
  { field: string; message: string } | { nonField: string } | { status: number; detail: string };

export interface BadInputCase {
  name: string;
  /** The body or query to send; ignored when `raw` is given. */
  input?: unknown;
  /** A raw body with its content type, for the non-JSON cases. */
  raw?: { body: string; contentType: string };
  expect: BadInputExpectation;
}

/** A field value that is one over `max` and otherwise valid for its kind. */
export function overMaxValue(kind: FieldKind, max: number): string {
  if (kind === 'email') {
    // 'anna@' + domain labels of at most 63 characters + '.nl', exactly max + 1 long.
    let rest = max + 1 - 'anna@'.length - '.nl'.length;
    const labels: string[] = [];
    while (rest > 63) {
      labels.push('d'.repeat(60));
      rest -= 61;
    }
    labels.push('d'.repeat(Math.max(1, rest)));
    return `anna@${labels.join('.')}.nl`;
  }
  if (kind === 'phone' || kind === 'kvk') return '1'.repeat(max + 1);
  return 'x'.repeat(max + 1);
}

function wrongTypeValue(kind: FieldKind): unknown {
  switch (kind) {
    case 'number':
      return 'tien';
    case 'boolean':
    case 'accepted':
      return 'ja';
    default:
      return 12345;
  }
}

/** The cases of one spec, without sending anything (so they can be listed and checked on their own). */
export function badInputCases(spec: BadInputSpec): BadInputCase[] {
  const query = spec.location === 'query';
  const cases: BadInputCase[] = [];
  const without = (name: string) => {
    const { [name]: _removed, ...rest } = spec.validBody;
    return rest;
  };
  const withValue = (name: string, value: unknown) => ({ ...spec.validBody, [name]: value });

  for (const field of spec.fields) {
    const required = field.required ?? true;
    const under = (message: string) => ({ field: field.name, message });
    if (required) {
      cases.push({
        name: `${field.name} missing`,
        input: without(field.name),
        expect: under(MESSAGES.required),
      });
      if (!query) {
        cases.push({
          name: `${field.name} null`,
          input: withValue(field.name, null),
          expect: under(MESSAGES.required),
        });
      }
      if (['text', 'email', 'kvk', 'phone', 'password'].includes(field.kind)) {
        cases.push({
          name: `${field.name} empty`,
          input: withValue(field.name, ''),
          expect: under(MESSAGES.required),
        });
      }
      if (['text', 'email', 'kvk', 'phone'].includes(field.kind)) {
        cases.push({
          name: `${field.name} only spaces`,
          input: withValue(field.name, '   '),
          expect: under(MESSAGES.required),
        });
      }
    }
    if (!query) {
      cases.push({
        name: `${field.name} of the wrong type`,
        input: withValue(field.name, wrongTypeValue(field.kind)),
        expect: under(field.wrongTypeMessage ?? MESSAGES.invalidValue),
      });
      if (field.kind !== 'number' && field.kind !== 'boolean' && field.kind !== 'accepted') {
        cases.push({
          name: `${field.name} as an object`,
          input: withValue(field.name, { waarde: 'x' }),
          expect: under(field.wrongTypeMessage ?? MESSAGES.invalidValue),
        });
      }
    }
    if (field.maxLength !== undefined) {
      cases.push({
        name: `${field.name} one over ${field.maxLength} characters`,
        input: withValue(field.name, overMaxValue(field.kind, field.maxLength)),
        expect: under(field.overMaxMessage ?? maxLengthMessage(field.maxLength)),
      });
    }
    if (field.kind === 'email') {
      for (const value of ['geen-adres', 'anna@', '@voorbeeld.nl', 'anna @voorbeeld.nl']) {
        cases.push({
          name: `${field.name} '${value}'`,
          input: withValue(field.name, value),
          expect: under(MESSAGES.email),
        });
      }
    }
    if (field.kind === 'kvk') {
      for (const value of ['1234567a', 'abcdefgh', '123456789', '-1234567']) {
        cases.push({
          name: `${field.name} '${value}'`,
          input: withValue(field.name, value),
          expect: under(MESSAGES.kvkInvalid),
        });
      }
    }
    if (field.kind === 'phone') {
      cases.push({
        name: `${field.name} with letters`,
        input: withValue(field.name, '06abc'),
        expect: under(MESSAGES.numeric),
      });
    }
    if (field.kind === 'accepted') {
      cases.push({
        name: `${field.name} not ticked`,
        input: withValue(field.name, false),
        expect: under(MESSAGES.required),
      });
    }
  }

  for (const [first, second] of spec.passwordPairs ?? []) {
    const value = spec.validBody[first];
    cases.push({
      name: `${first} and ${second} differ`,
      input: { ...spec.validBody, [second]: `${typeof value === 'string' ? value : ''}anders` },
      expect: { field: second, message: MESSAGES.passwordsEqual },
    });
  }

  for (const unknown of ['onbekend_veld', 'is_active', 'company_id']) {
    cases.push({
      name: `unknown field ${unknown}`,
      input: { ...spec.validBody, [unknown]: query ? '1' : true },
      expect: { field: unknown, message: MESSAGES.unknownField },
    });
  }

  if (!query) {
    const firstRequired = spec.fields.find((field) => field.required ?? true);
    if (firstRequired !== undefined) {
      cases.push({
        name: 'empty object',
        input: {},
        expect: { field: firstRequired.name, message: MESSAGES.required },
      });
      cases.push({
        name: 'no body at all',
        raw: { body: '', contentType: 'application/json' },
        expect: { field: firstRequired.name, message: MESSAGES.required },
      });
    }
    cases.push({
      name: 'a list instead of an object',
      input: [spec.validBody],
      expect: { nonField: MESSAGES.invalidValue },
    });
    cases.push({
      name: 'a string instead of an object',
      input: 'tekst',
      expect: { nonField: MESSAGES.invalidValue },
    });
    cases.push({
      name: 'a body that is not JSON',
      raw: { body: '{"kapot": ', contentType: 'application/json' },
      expect: { nonField: 'Ongeldige JSON' },
    });
    cases.push({
      name: 'JSON with a trailing comma',
      raw: { body: `${JSON.stringify(spec.validBody).slice(0, -1)},}`, contentType: 'application/json' },
      expect: { nonField: 'Ongeldige JSON' },
    });
    cases.push({
      name: 'a form body instead of JSON',
      raw: { body: 'email=anna%40voorbeeld.nl', contentType: 'application/x-www-form-urlencoded' },
      expect: { status: 415, detail: 'Inhoudstype niet ondersteund; stuur JSON (application/json).' },
    });
  }

  cases.push(...(spec.extraCases ?? []));
  return cases;
}

let addressCounter = 0;

/** A client address of its own for every request, so per-IP rate limits never interfere. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

function toQuery(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Sends every case of the spec and asserts its 400 (or 415) with the Dutch message under the right key. */
export async function expectBadInputRejected(app: App, spec: BadInputSpec): Promise<void> {
  const cases = badInputCases(spec);
  const before = spec.snapshot === undefined ? undefined : await spec.snapshot();
  const auth = spec.headers?.authorization !== undefined;
  for (const testCase of cases) {
    const headers: Record<string, string> = { ...(auth ? {} : await csrf(app)), ...spec.headers };
    const query = spec.location === 'query';
    let payload: string | undefined;
    if (testCase.raw !== undefined) {
      headers['content-type'] = testCase.raw.contentType;
      payload = testCase.raw.body;
    } else if (!query) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(testCase.input);
    }
    const response = await app.inject({
      method: spec.method,
      url: query ? `${spec.url}${toQuery(testCase.input)}` : spec.url,
      headers,
      remoteAddress: nextClientAddress(),
      ...(payload === undefined ? {} : { payload }),
    });
    const label = `${spec.method} ${spec.url}: ${testCase.name}`;
    const expected = testCase.expect;
    if ('status' in expected) {
      expect(response.statusCode, label).toBe(expected.status);
      expect(response.json(), label).toEqual({ detail: expected.detail });
      continue;
    }
    expect(response.statusCode, `${label} (${response.body})`).toBe(400);
    const body = fieldErrorBodySchema.parse(response.json());
    if ('field' in expected) {
      expect(body.errors[expected.field], `${label} (${response.body})`).toContain(expected.message);
    } else {
      expect(body.non_field_errors, `${label} (${response.body})`).toContain(expected.nonField);
    }
  }
  if (spec.snapshot !== undefined) {
    expect(await spec.snapshot(), `${spec.method} ${spec.url}: nothing is written`).toEqual(before);
  }
}
