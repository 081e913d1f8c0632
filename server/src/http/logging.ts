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

/** How long a database message or an error's own message may get in a log line. */
const MAX_LOGGED_MESSAGE = 300;

/** An error as it may be logged: what failed and where, never the values it failed on. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
}

/**
 * The log form of an error, for every `err` the server logs: its type, message, SQLSTATE and stack, and its
 * causes likewise, but not the parameters of a failed query (a DrizzleQueryError's message lists them: an
 * e-mail address, a whole scheme), nor a database error's detail, which repeats the row's values ('Key
 * (email)=(anna@voorbeeld.nl) already exists'), nor any other property an error carries.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[geen Error]', stack: '' };
  const isQueryError = 'params' in error && 'query' in error;
  const message = (isQueryError ? `Failed query: ${String(error.query)}` : error.message).slice(
    0,
    MAX_LOGGED_MESSAGE,
  );
  const code = (error as { code?: unknown }).code;
  // The stack starts with the message; with the parameters in it, that line is replaced by the safe one.
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  if (typeof code === 'string') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/**
 * pino options: requests are logged with method and redacted URL only, errors without the values they
 * failed on (loggableError); anything that carries credentials (authorization, cookies, password fields,
 * tokens) is censored should it ever be logged as an object.
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
      err: loggableError,
      req(request) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
