import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import auth from './auth/plugin.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { rememberSchemeLookups } from './schemes/view.js';
import { createAfterReply, type AfterReply } from './http/after-reply.js';
import { clientErrorHandler, errorHandler, frameworkErrorHandler, requireHostHeader } from './http/errors.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { loggerOptions } from './http/logging.js';
import { zodValidatorCompiler } from './http/validation.js';
import { createKvkRegistry } from './kvk/index.js';
import type { KvkRegistry } from './kvk/registry.js';
import { createOutboxSender, type OutboxSender } from './mail/sender.js';
import { consoleTransport, smtpTransport, type MailTransport } from './mail/transport.js';
import csrf from './plugins/csrf.js';
import docs from './plugins/docs.js';
import security from './plugins/security.js';
import web, { DEFAULT_WEB_DIST } from './plugins/web.js';
import accountRoutes from './routes/account/routes.js';
import agency from './routes/agency.js';
import caos from './routes/caos.js';
import compliance from './routes/compliance.js';
import health from './routes/health.js';
import kvk from './routes/kvk.js';
import links from './routes/links.js';
import schemeExport from './routes/scheme-export.js';
import schemes from './routes/schemes.js';
import session from './routes/session.js';
import support from './routes/support.js';

declare module 'fastify' {
  interface FastifyInstance {
    readonly config: Config;
    readonly database: DatabaseHandle;
    readonly clock: Clock;
    /** The mail sender; routes call `outbox.wake()` after committing a transaction that enqueued mail. */
    readonly outbox: OutboxSender;
    /** The KVK registry: the fixture registry, or the KVK Zoeken API when KVK_API_URL is set. */
    readonly kvk: KvkRegistry;
    /** Work a route starts once its answer is sent (forgot-password's lookup and mail); see after-reply.ts. */
    readonly afterReply: AfterReply;
  }
}

/** How long a request may take to arrive whole (headers and body) before it is answered 408. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Default: SMTP when config.smtpUrl is set, otherwise the console. */
  mailTransport?: MailTransport;
  clock?: Clock;
  /** Default: pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Default: config.webDistDir, else web/dist of the repository. */
  webDistDir?: string;
  /** Poll the outbox on a timer while the app runs (default true). Tests call `app.outbox.runOnce()`. */
  sendMail?: boolean;
  /** Default: createKvkRegistry(config). Tests pass their own registry. */
  kvk?: KvkRegistry;
  /**
   * Start a route's work after its answer as soon as the answer is sent (default true). Tests that look at
   * the moment in between pass false and call `app.afterReply.runWaiting()`.
   */
  runAfterReply?: boolean;
}

export type App = FastifyInstance;

/**
 * Builds the whole app without opening a port (main.ts does that): external plugins, then our own
 * decorators, then the routes under /api, then the web app as the fallback for everything else.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Behind a load balancer the client address comes from X-Forwarded-For; per-IP rate limits need it.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // A request whose body has not arrived whole after this long is answered 408 and closed: a stalled or
    // trickled body must not hold a connection open for minutes. 2 MB at 70 kB/s still fits.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Errors before any route runs, answered in the documented format too (not fastify's own, which
    // echoes the address).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Node answers a request without a Host header itself, with an empty body; requireHostHeader (below)
    // answers it in the documented format instead.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireHostHeader);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerJsonBodyParser(app);

  const clock = options.clock ?? systemClock;
  const transport =
    options.mailTransport ??
    (config.smtpUrl === undefined ? consoleTransport() : smtpTransport(config.smtpUrl, config.mailFrom));
  const outbox = createOutboxSender({
    db: options.database.db,
    transport,
    clock,
    log: app.log,
    // PGlite's data directory belongs to this one process: a claim found at start was left by a killed one.
    releaseClaimsOnStart: options.database.engine === 'pglite',
  });
  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('clock', clock);
  app.decorate('outbox', outbox);
  app.decorate('kvk', options.kvk ?? createKvkRegistry(config));
  const afterReply = createAfterReply(app.log, { automatic: options.runAfterReply ?? true });
  app.decorate('afterReply', afterReply);
  if (options.sendMail ?? true) app.addHook('onReady', async () => outbox.start());
  // After the last request has been answered, its work after the answer ends before the database closes
  // (main.ts closes it after the app); a mail row written once the sender stopped goes out at the next start.
  app.addHook('onClose', async () => afterReply.settled());
  app.addHook('onClose', async () => outbox.stop());
  // PGlite: scheme lookups are remembered until the database says they changed (src/schemes/view.ts).
  const forgetSchemeLookups = await rememberSchemeLookups(options.database);
  app.addHook('onClose', forgetSchemeLookups);

  await app.register(security);
  await app.register(docs);
  await app.register(auth);
  await app.register(csrf);
  await app.register(
    async (api) => {
      await api.register(health);
      await api.register(session);
      await api.register(kvk);
      await api.register(schemes);
      await api.register(schemeExport);
      await api.register(compliance);
      await api.register(links);
      await api.register(agency);
      await api.register(support);
      await api.register(accountRoutes);
      await api.register(caos);
    },
    { prefix: '/api' },
  );
  await app.register(web, {
    webDistDir: options.webDistDir ?? options.config.webDistDir ?? DEFAULT_WEB_DIST,
  });
  return app;
}
