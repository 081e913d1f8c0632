import type { FastifyInstance } from 'fastify';
import { FieldErrorsError, InvalidEncodingError, InvalidJsonError, TOO_DEEP } from './errors.js';

/** Decodes strictly: a byte sequence that is not UTF-8 throws instead of becoming a replacement character. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * How deep a body may nest arrays and objects. The deepest body of the API (a scheme: salary tables, their
 * rows, their wages) is 5 levels; the checks after parsing (findUnstorableValues, the schemas) walk a body
 * recursively, so a body of 100 000 nested arrays, which JSON.parse reads without trouble, would overflow
 * their stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays or objects deeper than `max` levels; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  // Only arrays and objects on the stack, in two stacks side by side rather than one of [value, depth]
  // pairs: a body has thousands of values, most of them texts.
  if (typeof value !== 'object' || value === null) return false;
  const values: object[] = [value];
  const depths: number[] = [1];
  const push = (item: unknown, depth: number) => {
    if (typeof item !== 'object' || item === null) return;
    values.push(item);
    depths.push(depth);
  };
  while (values.length > 0) {
    const current = values.pop()!;
    const depth = depths.pop()!;
    if (depth > max) return true;
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) push(current[index], depth + 1);
    } else {
      for (const key in current) {
        if (Object.hasOwn(current, key)) push((current as Record<string, unknown>)[key], depth + 1);
      }
    }
  }
  return false;
}

/**
 * JSON bodies: an empty body counts as no body (the SPEC's logout sends one), and malformed JSON is the
 * Dutch 400 'Ongeldige JSON'. Parsing itself stays fastify's (it guards against prototype poisoning).
 * The API speaks JSON only: fastify's text/plain parser is removed, so any other body type is a 415. A body
 * that is not valid UTF-8 is refused whole ('Ongeldige tekencodering; stuur UTF-8.'): decoding it leniently
 * would store replacement characters in place of what the user typed. A body nested deeper than
 * MAX_JSON_DEPTH is refused too ('De gegevens zijn te diep genest.').
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : UTF8.decode(body);
    } catch {
      done(new InvalidEncodingError(), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (error) done(new InvalidJsonError(), undefined);
      else if (nestsDeeperThan(value, MAX_JSON_DEPTH)) done(new FieldErrorsError({}, [TOO_DEEP]), undefined);
      else done(null, value);
    });
  });
}
