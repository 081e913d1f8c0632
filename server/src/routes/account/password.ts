import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@beloning/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeLinkToken, createLinkToken, revokeLinkTokens } from '../../auth/link-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { App } from '../../app.js';
import { inTransaction } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { FieldErrorsError } from '../../http/errors.js';
import { authRateLimit } from '../../http/rate-limits.js';
import { enqueueMail } from '../../mail/outbox.js';
import { passwordResetMail } from '../../mail/templates.js';
import { liveUserByEmail } from './account-queries.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/** Forgot password and reset password (SPEC.md 2.6). */
const password: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST rest-auth/inlener-forgot-password/: mails a reset link when the address belongs to an active
   * account. The answer is the same for every address, and so is its time (reference/security.md items 13
   * and 15): it goes out before the address is even looked up; the lookup and, for an active account, the
   * link and its outbox row follow once it is sent (app.afterReply). The outbox then retries the mail until
   * it is delivered.
   */
  app.post(
    '/rest-auth/inlener-forgot-password/',
    {
      config: authRateLimit('forgot'),
      schema: {
        tags: ['account'],
        summary: 'Vraag een link aan om een nieuw wachtwoord in te stellen',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const now = app.clock.now();
      app.afterReply.run(reply, 'forgot-password', async () => {
        if (await mailResetLink(app, email, now)) app.outbox.wake();
      });
      return { detail: ACCOUNT_MESSAGES.resetMailSent };
    },
  );

  /**
   * POST rest-auth/inlener-reset-password/: the reset link's uidb64 and token with the new password twice.
   * Sets the password and ends every session of the user (their refresh tokens are revoked, and access
   * tokens issued before now are refused).
   */
  app.post(
    '/rest-auth/inlener-reset-password/',
    {
      config: authRateLimit('activation'),
      schema: {
        tags: ['account'],
        summary: 'Stel een nieuw wachtwoord in met de link uit de e-mail',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { uidb64, token, new_password1 } = request.body;
      const passwordHash = await hashPassword(new_password1);
      const now = app.clock.now();
      const reset = await inTransaction(app.database.db, async (tx) => {
        const spent = await consumeLinkToken(tx, { uidb64, token, purpose: 'reset', now });
        if (spent === undefined) throw new FieldErrorsError({}, [ACCOUNT_MESSAGES.linkInvalid]);
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now })
          .where(and(eq(users.id, spent.userId), isNull(users.deletedAt), eq(users.isActive, true)))
          .returning({ id: users.id, email: users.email, username: users.username });
        if (user === undefined) throw new FieldErrorsError({}, [ACCOUNT_MESSAGES.linkInvalid]);
        await revokeUserSessions(tx, user.id, now);
        await revokeLinkTokens(tx, { userId: user.id, purposes: ['reset'], now });
        return user;
      });
      // Whoever proved the mailbox may log in again at once, wherever others guessed the password.
      await app.loginLimits.lift(reset.id, [reset.email, reset.username]);
      return { detail: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};

export default password;

/** In one transaction: the reset link of the active account with this address, and its mail. */
async function mailResetLink(app: App, email: string, now: Date): Promise<boolean> {
  return inTransaction(app.database.db, async (tx) => {
    const user = await liveUserByEmail(tx, email);
    if (user === undefined || !user.isActive) return false;
    const token = await createLinkToken(tx, { userId: user.id, purpose: 'reset', now });
    const mail = passwordResetMail({ publicUrl: app.config.publicUrl, userId: user.id, token });
    await enqueueMail(tx, { ...mail, to: user.email }, now);
    return true;
  });
}
