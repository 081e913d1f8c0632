import { z } from 'zod';
import {
  greaterThanMessage,
  lessThanMessage,
  maxLengthMessage,
  maxValueMessage,
  MESSAGES,
  minLengthMessage,
  minValueMessage,
} from '../base/messages.js';
import type { UnstorableValue } from '../base/storable.js';

/**
 * The error bodies of the API (ARCHITECTURE.md, Contract and errors) and the mapping from zod's issues to
 * them, written once for the server, the client and the CLI.
 */

/** A 400 with Dutch messages per field (dotted path) and general ones. */
export const fieldErrorBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  non_field_errors: z.array(z.string()),
});
export type FieldErrorBody = z.infer<typeof fieldErrorBodySchema>;

/** Every other failure (401, 403, 404, 409, 412, 428, 429, 5xx): one Dutch sentence. */
export const detailErrorBodySchema = z.object({ detail: z.string() });
export type DetailErrorBody = z.infer<typeof detailErrorBodySchema>;

/**
 * Dutch defaults for issues of schemas that carry no message of their own (pass as `{ error: dutchErrorMap }`
 * to a parse). A schema's own message always wins over this map.
 */
export function dutchErrorMap(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MESSAGES.required;
      return issue.expected === 'number' || issue.expected === 'int'
        ? MESSAGES.numeric
        : MESSAGES.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return maxLengthMessage(Number(issue.maximum));
      if (issue.origin === 'number') {
        return issue.inclusive === false
          ? lessThanMessage(Number(issue.maximum))
          : maxValueMessage(Number(issue.maximum));
      }
      return MESSAGES.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? MESSAGES.required : minLengthMessage(Number(issue.minimum));
      }
      if (issue.origin === 'number') {
        // positive() is an exclusive minimum of 0: 'minimaal 0' would accept the 0 it refuses.
        return issue.inclusive === false
          ? greaterThanMessage(Number(issue.minimum))
          : minValueMessage(Number(issue.minimum));
      }
      return MESSAGES.invalidValue;
    case 'invalid_format':
      return issue.format === 'email' ? MESSAGES.email : MESSAGES.invalidValue;
    case 'invalid_value':
      return issue.input === undefined ? MESSAGES.required : MESSAGES.invalidValue;
    case 'unrecognized_keys':
      return MESSAGES.unknownField;
    case 'invalid_key':
      // A record key its key schema refused (an age key of a full_table): that schema's own message.
      return issue.issues[0]?.message ?? MESSAGES.invalidValue;
    default:
      return MESSAGES.invalidValue;
  }
}

/**
 * The field-error body of a failed parse: each issue's message under its path joined with '.' (a nested
 * value is 'salary_tables.0.name'), issues about the whole input under non_field_errors, and every unknown
 * key as its own field with 'Onbekend veld'. A message is listed once per field.
 */
export function zodErrorToBody(error: z.ZodError): FieldErrorBody {
  return fieldErrorBody(
    error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ path: [...issue.path, key], message: MESSAGES.unknownField }))
        : [{ path: issue.path, message: issue.message }],
    ),
  );
}

/**
 * The 400 body for the values of a request that the database cannot store as sent (base/storable.ts), each
 * message under its field as zodErrorToBody puts it.
 */
export function unstorableValuesToBody(found: readonly UnstorableValue[]): FieldErrorBody {
  return fieldErrorBody(found);
}

/** Messages grouped under their dotted field path; a message without a path is a general one. */
function fieldErrorBody(
  messages: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): FieldErrorBody {
  // A Map, not an object: a field named like an Object.prototype member ('toString', 'constructor') must
  // be a field of its own, not find the inherited function.
  const fields = new Map<string, string[]>();
  const nonFieldErrors: string[] = [];
  for (const { path, message } of messages) {
    let list = nonFieldErrors;
    if (path.length > 0) {
      const field = path.map(String).join('.');
      list = fields.get(field) ?? [];
      fields.set(field, list);
    }
    if (!list.includes(message)) list.push(message);
  }
  return { errors: Object.fromEntries(fields), non_field_errors: nonFieldErrors };
}

/** The outcome of parsing a request body: its data, or the 400 body to answer with. */
export type DutchParseResult<T> = { success: true; data: T } | { success: false; body: FieldErrorBody };

/**
 * Parses input with Dutch messages throughout (the schema's own, else dutchErrorMap) and gives either the
 * data or the field-error body. Input that is not JSON at all is the server's to reject before this.
 */
export function parseWithDutchErrors<S extends z.ZodType>(
  schema: S,
  input: unknown,
): DutchParseResult<z.output<S>> {
  const result = schema.safeParse(input, { error: dutchErrorMap });
  if (result.success) return { success: true, data: result.data };
  return { success: false, body: zodErrorToBody(result.error) };
}
