import { agencyExportQuerySchema, schemeParamsSchema } from '@beloning/core/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSchemeExport } from '../agency/exports.js';
import { companies } from '../db/schema.js';
import { HttpError, NOT_FOUND } from '../http/errors.js';
import { failures } from '../http/openapi.js';
import { loadSchemeDetail } from '../schemes/view.js';

/**
 * GET inleners/inleners-cao/{guid}/export/?format=json|csv|setu|pakket-csv&version=N: the hirer downloads a
 * version of its own scheme, in the same four forms an agency gets (JSON as the detail answers it, the salary
 * tables as Dutch-Excel CSV, SETU gelijkwaardige beloning v2.0, the gelijkwaardige-beloning package as
 * Dutch-Excel CSV; agency/exports.ts sendSchemeExport). Any user of
 * the hirer company may read its schemes; another company's scheme is a 404.
 */
const schemeExport: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/inleners/inleners-cao/:id/export/',
    {
      preValidation: [app.authenticate, app.requireCompanyKind('inlener')],
      schema: {
        tags: ['beloningsregelingen'],
        summary:
          'Download een versie van een eigen beloningsregeling als JSON, CSV (loontabellen), SETU of CSV (pakket gelijkwaardige beloning)',
        params: schemeParamsSchema,
        querystring: agencyExportQuerySchema,
        // The body is serialised here (JSON or CSV text); a string is sent as it is.
        response: {
          200: z.string(),
          ...failures({ 404: 'Regeling of versie niet gevonden, of van een ander bedrijf.' }),
        },
      },
    },
    async (request, reply) => {
      const { format, version } = request.query;
      const scheme = await loadSchemeDetail(
        db,
        { companyId: request.auth.companyId, withLinks: true },
        request.params.id,
        version,
      );
      if (scheme === undefined) {
        request.log.info({ guid: request.params.id, version }, 'export: regeling niet gevonden');
        throw new HttpError(404, NOT_FOUND);
      }
      return sendSchemeExport(request, reply, scheme, {
        format,
        hirerKvkNr: async () => {
          const [company] = await db
            .select({ kvkNr: companies.kvkNr })
            .from(companies)
            .where(eq(companies.id, request.auth.companyId));
          if (company === undefined) throw new HttpError(404, NOT_FOUND);
          return company.kvkNr;
        },
        now: app.clock.now(),
      });
    },
  );
};

export default schemeExport;
