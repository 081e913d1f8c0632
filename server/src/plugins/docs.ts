import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentRoute } from '../http/openapi.js';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs and /api/docs/json. Register
 * it before the routes so it sees them. Each route's failures and `security` are completed from what it
 * runs (documentRoute, src/http/openapi.ts) before swagger reads it.
 */
async function docs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', documentRoute);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Beloning API',
        description: 'De API van het Beloning-portaal (SPEC.md hoofdstuk 7).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  const document = async () => app.swagger();
  app.get('/api/docs', { schema: { hide: true } }, document);
  app.get('/api/docs/json', { schema: { hide: true } }, document);
}

export default fp(docs, { name: 'docs' });
