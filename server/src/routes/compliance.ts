import {
  caoComplianceCreateResponseSchema,
  caoComplianceListResponseSchema,
  caoCompliancePayloadSchema,
  caoComplianceResponseSchema,
} from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complianceErrors, createCompliance, listCompliances } from '../compliance/compliances.js';
import { FieldErrorsError, HttpError, NOT_FOUND } from '../http/errors.js';
import { failures } from '../http/openapi.js';

/**
 * Cao compliances (SPEC.md 7.2, the short wizard): create, list and detail, scoped to the caller's company;
 * another company's compliance is a 404. Creating needs inleners.create_inlenerscao.
 */
const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const reader = [app.authenticate, app.requireCompanyKind('inlener')];
  const writer = [...reader, app.requirePermission(CREATE_SCHEME_PERMISSION)];

  /** POST inleners/cao-compliance/: answers 201 with the new id. */
  app.post(
    '/inleners/cao-compliance/',
    {
      preValidation: writer,
      schema: {
        tags: ['cao-naleving'],
        summary: 'Verklaar een cao te volgen, met eigen functies',
        body: caoCompliancePayloadSchema,
        response: {
          201: caoComplianceCreateResponseSchema,
          ...failures({ 400: 'De cao, een loontabel of een functie bestaat niet (veldfouten).' }),
        },
      },
    },
    async (request, reply) => {
      const errors = await complianceErrors(db, request.body);
      if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
      const { userId, companyId } = request.auth;
      const created = await createCompliance(db, request.body, { userId, companyId }, app.clock.now());
      request.log.info({ userId, complianceId: created.id }, 'cao-naleving opgeslagen');
      return reply.status(201).send(created);
    },
  );

  /** GET inleners/cao-compliance-list/ */
  app.get(
    '/inleners/cao-compliance-list/',
    {
      preValidation: reader,
      schema: {
        tags: ['cao-naleving'],
        summary: 'De cao-nalevingen van het eigen bedrijf',
        response: { 200: caoComplianceListResponseSchema },
      },
    },
    async (request) => listCompliances(db, request.auth.companyId),
  );

  const detail = async (request: {
    auth: { userId: number; companyId: number };
    params: { id: string };
    log: { info: (o: object, m: string) => void };
  }) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const [found] =
      Number.isSafeInteger(id) && id <= 2_147_483_647
        ? await listCompliances(db, request.auth.companyId, id)
        : [];
    if (found === undefined) {
      request.log.info(
        { userId: request.auth.userId, complianceId: request.params.id },
        'cao-naleving niet gevonden of van een ander bedrijf',
      );
      throw new HttpError(404, NOT_FOUND);
    }
    return found;
  };
  const detailOptions = {
    preValidation: reader,
    schema: {
      tags: ['cao-naleving'],
      summary: 'Een cao-naleving',
      params: z.strictObject({ id: z.string().max(20) }),
      response: {
        200: caoComplianceResponseSchema,
        ...failures({ 404: 'Cao-naleving niet gevonden of van een ander bedrijf.' }),
      },
    },
  };
  /** GET inleners/cao-compliance/{id} (SPEC.md writes it without the trailing slash; both are served). */
  app.get('/inleners/cao-compliance/:id', detailOptions, detail);
  app.get('/inleners/cao-compliance/:id/', detailOptions, detail);
};

export default complianceRoutes;
