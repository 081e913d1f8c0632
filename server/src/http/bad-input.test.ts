import { MESSAGES } from '@beloning/core/rules';
import { registrationRequestSchema, requiredText } from '@beloning/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REGISTRATION_FIELDS } from '../../../tests/helpers/account-api.js';
import {
  badInputCases,
  expectBadInputRejected,
  overMaxValue,
  type BadInputSpec,
} from '../../../tests/helpers/bad-input.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import type { App } from '../app.js';
import { systemClock } from '../clock.js';
import { FieldErrorsError } from './errors.js';
import { authRateLimit } from './rate-limits.js';

const validRegistration = {
  username: 'anna@voorbeeld.nl',
  email: 'anna@voorbeeld.nl',
  password1: 'een lang wachtwoord',
  password2: 'een lang wachtwoord',
  company_name: 'Voorbeeld BV',
  company_name_type: 'hoofdvestiging',
  kvk_nr: '69599084',
  terms_and_conditions_accepted: true,
  phone_nr: '0612345678',
};

const registrationSpec: BadInputSpec = {
  method: 'POST',
  url: '/api/test/registration',
  validBody: validRegistration,
  fields: REGISTRATION_FIELDS,
  passwordPairs: [['password1', 'password2']],
};

describe('the bad-input helper', () => {
  /** What the routes wrote: a refused request must add nothing. */
  const written: unknown[] = [];
  const test = useTestApp('pglite', { clock: systemClock, beforeReady: addRoutes });

  function addRoutes(app: App): void {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // Rate-limited like the real registration, to show the helper's cases never run into the limits.
    typed.post(
      '/api/test/registration',
      { config: authRateLimit('registration'), schema: { body: registrationRequestSchema } },
      async (request) => {
        written.push(request.body);
        return { ok: true };
      },
    );
    typed.get(
      '/api/test/lookup',
      { schema: { querystring: z.strictObject({ kvk_nr: registrationRequestSchema.shape.kvk_nr }) } },
      async (request) => request.query,
    );
    typed.put(
      '/api/test/lenient',
      { schema: { body: z.object({ name: requiredText() }) } },
      async (request) => {
        written.push(request.body);
        return { ok: true };
      },
    );
    // Answers, as field errors, which authorization and CSRF header it got.
    typed.put('/api/test/headers', { schema: { body: z.strictObject({}) } }, async (request) => {
      throw new FieldErrorsError({
        authorization: [request.headers.authorization ?? 'geen'],
        csrf: [typeof request.headers['x-csrftoken'] === 'string' ? 'gezet' : 'geen'],
      });
    });
    // A bug: writes before validating, so every request is refused but something is written.
    typed.put(
      '/api/test/writes-first',
      {
        schema: { body: z.strictObject({ name: requiredText() }) },
        preValidation: async (request) => {
          written.push(request.body);
        },
      },
      async () => ({ ok: true }),
    );
  }

  it('makes values exactly one over the maximum that are otherwise valid', () => {
    for (const max of [20, 64, 100, 254, 300]) {
      const email = overMaxValue('email', max);
      expect(email).toHaveLength(max + 1);
      expect(z.email().safeParse(email).success, email).toBe(true);
    }
    expect(overMaxValue('text', 40)).toHaveLength(41);
    expect(overMaxValue('phone', 20)).toMatch(/^\d{21}$/);
  });

  it('lists every case of issue 3: missing, wrong type, over the maximum, formats, mismatch, unknown, not JSON', () => {
    const names = badInputCases(registrationSpec).map((c) => c.name);
    for (const field of registrationSpec.fields) {
      expect(names).toContain(`${field.name} missing`);
      expect(names).toContain(`${field.name} of the wrong type`);
      if (field.maxLength !== undefined) {
        expect(names).toContain(`${field.name} one over ${field.maxLength} characters`);
      }
    }
    expect(names).toEqual(
      expect.arrayContaining([
        "email 'geen-adres'",
        "kvk_nr '1234567a'",
        'phone_nr with letters',
        'terms_and_conditions_accepted not ticked',
        'password1 and password2 differ',
        'unknown field onbekend_veld',
        'unknown field is_active',
        'a body that is not JSON',
        'a form body instead of JSON',
      ]),
    );
  });

  it('passes for an endpoint that refuses all of them, with CSRF added and without hitting rate limits', async () => {
    await expectBadInputRejected(test.app, { ...registrationSpec, snapshot: async () => written.length });
    expect(written).toHaveLength(0);
    // More cases were sent than the address limit of registration (20 an hour) allows from one address.
    expect(badInputCases(registrationSpec).length).toBeGreaterThan(20);
  }, 60_000);

  it('checks query parameters too', async () => {
    await expectBadInputRejected(test.app, {
      method: 'GET',
      url: '/api/test/lookup',
      location: 'query',
      validBody: { kvk_nr: '69599084' },
      fields: [{ name: 'kvk_nr', kind: 'kvk' }],
    });
  });

  it('fails for an endpoint that accepts unknown fields', async () => {
    await expect(
      expectBadInputRejected(test.app, {
        method: 'PUT',
        url: '/api/test/lenient',
        validBody: { name: 'x' },
        fields: [{ name: 'name', kind: 'text' }],
      }),
    ).rejects.toThrow(/unknown field onbekend_veld/);
  });

  it('fails when a refused request still wrote something', async () => {
    const spec: BadInputSpec = {
      method: 'PUT',
      url: '/api/test/writes-first',
      validBody: { name: 'x' },
      fields: [{ name: 'name', kind: 'text' }],
    };
    await expectBadInputRejected(test.app, spec);
    await expect(
      expectBadInputRejected(test.app, { ...spec, snapshot: async () => written.length }),
    ).rejects.toThrow(/nothing is written/);
  });

  it('sends the given authorization without CSRF headers, and CSRF headers without it', async () => {
    const spec: BadInputSpec = { method: 'PUT', url: '/api/test/headers', validBody: {}, fields: [] };
    await expectBadInputRejected(test.app, {
      ...spec,
      headers: { authorization: 'Bearer geldig' },
      extraCases: [
        { name: 'bearer', input: {}, expect: { field: 'authorization', message: 'Bearer geldig' } },
        { name: 'no csrf', input: {}, expect: { field: 'csrf', message: 'geen' } },
      ],
    });
    await expectBadInputRejected(test.app, {
      ...spec,
      extraCases: [
        { name: 'no bearer', input: {}, expect: { field: 'authorization', message: 'geen' } },
        { name: 'csrf', input: {}, expect: { field: 'csrf', message: 'gezet' } },
      ],
    });
  });

  it('says which case failed and what the server answered', async () => {
    await expect(
      expectBadInputRejected(test.app, {
        ...registrationSpec,
        fields: [],
        passwordPairs: [],
        extraCases: [
          {
            name: 'a made-up expectation',
            input: { ...validRegistration, email: 'geen-adres' },
            expect: { field: 'email', message: MESSAGES.kvkInvalid },
          },
        ],
      }),
    ).rejects.toThrow(/a made-up expectation.*Vul een geldig e-mail adres in/);
  });
});
