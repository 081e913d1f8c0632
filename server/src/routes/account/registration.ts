import {
  messageResponseSchema,
  registrationRequestSchema,
  type RegistrationRequest,
} from '@beloning/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLinkToken } from '../../auth/link-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { inTransaction, type Transaction } from '../../db/database.js';
import { companies, users } from '../../db/schema.js';
import { authRateLimit } from '../../http/rate-limits.js';
import { KvkUnavailableError } from '../../kvk/registry.js';
import { verifyCompanyName } from '../../kvk/verify.js';
import { enqueueMail } from '../../mail/outbox.js';
import { activationMail, duplicateRegistrationMail } from '../../mail/templates.js';
import type { App } from '../../app.js';
import {
  companyById,
  companyUsers,
  isUniqueViolation,
  liveCompanyByKvk,
  usersHoldingIdentifiers,
} from './account-queries.js';
import { ACCOUNT_MESSAGES } from './messages.js';

type CompanyKind = 'inlener' | 'uitlener';

/**
 * POST rest-auth/inlener-registration/ (SPEC.md 2.5 and 7.1): a hirer company with its main user, inactive
 * until the link of the activation mail is used. An address, username or KVK number that already has an
 * account gets exactly the same answer, and its owner is mailed instead, so the call tells nobody who has
 * an account (reference/security.md item 16).
 *
 * POST rest-auth/uitlener-registration/ (the agency side, ARCHITECTURE.md): the same call, body, checks,
 * rate limit and mails for an agency company (kind `uitlener`). A KVK number counts as taken per kind: a
 * hirer and an agency may share one; an address or username is taken across both kinds.
 */
const registration: FastifyPluginAsyncZod = async (app) => {
  const route = (path: string, kind: CompanyKind, summary: string) =>
    app.post(
      path,
      {
        config: authRateLimit('registration'),
        schema: {
          tags: ['account'],
          summary,
          body: registrationRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const body = request.body;
        // Hashed on every path, so a duplicate answers as slowly as a new account.
        const passwordHash = await hashPassword(body.password1);
        const kvkVerified = await nameMatchesRegistry(app, body);
        const now = app.clock.now();
        try {
          await inTransaction(app.database.db, (tx) =>
            register(app, tx, kind, body, passwordHash, kvkVerified, now),
          );
        } catch (error) {
          // Another registration took the address, username or KVK number a moment ago.
          if (!isUniqueViolation(error)) throw error;
          const handled = await inTransaction(app.database.db, (tx) =>
            mailExistingOwners(app, tx, kind, body, now),
          );
          if (!handled) throw error;
        }
        app.outbox.wake();
        return reply.status(201).send({ detail: ACCOUNT_MESSAGES.registered });
      },
    );

  route(
    '/rest-auth/inlener-registration/',
    'inlener',
    'Registreer een inlener: bedrijf en hoofdgebruiker, met een activatiemail',
  );
  route(
    '/rest-auth/uitlener-registration/',
    'uitlener',
    'Registreer een uitlener: bedrijf en hoofdgebruiker, met een activatiemail',
  );
};

export default registration;

/**
 * Whether the chosen name is one the registry has for the number. The form fills the name from the KVK
 * lookup, so it normally is; when the registry is down the account starts unverified (verify-kvk later).
 */
async function nameMatchesRegistry(app: App, body: RegistrationRequest): Promise<boolean> {
  try {
    return await verifyCompanyName(app.kvk, body.kvk_nr, body.company_name);
  } catch (error) {
    if (error instanceof KvkUnavailableError) {
      app.log.warn({ err: error }, 'KVK-register onbereikbaar bij registratie; account start ongeverifieerd');
      return false;
    }
    throw error;
  }
}

async function register(
  app: App,
  tx: Transaction,
  kind: CompanyKind,
  body: RegistrationRequest,
  passwordHash: string,
  kvkVerified: boolean,
  now: Date,
): Promise<void> {
  if (await mailExistingOwners(app, tx, kind, body, now)) return;
  const [company] = await tx
    .insert(companies)
    .values({
      kind,
      kvkNr: body.kvk_nr,
      companyName: body.company_name,
      companyNameType: body.company_name_type,
      kvkVerified,
      createdAt: now,
    })
    .returning({ id: companies.id });
  if (company === undefined) throw new Error('registratie: geen bedrijf aangemaakt');
  const [user] = await tx
    .insert(users)
    .values({
      email: body.email,
      username: body.username,
      passwordHash,
      passwordChangedAt: now,
      phoneNr: body.phone_nr,
      companyId: company.id,
      isMainUser: true,
      canCreateSchemes: true,
      isActive: false,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('registratie: geen gebruiker aangemaakt');
  const token = await createLinkToken(tx, { userId: user.id, purpose: 'activation', now });
  const mail = activationMail({
    publicUrl: app.config.publicUrl,
    userId: user.id,
    token,
    companyName: body.company_name,
    ...loginAddress(app, kind),
  });
  await enqueueMail(tx, { ...mail, to: body.email }, now);
}

/** Where the account logs in after activation: an agency in the agency area, a hirer in the portal. */
function loginAddress(app: App, kind: CompanyKind): { loginUrl?: string } {
  return kind === 'uitlener' ? { loginUrl: app.config.agencyPortalUrl } : {};
}

/**
 * When the address, username or KVK number already has an account, mails its owner and returns true.
 * The owner gets the duplicate-registration notice; an owner who registered but never activated (the
 * likely reason to register again) gets a fresh activation link instead, since they cannot log in yet.
 */
async function mailExistingOwners(
  app: App,
  tx: Transaction,
  kind: CompanyKind,
  body: RegistrationRequest,
  now: Date,
): Promise<boolean> {
  let owners = await usersHoldingIdentifiers(tx, [body.email, body.username]);
  if (owners.length === 0) {
    const company = await liveCompanyByKvk(tx, kind, body.kvk_nr);
    if (company === undefined) return false;
    owners = (await companyUsers(tx, company.id)).filter((user) => user.isMainUser);
  }
  for (const owner of owners) {
    // The owner's own company decides where they log in (an address may belong to the other kind).
    const company = await companyById(tx, owner.companyId);
    const login = loginAddress(app, company?.kind ?? 'inlener');
    if (owner.isMainUser && !owner.isActive && owner.passwordHash !== null) {
      const token = await createLinkToken(tx, { userId: owner.id, purpose: 'activation', now });
      const mail = activationMail({
        publicUrl: app.config.publicUrl,
        userId: owner.id,
        token,
        companyName: company?.companyName ?? body.company_name,
        ...login,
      });
      await enqueueMail(tx, { ...mail, to: owner.email }, now);
    } else {
      const mail = duplicateRegistrationMail({ publicUrl: app.config.publicUrl, ...login });
      await enqueueMail(tx, { ...mail, to: owner.email }, now);
    }
  }
  return true;
}
