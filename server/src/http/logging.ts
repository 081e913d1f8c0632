import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Query parameters whose values are secrets (hand-over codes, tokens) and never reach a log line. */
const SECRET_QUERY_KEYS = new Set(['refresh', 'token', 'code', 'access', 'password']);

/** SPA paths that end in `{uidb64}/{token}`: the token is a secret too. */
const TOKEN_PATH =
  /^(\/(?:account-activatie|account-activatie-invite|wachtwoord-resetten|email-verificatie)\/[^/]+\/)[^/?#]+/;

/** The request URL as it may be logged: secret query values and link tokens replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(TOKEN_PATH, '$1[redacted]');
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=');
      return value !== undefined && SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * pino options: requests are logged with method and redacted URL only; anything that carries credentials
 * (authorization, cookies, password fields, tokens) is censored should it ever be logged as an object.
 */
export function loggerOptions(
  level: Config['logLevel'],
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.authorization',
        '*.cookie',
        '*["set-cookie"]',
        '*.password',
        '*.password1',
        '*.password2',
        '*.new_password1',
        '*.new_password2',
        '*.refresh',
        '*.access',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
