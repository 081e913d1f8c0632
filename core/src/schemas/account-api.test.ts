import { describe, expect, it } from 'vitest';
import {
  changeEmailRequestSchema,
  subscriptionUpdateRequestSchema,
  subscriptionUserAddRequestSchema,
  subscriptionUserDeleteRequestSchema,
  subscriptionUsersResponseSchema,
  subscriptionUserUpdateRequestSchema,
  userUpdateRequestSchema,
  verifyKvkRequestSchema,
} from './account-api.js';
import { fieldErrorsOf } from './test-examples.js';

describe('userUpdateRequestSchema', () => {
  it('accepts asking an agency for help, withdrawing it, and the e-mail preference', () => {
    expect(userUpdateRequestSchema.parse({ uitlener_asked_for_help: 3 })).toEqual({
      uitlener_asked_for_help: 3,
    });
    expect(userUpdateRequestSchema.parse({ uitlener_asked_for_help: null })).toEqual({
      uitlener_asked_for_help: null,
    });
    expect(userUpdateRequestSchema.parse({ salary_table_update_emails: false })).toEqual({
      salary_table_update_emails: false,
    });
  });

  it('refuses fields a user may not change and values of the wrong type', () => {
    expect(
      fieldErrorsOf(userUpdateRequestSchema, {
        kvk_verified: true,
        permissions: [],
        uitlener_asked_for_help: 'ja',
      }),
    ).toEqual({
      kvk_verified: ['Onbekend veld'],
      permissions: ['Onbekend veld'],
      uitlener_asked_for_help: ['Vul een geldige waarde in'],
    });
  });
});

describe('subscriptionUpdateRequestSchema', () => {
  it('needs the e-mail preference as a boolean', () => {
    expect(subscriptionUpdateRequestSchema.parse({ salary_table_update_emails: true })).toEqual({
      salary_table_update_emails: true,
    });
    expect(fieldErrorsOf(subscriptionUpdateRequestSchema, { salary_table_update_emails: 'ja' })).toEqual({
      salary_table_update_emails: ['Vul een geldige waarde in'],
    });
    expect(fieldErrorsOf(subscriptionUpdateRequestSchema, {})).toEqual({
      salary_table_update_emails: ['Veld is vereist'],
    });
  });
});

describe('subscriptionUsersResponseSchema', () => {
  it('accepts a list of users with their e-mail', () => {
    const users = [
      {
        email: 'hr@korenschoof.nl',
        username: 'hr@korenschoof.nl',
        can_create_schemes: true,
        salary_table_update_emails: false,
        is_active: true,
        admission: 'founder',
      },
    ];
    expect(subscriptionUsersResponseSchema.parse(users)).toEqual(users);
    expect(subscriptionUsersResponseSchema.safeParse(['hr@korenschoof.nl']).success).toBe(false);
  });
});

describe('subscriptionUserDeleteRequestSchema', () => {
  it('needs a valid e-mail', () => {
    expect(subscriptionUserDeleteRequestSchema.parse({ email: 'hr@korenschoof.nl' })).toEqual({
      email: 'hr@korenschoof.nl',
    });
    expect(fieldErrorsOf(subscriptionUserDeleteRequestSchema, { email: 'hr' })).toEqual({
      email: ['Vul een geldig e-mail adres in'],
    });
  });
});

describe('subscriptionUserUpdateRequestSchema', () => {
  it("changes a sub-user's right to create schemes", () => {
    expect(
      subscriptionUserUpdateRequestSchema.parse({ email: 'hr@korenschoof.nl', can_create_schemes: false }),
    ).toEqual({
      email: 'hr@korenschoof.nl',
      can_create_schemes: false,
    });
    expect(
      fieldErrorsOf(subscriptionUserUpdateRequestSchema, { can_create_schemes: 1, is_admin: true }),
    ).toEqual({
      email: ['Veld is vereist'],
      can_create_schemes: ['Vul een geldige waarde in'],
      is_admin: ['Onbekend veld'],
    });
  });
});

describe('subscriptionUserAddRequestSchema', () => {
  it('lets a new sub-user create schemes unless told otherwise', () => {
    expect(
      subscriptionUserAddRequestSchema.parse({ email: 'hr@korenschoof.nl', username: 'hr@korenschoof.nl' }),
    ).toEqual({
      email: 'hr@korenschoof.nl',
      username: 'hr@korenschoof.nl',
      can_create_schemes: true,
    });
    expect(
      subscriptionUserAddRequestSchema.parse({
        email: 'hr@korenschoof.nl',
        username: 'hr',
        can_create_schemes: false,
      }).can_create_schemes,
    ).toBe(false);
  });

  it('reports a bad e-mail, a missing username and a non-boolean right', () => {
    expect(
      fieldErrorsOf(subscriptionUserAddRequestSchema, { email: 'x'.repeat(255), can_create_schemes: 'ja' }),
    ).toEqual({
      email: ['Maximaal 254 karakters', 'Vul een geldig e-mail adres in'],
      username: ['Veld is vereist'],
      can_create_schemes: ['Vul een geldige waarde in'],
    });
  });
});

describe('changeEmailRequestSchema', () => {
  it('needs a valid new address', () => {
    expect(changeEmailRequestSchema.parse({ email: 'nieuw@korenschoof.nl' })).toEqual({
      email: 'nieuw@korenschoof.nl',
    });
    expect(fieldErrorsOf(changeEmailRequestSchema, { email: '' })).toEqual({ email: ['Veld is vereist'] });
  });
});

describe('verifyKvkRequestSchema', () => {
  it('accepts a company name with a KVK number', () => {
    expect(verifyKvkRequestSchema.parse({ company_name: 'Test BV Donald', kvk_nr: '68.750.110' })).toEqual({
      company_name: 'Test BV Donald',
      kvk_nr: '68750110',
    });
  });

  it('refuses a KVK number that is not 8 digits and a missing name', () => {
    expect(fieldErrorsOf(verifyKvkRequestSchema, { kvk_nr: '687501100' })).toEqual({
      company_name: ['Veld is vereist'],
      kvk_nr: ['KVK nummer niet valide'],
    });
  });
});
