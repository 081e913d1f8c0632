import { detailErrorBodySchema, fieldErrorBodySchema } from '@beloning/core/schemas';
import type { RouteOptions } from 'fastify';
import { globalRegistry, type z } from 'zod';

/**
 * What the OpenAPI document says a route answers when it fails, derived from what the route really runs
 * (server/README.md, 'OpenAPI document'). Three sources, none a second list to keep up to date:
 *
 * - the route's method and schema: a body (POST, PUT, PATCH, DELETE) can be malformed JSON, not UTF-8, too
 *   large or of another content type (400, 413, 415), and meets the CSRF check when it comes without a
 *   bearer token (403); a body, query or path schema refuses bad values (400 with field errors);
 * - the hooks in its lifecycle: `app.authenticate` puts `security` (bearer) on the operation and answers 401
 *   (and 403 to a user not yet admitted), `requirePermission` and `requireCompanyKind` 403, the rate limits
 *   429. Each of those functions carries its answers (`declareHook`), so a route that adds the hook gets
 *   them in its document and one that drops it loses them;
 * - its config: `config.rateLimit` (429), and every route answers 503 when the database is busy unless it
 *   says `config: { database: false }`.
 *
 * What only the handler knows (a 404 for an unknown id, a 409, 412, 428, 502) the route lists itself with
 * `failures({ 404: 'description' })`. A route never writes `security`: documentRoute refuses it.
 */

/** The error statuses an operation may document; 414, 431 and 408 come before routing and are not per route. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 428 | 429 | 502 | 503;

/** One reason to answer a status, with the short Dutch description the document shows for it. */
export interface Failure {
  status: FailureStatus;
  description: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for a route that never touches the database (so it never answers 503). */
    database?: false;
  }
}

/** The documented body of a 400: Dutch messages per field (dotted path) and general ones. */
export const badRequestBody = fieldErrorBodySchema;
/** The documented body of every other failure: one Dutch sentence. */
export const detailBody = detailErrorBodySchema;

/** The body schema of an error status, with the operation's description of it (the response's text). */
export function failureBody(status: FailureStatus, description: string): z.ZodType {
  return (status === 400 ? badRequestBody : detailBody).meta({ description });
}

/**
 * The statuses only the handler knows, for a route's `schema.response`:
 * `response: { 200: answerSchema, ...failures({ 404: 'Regeling niet gevonden of van een ander bedrijf.' }) }`.
 */
export function failures(list: Partial<Record<FailureStatus, string>>): Record<number, z.ZodType> {
  return Object.fromEntries(
    Object.entries(list).map(([status, description]) => [
      Number(status),
      failureBody(Number(status) as FailureStatus, description),
    ]),
  );
}

/** What a hook means for the document: whether it needs a bearer token, and what it may answer. */
export interface HookAnswers {
  bearer?: true;
  failures: (route: RouteOptions) => Failure[];
}

const hookAnswers = new WeakMap<object, HookAnswers>();

/**
 * Marks a lifecycle hook with what it may answer (and whether it reads the bearer token), so every route
 * that runs it documents that; returns the hook.
 */
export function declareHook<H extends object>(hook: H, answers: HookAnswers): H {
  hookAnswers.set(hook, answers);
  return hook;
}

/** The methods whose body is read and which meet the CSRF check (src/plugins/csrf.ts). */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const SHARED_DESCRIPTIONS = {
  fields:
    'Ongeldige invoer: een Nederlandse melding per veld (errors) of in het algemeen (non_field_errors).',
  body: 'De body is geen geldige JSON of geen UTF-8, of komt niet overeen met Content-Length.',
  tooLarge: 'De body is groter dan 2 MB.',
  contentType: 'Inhoudstype niet ondersteund: stuur application/json.',
  csrf: 'CSRF-controle mislukt: een verzoek zonder Bearer-token moet de cookie csrftoken herhalen in X-CSRFToken.',
  rateLimited: 'Te veel verzoeken; Retry-After zegt na hoeveel seconden het weer kan.',
  busy: 'De database is even te druk; probeer het na Retry-After (1 seconde) opnieuw.',
} as const;

const LIFECYCLE = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/** Routes whose schema documentRoute already made, so a second pass (fastify's HEAD twin) changes nothing. */
const documented = new WeakSet<object>();

function descriptionOf(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const meta = globalRegistry.get(schema as z.ZodType);
  return typeof meta?.description === 'string' ? meta.description : undefined;
}

/**
 * The onRoute hook (registered by the docs plugin before any route): completes `schema.response` with every
 * failure the route can answer and sets `schema.security` when the route runs app.authenticate. Routes
 * outside /api and hidden ones are left alone.
 */
export function documentRoute(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Record<string, unknown> & {
    response?: Record<string, unknown>;
    hide?: boolean;
  };
  if (!route.url.startsWith('/api/') || schema.hide === true || documented.has(schema)) return;
  const label = `${String(route.method)} ${route.url}`;
  if ('security' in schema) {
    throw new Error(
      `${label}: noem geen security in de route; die volgt uit app.authenticate (http/openapi.ts)`,
    );
  }
  const methods = [route.method].flat().map(String);
  const found = new Map<FailureStatus, string[]>();
  const add = ({ status, description }: Failure) => {
    const list = found.get(status) ?? [];
    if (!list.includes(description)) list.push(description);
    found.set(status, list);
  };

  const successes: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(schema.response ?? {})) {
    if (Number(status) < 400) {
      successes[status] = body;
      continue;
    }
    const description = descriptionOf(body);
    if (description === undefined) {
      throw new Error(`${label}: beschrijf status ${status} met failures({ ${status}: '...' })`);
    }
    add({ status: Number(status) as FailureStatus, description });
  }

  if (schema['params'] !== undefined || schema['querystring'] !== undefined || schema['body'] !== undefined) {
    add({ status: 400, description: SHARED_DESCRIPTIONS.fields });
  }
  if (methods.some((method) => BODY_METHODS.has(method))) {
    add({ status: 400, description: SHARED_DESCRIPTIONS.body });
    add({ status: 413, description: SHARED_DESCRIPTIONS.tooLarge });
    add({ status: 415, description: SHARED_DESCRIPTIONS.contentType });
    add({ status: 403, description: SHARED_DESCRIPTIONS.csrf });
  }
  let bearer = false;
  for (const phase of LIFECYCLE) {
    for (const hook of [route[phase] ?? []].flat()) {
      const answers = hookAnswers.get(hook);
      if (answers === undefined) continue;
      if (answers.bearer === true) bearer = true;
      answers.failures(route).forEach(add);
    }
  }
  if (route.config?.rateLimit !== undefined)
    add({ status: 429, description: SHARED_DESCRIPTIONS.rateLimited });
  if (route.config?.database !== false) add({ status: 503, description: SHARED_DESCRIPTIONS.busy });

  const response: Record<string, unknown> = { ...successes };
  for (const status of [...found.keys()].sort((a, b) => a - b)) {
    response[status] = failureBody(status, found.get(status)!.join(' '));
  }
  const completed = { ...schema, ...(bearer ? { security: [{ bearer: [] }] } : {}), response };
  documented.add(completed);
  route.schema = completed;
}
