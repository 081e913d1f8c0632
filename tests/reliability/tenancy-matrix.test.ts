import { uitlenerInvitesResponseSchema } from '@beloning/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../server/src/routes/account/messages.js';
import type { TestUser } from '../helpers/accounts.js';
import { fakeKvkRegistry } from '../helpers/account-api.js';
import { describeEachEngine } from '../helpers/database.js';
import {
  CALLERS,
  expectedFor,
  registeredRoutes,
  snapshot,
  useTenancyMatrix,
} from '../helpers/tenancy-matrix.js';
import { useTestApp } from '../helpers/test-app.js';
import { reportSection, table } from './report.js';

/**
 * The tenancy matrix of issue 4 (its callers, world and rows: tests/helpers/tenancy-matrix.ts): every route
 * the app registers under /api, called by each of eight callers, answers the expected status; a refused call
 * leaves every table as it was. A route without a row fails the test, so a new route cannot slip in without
 * deciding who may call it. A list that any caller of a kind may read shows the owner's things (or the
 * linked agency's invitation) to exactly the callers entitled to them.
 */
/** What one engine's run of the matrix counted, for docs/reliability.md. */
interface MatrixFigures {
  routes: number;
  callers: number;
  calls: number;
  allowedAsExpected: number;
  refusedAsExpected: number;
  /** A call answered below 400 where the matrix expects a refusal. */
  unexpectedAllows: number;
  /** A list answered 200 that showed a caller what is not theirs. */
  listsShowingOthers: number;
  /** A refused call that changed a table. */
  writesOnRefusal: number;
  /** Any other answer than the expected one (a refusal where an allow was expected, another 4xx). */
  otherMismatches: number;
}

const report = reportSection<MatrixFigures>('tenancy-matrix', (figures) =>
  [
    '## Tenancy matrix',
    '',
    '`tests/reliability/tenancy-matrix.test.ts`: every route the app registers under `/api` (a route without a',
    'row fails the test), called by each caller: anonymous, a hirer of another company, a squatter hirer (founded',
    'the company of a KVK number that an agency invited at the address of a colleague it let in later), the',
    "owner's sub-user without the right to make schemes, the owner, an unrelated agency, a squatter agency",
    "(registered the linked agency's KVK number first) and the linked agency. A refused call must leave every",
    'table as it was; a list answered 200 must show the owner’s things to exactly the callers entitled to them.',
    '',
    table(
      ['', 'PGlite', 'PostgreSQL'],
      (
        [
          ['routes', 'routes'],
          ['callers (2 squatters among them)', 'callers'],
          ['calls', 'calls'],
          ['allowed as expected', 'allowedAsExpected'],
          ['refused as expected', 'refusedAsExpected'],
          ['refused calls that wrote something', 'writesOnRefusal'],
          ['**unexpected allows**', 'unexpectedAllows'],
          ['lists showing what is not the caller’s', 'listsShowingOthers'],
          ['other answers than expected', 'otherMismatches'],
        ] as const
      ).map(([label, key]) => [label, figures.pglite[key], figures.postgres[key]]),
    ),
  ].join('\n'),
);

describeEachEngine('tenancy matrix', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak', kvk: fakeKvkRegistry() });
  const matrix = useTenancyMatrix(test, engine);
  const { rows, users } = matrix;

  it('has a row for every route under /api, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(test.app);
    expect(registered.length).toBeGreaterThan(40);
    const inMatrix = rows().map((row) => `${row.method} ${row.route}`);
    expect(new Set(inMatrix).size, 'een route staat twee keer in de matrix').toBe(inMatrix.length);
    const missing = registered.filter((route) => !inMatrix.includes(route));
    const stale = inMatrix.filter((route) => !registered.includes(route));
    expect(missing, `Route(s) zonder rij in de tenancy matrix: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `Rij(en) voor een route die niet bestaat: ${stale.join(', ')}`).toEqual([]);
  });

  // The matrix row of PUT rest-auth/inlener-user/ changes a preference, which every hirer user may; asking
  // for help with it needs the permission to create schemes, which the matrix's sub-user lacks. So the use of
  // an invitation by its squatter is checked here, before the matrix deletes the accounts.
  it('lets only who speaks for an invitation’s address see it and ask for help; the squatter gets a 400', async () => {
    const { invitedColleague, squatterHirer, linkedAgency, squatterAgency } = matrix;
    const invitesOf = async (user: TestUser) => {
      const response = await test.call(
        await test.tokenOf(user.userId),
        'GET',
        '/api/inleners/uitlener-invites/',
      );
      expect(response.statusCode, response.body).toBe(200);
      return uitlenerInvitesResponseSchema.parse(response.json()).map((invite) => invite.subscription);
    };
    expect(await invitesOf(invitedColleague)).toEqual([linkedAgency.companyId]);
    expect(await invitesOf(squatterHirer)).toEqual([]);

    const ask = { uitlener_asked_for_help: linkedAgency.companyId };
    const squatterToken = await test.tokenOf(squatterHirer.userId);
    const before = await snapshot(test.app);
    const refused = await test.call(squatterToken, 'PUT', '/api/rest-auth/inlener-user/', ask);
    expect(refused.statusCode, refused.body).toBe(400);
    // The same answer as for an agency that never invited the company: the invitation stays unseen.
    expect(refused.json()).toMatchObject({
      errors: { uitlener_asked_for_help: [ACCOUNT_MESSAGES.unknownAgency] },
    });
    expect(await snapshot(test.app)).toEqual(before);
    const asked = await test.call(
      await test.tokenOf(invitedColleague.userId),
      'PUT',
      '/api/rest-auth/inlener-user/',
      ask,
    );
    expect(asked.statusCode, asked.body).toBe(200);

    // The requests (the owner's in beforeAll, the colleague's here) are mailed to the planner who sent the
    // invitations, not to the squatter, though it is the agency's first main user.
    const helpMails = async (to: string) =>
      (await test.mailsTo(to)).filter((mail) => mail.subject.includes('vraagt uw hulp'));
    expect(await helpMails(linkedAgency.email)).toHaveLength(2);
    expect(await helpMails(squatterAgency.email)).toEqual([]);
  });

  it('answers every route with the expected status per caller; a refused call writes nothing', async () => {
    const failures: string[] = [];
    const figures: MatrixFigures = {
      routes: rows().length,
      callers: CALLERS.length,
      calls: 0,
      allowedAsExpected: 0,
      refusedAsExpected: 0,
      unexpectedAllows: 0,
      listsShowingOthers: 0,
      writesOnRefusal: 0,
      otherMismatches: 0,
    };
    for (const row of rows()) {
      // Every row starts with fresh rate-limit windows (they run on the app clock): the link calls share the
      // account of uidb64 'MQ', and forgot-password allows 5 an hour per address.
      test.clock.advance(61 * 60 * 1000);
      for (const caller of CALLERS) {
        const expected = expectedFor(row.expected, caller);
        const { url, payload } = (await row.call?.(caller)) ?? { url: row.route };
        const access = caller === 'anonymous' ? undefined : await test.tokenOf(users()[caller].userId);
        const refused = expected >= 400;
        const before = refused ? await snapshot(test.app) : undefined;
        const response: LightMyRequestResponse =
          access === undefined
            ? await test.callOpen(row.method, url, payload)
            : await test.call(access, row.method, url, payload);
        figures.calls += 1;
        if (response.statusCode !== expected) {
          if (refused && response.statusCode < 400) figures.unexpectedAllows += 1;
          else figures.otherMismatches += 1;
          failures.push(
            `${row.method} ${row.route} as ${caller}: ${response.statusCode}, expected ${expected} (${response.body.slice(0, 200)})`,
          );
          continue;
        }
        if (row.shows !== undefined && response.statusCode === 200) {
          const seen = row.shows.them(response.json());
          if (seen && !row.shows.to.includes(caller)) figures.listsShowingOthers += 1;
          if (seen !== row.shows.to.includes(caller))
            failures.push(
              `${row.method} ${row.route} as ${caller}: ${seen ? 'shows' : 'does not show'} what is ${seen ? 'not ' : ''}for them (${response.body.slice(0, 200)})`,
            );
        }
        if (refused) figures.refusedAsExpected += 1;
        else figures.allowedAsExpected += 1;
        if (before !== undefined) {
          const after = await snapshot(test.app);
          const changed = Object.keys(after).filter(
            (table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]),
          );
          if (changed.length > 0) figures.writesOnRefusal += 1;
          if (changed.length > 0)
            failures.push(
              `${row.method} ${row.route} as ${caller} (${expected}) changed ${changed.join(', ')}`,
            );
        }
      }
    }
    report.record(engine, figures);
    expect(failures).toEqual([]);
    expect(figures.unexpectedAllows).toBe(0);
  }, 300_000);
});
