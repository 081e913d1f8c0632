import { CSRF_COOKIE } from '@beloning/core/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret, sameSecret } from '../auth/secrets.js';
import fp from 'fastify-plugin';
import { isStaticFile } from '../http/static-files.js';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';

/** The 403 detail when an unsafe request without a bearer token fails the double-submit check. */
export const CSRF_FAILED = 'CSRF-controle mislukt. Laad de pagina opnieuw en probeer het nog eens.';

/** The request header that repeats the cookie (core's CSRF_HEADER, as node lower-cases it). */
export const CSRF_HEADER_NAME = 'x-csrftoken';

/** The path where a client without a browser fetches a token (and the cookie) before logging in. */
export const CSRF_PATH = '/api/csrf/';

/** A year, as Django's CSRF cookie: the token is not a secret of a session, only proof of origin. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is replaced by a fresh token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const csrfResponseSchema = z.object({ csrf_token: z.string() });

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The CSRF token of this request's cookie, or the fresh one this response sets; '' when there is
     * neither (a request with a bearer token or for a portal file, without the cookie).
     */
    csrfToken: string;
  }
}

export function newCsrfToken(): string {
  return randomSecret(32);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A bearer token is no ambient credential: a cross-site page cannot make the browser send one. */
function hasBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^bearer\s+\S/i.test(header);
}

function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[CSRF_COOKIE];
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

function sameToken(cookie: string, header: unknown): boolean {
  return typeof header === 'string' && sameSecret(cookie, header);
}

/**
 * Double-submit CSRF protection (ARCHITECTURE.md, Contract and errors). Every response to a request without
 * a valid `csrftoken` cookie and without a bearer token, but for the portal's static files, sets one
 * (random, `SameSite=Lax`, `Path=/`, readable by the portal's script, `Secure` when PUBLIC_URL is https).
 * An unsafe request (POST, PUT, PATCH, DELETE) under /api without `Authorization: Bearer` must repeat the
 * cookie in `X-CSRFToken`, else it gets 403 {"detail": CSRF_FAILED} before its body is read. Clients without
 * a browser (the CLI, curl) call `GET /api/csrf/` first: it answers `{"csrf_token": "..."}` and sets the
 * cookie; they send both.
 * A path that matches no route is left to the 404, so probing unknown paths learns nothing new.
 */
async function csrf(app: FastifyInstance): Promise<void> {
  const secure = app.config.publicUrl.startsWith('https:');
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = cookieToken(request);
    if (existing !== undefined) {
      request.csrfToken = existing;
    } else {
      // The portal's files need no cookie: the page and GET /api/csrf/ set it. A request with a bearer
      // token needs none either, so it gets no token (32 random bytes each were a noticeable part of an
      // authenticated request's cost).
      if (!hasBearer(request) && !isStaticFile(request.url)) {
        request.csrfToken = newCsrfToken();
        reply.setCookie(CSRF_COOKIE, request.csrfToken, {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure,
          maxAge: COOKIE_MAX_AGE_SECONDS,
        });
      }
    }
    if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request.url) || request.is404) return;
    if (hasBearer(request)) return;
    if (existing === undefined || !sameToken(existing, request.headers[CSRF_HEADER_NAME])) {
      throw new HttpError(403, CSRF_FAILED);
    }
  });

  app.get(
    CSRF_PATH,
    {
      // Answers from the cookie alone: no database, so never a 503.
      config: { database: false },
      schema: {
        tags: ['systeem'],
        summary:
          'Geeft het CSRF-token (en zet de cookie csrftoken); stuur het terug als X-CSRFToken bij POST/PUT/PATCH/DELETE zonder Bearer-token.',
        response: { 200: csrfResponseSchema },
      },
    },
    async (request) => ({ csrf_token: request.csrfToken === '' ? newCsrfToken() : request.csrfToken }),
  );
}

export default fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie'] });
