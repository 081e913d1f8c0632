import { koppelingenRequestSchema, koppelingenResponseSchema } from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../db/database.js';
import { HttpError, NOT_FOUND } from '../http/errors.js';
import { declareHook, failures } from '../http/openapi.js';
import { listKoppelingen, saveKoppelingen, type KoppelingSubject } from '../links/koppelingen.js';
import { koppelingMail } from '../links/mails.js';
import { KVK_NOT_VERIFIED } from '../links/messages.js';
import {
  companyForLinks,
  findOwnComplianceForLinks,
  findOwnSchemeForLinks,
  type SharedSubject,
} from '../links/subjects.js';
import { enqueueMail } from '../mail/outbox.js';

/**
 * The links of a scheme or a cao compliance with agencies (SPEC.md 2.10, 7.2): PUT the whole list, answered
 * with the links as saved. Needs inleners.create_inlenerscao and a verified KVK number and company name (403
 * otherwise, SPEC.md section 6); another company's scheme or compliance is a 404. A new link, a reconnected
 * link and a changed contact address mail the agency's contact in the same transaction.
 */
const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireVerifiedKvk = declareHook(
    async (request: FastifyRequest) => {
      const company = await companyForLinks(db, request.auth.companyId);
      if (company?.verified !== true) throw new HttpError(403, KVK_NOT_VERIFIED);
    },
    {
      failures: () => [
        {
          status: 403,
          description: 'KVK-nummer en bedrijfsnaam van het bedrijf zijn nog niet geverifieerd.',
        },
      ],
    },
  );
  const linker = [
    app.authenticate,
    app.requireCompanyKind('inlener'),
    app.requirePermission(CREATE_SCHEME_PERMISSION),
    requireVerifiedKvk,
  ];
  const schema = (summary: string) => ({
    tags: ['koppelingen'],
    summary,
    params: z.strictObject({ id: z.string().max(64) }),
    body: koppelingenRequestSchema,
    response: {
      200: koppelingenResponseSchema,
      ...failures({ 404: 'Niet gevonden of van een ander bedrijf.' }),
    },
  });

  const save = async (
    request: FastifyRequest & { body: z.infer<typeof koppelingenRequestSchema> },
    subject: KoppelingSubject,
    shared: SharedSubject,
  ) => {
    const { userId, companyId } = request.auth;
    const company = await companyForLinks(db, companyId);
    if (company === undefined) throw new HttpError(404, NOT_FOUND);
    const now = app.clock.now();
    const koppelingen = await inTransaction(db, async (tx) => {
      const contacts = await saveKoppelingen(tx, {
        subject,
        companyId,
        userId,
        requested: request.body.koppelingen,
        now,
      });
      for (const contact of contacts) {
        const mail = koppelingMail({
          agencyPortalUrl: app.config.agencyPortalUrl,
          hirerName: company.name,
          hirerKvkNr: company.kvkNr,
          what: shared.what,
          handelsnaam: contact.handelsnaam,
          contactEmail: contact.contactEmail,
        });
        await enqueueMail(tx, { ...mail, to: contact.contactEmail }, now);
      }
      return listKoppelingen(tx, subject);
    });
    app.outbox.wake();
    request.log.info({ userId, ...subject, links: koppelingen.length }, 'koppelingen opgeslagen');
    return { koppelingen };
  };

  const notFound = (request: FastifyRequest, what: Record<string, unknown>) => {
    request.log.info({ userId: request.auth.userId, ...what }, 'niet gevonden of van een ander bedrijf');
    return new HttpError(404, NOT_FOUND);
  };

  /** PUT inleners/inleners-cao/{id}/koppelingen/ ({id}: the scheme's id or guid). */
  app.put(
    '/inleners/inleners-cao/:id/koppelingen/',
    { preValidation: linker, schema: schema('Koppel uitleners aan een beloningsregeling (de hele lijst)') },
    async (request) => {
      const shared = await findOwnSchemeForLinks(db, request.auth.companyId, request.params.id);
      if (shared === undefined) throw notFound(request, { scheme: request.params.id });
      return save(request, { schemeId: shared.id }, shared);
    },
  );

  /** PUT inleners/cao-compliance/{id}/koppelingen/ */
  app.put(
    '/inleners/cao-compliance/:id/koppelingen/',
    { preValidation: linker, schema: schema('Koppel uitleners aan een cao-naleving (de hele lijst)') },
    async (request) => {
      const shared = await findOwnComplianceForLinks(db, request.auth.companyId, request.params.id);
      if (shared === undefined) throw notFound(request, { compliance: request.params.id });
      return save(request, { complianceId: shared.id }, shared);
    },
  );
};

export default linksRoutes;
