import { describe, expect, it } from 'vitest';
import {
  activationRequestSchema,
  forgotPasswordRequestSchema,
  handoverRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  tokenRefreshRequestSchema,
  verifyEmailRequestSchema,
} from './auth-api.js';
import { emptyBodySchema, messageResponseSchema } from './responses.js';
import { errorBodyOf, exampleUser, fieldErrorsOf } from './test-examples.js';

describe('loginRequestSchema', () => {
  it('accepts a username or e-mail with a password', () => {
    expect(
      loginRequestSchema.parse({ username: 'planning@korenschoof.nl', password: 'Korenschoof!2025' }),
    ).toEqual({
      username: 'planning@korenschoof.nl',
      password: 'Korenschoof!2025',
    });
  });

  it('reports missing fields, a password over 128 characters and unknown fields', () => {
    expect(fieldErrorsOf(loginRequestSchema, {})).toEqual({
      username: ['Veld is vereist'],
      password: ['Veld is vereist'],
    });
    expect(
      fieldErrorsOf(loginRequestSchema, { username: 'jan', password: 'p'.repeat(129), remember: true }),
    ).toEqual({
      password: ['Maximaal 128 karakters'],
      remember: ['Onbekend veld'],
    });
  });
});

describe('loginResponseSchema', () => {
  it('accepts the user with a token set and refuses one without the user', () => {
    const tokens = {
      access: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
      access_expiration: '2025-03-01T10:05:00Z',
      refresh: 'r4nd0m-0paque',
      refresh_expiration: '2025-03-08T10:00:00Z',
    };
    expect(loginResponseSchema.parse({ ...tokens, user: exampleUser() })).toEqual({
      ...tokens,
      user: exampleUser(),
    });
    expect(loginResponseSchema.safeParse(tokens).success).toBe(false);
  });
});

describe('tokenRefreshRequestSchema', () => {
  it('needs the refresh token', () => {
    expect(tokenRefreshRequestSchema.parse({ refresh: 'r4nd0m-0paque' })).toEqual({
      refresh: 'r4nd0m-0paque',
    });
    expect(fieldErrorsOf(tokenRefreshRequestSchema, { refresh: '' })).toEqual({
      refresh: ['Veld is vereist'],
    });
    expect(fieldErrorsOf(tokenRefreshRequestSchema, { refresh: 42 })).toEqual({
      refresh: ['Vul een geldige waarde in'],
    });
  });
});

describe('handoverRequestSchema', () => {
  it('takes the one-time code and nothing else', () => {
    expect(handoverRequestSchema.parse({ code: 'h4nd0ver' })).toEqual({ code: 'h4nd0ver' });
    expect(fieldErrorsOf(handoverRequestSchema, { code: 'h4nd0ver', refresh: 'x' })).toEqual({
      refresh: ['Onbekend veld'],
    });
    expect(fieldErrorsOf(handoverRequestSchema, {})).toEqual({ code: ['Veld is vereist'] });
  });
});

describe('registrationRequestSchema', () => {
  const registration = {
    username: 'planning@korenschoof.nl',
    email: 'planning@korenschoof.nl',
    password1: 'Korenschoof!2025',
    password2: 'Korenschoof!2025',
    company_name: 'Bakkerij de Korenschoof B.V.',
    company_name_type: 'hoofdvestiging',
    kvk_nr: '6959 9084',
    terms_and_conditions_accepted: true,
    phone_nr: '0612345678',
  };

  it('accepts a registration and stores the KVK number as 8 digits', () => {
    expect(registrationRequestSchema.parse(registration)).toEqual({ ...registration, kvk_nr: '69599084' });
  });

  it("puts 'Wachtwoorden moeten hetzelfde zijn' under password2", () => {
    expect(fieldErrorsOf(registrationRequestSchema, { ...registration, password2: 'anders' })).toEqual({
      password2: ['Wachtwoorden moeten hetzelfde zijn'],
    });
  });

  it('reports a password mismatch together with other bad fields, and only required for a missing password2', () => {
    expect(
      fieldErrorsOf(registrationRequestSchema, { ...registration, email: 'geen-adres', password2: 'anders' }),
    ).toEqual({
      email: ['Vul een geldig e-mail adres in'],
      password2: ['Wachtwoorden moeten hetzelfde zijn'],
    });
    const { password2: _omitted, ...withoutPassword2 } = registration;
    expect(fieldErrorsOf(registrationRequestSchema, withoutPassword2)).toEqual({
      password2: ['Veld is vereist'],
    });
  });

  it('reports each bad field in Dutch', () => {
    expect(
      fieldErrorsOf(registrationRequestSchema, {
        ...registration,
        email: 'geen-adres',
        company_name: 'x'.repeat(301),
        kvk_nr: '1234567a',
        terms_and_conditions_accepted: false,
        phone_nr: '1'.repeat(21),
        is_staff: true,
      }),
    ).toEqual({
      email: ['Vul een geldig e-mail adres in'],
      company_name: ['Maximaal 300 karakters'],
      kvk_nr: ['KVK nummer niet valide'],
      terms_and_conditions_accepted: ['Veld is vereist'],
      phone_nr: ['Maximaal 20 karakters'],
      is_staff: ['Onbekend veld'],
    });
  });

  it("refuses an e-mail over 254 characters with 'Maximaal 254 karakters'", () => {
    const email = `${'a'.repeat(246)}@test.nl`;
    expect(email).toHaveLength(254);
    expect(registrationRequestSchema.safeParse({ ...registration, email }).success).toBe(true);
    expect(fieldErrorsOf(registrationRequestSchema, { ...registration, email: `a${email}` })).toEqual({
      email: ['Maximaal 254 karakters'],
    });
  });

  it("reports a missing field as 'Veld is vereist'", () => {
    const { phone_nr: _omitted, ...withoutPhone } = registration;
    expect(fieldErrorsOf(registrationRequestSchema, withoutPhone)).toEqual({ phone_nr: ['Veld is vereist'] });
  });
});

describe('activationRequestSchema', () => {
  it('accepts a link with or without a password for an invited user', () => {
    expect(activationRequestSchema.parse({ uidb64: 'NDI', token: 'abc123' })).toEqual({
      uidb64: 'NDI',
      token: 'abc123',
    });
    expect(
      activationRequestSchema.parse({ uidb64: 'NDI', token: 'abc123', password: 'Geheim!2025' }),
    ).toEqual({
      uidb64: 'NDI',
      token: 'abc123',
      password: 'Geheim!2025',
    });
  });

  it('refuses a missing token and a password over 128 characters', () => {
    expect(fieldErrorsOf(activationRequestSchema, { uidb64: 'NDI', password: 'p'.repeat(129) })).toEqual({
      token: ['Veld is vereist'],
      password: ['Maximaal 128 karakters'],
    });
  });
});

describe('verifyEmailRequestSchema', () => {
  it('needs uidb64 and token', () => {
    expect(verifyEmailRequestSchema.parse({ uidb64: 'NDI', token: 'abc123' })).toEqual({
      uidb64: 'NDI',
      token: 'abc123',
    });
    expect(fieldErrorsOf(verifyEmailRequestSchema, { uidb64: '' })).toEqual({
      uidb64: ['Veld is vereist'],
      token: ['Veld is vereist'],
    });
  });
});

describe('forgotPasswordRequestSchema', () => {
  it('needs a valid e-mail address', () => {
    expect(forgotPasswordRequestSchema.parse({ email: 'jan@korenschoof.nl' })).toEqual({
      email: 'jan@korenschoof.nl',
    });
    expect(fieldErrorsOf(forgotPasswordRequestSchema, { email: 'jan' })).toEqual({
      email: ['Vul een geldig e-mail adres in'],
    });
  });
});

describe('resetPasswordRequestSchema', () => {
  const reset = { uidb64: 'NDI', token: 'abc123', new_password1: 'Nieuw!2025', new_password2: 'Nieuw!2025' };

  it('accepts the link and the new password twice', () => {
    expect(resetPasswordRequestSchema.parse(reset)).toEqual(reset);
  });

  it("puts 'Wachtwoorden moeten hetzelfde zijn' under new_password2", () => {
    expect(fieldErrorsOf(resetPasswordRequestSchema, { ...reset, new_password2: 'Anders!2025' })).toEqual({
      new_password2: ['Wachtwoorden moeten hetzelfde zijn'],
    });
  });

  it('reports missing passwords and an old-style password field', () => {
    expect(
      fieldErrorsOf(resetPasswordRequestSchema, { uidb64: 'NDI', token: 'abc123', password: 'x' }),
    ).toEqual({
      new_password1: ['Veld is vereist'],
      new_password2: ['Veld is vereist'],
      password: ['Onbekend veld'],
    });
  });
});

describe('emptyBodySchema', () => {
  it('accepts {} and names any field as unknown', () => {
    expect(emptyBodySchema.parse({})).toEqual({});
    expect(errorBodyOf(emptyBodySchema, { refresh: 'x' })).toEqual({
      errors: { refresh: ['Onbekend veld'] },
      non_field_errors: [],
    });
  });
});

describe('messageResponseSchema', () => {
  it('accepts a detail sentence', () => {
    expect(messageResponseSchema.parse({ detail: 'Account aangemaakt.' })).toEqual({
      detail: 'Account aangemaakt.',
    });
    expect(messageResponseSchema.safeParse({}).success).toBe(false);
  });
});
