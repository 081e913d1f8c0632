import { describe, expect, it } from 'vitest';
import { subscriptionSchema, subscriptionUserSchema, tokenSetSchema, userSchema } from './account.js';
import { agencyInviteSchema, proposalStateSchema } from './agency.js';
import { caoComplianceSchema } from './cao-compliance.js';
import { koppelingSchema } from './koppeling.js';
import { aardTypeSchema, handelsnaamSchema } from './lookups.js';
import { inlenersCaoListItemSchema, inlenersCaoSchema, newCaoVersionSchema } from './scheme.js';
import { exampleCaoCompliance, exampleInlenersCao, exampleKoppeling, exampleUser } from './test-examples.js';

/** The dotted paths zod refuses in a value, or [] when it is accepted. */
function refusedPaths(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('tokenSetSchema', () => {
  const tokens = {
    access: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    access_expiration: '2025-03-01T10:05:00Z',
    refresh: 'r4nd0m-0paque',
    refresh_expiration: '2025-03-08T10:00:00+01:00',
  };

  it('accepts a token set with ISO timestamps', () => {
    expect(tokenSetSchema.parse(tokens)).toEqual(tokens);
  });

  it('refuses an empty token and an expiry that is not a timestamp', () => {
    expect(refusedPaths(tokenSetSchema, { ...tokens, access: '', refresh_expiration: 'morgen' })).toEqual([
      'access',
      'refresh_expiration',
    ]);
  });
});

describe('userSchema', () => {
  it('accepts a main user and a sub-user of a holding that asked an agency for help', () => {
    expect(userSchema.parse(exampleUser())).toEqual(exampleUser());
    const subUser = {
      ...exampleUser(),
      holding_kvk_nr: '68750110',
      permissions: [],
      uitlener_asked_for_help: 3,
    };
    expect(userSchema.parse(subUser)).toEqual(subUser);
  });

  it('refuses a KVK number without 8 digits and a missing verification flag', () => {
    const { kvk_verified: _omitted, ...withoutFlag } = exampleUser();
    expect(refusedPaths(userSchema, { ...withoutFlag, kvk_nr: '6959908' })).toEqual([
      'kvk_nr',
      'kvk_verified',
    ]);
  });
});

describe('subscriptionSchema', () => {
  it('accepts the e-mail preference and the users by e-mail', () => {
    const subscription = { salary_table_update_emails: false, users: ['planning@korenschoof.nl'] };
    expect(subscriptionSchema.parse(subscription)).toEqual(subscription);
  });

  it('refuses users that are not a list of e-mails', () => {
    expect(
      refusedPaths(subscriptionSchema, { salary_table_update_emails: true, users: [{ id: 1 }] }),
    ).toEqual(['users.0']);
  });
});

describe('subscriptionUserSchema', () => {
  it('accepts a sub-user that may not create schemes', () => {
    const user = {
      email: 'hr@korenschoof.nl',
      username: 'hr@korenschoof.nl',
      can_create_schemes: false,
      salary_table_update_emails: true,
      is_active: false,
      admission: 'requested',
    };
    expect(subscriptionUserSchema.parse(user)).toEqual(user);
    expect(refusedPaths(subscriptionUserSchema, { ...user, admission: 'eigenaar' })).toEqual(['admission']);
    expect(refusedPaths(subscriptionUserSchema, { ...user, can_create_schemes: 'nee' })).toEqual([
      'can_create_schemes',
    ]);
  });
});

describe('koppelingSchema', () => {
  it('accepts a link and refuses one without its flags', () => {
    expect(koppelingSchema.parse(exampleKoppeling())).toEqual(exampleKoppeling());
    const { new: _new, ...withoutNew } = exampleKoppeling();
    expect(refusedPaths(koppelingSchema, withoutNew)).toEqual(['new']);
  });
});

describe('inlenersCaoSchema', () => {
  it('accepts a scheme with versions, links, tables and werksoorten', () => {
    expect(inlenersCaoSchema.parse(exampleInlenersCao())).toEqual(exampleInlenersCao());
  });

  it('accepts an own scheme without cao, end date or year-end bonus', () => {
    const own = {
      ...exampleInlenersCao(),
      cao_id: null,
      based_on: null,
      follow_salary_tables: null,
      duration_end: null,
      year_end_bonus_type: 'Geen',
      year_end_bonus_amount: null,
      year_end_bonus_comment: null,
    };
    expect(inlenersCaoSchema.parse(own)).toEqual(own);
  });

  it('refuses wrong values at their paths', () => {
    const bad = {
      ...exampleInlenersCao(),
      vacation_time_type: 'weeks_per_year',
      vacation_allowance: '8,5',
      versions: [{ version: 0, created_at: '2025-01-02T09:30:00+01:00' }],
    };
    expect(refusedPaths(inlenersCaoSchema, bad)).toEqual([
      'versions.0.version',
      'vacation_time_type',
      'vacation_allowance',
    ]);
  });
});

describe('newCaoVersionSchema', () => {
  it('accepts no new version, or the new cao id first', () => {
    expect(newCaoVersionSchema.parse([])).toEqual([]);
    expect(newCaoVersionSchema.parse([13, 'Cao 2026'])).toEqual([13, 'Cao 2026']);
    expect(newCaoVersionSchema.safeParse(['Cao 2026', 13]).success).toBe(false);
  });
});

describe('inlenersCaoListItemSchema', () => {
  it('accepts the summary of a scheme and drops the details', () => {
    const item = inlenersCaoListItemSchema.parse(exampleInlenersCao());
    expect(item).toMatchObject({ id: 42, version: 2, full_name: 'Cao Schoonmaak- en Glazenwassersbedrijf' });
    expect(item).not.toHaveProperty('salary_tables');
    expect(refusedPaths(inlenersCaoListItemSchema, { ...exampleInlenersCao(), guid: 42 })).toEqual(['guid']);
  });
});

describe('caoComplianceSchema', () => {
  it('accepts a compliance with a new cao version waiting', () => {
    expect(caoComplianceSchema.parse(exampleCaoCompliance())).toEqual(exampleCaoCompliance());
  });

  it('refuses a job without a salary table', () => {
    const compliance = exampleCaoCompliance();
    const bad = { ...compliance, jobs: [{ ...compliance.jobs[0], salary_table_id: null }] };
    expect(refusedPaths(caoComplianceSchema, bad)).toEqual(['jobs.0.salary_table_id']);
  });
});

describe('agencyInviteSchema', () => {
  it('accepts an invite of an agency that offers help', () => {
    const invite = {
      kvk_nr: '68750110',
      email: 'planning@donald-uitzend.nl',
      subscription: 3,
      company_name: 'Test BV Donald',
      proposals_enabled: true,
    };
    expect(agencyInviteSchema.parse(invite)).toEqual(invite);
    expect(refusedPaths(agencyInviteSchema, { ...invite, kvk_nr: '1234' })).toEqual(['kvk_nr']);
  });
});

describe('aardTypeSchema', () => {
  it('accepts a pair of code and label and nothing longer', () => {
    expect(aardTypeSchema.parse(['AV', 'Algemeen vakmanschap'])).toEqual(['AV', 'Algemeen vakmanschap']);
    expect(aardTypeSchema.safeParse(['AV', 'Algemeen vakmanschap', 'extra']).success).toBe(false);
  });
});

describe('handelsnaamSchema', () => {
  it('accepts a pair of name and type', () => {
    expect(handelsnaamSchema.parse(['Test BV Donald', 'hoofdvestiging'])).toEqual([
      'Test BV Donald',
      'hoofdvestiging',
    ]);
    expect(handelsnaamSchema.safeParse({ naam: 'Test BV Donald' }).success).toBe(false);
  });
});

describe('proposalStateSchema', () => {
  it('accepts a proposal with an unfinished step 1 and one for an existing scheme', () => {
    const fresh = {
      inlenersId: 4,
      unfinishedStep1: { usesCao: 1, withEmployersOrganisation: false },
      existingInlenerCaoId: null,
    };
    expect(proposalStateSchema.parse(fresh)).toEqual(fresh);
    const amendment = { inlenersId: 4, unfinishedStep1: null, existingInlenerCaoId: 42 };
    expect(proposalStateSchema.parse(amendment)).toEqual(amendment);
    expect(refusedPaths(proposalStateSchema, { ...amendment, inlenersId: 0 })).toEqual(['inlenersId']);
  });
});
