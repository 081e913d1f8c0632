import type { User } from '@beloning/core/schemas';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.js';
import { declareHook, type HookAnswers } from '../http/openapi.js';
import { accessTokenKeys } from './access-tokens.js';
import { createAccountStates } from './account-states.js';
import { AWAITING_ADMISSION, NOT_AUTHENTICATED, PERMISSION_DENIED, WRONG_COMPANY_KIND } from './messages.js';
import { createSessions, type Sessions } from './sessions.js';

export type CompanyKind = 'inlener' | 'uitlener';

/** Who made an authenticated request; set by `app.authenticate`. */
export interface AuthContext {
  userId: number;
  companyId: number;
  companyKind: CompanyKind;
  isMainUser: boolean;
  permissions: readonly string[];
  /** The refresh family (login session) of the access token; logout revokes it. */
  familyId: string;
  /**
   * False for a user who registered for an existing company and was not let in yet (admission 'requested'):
   * only routes with `config: { unadmitted: true }` answer them (server/README.md, 'Identity by proof of
   * mailbox'), and they hold no permission.
   */
  admitted: boolean;
  /** The user as GET rest-auth/inlener-user/ answers it, as of this request (shared and frozen). */
  user: User;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid `Authorization: Bearer <access>` sets `request.auth`, anything else is a 401. */
    readonly authenticate: preHandlerAsyncHookHandler;
    /**
     * `authenticate` that calls `meanwhile(request, claimed)` once the token's signature holds, before the
     * account state is known, so a route can send its own read alongside the state's (one round trip's wait
     * instead of two on PostgreSQL). What it starts is the route's to use only after authentication passed
     * and `request.auth` names the same company; a rejection it leaves must be handled by the route.
     */
    authenticateWhile(
      meanwhile: (request: FastifyRequest, claimed: { companyId: number; companyKind: CompanyKind }) => void,
    ): preHandlerAsyncHookHandler;
    /** preHandler factory (after authenticate): 403 unless the user holds the permission. */
    requirePermission(permission: string): preHandlerAsyncHookHandler;
    /** preHandler factory (after authenticate): 403 unless the user's company is of this kind. */
    requireCompanyKind(kind: CompanyKind): preHandlerAsyncHookHandler;
    /** Token sets signed with JWT_SECRET: issueTokenSet(tx, userId, now), refreshTokenSet(db, raw, now). */
    readonly sessions: Sessions;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; only read it in handlers behind that preHandler. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /**
     * The route answers a user who waits to be let into their company: it shows only what is theirs or
     * named to their own address. Every other authenticated route refuses them with a 403.
     */
    unadmitted?: true;
  }
}

const unauthorized = () => new HttpError(401, NOT_AUTHENTICATED, { 'WWW-Authenticate': 'Bearer' });

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +([A-Za-z0-9_.-]{1,4096})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Authentication and permissions (ARCHITECTURE.md, Contract and errors). An access token counts only while
 * its user exists, is active and not deleted, its company is not deleted, the user's password has not
 * changed since the token was made, and its refresh family (the login session) is not revoked, so logout,
 * a password change and reuse of a stolen refresh token end the access tokens of that session at once.
 * The state is remembered per user and known to be current without reading it (src/auth/account-states.ts).
 */
async function auth(app: FastifyInstance): Promise<void> {
  const sessions = createSessions(accessTokenKeys(app.config.jwtSecret, app.config.jwtSecretPrevious));
  app.decorate('sessions', sessions);
  app.decorateRequest('auth', null as unknown as AuthContext);

  const accountStates = await createAccountStates(app.database);
  app.addHook('onClose', async () => accountStates.close());

  const authenticateRequest = async (
    request: FastifyRequest,
    meanwhile?: (request: FastifyRequest, claimed: { companyId: number; companyKind: CompanyKind }) => void,
  ) => {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized();
    const now = app.clock.now();
    const claims = await sessions.keys.verify(token, now);
    if (claims === undefined) {
      request.log.info('toegangstoken geweigerd: ongeldig of verlopen');
      throw unauthorized();
    }
    const pending = accountStates.current(claims.userId, claims.familyId);
    meanwhile?.(request, { companyId: claims.companyId, companyKind: claims.companyKind });
    const found = await pending;
    const current =
      found !== undefined &&
      found.sessionLive &&
      found.state.mayHoldSession &&
      found.state.companyId === claims.companyId &&
      found.state.passwordChangedAt === claims.passwordChangedAt;
    if (!current) {
      request.log.info(
        { userId: claims.userId },
        'toegangstoken geweigerd: sessie beëindigd of account gewijzigd',
      );
      throw unauthorized();
    }
    const { state } = found;
    if (!state.admitted && request.routeOptions.config.unadmitted !== true) {
      request.log.info({ userId: claims.userId }, 'toegang geweigerd: wacht op toelating tot het bedrijf');
      throw new HttpError(403, AWAITING_ADMISSION);
    }
    request.auth = {
      userId: claims.userId,
      companyId: state.companyId,
      companyKind: state.companyKind,
      isMainUser: state.isMainUser,
      permissions: state.permissions,
      familyId: claims.familyId,
      admitted: state.admitted,
      user: state.user,
    };
  };
  const authenticate: preHandlerAsyncHookHandler = async function (request) {
    await authenticateRequest(request);
  };
  // The OpenAPI document (src/http/openapi.ts): a route that runs this needs a bearer token.
  const authenticateAnswers: HookAnswers = {
    bearer: true,
    failures: (route) => [
      {
        status: 401,
        description: 'Niet ingelogd: geen geldig Bearer-token, of de sessie is beëindigd.',
      },
      ...(route.config?.unadmitted === true
        ? []
        : [
            {
              status: 403 as const,
              description: 'De gebruiker wacht nog op toelating tot het bedrijf (AWAITING_ADMISSION).',
            },
          ]),
    ],
  };
  declareHook(authenticate, authenticateAnswers);
  app.decorate('authenticate', authenticate);
  app.decorate('authenticateWhile', (meanwhile: Parameters<FastifyInstance['authenticateWhile']>[0]) => {
    const hook: preHandlerAsyncHookHandler = async function (request) {
      await authenticateRequest(request, meanwhile);
    };
    return declareHook(hook, authenticateAnswers);
  });

  app.decorate('requirePermission', (permission: string): preHandlerAsyncHookHandler => {
    const check: preHandlerAsyncHookHandler = async function (request) {
      // Fails closed when a route forgot app.authenticate in front of it.
      const auth = request.auth as AuthContext | null;
      if (auth?.permissions.includes(permission) !== true) {
        request.log.info({ userId: auth?.userId, permission }, 'toegang geweigerd: geen permissie');
        throw new HttpError(403, PERMISSION_DENIED);
      }
    };
    return declareHook(check, {
      failures: () => [{ status: 403, description: `De gebruiker heeft de permissie ${permission} niet.` }],
    });
  });

  app.decorate('requireCompanyKind', (kind: CompanyKind): preHandlerAsyncHookHandler => {
    const check: preHandlerAsyncHookHandler = async function (request) {
      const auth = request.auth as AuthContext | null;
      if (auth?.companyKind !== kind) throw new HttpError(403, WRONG_COMPANY_KIND);
    };
    return declareHook(check, {
      failures: () => [{ status: 403, description: `Alleen voor gebruikers van een ${kind}.` }],
    });
  });
}

export default fp(auth, { name: 'auth' });
