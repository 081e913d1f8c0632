import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  detailErrorBodySchema,
  dutchErrorMap,
  fieldErrorBodySchema,
  parseWithDutchErrors,
  zodErrorToBody,
} from './errors.js';
import { emailField, passwordField, requiredText } from './fields.js';

const bodySchema = z
  .strictObject({
    email: emailField,
    password1: passwordField,
    password2: passwordField,
    salary_tables: z.array(z.strictObject({ name: requiredText({ max: 40 }) })),
  })
  .refine((body) => body.password1 === body.password2, { error: 'Wachtwoorden moeten hetzelfde zijn' });

function bodyOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return zodErrorToBody(result.error);
}

describe('fieldErrorBodySchema', () => {
  it('accepts a body with field and general errors and refuses one without non_field_errors', () => {
    expect(
      fieldErrorBodySchema.safeParse({ errors: { email: ['Veld is vereist'] }, non_field_errors: [] })
        .success,
    ).toBe(true);
    expect(fieldErrorBodySchema.safeParse({ errors: {} }).success).toBe(false);
  });
});

describe('detailErrorBodySchema', () => {
  it('accepts a detail and refuses a body without one', () => {
    expect(detailErrorBodySchema.parse({ detail: 'Niet gevonden.' })).toEqual({ detail: 'Niet gevonden.' });
    expect(detailErrorBodySchema.safeParse({ message: 'Niet gevonden.' }).success).toBe(false);
  });
});

describe('zodErrorToBody', () => {
  it('puts each message under its field, nested paths joined with a dot', () => {
    expect(
      bodyOf(bodySchema, {
        email: 'geen-adres',
        password1: 'geheim123',
        password2: 'geheim123',
        salary_tables: [{ name: 'A' }, { name: '' }],
      }),
    ).toEqual({
      errors: { email: ['Vul een geldig e-mail adres in'], 'salary_tables.1.name': ['Veld is vereist'] },
      non_field_errors: [],
    });
  });

  it("names every unknown key, also nested ones, with 'Onbekend veld'", () => {
    expect(
      bodyOf(bodySchema, {
        email: 'jan@bakkerij.nl',
        password1: 'a',
        password2: 'a',
        salary_tables: [{ name: 'A', colour: 'rood' }],
        is_staff: true,
        is_superuser: true,
      }),
    ).toEqual({
      errors: {
        is_staff: ['Onbekend veld'],
        is_superuser: ['Onbekend veld'],
        'salary_tables.0.colour': ['Onbekend veld'],
      },
      non_field_errors: [],
    });
  });

  it('names unknown keys that share a name with Object.prototype members as fields of their own', () => {
    const body = bodyOf(
      z.strictObject({ email: z.string() }),
      JSON.parse('{"email":"a","toString":0,"constructor":1}'),
    );
    expect(body).toEqual({
      errors: {
        toString: ['Onbekend veld'],
        constructor: ['Onbekend veld'],
      },
      non_field_errors: [],
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('puts an issue about the whole input under non_field_errors', () => {
    expect(
      bodyOf(bodySchema, { email: 'jan@bakkerij.nl', password1: 'a', password2: 'b', salary_tables: [] }),
    ).toEqual({ errors: {}, non_field_errors: ['Wachtwoorden moeten hetzelfde zijn'] });
  });

  it('lists a message once per field', () => {
    const schema = z.object({ code: z.string().min(3, { error: 'Te kort' }).min(4, { error: 'Te kort' }) });
    expect(bodyOf(schema, { code: 'ab' })).toEqual({ errors: { code: ['Te kort'] }, non_field_errors: [] });
  });
});

describe('dutchErrorMap', () => {
  const plain = z.object({
    name: z.string().min(4).max(10),
    count: z.number().min(1).max(5),
    email: z.email(),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()),
  });

  function messages(input: unknown): Record<string, string[]> {
    const result = plain.safeParse(input, { error: dutchErrorMap });
    if (result.success) throw new Error('expected the input to be refused');
    return zodErrorToBody(result.error).errors;
  }

  it('gives Dutch messages to schemas that carry none', () => {
    expect(messages({ name: 'ab', count: 0, email: 'x', kind: 'c', tags: 'a' })).toEqual({
      name: ['Minimaal 4 karakters'],
      count: ['Waarde moet minimaal 1 zijn'],
      email: ['Vul een geldig e-mail adres in'],
      kind: ['Vul een geldige waarde in'],
      tags: ['Vul een geldige waarde in'],
    });
    expect(messages({ name: 'x'.repeat(11), count: 6, email: 'a@b.nl', kind: 'a', tags: [] })).toEqual({
      name: ['Maximaal 10 karakters'],
      count: ['Waarde moet maximaal 5 zijn'],
    });
  });

  it('says greater than or less than for exclusive bounds, so positive() does not claim 0 is allowed', () => {
    const bounds = z.object({ id: z.number().int().positive(), share: z.number().lt(100) });
    const result = bounds.safeParse({ id: 0, share: 100 }, { error: dutchErrorMap });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodErrorToBody(result.error).errors).toEqual({
      id: ['Waarde moet groter dan 0 zijn'],
      share: ['Waarde moet kleiner dan 100 zijn'],
    });
  });

  it("calls missing values 'Veld is vereist' and a word where a number belongs 'Vul een geldig getal in'", () => {
    expect(messages({ count: 'drie' })).toEqual({
      name: ['Veld is vereist'],
      count: ['Vul een geldig getal in'],
      email: ['Veld is vereist'],
      kind: ['Veld is vereist'],
      tags: ['Veld is vereist'],
    });
  });
});

describe('parseWithDutchErrors', () => {
  it('gives the data of a valid body', () => {
    expect(
      parseWithDutchErrors(bodySchema, {
        email: 'jan@bakkerij.nl',
        password1: 'a',
        password2: 'a',
        salary_tables: [],
      }),
    ).toEqual({
      success: true,
      data: { email: 'jan@bakkerij.nl', password1: 'a', password2: 'a', salary_tables: [] },
    });
  });

  it('gives the field-error body of an invalid one, also when the body is not an object', () => {
    expect(parseWithDutchErrors(bodySchema, 'tekst')).toEqual({
      success: false,
      body: { errors: {}, non_field_errors: ['Vul een geldige waarde in'] },
    });
  });
});
