import {
  aardTypesResponseSchema,
  caoIdQuerySchema,
  caoListResponseSchema,
  caoResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  salaryTablesResponseSchema,
  werksoortsResponseSchema,
} from '@beloning/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAardTypes } from '../cao/aard-types.js';
import {
  caoListKeySchema,
  caoVersionExists,
  listCaoOptions,
  loadCao,
  loadSalaryTables,
  loadWerksoorten,
} from '../cao/repository.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { failures } from '../http/openapi.js';
import { PAGE_FAILURES, pageRequest, sendPage } from '../http/paging.js';

const notFound = failures({ 404: 'Er is geen cao-versie met dit id.' });

/** 404 'Niet gevonden.' unless the cao version exists. */
async function requireCaoVersion(db: Database, versionId: number): Promise<void> {
  if (!(await caoVersionExists(db, versionId))) throw new HttpError(404);
}

/**
 * The cao data the wizards start from (SPEC.md 7.2), for every logged-in user: the same for every company,
 * so nothing here is scoped to the caller. A cao id is the id of one cao version; an unknown one is
 * 404 'Niet gevonden.', a malformed one a 400 with the Dutch message under the field (`id`, `cao_id`).
 */
const caos: FastifyPluginAsyncZod = async (app) => {
  const preValidation = [app.authenticate];
  const db = () => app.database.db;

  app.get(
    '/inleners/caos-list/',
    {
      preValidation,
      schema: {
        tags: ['cao'],
        summary: 'Alle cao-versies, per pagina (limit, after; Link rel="next")',
        querystring: pageQuerySchema,
        response: { 200: caoListResponseSchema, ...PAGE_FAILURES },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, caoListKeySchema);
      return sendPage(request, reply, page, await listCaoOptions(db(), { latestOnly: false, page }));
    },
  );

  app.get(
    '/inleners/caos-list/latest/',
    {
      preValidation,
      schema: {
        tags: ['cao'],
        summary: 'Alleen de nieuwste versie van elke cao, per pagina (limit, after; Link rel="next")',
        querystring: pageQuerySchema,
        response: { 200: caoListResponseSchema, ...PAGE_FAILURES },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, caoListKeySchema);
      return sendPage(request, reply, page, await listCaoOptions(db(), { latestOnly: true, page }));
    },
  );

  // The client calls it without a trailing slash (as SPEC.md writes it); with one it answers the same.
  for (const url of ['/inleners/caos/:id', '/inleners/caos/:id/']) {
    app.get(
      url,
      {
        preValidation,
        schema: {
          tags: ['cao'],
          summary: 'Eén cao-versie met loontabellen, werksoorten en cao-tekst',
          params: idParamsSchema,
          response: { 200: caoResponseSchema, ...notFound },
        },
      },
      async (request) => {
        const cao = await loadCao(db(), request.params.id);
        if (cao === undefined) throw new HttpError(404);
        return cao;
      },
    );
  }

  app.get(
    '/inleners/aard-types/',
    {
      preValidation,
      schema: {
        tags: ['cao'],
        summary: 'De soorten werk (aard) als [code, omschrijving]',
        response: { 200: aardTypesResponseSchema },
      },
    },
    async () => listAardTypes(db()),
  );

  app.get(
    '/inleners/werksoorts/',
    {
      preValidation,
      schema: {
        tags: ['cao'],
        summary: 'De werksoorten (toeslagen en vergoedingen) van een cao-versie',
        querystring: caoIdQuerySchema,
        response: { 200: werksoortsResponseSchema, ...notFound },
      },
    },
    async (request) => {
      await requireCaoVersion(db(), request.query.cao_id);
      return loadWerksoorten(db(), request.query.cao_id);
    },
  );

  app.get(
    '/inleners/salary-tables/',
    {
      preValidation,
      schema: {
        tags: ['cao'],
        summary: 'De loontabellen van een cao-versie',
        querystring: caoIdQuerySchema,
        response: { 200: salaryTablesResponseSchema, ...notFound },
      },
    },
    async (request) => {
      await requireCaoVersion(db(), request.query.cao_id);
      return loadSalaryTables(db(), request.query.cao_id);
    },
  );
};

export default caos;
