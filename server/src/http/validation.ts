import type { FastifySchemaCompiler } from 'fastify';
import {
  maxLengthMessage,
  maxValueMessage,
  MESSAGES,
  minLengthMessage,
  minValueMessage,
} from '@beloning/core/rules';
import { safeParse, type $ZodType, type $ZodRawIssue } from 'zod/v4/core';

export const UNKNOWN_FIELD = 'Onbekend veld';
export const INVALID_VALUE = 'Ongeldige waarde';
export const INVALID_CHOICE = 'Ongeldige keuze';

/** Field name (dotted path, `''` for the whole input) to its Dutch messages. */
export type FieldErrors = Record<string, string[]>;

/** A request part did not match its schema; the error handler turns it into the 400 field-error body. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(readonly fieldErrors: FieldErrors) {
    super('Ongeldige invoer');
  }
}

/**
 * Dutch defaults for zod's issues. A schema's own message (core's rules) always wins; these only fill in
 * where a schema gives none: a missing field is 'Veld is vereist', an unknown one 'Onbekend veld'.
 */
export function dutchIssueMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MESSAGES.required;
      return issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint'
        ? MESSAGES.numeric
        : INVALID_VALUE;
    case 'too_big':
      if (issue.origin === 'string') return maxLengthMessage(Number(issue.maximum));
      if (issue.origin === 'number' || issue.origin === 'int') return maxValueMessage(Number(issue.maximum));
      return INVALID_VALUE;
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1 ? MESSAGES.required : minLengthMessage(Number(issue.minimum));
      }
      if (issue.origin === 'number' || issue.origin === 'int') return minValueMessage(Number(issue.minimum));
      return INVALID_VALUE;
    case 'invalid_format':
      return issue.format === 'email' ? MESSAGES.email : INVALID_VALUE;
    case 'invalid_value':
      return INVALID_CHOICE;
    case 'unrecognized_keys':
      return UNKNOWN_FIELD;
    default:
      return INVALID_VALUE;
  }
}

/** Collects zod's issues per field; every unknown key becomes its own field with 'Onbekend veld'. */
export function fieldErrorsOf(
  issues: readonly {
    code: string;
    path: readonly PropertyKey[];
    message: string;
    keys?: readonly string[];
  }[],
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = path.map(String).join('.');
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys !== undefined) {
      for (const key of issue.keys) add([...issue.path, key], UNKNOWN_FIELD);
    } else {
      add(issue.path, issue.message);
    }
  }
  return errors;
}

/**
 * Validates request parts with their zod schemas and Dutch messages. A missing body counts as `{}`, so an
 * empty POST reports each required field instead of one error about the body.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = safeParse(schema, input, { error: dutchIssueMessage });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrorsOf(result.error.issues)) };
  };
