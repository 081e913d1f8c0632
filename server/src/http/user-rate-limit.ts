import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declareHook } from './openapi.js';
import { tooManyAttempts, type Limit } from './rate-limits.js';

/**
 * A preHandler that limits a logged-in call per user (`request.auth.userId`), for calls that send mail to
 * others (an agency's invitations, support requests): put it after `app.authenticate`. Over the limit: 429
 * with Retry-After and the Dutch detail of the other limits. Counters are per `name`, in the database (every
 * instance counts together), on the app's clock (server/README.md, Rate limits). Every attempt that reaches it counts.
 */
export function userRateLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `user:${request.auth.userId}`,
    name: `user:${name}`,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  return declareHook(
    async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
    },
    {
      failures: () => [
        {
          status: 429,
          description: `Te veel verzoeken van deze gebruiker (${limit.max} per ${limit.windowMs / 60_000} minuten); Retry-After zegt hoe lang te wachten.`,
        },
      ],
    },
  );
}
