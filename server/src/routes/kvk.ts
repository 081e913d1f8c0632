import { handelsnaamQuerySchema, handelsnaamResponseSchema } from '@beloning/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors.js';
import { failures } from '../http/openapi.js';
import { KvkUnavailableError } from '../kvk/registry.js';

/** The 502 detail of a failing KVK registry; the web shows 'Niet gevonden' and its disturbance notice. */
export const KVK_DISTURBED =
  'De koppeling met de Kamer van Koophandel is verstoord. Probeer het later opnieuw.';

/** Lookups per client address per minute: the registration page asks once per typed number. */
export const HANDELSNAAM_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/**
 * GET /api/inleners/handelsnaam/?kvk_nr=: the names registered for a KVK number as [name, type] pairs
 * (SPEC 7.2), an empty list when the number is not registered. Open without login, because the
 * registration page uses it; limited per client address instead.
 */
const kvk: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inleners/handelsnaam/',
    {
      config: {
        rateLimit: {
          ...HANDELSNAAM_RATE_LIMIT,
          max: HANDELSNAAM_RATE_LIMIT.max * (app.config.rateLimitPerIpFactor ?? 1),
        },
      },
      schema: {
        tags: ['kvk'],
        summary: 'Handelsnamen bij een KVK-nummer (zonder inloggen)',
        querystring: handelsnaamQuerySchema,
        response: {
          200: handelsnaamResponseSchema,
          ...failures({ 502: 'Het handelsregister van de KVK is niet bereikbaar.' }),
        },
      },
    },
    async (request) => {
      try {
        return await app.kvk.lookup(request.query.kvk_nr);
      } catch (error) {
        if (!(error instanceof KvkUnavailableError)) throw error;
        request.log.warn({ err: error, code: error.code }, 'KVK-registry faalt');
        throw new HttpError(502, KVK_DISTURBED);
      }
    },
  );
};

export default kvk;
