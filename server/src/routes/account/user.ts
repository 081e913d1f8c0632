import {
  CHANGE_SUBSCRIPTION_PERMISSION,
  changeEmailRequestSchema,
  messageResponseSchema,
  userResponseSchema,
  userUpdateRequestSchema,
  verifyKvkRequestSchema,
} from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLinkToken } from '../../auth/link-tokens.js';
import { loadUserView } from '../../auth/user-view.js';
import { helpOffer } from '../../agency/invites.js';
import { provenAddresses } from '../../auth/mailboxes.js';
import { helpRequestMail } from '../../agency/mails.js';
import type { App } from '../../app.js';
import { inTransaction, type Transaction } from '../../db/database.js';
import { companies, users } from '../../db/schema.js';
import { FieldErrorsError, HttpError } from '../../http/errors.js';
import { failures } from '../../http/openapi.js';
import { KvkUnavailableError } from '../../kvk/registry.js';
import { verifyCompanyName } from '../../kvk/verify.js';
import { enqueueMail } from '../../mail/outbox.js';
import { emailChangeMail } from '../../mail/templates.js';
import { KVK_DISTURBED } from '../kvk.js';
import { deleteAccount } from './account-deletion.js';
import { companyById, isUniqueViolation } from './account-queries.js';
import { PERMISSION_DENIED } from '../../auth/messages.js';
import { ACCOUNT_MESSAGES, emailChangeSentMessage } from './messages.js';

/** The logged-in hirer's own account: the user, an e-mail change, deleting, and the KVK verification. */
const user: FastifyPluginAsyncZod = async (app) => {
  const signedIn = [app.authenticate, app.requireCompanyKind('inlener')];

  /** GET rest-auth/inlener-user/ */
  app.get(
    '/rest-auth/inlener-user/',
    {
      config: { unadmitted: true },
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: 'De ingelogde gebruiker',
        response: { 200: userResponseSchema },
      },
    },
    // authenticate read the user as of this request (src/auth/account-states.ts).
    async (request) => request.auth.user,
  );

  /**
   * PUT rest-auth/inlener-user/: the user's own salary-table mail preference and the agency they asked
   * for help (null withdraws it). Asking for help is part of making a scheme, so it needs that permission.
   */
  app.put(
    '/rest-auth/inlener-user/',
    {
      config: { unadmitted: true },
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Wijzig eigen voorkeuren of de hulpvraag aan een uitlener',
        body: userUpdateRequestSchema,
        response: {
          200: userResponseSchema,
          ...failures({
            400: 'Deze uitlener is onbekend of biedt de gebruiker geen hulp aan (uitlener_asked_for_help).',
            403: 'Om hulp vragen vraagt de permissie inleners.create_inlenerscao.',
          }),
        },
      },
    },
    async (request) => {
      const { salary_table_update_emails, uitlener_asked_for_help } = request.body;
      const { userId, companyId, permissions } = request.auth;
      if (typeof uitlener_asked_for_help === 'number') {
        if (!permissions.includes(CREATE_SCHEME_PERMISSION)) throw new HttpError(403, PERMISSION_DENIED);
      }
      const changes = {
        ...(salary_table_update_emails === undefined
          ? {}
          : { salaryTableUpdateEmails: salary_table_update_emails }),
        ...(uitlener_asked_for_help === undefined ? {} : { uitlenerAskedForHelp: uitlener_asked_for_help }),
      };
      const now = app.clock.now();
      let mailed = false;
      const view = await inTransaction(app.database.db, async (tx) => {
        if (typeof uitlener_asked_for_help === 'number') {
          // Only an agency that invited this hirer user's address and offers it help; its inviter is mailed once.
          mailed = await askForHelp(app, tx, { userId, companyId, agencyId: uitlener_asked_for_help, now });
        }
        if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, userId));
        return loadUserView(tx, userId);
      });
      if (mailed) app.outbox.wake();
      return view;
    },
  );

  /** DELETE rest-auth/inlener-user/: see deleteAccount and server/README.md, 'Deleting an account'. */
  app.delete(
    '/rest-auth/inlener-user/',
    {
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary:
          'Verwijder het account (hoofdgebruiker: het hele bedrijfsaccount; extra gebruiker: zichzelf)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await inTransaction(app.database.db, (tx) => deleteAccount(tx, request.auth, now));
      return reply.status(204).send(null);
    },
  );

  /** POST rest-auth/inlener-change-email/: mails a confirmation link to the new address. */
  app.post(
    '/rest-auth/inlener-change-email/',
    {
      config: { unadmitted: true },
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Wijzig het e-mailadres: een bevestigingslink gaat naar het nieuwe adres',
        body: changeEmailRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      const { userId } = request.auth;
      const now = app.clock.now();
      await inTransaction(app.database.db, async (tx) => {
        // Whether the address is free is checked when the link is used, so this answer tells nothing.
        const token = await createLinkToken(tx, { userId, purpose: 'email_change', payload: { email }, now });
        const mail = emailChangeMail({ publicUrl: app.config.publicUrl, userId, token, newEmail: email });
        await enqueueMail(tx, { ...mail, to: email }, now);
      });
      app.outbox.wake();
      return { detail: emailChangeSentMessage(email) };
    },
  );

  /**
   * PUT rest-auth/verify-kvk/ (main user): stores the company name and KVK number once the registry has
   * that name for that number, and marks the company verified; answers with the updated user. A verified
   * company's details are read-only (SPEC.md 2.7).
   */
  app.put(
    '/rest-auth/verify-kvk/',
    {
      preValidation: [...signedIn, app.requirePermission(CHANGE_SUBSCRIPTION_PERMISSION)],
      schema: {
        tags: ['account'],
        summary: 'Controleer bedrijfsnaam en KVK nummer bij het handelsregister',
        body: verifyKvkRequestSchema,
        response: {
          200: userResponseSchema,
          ...failures({
            400: 'Het handelsregister kent deze naam niet bij dit KVK-nummer, of een ander account heeft het nummer.',
            409: 'KVK-nummer en bedrijfsnaam zijn al geverifieerd en kunnen niet meer worden gewijzigd.',
            502: 'Het handelsregister van de KVK is niet bereikbaar.',
          }),
        },
      },
    },
    async (request) => {
      const { company_name, kvk_nr } = request.body;
      const { userId, companyId } = request.auth;
      const company = await companyById(app.database.db, companyId);
      if (company === undefined) throw new HttpError(404);
      if (company.kvkVerified) {
        const same = company.kvkNr === kvk_nr && company.companyName === company_name;
        if (same) return loadUserView(app.database.db, userId);
        throw new HttpError(409, ACCOUNT_MESSAGES.kvkAlreadyVerified);
      }
      let matches: boolean;
      try {
        matches = await verifyCompanyName(app.kvk, kvk_nr, company_name);
      } catch (error) {
        if (error instanceof KvkUnavailableError) throw new HttpError(502, KVK_DISTURBED);
        throw error;
      }
      if (!matches) throw new FieldErrorsError({}, [ACCOUNT_MESSAGES.kvkMismatch]);
      try {
        return await inTransaction(app.database.db, async (tx) => {
          await tx
            .update(companies)
            .set({ companyName: company_name, kvkNr: kvk_nr, kvkVerified: true })
            .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)));
          return loadUserView(tx, userId);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldErrorsError({ kvk_nr: [ACCOUNT_MESSAGES.kvkTaken] });
        throw error;
      }
    },
  );
};

export default user;

/**
 * Checks that the agency offers the hirer help (src/agency/invites.ts, helpOffer), else a 400 under
 * uitlener_asked_for_help, and mails the agency user who sent the invitation when the user did not already ask this agency.
 * Withdrawing (null) mails nobody: the request simply leaves the agency's list. Returns whether it mailed.
 */
async function askForHelp(
  app: App,
  tx: Transaction,
  input: { userId: number; companyId: number; agencyId: number; now: Date },
): Promise<boolean> {
  const [asker] = await tx
    .select({
      email: users.email,
      asked: users.uitlenerAskedForHelp,
      hirerName: companies.companyName,
      hirerKvkNr: companies.kvkNr,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, input.userId), eq(users.companyId, input.companyId)))
    .for('update', { of: users });
  if (asker === undefined) throw new HttpError(404);
  const addresses = await provenAddresses(tx, input.userId);
  const offer = await helpOffer(tx, input.agencyId, { kvkNr: asker.hirerKvkNr, addresses });
  if (!offer.ok) {
    const message =
      offer.reason === 'unknown' ? ACCOUNT_MESSAGES.unknownAgency : ACCOUNT_MESSAGES.helpNotOffered;
    throw new FieldErrorsError({ uitlener_asked_for_help: [message] });
  }
  if (asker.asked === input.agencyId) return false;
  const mail = helpRequestMail({
    agencyPortalUrl: app.config.agencyPortalUrl,
    hirerName: asker.hirerName,
    hirerKvkNr: asker.hirerKvkNr,
    hirerEmail: asker.email,
  });
  for (const to of offer.recipients) await enqueueMail(tx, { ...mail, to }, input.now);
  return offer.recipients.length > 0;
}
