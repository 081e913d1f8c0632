import {
  agencyExportQuerySchema,
  agencyHirersResponseSchema,
  agencySchemeQuerySchema,
  caoComplianceResponseSchema,
  detailErrorBodySchema,
  fieldErrorBodySchema,
  inlenersCaoResponseSchema,
  schemeParamsSchema,
} from '@beloning/core/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, schemeCsv } from '../agency/exports.js';
import { toSetuInquiryPayEquity } from '../agency/setu.js';
import {
  agencyKvkNr,
  findSharedCompliance,
  findSharedScheme,
  listSharedHirers,
  markOpened,
} from '../agency/shares.js';
import { listCompliances } from '../compliance/compliances.js';
import { HttpError, NOT_FOUND } from '../http/errors.js';
import { numericId } from '../links/subjects.js';
import { loadSchemeDetail } from '../schemes/view.js';

/**
 * The agency side (ARCHITECTURE.md; server/README.md 'The agency side'): for users of an agency company,
 * what hirers share with its KVK number while the link is connected. Anything else, and anything whose link
 * is disconnected, is a 404 as if it did not exist. Reading a shared item marks its link as opened.
 */
const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const agency = [app.authenticate, app.requireCompanyKind('uitlener')];
  const errorResponses = {
    400: fieldErrorBodySchema,
    401: detailErrorBodySchema,
    403: detailErrorBodySchema,
    404: detailErrorBodySchema,
  };

  const kvkOf = async (request: FastifyRequest): Promise<string> => {
    const kvkNr = await agencyKvkNr(db, request.auth.companyId);
    if (kvkNr === undefined) throw new HttpError(403);
    return kvkNr;
  };
  const notFound = (request: FastifyRequest, what: Record<string, unknown>) => {
    request.log.info({ userId: request.auth.userId, ...what }, 'niet gedeeld met deze uitlener');
    return new HttpError(404, NOT_FOUND);
  };

  /** The shared scheme version as the agency reads it: without the hirer's other links. */
  const sharedScheme = async (request: FastifyRequest, guid: string, version: number | undefined) => {
    const kvkNr = await kvkOf(request);
    const shared = await findSharedScheme(db, kvkNr, guid);
    const scheme =
      shared === undefined ? undefined : await loadSchemeDetail(db, shared.hirerCompanyId, guid, version);
    if (shared === undefined || scheme === undefined) throw notFound(request, { guid, version });
    await markOpened(db, shared.koppelingId, app.clock.now());
    return { scheme: { ...scheme, koppelingen: [] }, shared };
  };

  /** GET uitleners/inleners/: the hirers that share with the agency, with their schemes and compliances. */
  app.get(
    '/uitleners/inleners/',
    {
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Inleners die een beloningsregeling of cao-naleving met deze uitlener delen',
        security: [{ bearer: [] }],
        response: { 200: agencyHirersResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSharedHirers(db, await kvkOf(request)),
  );

  /** GET uitleners/inleners-cao/{guid}/?version=N: a shared scheme in one version (default the newest). */
  app.get(
    '/uitleners/inleners-cao/:id/',
    {
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Een gedeelde beloningsregeling in een versie',
        security: [{ bearer: [] }],
        params: schemeParamsSchema,
        querystring: agencySchemeQuerySchema,
        response: { 200: inlenersCaoResponseSchema, ...errorResponses },
      },
    },
    async (request) => (await sharedScheme(request, request.params.id, request.query.version)).scheme,
  );

  /**
   * GET uitleners/inleners-cao/{guid}/export/?format=json|csv|setu&version=N: a download of the version.
   * csv answers text/csv, or `{filename, csv}` to a client that accepts only application/json (core's client).
   */
  app.get(
    '/uitleners/inleners-cao/:id/export/',
    {
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Download een gedeelde beloningsregeling als JSON, CSV (loontabellen) of SETU',
        security: [{ bearer: [] }],
        params: schemeParamsSchema,
        querystring: agencyExportQuerySchema,
        // The body is serialised here (JSON or CSV text); a string is sent as it is.
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { format, version } = request.query;
      const { scheme, shared } = await sharedScheme(request, request.params.id, version);
      const attachment = (name: string) =>
        reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store');
      if (format === 'json') {
        attachment(exportFileName(scheme, 'json')).type('application/json; charset=utf-8');
        return reply.send(JSON.stringify(scheme));
      }
      if (format === 'setu') {
        const message = toSetuInquiryPayEquity(scheme, { kvkNr: shared.hirerKvkNr }, app.clock.now());
        attachment(exportFileName(scheme, 'setu.json')).type('application/json; charset=utf-8');
        return reply.send(JSON.stringify(message));
      }
      const csv = schemeCsv(scheme);
      const filename = exportFileName(scheme, 'csv');
      const accept = request.headers.accept ?? '';
      if (accept.includes('application/json') && !accept.includes('text/csv') && !accept.includes('*/*')) {
        reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
        return reply.send(JSON.stringify({ filename, csv }));
      }
      attachment(filename).type('text/csv; charset=utf-8');
      return reply.send(csv);
    },
  );

  /** GET uitleners/cao-compliance/{id}/: a shared cao compliance, without the hirer's other links. */
  app.get(
    '/uitleners/cao-compliance/:id/',
    {
      preValidation: agency,
      schema: {
        tags: ['uitleners'],
        summary: 'Een gedeelde cao-naleving',
        security: [{ bearer: [] }],
        params: z.strictObject({ id: z.string().max(20) }),
        response: { 200: caoComplianceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const kvkNr = await kvkOf(request);
      const id = numericId(request.params.id);
      const shared = id === undefined ? undefined : await findSharedCompliance(db, kvkNr, id);
      const [compliance] =
        shared === undefined || id === undefined ? [] : await listCompliances(db, shared.hirerCompanyId, id);
      if (shared === undefined || compliance === undefined)
        throw notFound(request, { complianceId: request.params.id });
      await markOpened(db, shared.koppelingId, app.clock.now());
      return { ...compliance, koppelingen: [] };
    },
  );
};

export default agencyRoutes;
