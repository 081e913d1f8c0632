import {
  handoverRequestSchema,
  handoverResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from '@beloning/core/schemas';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exchangeHandoverCode, recordHandoverFamily, spentHandoverFamily } from '../auth/handover.js';
import { ACCOUNT_NOT_ACTIVE, HANDOVER_REFUSED, LOGIN_FAILED, REFRESH_REFUSED } from '../auth/messages.js';
import { revokeLinkTokens } from '../auth/link-tokens.js';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { revokeFamily } from '../auth/sessions.js';
import { loadUserView } from '../auth/user-view.js';
import { inTransaction, type Database, type Transaction } from '../db/database.js';
import { companies, users } from '../db/schema.js';
import { FieldErrorsError, HttpError } from '../http/errors.js';
import { failures } from '../http/openapi.js';

/** The answer of a logout. */
export const LOGGED_OUT = 'U bent uitgelogd.';

const detailSchema = z.object({ detail: z.string() });

/** Token answers must never be stored by a browser or a proxy. */
function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

/**
 * The account behind a login name: the username or the e-mail address, both without regard to case, among
 * users and companies that are not deleted. A username match wins over an address match of another user.
 */
async function findLoginAccount(db: Database | Transaction, login: string, kind: 'inlener' | 'uitlener') {
  const byUsername = sql`lower(${users.username}) = lower(${login})`;
  const rows = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      byUsername: sql<boolean>`${byUsername}`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        or(byUsername, sql`lower(${users.email}) = lower(${login})`),
        isNull(users.deletedAt),
        isNull(companies.deletedAt),
        eq(companies.kind, kind),
      ),
    )
    .limit(2);
  return rows.find((row) => row.byUsername) ?? rows[0];
}

/**
 * The session calls of SPEC.md 7.1: login (username or e-mail), logout, token refresh, and the exchange of
 * a hand-over code; and the agency login (uitlener-login), the same call for agency accounts. Sessions and tokens: see server/README.md and src/auth/.
 */
const session: FastifyPluginAsyncZod = async (app) => {
  /** One login call per kind of company; the same checks, tokens and answer. */
  const loginRoute = (path: string, kind: 'inlener' | 'uitlener', summary: string) =>
    app.post(
      path,
      {
        // Failed logins are counted per client address and per account name or known device, and checked
        // before any password is verified (src/auth/login-limits.ts).
        schema: {
          tags: ['sessie'],
          summary,
          body: loginRequestSchema,
          response: {
            200: loginResponseSchema,
            ...failures({
              400: 'Onjuiste gebruikersnaam of wachtwoord, of het account is nog niet geactiveerd.',
              429: 'Te veel mislukte pogingen voor dit account, dit apparaat of van dit adres; Retry-After zegt hoe lang te wachten.',
            }),
          },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const { db } = app.database;
        const account = await findLoginAccount(db, username, kind);
        const attempt = { request, name: username, userId: account?.id };
        await app.loginLimits.check(attempt);
        // Always one argon2 verification, also for an unknown name, so the answer time tells nothing.
        const passwordOk = await verifyPassword(account?.passwordHash ?? null, password);
        if (account === undefined || !passwordOk) {
          request.log.info({ kind }, 'inloggen mislukt');
          await app.loginLimits.failed(attempt);
          throw new FieldErrorsError({}, [LOGIN_FAILED]);
        }
        if (!account.isActive) {
          request.log.info({ userId: account.id }, 'inloggen geweigerd: account niet actief');
          throw new FieldErrorsError({}, [ACCOUNT_NOT_ACTIVE]);
        }
        // A legacy Django hash (accounts migrated from the previous system) or older argon2 settings: the
        // password just proved right is hashed anew, before the transaction so no lock waits for argon2.
        const oldHash = account.passwordHash;
        const rehashed = oldHash !== null && needsRehash(oldHash) ? await hashPassword(password) : undefined;
        const now = app.clock.now();
        const answer = await inTransaction(db, async (tx) => {
          await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, account.id));
          if (rehashed !== undefined && oldHash !== null) {
            // Only when the hash is still the one verified (a reset in between wins); not a password change.
            await tx
              .update(users)
              .set({ passwordHash: rehashed })
              .where(and(eq(users.id, account.id), eq(users.passwordHash, oldHash)));
          }
          // Like Django's reset tokens, a login ends the reset links the user asked for before it.
          await revokeLinkTokens(tx, { userId: account.id, purposes: ['reset'], now });
          const tokens = await app.sessions.issueTokenSet(tx, account.id, now);
          return { ...tokens, user: await loadUserView(tx, account.id) };
        });
        request.log.info({ userId: account.id, kind }, 'ingelogd');
        app.loginLimits.succeeded(reply, account.id);
        noStore(reply);
        return answer;
      },
    );

  loginRoute(
    '/rest-auth/inlener-login/',
    'inlener',
    'Inloggen (inlener) met gebruikersnaam of e-mailadres en wachtwoord; geeft tokens en de gebruiker',
  );
  // The agency side (ARCHITECTURE.md): the path the CLI's `login --agency` calls; only agency accounts.
  loginRoute(
    '/rest-auth/uitlener-login/',
    'uitlener',
    'Inloggen (uitlener) met gebruikersnaam of e-mailadres en wachtwoord; geeft tokens en de gebruiker',
  );

  app.post(
    '/rest-auth/logout/',
    {
      config: { unadmitted: true },
      preValidation: [app.authenticate],
      schema: {
        tags: ['sessie'],
        summary: 'Uitloggen: beëindigt deze sessie (de refresh-tokens van deze login)',
        body: z.strictObject({}),
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await revokeFamily(app.database.db, request.auth.familyId, app.clock.now());
      request.log.info({ userId: request.auth.userId }, 'uitgelogd');
      return { detail: LOGGED_OUT };
    },
  );

  app.post(
    '/rest-auth/token/refresh/',
    {
      schema: {
        tags: ['sessie'],
        summary: 'Nieuwe tokens voor een refresh-token; het oude refresh-token is daarna verbruikt',
        body: tokenRefreshRequestSchema,
        response: {
          200: tokenRefreshResponseSchema,
          ...failures({ 401: 'Het refresh-token is onbekend, verlopen, al gebruikt of ingetrokken.' }),
        },
      },
    },
    async (request, reply) => {
      const tokens = await app.sessions.refreshTokenSet(
        app.database.db,
        request.body.refresh,
        app.clock.now(),
        {
          onRefused: (reason, details) => {
            if (reason === 'reused') {
              request.log.warn(details, 'refresh-token hergebruikt: hele sessie ingetrokken');
            } else {
              request.log.info({ ...details, reason }, 'refresh geweigerd');
            }
          },
        },
      );
      if (tokens === undefined) throw new HttpError(401, REFRESH_REFUSED);
      noStore(reply);
      return tokens;
    },
  );

  app.post(
    '/rest-auth/handover/',
    {
      schema: {
        tags: ['sessie'],
        summary: 'Wisselt een eenmalige overdrachtscode (de refresh-parameter) in voor een nieuwe sessie',
        body: handoverRequestSchema,
        response: {
          200: handoverResponseSchema,
          ...failures({ 400: 'De overdrachtscode is onbekend, verlopen of al gebruikt.' }),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const answer = await inTransaction(app.database.db, async (tx) => {
        const userId = await exchangeHandoverCode(tx, request.body.code, now);
        if (userId === undefined) {
          // A spent code used again: the session its exchange made ends too (the 400 still commits this).
          const replayed = await spentHandoverFamily(tx, request.body.code);
          if (replayed !== undefined) {
            await revokeFamily(tx, replayed.familyId, now);
            request.log.warn(
              { userId: replayed.userId, familyId: replayed.familyId },
              'overdrachtscode hergebruikt: de sessie ervan is ingetrokken',
            );
          }
          return undefined;
        }
        const [holder] = await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(
            and(
              eq(users.id, userId),
              eq(users.isActive, true),
              isNull(users.deletedAt),
              isNull(companies.deletedAt),
            ),
          );
        if (holder === undefined) return undefined;
        const tokens = await app.sessions.issueTokenSet(tx, userId, now);
        await recordHandoverFamily(tx, request.body.code, tokens.refresh);
        return { ...tokens, user: await loadUserView(tx, userId) };
      });
      if (answer === undefined) {
        request.log.info('overdrachtscode geweigerd');
        throw new FieldErrorsError({}, [HANDOVER_REFUSED]);
      }
      noStore(reply);
      return answer;
    },
  );
};

export default session;
