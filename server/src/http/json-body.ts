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
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current))
      stack.push([item, depth + 1]);
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
