import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { RequestValidationError, type FieldErrors } from './validation.js';

/** The body of a 400 with field errors (ARCHITECTURE.md, Contract and errors). */
export interface FieldErrorBody {
  errors: FieldErrors;
  non_field_errors: string[];
}

/** The body of every other failure. */
export interface DetailBody {
  detail: string;
}

export const NOT_FOUND = 'Niet gevonden.';
export const SERVER_ERROR = 'Er is iets mis gegaan.';
export const INVALID_JSON = 'Ongeldige JSON';

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
};

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

/** The one error handler: maps every error to the error bodies of ARCHITECTURE.md. A 5xx hides internals. */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof RequestValidationError) {
    return reply.status(400).send(error.body satisfies FieldErrorBody);
  }
  if (error instanceof FieldErrorsError) {
    return reply
      .status(400)
      .send({ errors: error.errors, non_field_errors: error.nonFieldErrors } satisfies FieldErrorBody);
  }
  if (error instanceof InvalidJsonError) {
    return reply.status(400).send({ errors: {}, non_field_errors: [INVALID_JSON] } satisfies FieldErrorBody);
  }
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ detail: error.detail } satisfies DetailBody);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    if (error.validation !== undefined) {
      return reply
        .status(400)
        .send({ errors: {}, non_field_errors: [DETAILS[400]!] } satisfies FieldErrorBody);
    }
    return reply.status(status).send({ detail: DETAILS[status] ?? DETAILS[400]! } satisfies DetailBody);
  }
  request.log.error({ err: error }, 'onverwachte fout');
  return reply.status(500).send({ detail: SERVER_ERROR } satisfies DetailBody);
}
