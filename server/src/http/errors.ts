import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { RequestValidationError, type FieldErrors } from './validation.js';

/**
 * The body of every 400 (ARCHITECTURE.md, Contract and errors): field errors, or only general ones for a
 * request that could not be read at all (no JSON, a broken address). The OpenAPI document says so once
 * (src/http/openapi.ts).
 */
export interface FieldErrorBody {
  errors: FieldErrors;
  non_field_errors: string[];
}

/** A 400 without a field: one general message. */
export function generalBadRequest(message: string): FieldErrorBody {
  return { errors: {}, non_field_errors: [message] };
}

/** The body of every other failure. */
export interface DetailBody {
  detail: string;
}

export const NOT_FOUND = 'Niet gevonden.';
export const SERVER_ERROR = 'Er is iets mis gegaan.';
export const INVALID_JSON = 'Ongeldige JSON';
export const INVALID_ENCODING = 'Ongeldige tekencodering; stuur UTF-8.';
export const TOO_DEEP = 'De gegevens zijn te diep genest.';

/** Dutch details for statuses that reach the handler without one of our own. */
const DETAILS: Record<number, string> = {
  400: 'Ongeldig verzoek.',
  401: 'Niet ingelogd of sessie verlopen.',
  403: 'Geen toegang.',
  404: NOT_FOUND,
  405: 'Methode niet toegestaan.',
  406: 'Antwoordformaat niet ondersteund.',
  409: 'Conflict met de huidige toestand.',
  410: 'Niet meer beschikbaar.',
  412: 'De gegevens zijn intussen gewijzigd.',
  413: 'Het verzoek is te groot.',
  415: 'Inhoudstype niet ondersteund; stuur JSON (application/json).',
  428: 'Versie ontbreekt (If-Match).',
  429: 'Te veel verzoeken. Probeer het later opnieuw.',
  503: 'Het is even te druk. Probeer het over een paar seconden opnieuw.',
};

/**
 * The SQLSTATE of a database error (PGlite and node-postgres both give it as `code`), also when drizzle
 * wrapped it in a DrizzleQueryError as its cause.
 */
export function sqlState(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    depth < 4 && typeof current === 'object' && current !== null;
    depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a database error that got past the request schemas means to the caller, so that none becomes a 500:
 * a value the column cannot hold (class 22) is the caller's bad request (a 400 with a general message), a row that a concurrent request
 * inserted first (23) a conflict, a serialization failure, deadlock or lock timeout (40, 55P03, 53300) a
 * moment's overload to retry. Anything else stays a 500.
 */
function databaseStatus(state: string): 400 | 409 | 503 | undefined {
  if (state.startsWith('22')) return 400;
  if (state.startsWith('23')) return 409;
  if (state.startsWith('40') || state === '55P03' || state === '53300') return 503;
  return undefined;
}

/** A failure with a status and a Dutch `detail`; thrown by routes and services. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly detail: string = DETAILS[statusCode] ?? SERVER_ERROR,
    /** Response headers to add, for example Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** A 400 with messages under fields and/or general ones, as the forms of the web app show them. */
export class FieldErrorsError extends Error {
  override name = 'FieldErrorsError';
  readonly statusCode = 400;
  constructor(
    readonly errors: FieldErrors,
    readonly nonFieldErrors: string[] = [],
  ) {
    super('Ongeldige invoer');
  }
}

/** The request body was not valid JSON. */
export class InvalidJsonError extends Error {
  override name = 'InvalidJsonError';
  readonly statusCode = 400;
  constructor() {
    super(INVALID_JSON);
  }
}

/** The request body was not valid UTF-8. */
export class InvalidEncodingError extends Error {
  override name = 'InvalidEncodingError';
  readonly statusCode = 400;
  constructor() {
    super(INVALID_ENCODING);
  }
}

const plainJson = (payload: unknown): string => JSON.stringify(payload);

/** The one error handler: maps every error to the error bodies of ARCHITECTURE.md. A 5xx hides internals. */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // Written as plain JSON, never through the route's response schema for the status: a `{detail}` 400 (an
  // onRequest hook's, a database value out of range) on a route that documents field errors for 400 would
  // fail that serializer and become fastify's own English 500.
  reply.serializer(plainJson).type('application/json; charset=utf-8');
  if (error instanceof RequestValidationError) {
    return reply.status(400).send(error.body satisfies FieldErrorBody);
  }
  if (error instanceof FieldErrorsError) {
    return reply
      .status(400)
      .send({ errors: error.errors, non_field_errors: error.nonFieldErrors } satisfies FieldErrorBody);
  }
  if (error instanceof InvalidJsonError || error instanceof InvalidEncodingError) {
    return reply.status(400).send(generalBadRequest(error.message));
  }
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ detail: error.detail } satisfies DetailBody);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    // Every 400 has the field-error body, also fastify's own (a Content-Length that does not match).
    if (error.validation !== undefined || status === 400) {
      return reply.status(400).send(generalBadRequest(DETAILS[400]!));
    }
    return reply.status(status).send({ detail: DETAILS[status] ?? DETAILS[400]! } satisfies DetailBody);
  }
  const state = sqlState(error);
  const databaseAnswer = state === undefined ? undefined : databaseStatus(state);
  if (databaseAnswer !== undefined) {
    // Logged without its SQL parameters or the database's detail (loggerOptions' err serializer).
    request.log.warn({ err: error }, 'databasefout als %d beantwoord', databaseAnswer);
    if (databaseAnswer === 400) return reply.status(400).send(generalBadRequest(DETAILS[400]!));
    return reply
      .status(databaseAnswer)
      .headers(databaseAnswer === 503 ? { 'retry-after': '1' } : {})
      .send({ detail: DETAILS[databaseAnswer]! } satisfies DetailBody);
  }
  request.log.error({ err: error }, 'onverwachte fout');
  return reply.status(500).send({ detail: SERVER_ERROR } satisfies DetailBody);
}

/** Dutch details of the answers fastify's router and Node's HTTP parser give before any route runs. */
export const FRAMEWORK_DETAILS = {
  badUrl: 'Ongeldig adres.',
  uriTooLong: 'Het adres is te lang.',
  headersTooLarge: 'De kopregels van het verzoek zijn te groot.',
  timeout: 'Het verzoek duurde te lang.',
  missingHost: 'Het verzoek mist de kopregel Host.',
} as const;

/**
 * onRequest: an HTTP/1.1 request without a Host header is a 400 (RFC 9112, 3.2) in the documented format.
 * Node's own check (`requireHostHeader`, turned off in app.ts) answered it with an empty body.
 */
export async function requireHostHeader(request: FastifyRequest): Promise<void> {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    throw new FieldErrorsError({}, [FRAMEWORK_DETAILS.missingHost]);
  }
}

/**
 * fastify's frameworkErrors: an address that is no valid URL (a broken %-escape) or whose path part is
 * longer than a route allows. Answered in the documented formats (a 400's field-error body, a 414's detail),
 * without echoing the address.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ detail: FRAMEWORK_DETAILS.uriTooLong } satisfies DetailBody);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(generalBadRequest(FRAMEWORK_DETAILS.badUrl));
  }
  return reply.status(400).send(generalBadRequest(DETAILS[400]!));
}

/** What a connection that Node's HTTP parser refused is answered with: status and Dutch detail. */
export function connectionErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: FRAMEWORK_DETAILS.timeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: FRAMEWORK_DETAILS.headersTooLarge };
  return { status: 400, detail: DETAILS[400]! };
}

/**
 * fastify's clientErrorHandler: a request Node's HTTP parser could not read (headers too large, a broken
 * chunked body, a body that stalled beyond the request timeout) gets the documented body (a 400's
 * field-error body, else `{detail}`), then the connection closes. A reset connection gets nothing: nobody
 * is listening.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = connectionErrorAnswer(error.code);
  const body = JSON.stringify(status === 400 ? generalBadRequest(detail) : ({ detail } satisfies DetailBody));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
