import {
  CHANGE_SUBSCRIPTION_PERMISSION,
  subscriptionResponseSchema,
  subscriptionUpdateRequestSchema,
  subscriptionUserAddRequestSchema,
  subscriptionUserAddResponseSchema,
  subscriptionUserDeleteRequestSchema,
  subscriptionUsersResponseSchema,
  subscriptionUserUpdateRequestSchema,
  type Subscription,
  type SubscriptionUser,
} from '@beloning/core/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLinkToken } from '../../auth/link-tokens.js';
import { inTransaction, type Database, type Transaction } from '../../db/database.js';
import { companies, users } from '../../db/schema.js';
import { FieldErrorsError, HttpError } from '../../http/errors.js';
import { failures } from '../../http/openapi.js';
import { enqueueMail } from '../../mail/outbox.js';
import { inviteMail } from '../../mail/templates.js';
import { removeUser } from './account-deletion.js';
import {
  companyById,
  companyUsers,
  isUniqueViolation,
  usersHoldingIdentifiers,
  type UserRow,
} from './account-queries.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/**
 * The subscription and its users (SPEC.md section 6): only the main user, who holds
 * customauth.change_subscription, may change them or manage the users; a sub-user gets a 403. A sub-user may
 * read the subscription itself: SPEC 6 shows a sub-user their own salary-table mail preference only when the
 * subscription has it on, so the account page needs the subscription's switch. A user of another company is
 * a 404, as if it did not exist.
 */
const subscription: FastifyPluginAsyncZod = async (app) => {
  const owner = [
    app.authenticate,
    app.requireCompanyKind('inlener'),
    app.requirePermission(CHANGE_SUBSCRIPTION_PERMISSION),
  ];
  const member = [app.authenticate, app.requireCompanyKind('inlener')];
  const db = app.database.db;

  /** GET rest-auth/subscription/: every user of the company may read it; only the main user changes it. */
  app.get(
    '/rest-auth/subscription/',
    {
      preValidation: member,
      schema: {
        tags: ['abonnement'],
        summary: 'Het abonnement: de mailvoorkeur en de e-mailadressen van de gebruikers',
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => subscriptionView(db, request.auth.companyId),
  );

  /** PATCH rest-auth/subscription/, sent as PUT: the subscription's salary-table mail switch. */
  app.put(
    '/rest-auth/subscription/',
    {
      preValidation: owner,
      schema: {
        tags: ['abonnement'],
        summary: 'Wijzig de mailvoorkeur van het abonnement',
        body: subscriptionUpdateRequestSchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      return inTransaction(db, async (tx) => {
        await tx
          .update(companies)
          .set({ salaryTableUpdateEmails: request.body.salary_table_update_emails })
          .where(eq(companies.id, companyId));
        return subscriptionView(tx, companyId);
      });
    },
  );

  /** GET rest-auth/subscription-users/: every user of the company, the main user first. */
  app.get(
    '/rest-auth/subscription-users/',
    {
      preValidation: owner,
      schema: {
        tags: ['abonnement'],
        summary: 'De gebruikers van het abonnement',
        response: { 200: subscriptionUsersResponseSchema },
      },
    },
    async (request) => (await companyUsers(db, request.auth.companyId)).map(subscriptionUserView),
  );

  /** PUT rest-auth/subscription-users/: a user's right to create schemes or mail preference, or admission. */
  app.put(
    '/rest-auth/subscription-users/',
    {
      preValidation: owner,
      schema: {
        tags: ['abonnement'],
        summary: 'Wijzig of een gebruiker beloningen mag maken, zijn mailvoorkeur, of geef hem toegang',
        body: subscriptionUserUpdateRequestSchema,
        response: {
          200: subscriptionUserAddResponseSchema,
          ...failures({
            400: 'Het hoofdaccount mag altijd beloningen maken.',
            404: 'Het bedrijf heeft geen gebruiker met dit e-mailadres.',
          }),
        },
      },
    },
    async (request) => {
      const { email, can_create_schemes, salary_table_update_emails, admit } = request.body;
      return inTransaction(db, async (tx) => {
        const target = await companyUserByEmail(tx, request.auth.companyId, email);
        if (target.isMainUser && can_create_schemes === false) {
          throw new FieldErrorsError({ can_create_schemes: [ACCOUNT_MESSAGES.mainUserAlwaysCreates] });
        }
        const [updated] = await tx
          .update(users)
          .set({
            ...(can_create_schemes === undefined ? {} : { canCreateSchemes: can_create_schemes }),
            ...(salary_table_update_emails === undefined
              ? {}
              : { salaryTableUpdateEmails: salary_table_update_emails }),
            // Let in by this main user: the newcomer now sees what the main user sees
            // (src/auth/mailboxes.ts). Anyone else stays as they came in.
            ...(admit === true && target.admission === 'requested'
              ? { admission: 'admitted' as const, admittedBy: request.auth.userId }
              : {}),
          })
          .where(eq(users.id, target.id))
          .returning();
        return subscriptionUserView(updated ?? target);
      });
    },
  );

  /** DELETE rest-auth/subscription-users/: removes a sub-user (their personal data goes, as on deletion). */
  app.delete(
    '/rest-auth/subscription-users/',
    {
      preValidation: owner,
      schema: {
        tags: ['abonnement'],
        summary: 'Verwijder een extra gebruiker',
        body: subscriptionUserDeleteRequestSchema,
        response: {
          204: z.null(),
          ...failures({
            400: 'Het hoofdaccount verwijdert u met Account verwijderen.',
            404: 'Het bedrijf heeft geen gebruiker met dit e-mailadres.',
          }),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await inTransaction(db, async (tx) => {
        const target = await companyUserByEmail(tx, request.auth.companyId, request.body.email);
        if (target.isMainUser)
          throw new FieldErrorsError({ email: [ACCOUNT_MESSAGES.mainUserDeletesAccount] });
        await removeUser(tx, target, now);
      });
      return reply.status(204).send(null);
    },
  );

  /**
   * POST rest-auth/inlener-subscription-user-add/: invites a sub-user, who sets a password through the
   * link of the invite mail. Inviting a pending invitee of the same company again sends a new link (the
   * old one stops working) with the new choices.
   */
  app.post(
    '/rest-auth/inlener-subscription-user-add/',
    {
      preValidation: owner,
      schema: {
        tags: ['abonnement'],
        summary: 'Nodig een extra gebruiker uit',
        body: subscriptionUserAddRequestSchema,
        response: {
          201: subscriptionUserAddResponseSchema,
          ...failures({ 400: 'E-mailadres of gebruikersnaam is al in gebruik.' }),
        },
      },
    },
    async (request, reply) => {
      const { email, username, can_create_schemes } = request.body;
      const { userId, companyId } = request.auth;
      const now = app.clock.now();
      let invited: UserRow;
      try {
        invited = await inTransaction(db, async (tx) => {
          const holders = await usersHoldingIdentifiers(tx, [email, username]);
          const pending = holders.find(
            (holder) =>
              holder.email.toLowerCase() === email.toLowerCase() &&
              holder.companyId === companyId &&
              !holder.isMainUser &&
              !holder.isActive,
          );
          const others = holders.filter((holder) => holder.id !== pending?.id);
          const errors = identifierErrors(others, email, username);
          if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
          // The inviting main user lets the colleague in: what they speak for, the colleague may see too
          // (src/auth/mailboxes.ts).
          const values = {
            email,
            username,
            canCreateSchemes: can_create_schemes,
            admission: 'admitted' as const,
            admittedBy: userId,
          };
          const [row] =
            pending === undefined
              ? await tx
                  .insert(users)
                  .values({ ...values, companyId, isMainUser: false, isActive: false, createdAt: now })
                  .returning()
              : await tx.update(users).set(values).where(eq(users.id, pending.id)).returning();
          if (row === undefined) throw new Error('uitnodiging: geen gebruiker opgeslagen');
          const token = await createLinkToken(tx, { userId: row.id, purpose: 'invite', now });
          const company = await companyById(tx, companyId);
          const [inviter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
          const mail = inviteMail({
            publicUrl: app.config.publicUrl,
            userId: row.id,
            token,
            companyName: company?.companyName ?? '',
            invitedBy: inviter?.email ?? '',
          });
          await enqueueMail(tx, { ...mail, to: email }, now);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldErrorsError({ email: [ACCOUNT_MESSAGES.emailInUse] });
        throw error;
      }
      app.outbox.wake();
      return reply.status(201).send(subscriptionUserView(invited));
    },
  );
};

export default subscription;

async function subscriptionView(db: Database | Transaction, companyId: number): Promise<Subscription> {
  const company = await companyById(db, companyId);
  if (company === undefined) throw new HttpError(404);
  const members = await companyUsers(db, companyId);
  return {
    salary_table_update_emails: company.salaryTableUpdateEmails,
    users: members.map((member) => member.email),
  };
}

function subscriptionUserView(row: UserRow): SubscriptionUser {
  return {
    email: row.email,
    username: row.username,
    can_create_schemes: row.isMainUser || row.canCreateSchemes,
    salary_table_update_emails: row.salaryTableUpdateEmails,
    is_active: row.isActive,
    admission: row.admission,
  };
}

/** A live user of this company by e-mail; anyone else, in another company or nowhere, is a 404. */
async function companyUserByEmail(tx: Transaction, companyId: number, email: string): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  if (row === undefined) throw new HttpError(404);
  return row;
}

/** Which of the new address and username someone else already uses, as login accepts either. */
function identifierErrors(
  holders: readonly UserRow[],
  email: string,
  username: string,
): Record<string, string[]> {
  const taken = new Set(
    holders.flatMap((holder) => [holder.email.toLowerCase(), holder.username.toLowerCase()]),
  );
  const errors: Record<string, string[]> = {};
  if (taken.has(email.toLowerCase())) errors['email'] = [ACCOUNT_MESSAGES.emailInUse];
  if (taken.has(username.toLowerCase())) errors['username'] = [ACCOUNT_MESSAGES.usernameInUse];
  return errors;
}
