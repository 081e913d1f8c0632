import { MESSAGES } from '@beloning/core/rules';
import {
  detailErrorBodySchema,
  fieldErrorBodySchema,
  inlenersCaoListQuerySchema,
  inlenersCaoListResponseSchema,
  inlenersCaoPayloadSchema,
  inlenersCaoQuerySchema,
  inlenersCaoResponseSchema,
  inlenersCaoSaveResponseSchema,
  schemeParamsSchema,
  type InlenersCaoPayload,
} from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldErrorsError, HttpError, NOT_FOUND } from '../http/errors.js';
import { PROPOSALS_NOT_AVAILABLE, STALE_VERSION, VERSION_REQUIRED } from '../schemes/messages.js';
import { appendSchemeVersion, createScheme, findOwnScheme } from '../schemes/store.js';
import { validateSchemePayload } from '../schemes/validate.js';
import { listSchemes, loadSchemeDetail } from '../schemes/view.js';

/**
 * The hirer's pay schemes (inleners-cao, SPEC.md 7.2; ARCHITECTURE.md, Data). Every call is scoped to the
 * caller's company: another company's scheme answers 404 'Niet gevonden.' as if it did not exist. Saving
 * needs the permission inleners.create_inlenerscao; reading does not. Login, company kind and permission
 * are checked before the body, so a caller without access learns nothing from validation messages.
 */
const schemesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const reader = [app.authenticate, app.requireCompanyKind('inlener')];
  const writer = [...reader, app.requirePermission(CREATE_SCHEME_PERMISSION)];
  const errorResponses = {
    400: fieldErrorBodySchema,
    401: detailErrorBodySchema,
    403: detailErrorBodySchema,
    404: detailErrorBodySchema,
  };

  const notFound = (request: FastifyRequest, what: Record<string, unknown>) => {
    request.log.info(
      { userId: request.auth.userId, ...what },
      'regeling niet gevonden of van een ander bedrijf',
    );
    return new HttpError(404, NOT_FOUND);
  };

  /** Cao data and core's step rules; a proposal cannot be saved here yet. */
  const checkPayload = async (payload: InlenersCaoPayload) => {
    if (payload.proposal_inlener_id !== null) {
      throw new FieldErrorsError({ proposal_inlener_id: [PROPOSALS_NOT_AVAILABLE] });
    }
    const result = await validateSchemePayload(db, payload);
    if (!result.ok) throw new FieldErrorsError(result.errors);
  };

  /** GET inleners/inleners-cao-list/ (get_proposals=true is accepted; proposals come with a later task). */
  app.get(
    '/inleners/inleners-cao-list/',
    {
      preValidation: reader,
      schema: {
        tags: ['regelingen'],
        summary: 'De beloningsregelingen van het eigen bedrijf, elk in de nieuwste versie',
        security: [{ bearer: [] }],
        querystring: inlenersCaoListQuerySchema,
        response: { 200: inlenersCaoListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSchemes(db, request.auth.companyId),
  );

  /** GET inleners/inleners-cao/{guid}/?version=N: one version (default the newest) with its history. */
  app.get(
    '/inleners/inleners-cao/:id/',
    {
      preValidation: reader,
      schema: {
        tags: ['regelingen'],
        summary: 'Een beloningsregeling in een versie (standaard de nieuwste)',
        security: [{ bearer: [] }],
        params: schemeParamsSchema,
        querystring: inlenersCaoQuerySchema,
        response: { 200: inlenersCaoResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version } = request.query;
      const scheme = await loadSchemeDetail(db, request.auth.companyId, id, version);
      if (scheme === undefined) throw notFound(request, { guid: id, version });
      return scheme;
    },
  );

  /** POST inleners/inleners-cao/: a new scheme with its version 1. */
  app.post(
    '/inleners/inleners-cao/',
    {
      preValidation: writer,
      schema: {
        tags: ['regelingen'],
        summary: 'Sla een nieuwe beloningsregeling op (versie 1)',
        security: [{ bearer: [] }],
        body: inlenersCaoPayloadSchema,
        response: { 201: inlenersCaoSaveResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const payload = request.body;
      if (payload.inlener_cao_id !== undefined) {
        // Editing goes through PUT, which names the version it started from.
        throw new FieldErrorsError({ inlener_cao_id: [MESSAGES.unknownField] });
      }
      await checkPayload(payload);
      const { userId, companyId } = request.auth;
      const saved = await createScheme(db, payload, { userId, companyId }, app.clock.now());
      request.log.info({ userId, schemeId: saved.id, version: saved.version }, 'regeling opgeslagen');
      return reply.status(201).send(saved);
    },
  );

  /**
   * PUT inleners/inleners-cao/: version N + 1 of the scheme inlener_cao_id, where N is expected_version (the
   * version the edit started from). Without expected_version 428; when the scheme has moved on 412 and
   * nothing is written.
   */
  app.put(
    '/inleners/inleners-cao/',
    {
      preValidation: writer,
      schema: {
        tags: ['regelingen'],
        summary: 'Sla een nieuwe versie van een beloningsregeling op',
        security: [{ bearer: [] }],
        body: inlenersCaoPayloadSchema,
        response: {
          200: inlenersCaoSaveResponseSchema,
          ...errorResponses,
          412: detailErrorBodySchema,
          428: detailErrorBodySchema,
        },
      },
    },
    async (request) => {
      const payload = request.body;
      const schemeId = payload.inlener_cao_id;
      if (schemeId === undefined) throw new FieldErrorsError({ inlener_cao_id: [MESSAGES.required] });
      const expected = payload.expected_version;
      if (expected === undefined) throw new HttpError(428, VERSION_REQUIRED);
      const { userId, companyId } = request.auth;
      const scheme = await findOwnScheme(db, schemeId, companyId);
      if (scheme === undefined) throw notFound(request, { schemeId });
      if (scheme.currentVersion !== expected) {
        request.log.info({ userId, schemeId, expected, current: scheme.currentVersion }, 'verouderde versie');
        throw new HttpError(412, STALE_VERSION);
      }
      await checkPayload(payload);
      const result = await appendSchemeVersion(
        db,
        schemeId,
        expected,
        payload,
        { userId, companyId },
        app.clock.now(),
      );
      if (result.status === 'not_found') throw notFound(request, { schemeId });
      if (result.status === 'stale') {
        request.log.info({ userId, schemeId, expected, current: result.currentVersion }, 'verouderde versie');
        throw new HttpError(412, STALE_VERSION);
      }
      request.log.info({ userId, schemeId, version: result.saved.version }, 'regeling opgeslagen');
      return result.saved;
    },
  );
};

export default schemesRoutes;
