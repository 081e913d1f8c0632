import type { FastifyInstance } from 'fastify';
import { InvalidJsonError } from './errors.js';

/**
 * JSON bodies: an empty body counts as no body (the SPEC's logout sends one), and malformed JSON is the
 * Dutch 400 'Ongeldige JSON'. Parsing itself stays fastify's (it guards against prototype poisoning).
 * The API speaks JSON only: fastify's text/plain parser is removed, so any other body type is a 415.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
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
