import { messageResponseSchema, supportMessageSchema } from '@beloning/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../db/database.js';
import { userRateLimit } from '../http/user-rate-limit.js';
import { SUPPORT_RATE_LIMIT, SUPPORT_SENT, submitSupportRequest } from '../support/support.js';

/**
 * POST inleners/support/ (SPEC.md 2.8 and 7.2): a logged-in hirer user's question (title and text, core's
 * supportMessageSchema) is stored and mailed to SUPPORT_EMAIL with the user's name, company, KVK number and
 * address (Reply-To the user). Limited per user (SUPPORT_RATE_LIMIT).
 */
const support: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inleners/support/',
    {
      preValidation: [app.authenticate, app.requireCompanyKind('inlener')],
      preHandler: userRateLimit(app, 'support', SUPPORT_RATE_LIMIT),
      schema: {
        tags: ['inleners'],
        summary: 'Stel een vraag aan support: wordt opgeslagen en gemaild naar de helpdesk',
        body: supportMessageSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, companyId } = request.auth;
      const now = app.clock.now();
      const id = await inTransaction(app.database.db, (tx) =>
        submitSupportRequest(tx, {
          userId,
          companyId,
          message: request.body,
          supportEmail: app.config.supportEmail,
          now,
        }),
      );
      app.outbox.wake();
      request.log.info({ userId, supportRequestId: id }, 'supportvraag opgeslagen en gemaild');
      return reply.status(201).send({ detail: SUPPORT_SENT });
    },
  );
};

export default support;
