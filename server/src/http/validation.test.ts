import { MESSAGES } from '@beloning/core/rules';
import {
  loginRequestSchema,
  parseWithDutchErrors,
  registrationRequestSchema,
  resetPasswordRequestSchema,
} from '@beloning/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csrf } from '../../../tests/helpers/app.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { systemClock } from '../clock.js';

/** Schemas without messages of their own, so only the error map speaks. */
const bareSchema = z.strictObject({
  choice: z.enum(['a', 'b']),
  count: z.number().int().max(10),
  list: z.array(z.string()).min(1),
  name: z.string().max(5),
  flag: z.boolean().optional(),
});

const schemas = {
  login: loginRequestSchema,
  registration: registrationRequestSchema,
  reset: resetPasswordRequestSchema,
  bare: bareSchema,
} as const;

const inputs: [keyof typeof schemas, unknown][] = [
  ['login', {}],
  ['login', { username: '   ', password: 12, extra: 1 }],
  ['login', { username: 'x'.repeat(255), password: 'p'.repeat(129) }],
  ['registration', { email: 'geen-adres', kvk_nr: '12ab', password1: 'a', password2: 'b', phone_nr: 'x' }],
  ['registration', []],
  ['reset', { uidb64: 'MQ', token: 't', new_password1: 'een', new_password2: 'twee' }],
  ['bare', { choice: 'c', count: 'tien', list: [], name: 'te lang', flag: 'ja' }],
  ['bare', { choice: null, count: 11, list: 'x', name: 5 }],
  ['bare', 'tekst'],
];

describe('request validation', () => {
  const test = useTestApp('pglite', {
    clock: systemClock,
    beforeReady: (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      for (const [name, schema] of Object.entries(schemas)) {
        typed.post(`/api/test/${name}`, { schema: { body: schema } }, async () => ({ ok: true }));
      }
    },
  });

  it.each(inputs)(
    "answers %s %j with exactly core's parseWithDutchErrors body, so server and web say the same",
    async (name, input) => {
      const expected = parseWithDutchErrors(schemas[name], input);
      expect(expected.success).toBe(false);
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/test/${name}`,
        headers: { ...(await csrf(test.app)), 'content-type': 'application/json' },
        payload: JSON.stringify(input),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected.success ? undefined : expected.body);
    },
  );

  it("uses core's messages where a schema has none: choices and types are 'Vul een geldige waarde in'", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/bare',
      headers: await csrf(test.app),
      payload: { choice: 'c', count: 'tien', list: [], name: 'te lang', flag: 'ja', onbekend: 1 },
    });
    expect(response.json()).toEqual({
      errors: {
        choice: [MESSAGES.invalidValue],
        count: [MESSAGES.numeric],
        list: [MESSAGES.invalidValue],
        name: ['Maximaal 5 karakters'],
        flag: [MESSAGES.invalidValue],
        onbekend: [MESSAGES.unknownField],
      },
      non_field_errors: [],
    });
  });

  it('puts an error about the whole body under non_field_errors', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/bare',
      headers: { ...(await csrf(test.app)), 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: {}, non_field_errors: [MESSAGES.invalidValue] });
  });
});
