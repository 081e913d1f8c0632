import type { FastifyInstance } from 'fastify';
import { InvalidEncodingError, InvalidJsonError } from './errors.js';

/** Decodes strictly: a byte sequence that is not UTF-8 throws instead of becoming a replacement character. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * JSON bodies: an empty body counts as no body (the SPEC's logout sends one), and malformed JSON is the
 * Dutch 400 'Ongeldige JSON'. Parsing itself stays fastify's (it guards against prototype poisoning).
 * The API speaks JSON only: fastify's text/plain parser is removed, so any other body type is a 415. A body
 * that is not valid UTF-8 is refused whole ('Ongeldige tekencodering; stuur UTF-8.'): decoding it leniently
 * would store replacement characters in place of what the user typed.
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
      else done(null, value);
    });
  });
}
