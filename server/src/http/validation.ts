import { findUnstorableValues, MESSAGES } from '@beloning/core/rules';
import {
  dutchErrorMap,
  unstorableValuesToBody,
  zodErrorToBody,
  type FieldErrorBody,
} from '@beloning/core/schemas';
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Request validation with core's Dutch messages (core/src/schemas/errors.ts), so the server answers a bad
 * value with exactly the message the web app and the CLI show for it: a schema's own message first, else
 * core's dutchErrorMap ('Veld is vereist', 'Onbekend veld', 'Vul een geldige waarde in', ...).
 */

/** 'Onbekend veld': an unknown key in a strict body. */
export const UNKNOWN_FIELD = MESSAGES.unknownField;
/** 'Vul een geldige waarde in': a value of the wrong type or outside the choices. */
export const INVALID_VALUE = MESSAGES.invalidValue;

/** Core's error map, under the name server code used before; pass as `{ error: dutchIssueMessage }`. */
export const dutchIssueMessage = dutchErrorMap;

/** Field name (dotted path) to its Dutch messages. */
export type FieldErrors = FieldErrorBody['errors'];

/** A request part did not match its schema; the error handler sends `body` as the 400. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(readonly body: FieldErrorBody) {
    super('Ongeldige invoer');
  }
}

/**
 * Validates request parts with their zod schemas and core's Dutch messages. A missing body counts as `{}`,
 * so an empty POST reports each required field instead of one error about the body. First, for every part
 * of every route: a value the database cannot store as sent (a NUL character or a lone surrogate in any
 * text, a whole number beyond an integer column; core/src/base/storable.ts) is refused under its field, so
 * no such value reaches a schema's transform or a query.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const unstorable = findUnstorableValues(input);
    if (unstorable.length > 0) {
      return { error: new RequestValidationError(unstorableValuesToBody(unstorable)) };
    }
    const result = safeParse(schema, input, { error: dutchErrorMap });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(zodErrorToBody(result.error)) };
  };
