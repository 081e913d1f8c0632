import {
  agencyCompanySchema,
  agencyCompanyUpdateRequestSchema,
  agencyExportQuerySchema,
  agencyHelpRequestsResponseSchema,
  agencyHirersResponseSchema,
  agencyInviteRequestSchema,
  agencyProposalStartRequestSchema,
  agencyProposalStartResponseSchema,
  agencySchemeQuerySchema,
  agencySentInviteSchema,
  agencySentInvitesResponseSchema,
  CHANGE_SUBSCRIPTION_PERMISSION,
  caoComplianceResponseSchema,
  inlenersCaoResponseSchema,
  pageQuerySchema,
  schemeParamsSchema,
  schemeVersionsQuerySchema,
  schemeVersionsResponseSchema,
  uitlenerInvitesResponseSchema,
} from '@beloning/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import { z } from 'zod';
import { sendSchemeExport } from '../agency/exports.js';
import {
  agencyCompany,
  listHelpRequests,
  listReceivedInvites,
  listSentInvites,
  saveInvite,
} from '../agency/invites.js';
import { uitlenerInviteMail } from '../agency/mails.js';
import { isSharedSchemeOf, proposalStartUrl } from '../agency/proposal-start.js';
import { provenAddresses } from '../auth/mailboxes.js';
import {
  agencyViewer,
  findSharedCompliance,
  findSharedScheme,
  listSharedHirers,
  markOpened,
  sharedHirersKeySchema,
} from '../agency/shares.js';
import { listCompliances } from '../compliance/compliances.js';
import { inTransaction } from '../db/database.js';
import { companies } from '../db/schema.js';
import { HttpError, NOT_FOUND } from '../http/errors.js';
import { failures } from '../http/openapi.js';
import { sendTaggedJson } from '../http/etag.js';
import { PAGE_FAILURES, pageRequest, sendPage } from '../http/paging.js';
import { userRateLimit } from '../http/user-rate-limit.js';
import { numericId } from '../links/subjects.js';
import { enqueueMail } from '../mail/outbox.js';
import { mayPropose } from '../schemes/proposals.js';
import {
  loadSchemeDetail,
  renderSchemeDetail,
  schemeIdOf,
  schemeVersionPage,
  versionPageKeySchema,
  type DetailReader,
} from '../schemes/view.js';

/** Invitations mail a hirer: at most this many per agency user per hour (server/README.md, Rate limits). */
export const INVITE_RATE_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 };

/**
 * The agency side (ARCHITECTURE.md; server/README.md 'The agency side'): for users of an agency company,
 * what hirers share with its KVK number while the link is connected. Anything else, and anything whose link
 * is disconnected, is a 404 as if it did not exist. Reading a shared item marks its link as opened.
 */
const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const agency = [app.authenticate, app.requireCompanyKind('uitlener')];
  const notShared = failures({ 404: 'Niet gevonden, of niet (meer) gedeeld met deze uitlener.' });

  /** The agency user as the shares see them (src/agency/shares.ts): KVK number and proved addresses. */
  const viewerOf = async (request: FastifyRequest) => {
    const viewer = await agencyViewer(db, request.auth);
    if (viewer === undefined) throw new HttpError(403);
    return viewer;
  };
  const notFound = (request: FastifyRequest, what: Record<string, unknown>) => {
    request.log.info({ userId: request.auth.userId, ...what }, 'niet gedeeld met deze uitlener');
    return new HttpError(404, NOT_FOUND);
  };

  /**
   * The shared scheme version as the agency reads it, without the hirer's other links: `read` loads it (as
   * an object for an export, as rendered JSON for the GET).
   */
  const sharedScheme = async <T>(
    request: FastifyRequest,
    guid: string,
    version: number | undefined,
    read: (reader: DetailReader) => Promise<T | undefined>,
  ) => {
    const shared = await findSharedScheme(db, await viewerOf(request), guid);
    const scheme =
      shared === undefined ? undefined : await read({ companyId: shared.hirerCompanyId, withLinks: false });
    if (shared === undefined || scheme === undefined) throw notFound(request, { guid, version });
    await markOpened(db, shared.koppelingId, app.clock.now());
    return { scheme, shared };
  };

  /**
   * GET uitleners/inleners/: the hirers that share with the agency, with their schemes and compliances, by name;
   * paged per hirer (src/http/paging.ts).
   */
  app.get(
    '/uitleners/inleners/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Inleners die een beloningsregeling of cao-naleving met deze uitlener delen, per pagina',
        querystring: pageQuerySchema,
        response: { 200: agencyHirersResponseSchema, ...PAGE_FAILURES },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, sharedHirersKeySchema);
      return sendPage(request, reply, page, await listSharedHirers(db, await viewerOf(request), page));
    },
  );

  /** GET uitleners/inleners-cao/{guid}/?version=N: a shared scheme in one version (default the newest). */
  app.get(
    '/uitleners/inleners-cao/:id/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Een gedeelde beloningsregeling in een versie',
        params: schemeParamsSchema,
        querystring: agencySchemeQuerySchema,
        response: { 200: inlenersCaoResponseSchema, ...notShared },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { version } = request.query;
      const { scheme } = await sharedScheme(request, id, version, (reader) =>
        renderSchemeDetail(db, reader, id, version),
      );
      return sendTaggedJson(request, reply, scheme.json, scheme.etag);
    },
  );

  /**
   * GET uitleners/inleners-cao/{guid}/versions/: the shared scheme's versions, the newest first, paged
   * (src/http/paging.ts); the detail carries the first page and the cursor of the rest. Listing them does
   * not mark the link as opened (the detail does).
   */
  app.get(
    '/uitleners/inleners-cao/:id/versions/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'De versies van een gedeelde beloningsregeling, de nieuwste eerst, per pagina',
        params: schemeParamsSchema,
        querystring: schemeVersionsQuerySchema,
        response: { 200: schemeVersionsResponseSchema, ...PAGE_FAILURES, ...notShared },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = pageRequest(request.query, versionPageKeySchema);
      const shared = await findSharedScheme(db, await viewerOf(request), id);
      const schemeId = shared === undefined ? undefined : await schemeIdOf(db, shared.hirerCompanyId, id);
      if (schemeId === undefined) throw notFound(request, { guid: id });
      return sendPage(request, reply, page, await schemeVersionPage(db, schemeId, page));
    },
  );

  /**
   * GET uitleners/inleners-cao/{guid}/export/?format=json|csv|setu|pakket-csv&version=N: a download of the
   * version. csv (the salary tables) and pakket-csv (the gelijkwaardige-beloning package) answer text/csv, or
   * `{filename, csv}` to a client that accepts only application/json (core's client).
   */
  app.get(
    '/uitleners/inleners-cao/:id/export/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary:
          'Download een gedeelde beloningsregeling als JSON, CSV (loontabellen), SETU of CSV (pakket gelijkwaardige beloning)',
        params: schemeParamsSchema,
        querystring: agencyExportQuerySchema,
        // The body is serialised here (JSON or CSV text); a string is sent as it is.
        response: { 200: z.string(), ...notShared },
      },
    },
    async (request, reply) => {
      const { format, version } = request.query;
      const { id } = request.params;
      const { scheme, shared } = await sharedScheme(request, id, version, (reader) =>
        loadSchemeDetail(db, reader, id, version),
      );
      return sendSchemeExport(request, reply, scheme, {
        format,
        hirerKvkNr: async () => shared.hirerKvkNr,
        now: app.clock.now(),
      });
    },
  );

  /** GET uitleners/cao-compliance/{id}/: a shared cao compliance, without the hirer's other links. */
  app.get(
    '/uitleners/cao-compliance/:id/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Een gedeelde cao-naleving',
        params: z.strictObject({ id: z.string().max(20) }),
        response: { 200: caoComplianceResponseSchema, ...notShared },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const id = numericId(request.params.id);
      const shared = id === undefined ? undefined : await findSharedCompliance(db, viewer, id);
      const [compliance] =
        shared === undefined || id === undefined ? [] : await listCompliances(db, shared.hirerCompanyId, id);
      if (shared === undefined || compliance === undefined)
        throw notFound(request, { complianceId: request.params.id });
      await markOpened(db, shared.koppelingId, app.clock.now());
      return { ...compliance, koppelingen: [] };
    },
  );

  /** GET uitleners/company/: the agency company with its switch for offering help. */
  app.get(
    '/uitleners/company/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Het uitleenbedrijf, met de schakelaar hulp aanbieden',
        response: { 200: agencyCompanySchema },
      },
    },
    async (request) => {
      const company = await agencyCompany(db, request.auth.companyId);
      if (company === undefined) throw new HttpError(403);
      return company;
    },
  );

  /**
   * PUT uitleners/company/ (the agency's main user): offer help (proposals_enabled) or stop offering it.
   * Off, no invited hirer sees help offered and none can ask for it; requests already made stay listed.
   */
  app.put(
    '/uitleners/company/',
    {
      preValidation: [...agency, app.requirePermission(CHANGE_SUBSCRIPTION_PERMISSION)],
      schema: {
        tags: ['uitleners'],
        summary: 'Zet hulp aanbieden (voorstellen maken) aan of uit',
        body: agencyCompanyUpdateRequestSchema,
        response: { 200: agencyCompanySchema },
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      await db
        .update(companies)
        .set({ proposalsEnabled: request.body.proposals_enabled })
        .where(and(eq(companies.id, companyId), eq(companies.kind, 'uitlener'), isNull(companies.deletedAt)));
      const company = await agencyCompany(db, companyId);
      if (company === undefined) throw new HttpError(403);
      return company;
    },
  );

  /**
   * POST uitleners/invites/: invite a hirer by KVK number and e-mail address, offering help or not. A new
   * invitation (201) and a changed address mail the hirer; inviting the same number again updates it (200).
   */
  app.post(
    '/uitleners/invites/',
    {
      preValidation: agency,
      preHandler: userRateLimit(app, 'uitlener-invites', INVITE_RATE_LIMIT),
      schema: {
        tags: ['uitleners'],
        summary: 'Nodig een inlener uit (KVK nummer en e-mail), met of zonder aanbod van hulp',
        body: agencyInviteRequestSchema,
        response: { 200: agencySentInviteSchema, 201: agencySentInviteSchema },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.auth;
      const now = app.clock.now();
      const saved = await inTransaction(db, async (tx) => {
        const company = await agencyCompany(tx, companyId);
        if (company === undefined) throw new HttpError(403);
        const result = await saveInvite(tx, {
          agencyCompanyId: companyId,
          userId,
          request: request.body,
          now,
        });
        if (result.mail) {
          const mail = uitlenerInviteMail({
            publicUrl: app.config.publicUrl,
            agencyName: company.company_name,
            agencyKvkNr: company.kvk_nr,
            proposalsEnabled: request.body.proposals_enabled && company.proposals_enabled,
            registered: result.invite.registered,
          });
          await enqueueMail(tx, { ...mail, to: request.body.email }, now);
        }
        return result;
      });
      if (saved.mail) app.outbox.wake();
      return reply.status(saved.created ? 201 : 200).send(saved.invite);
    },
  );

  /** GET uitleners/invites/: the agency's invitations, newest change first. */
  app.get(
    '/uitleners/invites/',
    {
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'De uitnodigingen die deze uitlener verstuurde',
        response: { 200: agencySentInvitesResponseSchema },
      },
    },
    async (request) => listSentInvites(db, request.auth.companyId),
  );

  /** GET uitleners/help-requests/: the hirer users who ask this agency for help (a proposal). */
  app.get(
    '/uitleners/help-requests/',
    {
      config: { unadmitted: true },
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Inleners die deze uitlener om hulp (een voorstel) vragen',
        response: { 200: agencyHelpRequestsResponseSchema },
      },
    },
    async (request) => listHelpRequests(db, await viewerOf(request)),
  );

  /**
   * POST uitleners/inleners/{inlenersId}/voorstel/ ({guid?}): the one-time address that opens the proposal
   * screen for the hirer as this agency user (src/agency/proposal-start.ts). Only for a hirer that asks the
   * agency for help or shares something with it; `guid` must be one of its schemes shared with the agency.
   */
  app.post(
    '/uitleners/inleners/:id/voorstel/',
    {
      preValidation: [...agency, app.requirePermission(CREATE_SCHEME_PERMISSION)],
      schema: {
        tags: ['uitleners'],
        summary: 'Eenmalig adres (een minuut geldig) van het scherm Voorstel maken voor een inlener',
        params: z.strictObject({ id: z.string().max(20) }),
        body: agencyProposalStartRequestSchema,
        response: {
          200: agencyProposalStartResponseSchema,
          ...failures({
            404: 'De inlener vraagt deze uitlener niet om hulp en deelt niets met haar, of de regeling is niet met haar gedeeld.',
          }),
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { userId } = request.auth;
      const hirerCompanyId = numericId(request.params.id);
      const { guid } = request.body;
      const allowed =
        hirerCompanyId !== undefined &&
        (await mayPropose(db, viewer, hirerCompanyId)) &&
        (guid === undefined || (await isSharedSchemeOf(db, viewer, hirerCompanyId, guid)));
      if (!allowed || hirerCompanyId === undefined) {
        throw notFound(request, { inlenersId: request.params.id, guid });
      }
      const now = app.clock.now();
      const url = await inTransaction(db, (tx) =>
        proposalStartUrl(tx, {
          publicUrl: app.config.publicUrl,
          agencyUserId: userId,
          hirerCompanyId,
          ...(guid === undefined ? {} : { guid }),
          now,
        }),
      );
      request.log.info({ userId, inlenersId: hirerCompanyId }, 'voorstel gestart: overdrachtscode gemaakt');
      reply.header('cache-control', 'no-store');
      return { url };
    },
  );

  /**
   * GET inleners/uitlener-invites/ (a hirer, SPEC.md 7.2): the agencies that invited the hirer's KVK number,
   * with whether they offer help; `subscription` is what the hirer sends as uitlener_asked_for_help.
   */
  app.get(
    '/inleners/uitlener-invites/',
    {
      config: { unadmitted: true },
      preValidation: [app.authenticate, app.requireCompanyKind('inlener')],
      schema: {
        tags: ['inleners'],
        summary: 'Uitleners die deze inlener uitnodigden, en of ze hulp aanbieden',
        response: { 200: uitlenerInvitesResponseSchema },
      },
    },
    async (request) => {
      const [hirer] = await db
        .select({ kvkNr: companies.kvkNr })
        .from(companies)
        .where(eq(companies.id, request.auth.companyId));
      if (hirer === undefined) return [];
      const addresses = await provenAddresses(db, request.auth.userId);
      return listReceivedInvites(db, { kvkNr: hirer.kvkNr, addresses });
    },
  );
};

export default agencyRoutes;
