import { MAX_LENGTH } from '@beloning/core/rules';
import { beforeAll, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  REGISTRATION_FIELDS,
  registrationBody,
} from '../../../../tests/helpers/account-api.js';
import { expectBadInputRejected, type BadInputSpec } from '../../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';

/**
 * The generated 'Bad input' cases of issue 3 (tests/helpers/bad-input.ts) for every account call: each field
 * missing, null, blank, of the wrong type and one over its SPEC.md 9 maximum; invalid e-mail, phone and KVK
 * number; unticked terms; mismatched passwords; unknown and mass-assignment fields; no object, no JSON,
 * another content type. Every case is a 400 (415) with the Dutch message under the field, and the account
 * tables are the same afterwards. The endpoint test files add the hand-picked cases beside their good paths.
 */
describeEachEngine('bad input on every account call', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });
  let mainAccess: string;
  beforeAll(async () => {
    mainAccess = (await test.hirer()).token;
  });

  const link = { uidb64: 'MQ', token: 'een-token' };
  const linkFields: BadInputSpec['fields'] = [
    { name: 'uidb64', kind: 'text', maxLength: 64 },
    { name: 'token', kind: 'text', maxLength: 512 },
  ];
  const email = { name: 'email', kind: 'email', maxLength: MAX_LENGTH.email } as const;
  const open =
    (spec: Omit<BadInputSpec, 'snapshot'>): (() => BadInputSpec) =>
    () => ({
      ...spec,
      snapshot: () => accountTables(test.db),
    });
  const signedIn =
    (spec: Omit<BadInputSpec, 'snapshot' | 'headers'>): (() => BadInputSpec) =>
    () => ({
      ...spec,
      headers: { authorization: `Bearer ${mainAccess}` },
      snapshot: () => accountTables(test.db),
    });

  const specs: [string, () => BadInputSpec][] = [
    [
      'inlener-registration',
      open({
        method: 'POST',
        url: '/api/rest-auth/inlener-registration/',
        validBody: registrationBody('generated'),
        fields: REGISTRATION_FIELDS,
        passwordPairs: [['password1', 'password2']],
      }),
    ],
    [
      'inlener-activation',
      open({
        method: 'POST',
        url: '/api/rest-auth/inlener-activation/',
        validBody: { ...link, password: 'Een-wachtwoord-1' },
        fields: [
          ...linkFields,
          { name: 'password', kind: 'password', required: false, maxLength: MAX_LENGTH.password },
        ],
      }),
    ],
    [
      'inlener-verify-email',
      open({
        method: 'POST',
        url: '/api/rest-auth/inlener-verify-email/',
        validBody: link,
        fields: linkFields,
      }),
    ],
    [
      'inlener-forgot-password',
      open({
        method: 'POST',
        url: '/api/rest-auth/inlener-forgot-password/',
        validBody: { email: 'anna@voorbeeld.nl' },
        fields: [email],
      }),
    ],
    [
      'inlener-reset-password',
      open({
        method: 'POST',
        url: '/api/rest-auth/inlener-reset-password/',
        validBody: { ...link, new_password1: 'Nieuw-1', new_password2: 'Nieuw-1' },
        fields: [
          ...linkFields,
          { name: 'new_password1', kind: 'password', maxLength: MAX_LENGTH.password },
          { name: 'new_password2', kind: 'password', maxLength: MAX_LENGTH.password },
        ],
        passwordPairs: [['new_password1', 'new_password2']],
      }),
    ],
    [
      'inlener-subscription-user-add',
      signedIn({
        method: 'POST',
        url: '/api/rest-auth/inlener-subscription-user-add/',
        validBody: { email: 'nieuw@voorbeeld.nl', username: 'nieuw', can_create_schemes: false },
        fields: [
          email,
          { name: 'username', kind: 'text', maxLength: MAX_LENGTH.email },
          { name: 'can_create_schemes', kind: 'boolean', required: false },
        ],
      }),
    ],
    [
      'inlener-change-email',
      signedIn({
        method: 'POST',
        url: '/api/rest-auth/inlener-change-email/',
        validBody: { email: 'nieuw@voorbeeld.nl' },
        fields: [email],
      }),
    ],
    [
      'PUT inlener-user',
      signedIn({
        method: 'PUT',
        url: '/api/rest-auth/inlener-user/',
        validBody: { salary_table_update_emails: false, uitlener_asked_for_help: null },
        fields: [
          { name: 'salary_table_update_emails', kind: 'boolean', required: false },
          { name: 'uitlener_asked_for_help', kind: 'number', required: false },
        ],
      }),
    ],
    [
      'PUT subscription',
      signedIn({
        method: 'PUT',
        url: '/api/rest-auth/subscription/',
        validBody: { salary_table_update_emails: false },
        fields: [{ name: 'salary_table_update_emails', kind: 'boolean' }],
      }),
    ],
    [
      'PUT subscription-users',
      signedIn({
        method: 'PUT',
        url: '/api/rest-auth/subscription-users/',
        validBody: {
          email: 'iemand@voorbeeld.nl',
          can_create_schemes: false,
          salary_table_update_emails: true,
        },
        fields: [
          email,
          { name: 'can_create_schemes', kind: 'boolean', required: false },
          { name: 'salary_table_update_emails', kind: 'boolean', required: false },
        ],
      }),
    ],
    [
      'DELETE subscription-users',
      signedIn({
        method: 'DELETE',
        url: '/api/rest-auth/subscription-users/',
        validBody: { email: 'iemand@voorbeeld.nl' },
        fields: [email],
      }),
    ],
    [
      'verify-kvk',
      signedIn({
        method: 'PUT',
        url: '/api/rest-auth/verify-kvk/',
        validBody: { company_name: 'Test EMZ Dagobert', kvk_nr: '69599084' },
        fields: [
          { name: 'company_name', kind: 'text', maxLength: MAX_LENGTH.companyName },
          { name: 'kvk_nr', kind: 'kvk' },
        ],
      }),
    ],
  ];

  it.each(specs)('%s', async (_name, spec) => {
    await expectBadInputRejected(test.app, spec());
  });
});
