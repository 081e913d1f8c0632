import {
  activationRequestSchema,
  messageResponseSchema,
  verifyEmailRequestSchema,
} from '@beloning/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeLinkToken, revokeLinkTokens, usedLinkTokenUser } from '../../auth/link-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { inTransaction, type Transaction } from '../../db/database.js';
import { enqueueMail } from '../../mail/outbox.js';
import { admissionRequestMail } from '../../mail/templates.js';
import type { App } from '../../app.js';
import { users } from '../../db/schema.js';
import { FieldErrorsError, HttpError } from '../../http/errors.js';
import { failures } from '../../http/openapi.js';
import { authRateLimit } from '../../http/rate-limits.js';
import {
  companyById,
  companyUsers,
  isUniqueViolation,
  liveUserById,
  usersHoldingIdentifiers,
} from './account-queries.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const linkInvalid = () => new FieldErrorsError({}, [ACCOUNT_MESSAGES.linkInvalid]);
/** The activation or invite link was used before and the account is active: a 409, not the generic 400. */
const alreadyActivated = () => new HttpError(409, ACCOUNT_MESSAGES.alreadyActivated);

/** Whether the user exists and belongs to a company of the kind (any kind when none is asked for). */
async function isOfKind(
  tx: Transaction,
  user: { companyId: number } | undefined,
  kind: 'uitlener' | undefined,
): Promise<boolean> {
  if (user === undefined) return false;
  if (kind === undefined) return true;
  return (await companyById(tx, user.companyId))?.kind === kind;
}
const emailInUse = () => new FieldErrorsError({ email: [ACCOUNT_MESSAGES.emailInUse] });

/** The links of the mails that need no login: account activation, invite activation and e-mail change. */
const activation: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST rest-auth/inlener-activation/: the activation link of a registration, or, with a password, the
   * invite link of a sub-user who thereby sets their password. Each link works once (an activation token
   * is no invite token and the other way round). The portal's activation page serves hirers and agencies
   * alike, so this call activates the account the link belongs to, of either kind.
   *
   * POST rest-auth/uitlener-activation/: the same for agency accounts only; a link of a hirer account is
   * refused as unusable (and stays usable).
   *
   * A link used again by whoever used it (the owner of the mailbox, clicking the mail once more) is told
   * that the account is already active (409), as long as it is: only a link that this user really used for
   * this purpose. A link that ended otherwise (a newer one, a deleted account), or an unknown, tampered,
   * expired unused, foreign or reset token gets the generic 400 (reference/security.md items 3, 5, 10).
   */
  const activationRoute = (path: string, onlyKind: 'uitlener' | undefined, summary: string) =>
    app.post(
      path,
      {
        config: authRateLimit('activation'),
        schema: {
          tags: ['account'],
          summary,
          body: activationRequestSchema,
          response: {
            200: messageResponseSchema,
            ...failures({ 409: 'De link is al gebruikt en het account is actief (al geactiveerd).' }),
          },
        },
      },
      async (request) => {
        const { uidb64, token, password } = request.body;
        // Hashed before the transaction: argon2 takes a while and PGlite runs one transaction at a time.
        const passwordHash = password === undefined ? undefined : await hashPassword(password);
        const now = app.clock.now();
        const purpose = passwordHash === undefined ? 'activation' : 'invite';
        await inTransaction(app.database.db, async (tx) => {
          const spent = await consumeLinkToken(tx, { uidb64, token, purpose, now });
          if (spent === undefined) {
            const user = await usedLinkTokenUser(tx, { uidb64, token, purpose });
            const active = user === undefined ? undefined : await liveUserById(tx, user);
            if (active?.isActive === true && (await isOfKind(tx, active, onlyKind))) throw alreadyActivated();
            throw linkInvalid();
          }
          // Thrown, so the transaction and with it the spending of the link is undone.
          if (onlyKind !== undefined && !(await isOfKind(tx, await liveUserById(tx, spent.userId), onlyKind)))
            throw linkInvalid();
          const [user] = await tx
            .update(users)
            .set(
              passwordHash === undefined
                ? { isActive: true }
                : { isActive: true, passwordHash, passwordChangedAt: now },
            )
            .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
            .returning({
              id: users.id,
              admission: users.admission,
              companyId: users.companyId,
              email: users.email,
            });
          if (user === undefined) throw linkInvalid();
          if (user.admission === 'requested') await askMainUsersToAdmit(app, tx, user, now);
        });
        app.outbox.wake();
        return { detail: ACCOUNT_MESSAGES.activated };
      },
    );

  activationRoute(
    '/rest-auth/inlener-activation/',
    undefined,
    'Activeer een account (met wachtwoord: de uitnodiging van een extra gebruiker)',
  );
  activationRoute('/rest-auth/uitlener-activation/', 'uitlener', 'Activeer een uitleneraccount');

  /**
   * POST rest-auth/inlener-verify-email/: the link mailed to a new address; it becomes the login address
   * (and the username, where the username was the old address). Reset links mailed to the old address
   * stop working.
   */
  app.post(
    '/rest-auth/inlener-verify-email/',
    {
      config: authRateLimit('activation'),
      schema: {
        tags: ['account'],
        summary: 'Bevestig een gewijzigd e-mailadres',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { uidb64, token } = request.body;
      const now = app.clock.now();
      try {
        await inTransaction(app.database.db, async (tx) => {
          const spent = await consumeLinkToken(tx, { uidb64, token, purpose: 'email_change', now });
          const newEmail = spent?.payload?.['email'];
          if (spent === undefined || typeof newEmail !== 'string') throw linkInvalid();
          const user = await liveUserById(tx, spent.userId);
          if (user === undefined) throw linkInvalid();
          const holders = await usersHoldingIdentifiers(tx, [newEmail]);
          // Thrown, so the link stays usable once the address is free again.
          if (holders.some((holder) => holder.id !== user.id)) throw emailInUse();
          const usernameWasEmail = user.username.toLowerCase() === user.email.toLowerCase();
          await tx
            .update(users)
            .set({ email: newEmail, ...(usernameWasEmail ? { username: newEmail } : {}) })
            .where(eq(users.id, user.id));
          await revokeLinkTokens(tx, { userId: user.id, purposes: ['reset'], now });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      return { detail: ACCOUNT_MESSAGES.emailChanged };
    },
  );
};

export default activation;

/**
 * A newcomer who registered for an existing company proved their address: its live main users are asked
 * to let them in (registration.ts; server/README.md, 'Identity by proof of mailbox').
 */
async function askMainUsersToAdmit(
  app: App,
  tx: Transaction,
  newcomer: { companyId: number; email: string },
  now: Date,
): Promise<void> {
  const company = await companyById(tx, newcomer.companyId);
  if (company === undefined) return;
  const where =
    company.kind === 'inlener'
      ? { kind: 'inlener' as const, accountUrl: `${app.config.publicUrl}/account` }
      : { kind: 'uitlener' as const, supportEmail: app.config.supportEmail };
  const mail = admissionRequestMail({ companyName: company.companyName, email: newcomer.email, ...where });
  const mainUsers = (await companyUsers(tx, newcomer.companyId)).filter(
    (user) => user.isMainUser && user.isActive,
  );
  for (const main of mainUsers) await enqueueMail(tx, { ...mail, to: main.email }, now);
}
