import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginLimits, type LoginLimits } from '../auth/login-limits.js';
import { databaseStore } from '../http/rate-limit-store.js';
import { registerAuthRateLimits, tooManyAttempts } from '../http/rate-limits.js';
import { DOCUMENT_ONLY_HEADERS, isStaticFile } from '../http/static-files.js';

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin, never inline. Styles
 * allow 'unsafe-inline' because the grid and the rich-text editor inject <style> elements at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers (helmet with the strict CSP above, no-referrer, and no-store on every API answer),
 * cookies, and the rate limiter. Rate limits are off by default and switched on per route: the login,
 * registration, forgot-password and activation calls with `config: authRateLimit(kind)` (per address and
 * per account, http/rate-limits.ts), anything else with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in the database (rate_limit_counters) on the app's clock, so every instance on one
 * database counts together. Logins count only their failures (app.loginLimits, src/auth/login-limits.ts).
 * A 429 carries Retry-After and a Dutch detail.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The failed-login counters of the login calls (src/auth/login-limits.ts). */
    readonly loginLimits: LoginLimits;
  }
}

async function security(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // A script, style or image is no document: the headers only a document reads are left off.
  app.addHook('onSend', async (request, reply) => {
    if (isStaticFile(request.url) && !/\.svg$/i.test(request.url.split('?')[0] ?? '')) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
  });
  await app.register(cookie);
  // API answers carry tokens and personal data: no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.database.db, app.clock),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
  registerAuthRateLimits(app, undefined, app.config.rateLimitPerIpFactor ?? 1);
  app.decorate('loginLimits', createLoginLimits(app, app.config.rateLimitPerIpFactor ?? 1));
}

export default fp(security, { name: 'security' });
