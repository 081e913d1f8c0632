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
import { activationMail, duplicateRegistrationMail, joinActivationMail } from '../../mail/templates.js';
import type { App } from '../../app.js';
import {
  companyById,
  isUniqueViolation,
  liveCompanyByKvk,
  usersHoldingIdentifiers,
} from './account-queries.js';
import { ACCOUNT_MESSAGES } from './messages.js';

type CompanyKind = 'inlener' | 'uitlener';

/**
 * POST rest-auth/inlener-registration/ (SPEC.md 2.5 and 7.1): a hirer company with its main user, inactive
 * until the link of the activation mail is used. An address or username that already has an account gets
 * exactly the same answer, and its owner is mailed instead, so the call tells nobody who has an account
 * (reference/security.md item 16).
 *
 * A KVK number that already has an account of the kind makes no rival company: the newcomer becomes a user
 * of that company who asked to be let in (admission 'requested'), with the same answer. Their mail asks them
 * to confirm their address; once they have, the company's main users are asked to let them in, and until
 * then they see only what was named to their own address (server/README.md, 'Identity by proof of
 * mailbox'). So whoever registered a number first cannot keep out the people a hirer or agency names.
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
        const attempt = () =>
          inTransaction(app.database.db, (tx) =>
            register(app, tx, kind, body, passwordHash, kvkVerified, now),
          );
        try {
          await attempt();
        } catch (error) {
          // Another registration took the address, username or KVK number a moment ago: once more, now
          // that it is there (the newcomer then asks to join, or the owner of the address is mailed).
          if (!isUniqueViolation(error)) throw error;
          await attempt();
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
  if (await mailExistingOwners(app, tx, body, now)) return;
  const existing = await liveCompanyByKvk(tx, kind, body.kvk_nr);
  if (existing !== undefined) {
    // No rival company: the newcomer asks to join this one (server/README.md, 'Identity by proof of mailbox').
    await addRegisteringUser(app, tx, { kind, id: existing.id, name: existing.companyName }, 'requested', {
      body,
      passwordHash,
      now,
    });
    return;
  }
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
  await addRegisteringUser(app, tx, { kind, id: company.id, name: body.company_name }, 'founder', {
    body,
    passwordHash,
    now,
  });
}

/** Where the account logs in after activation: an agency in the agency area, a hirer in the portal. */
function loginAddress(app: App, kind: CompanyKind): { loginUrl?: string } {
  return kind === 'uitlener' ? { loginUrl: app.config.agencyPortalUrl } : {};
}

/**
 * The user who registers, inactive until the link mailed to their address is used: the main user of the
 * company they founded, or, for a company that already has an account, a user without any right in it who
 * asked to be let in (the main users hear of it once the address is proved, activation.ts).
 */
async function addRegisteringUser(
  app: App,
  tx: Transaction,
  company: { kind: CompanyKind; id: number; name: string },
  admission: 'founder' | 'requested',
  input: { body: RegistrationRequest; passwordHash: string; now: Date },
): Promise<void> {
  const { body, passwordHash, now } = input;
  const founder = admission === 'founder';
  const [user] = await tx
    .insert(users)
    .values({
      email: body.email,
      username: body.username,
      passwordHash,
      passwordChangedAt: now,
      phoneNr: body.phone_nr,
      companyId: company.id,
      isMainUser: founder,
      canCreateSchemes: founder,
      isActive: false,
      admission,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('registratie: geen gebruiker aangemaakt');
  await mailActivationLink(app, tx, { id: user.id, email: body.email, admission }, company, now);
}

/**
 * A new activation link for a user who registered themself, mailed to their address: 'Activeer uw account'
 * for a founder, 'Bevestig uw e-mailadres' for someone who asked to join an existing account.
 */
async function mailActivationLink(
  app: App,
  tx: Transaction,
  user: { id: number; email: string; admission: 'founder' | 'admitted' | 'requested' },
  company: { kind: CompanyKind; name: string },
  now: Date,
): Promise<void> {
  const token = await createLinkToken(tx, { userId: user.id, purpose: 'activation', now });
  const template = user.admission === 'requested' ? joinActivationMail : activationMail;
  const mail = template({
    publicUrl: app.config.publicUrl,
    userId: user.id,
    token,
    companyName: company.name,
    ...loginAddress(app, company.kind),
  });
  await enqueueMail(tx, { ...mail, to: user.email }, now);
}

/**
 * When the address or username already has an account, mails its owner and returns true. The owner gets
 * the duplicate-registration notice; an owner who registered but never activated (the likely reason to
 * register again) gets a fresh activation link instead, since they cannot log in yet.
 */
async function mailExistingOwners(
  app: App,
  tx: Transaction,
  body: RegistrationRequest,
  now: Date,
): Promise<boolean> {
  const owners = await usersHoldingIdentifiers(tx, [body.email, body.username]);
  if (owners.length === 0) return false;
  for (const owner of owners) {
    // The owner's own company decides where they log in (an address may belong to the other kind).
    const company = await companyById(tx, owner.companyId);
    const kind = company?.kind ?? 'inlener';
    const registeredThemself = owner.isMainUser || owner.admission === 'requested';
    if (registeredThemself && !owner.isActive && owner.passwordHash !== null) {
      const name = company?.companyName ?? body.company_name;
      await mailActivationLink(app, tx, owner, { kind, name }, now);
    } else {
      const mail = duplicateRegistrationMail({ publicUrl: app.config.publicUrl, ...loginAddress(app, kind) });
      await enqueueMail(tx, { ...mail, to: owner.email }, now);
    }
  }
  return true;
}
