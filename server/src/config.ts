import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The server's settings, read once from the environment at start (ARCHITECTURE.md, Configuration). */
export interface Config {
  port: number;
  host: string;
  /** The address users reach the portal at; every link in a mail is built from it, never from a request. */
  publicUrl: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Unset: mails are printed to the console. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Both unset: the fixture KVK registry. */
  kvkApiUrl: string | undefined;
  kvkApiKey: string | undefined;
  agencyPortalUrl: string;
  /** The helpdesk address: support requests (POST inleners/support/) are mailed here. */
  supportEmail: string;
  jwtSecret: string;
  /**
   * Secrets JWT_SECRET had before a rotation (JWT_SECRET_PREVIOUS): access tokens signed with one of them are
   * still accepted until they expire; new tokens are signed with jwtSecret only. Unset: none.
   */
  jwtSecretPrevious?: readonly string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Whether X-Forwarded-For names the client (behind a load balancer). Off by default: a client talking to
   * the server directly could otherwise pick its own address and slip past per-IP rate limits.
   */
  trustProxy: boolean;
  /**
   * Multiplies every per-address rate limit (RATE_LIMIT_PER_IP_FACTOR, default 1): for an organisation whose
   * users all reach the server from one address, and for the browser tests, whose every client is 127.0.0.1.
   * The per-account limits stay as they are. Optional so that a config written before it still reads 1.
   */
  rateLimitPerIpFactor?: number;
  /**
   * The built portal to serve (WEB_DIST_DIR); unset: web/dist of the repository. Lets two browser-test runs
   * on one machine each serve their own build.
   */
  webDistDir?: string;
}

/** A setting in the environment is missing or wrong; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const JWT_SECRET_FILE = 'jwt-secret';
/** Where support requests go when SUPPORT_EMAIL is unset. */
export const DEFAULT_SUPPORT_EMAIL = 'support@beloning.nl';
const MIN_SECRET_LENGTH = 32;

const optionalText = z
  .string()
  .transform((value) => value.trim())
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { message: `${name} moet een http(s)-adres zijn, bijvoorbeeld http://localhost:3000` },
    )
    .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z
  .object({
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: 'PORT moet een geheel getal tussen 1 en 65535 zijn' })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, {
        message: 'PORT moet een geheel getal tussen 1 en 65535 zijn',
      })
      .default(3000),
    HOST: z.string().trim().min(1, { message: 'HOST mag niet leeg zijn' }).default('127.0.0.1'),
    PUBLIC_URL: optionalText.pipe(httpUrl('PUBLIC_URL').optional()),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, {
          message: 'DATABASE_URL moet met postgres:// of postgresql:// beginnen',
        })
        .optional(),
    ),
    DATA_DIR: optionalText,
    WEB_DIST_DIR: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, { message: 'SMTP_URL moet met smtp:// of smtps:// beginnen' })
        .optional(),
    ),
    MAIL_FROM: optionalText,
    KVK_API_URL: optionalText.pipe(httpUrl('KVK_API_URL').optional()),
    KVK_API_KEY: optionalText,
    AGENCY_PORTAL_URL: optionalText.pipe(httpUrl('AGENCY_PORTAL_URL').optional()),
    SUPPORT_EMAIL: optionalText.pipe(
      z
        .string()
        .max(254, { message: 'SUPPORT_EMAIL mag hoogstens 254 tekens lang zijn' })
        .regex(z.regexes.email, {
          message: 'SUPPORT_EMAIL moet een geldig e-mailadres zijn, bijvoorbeeld support@beloning.nl',
        })
        .optional(),
    ),
    JWT_SECRET: optionalText.pipe(
      z
        .string()
        .min(MIN_SECRET_LENGTH, { message: `JWT_SECRET moet minstens ${MIN_SECRET_LENGTH} tekens lang zijn` })
        .optional(),
    ),
    JWT_SECRET_PREVIOUS: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((secret) => secret.trim()))
        .refine((secrets) => secrets.every((secret) => secret.length >= MIN_SECRET_LENGTH), {
          message: `JWT_SECRET_PREVIOUS: elk vorig geheim (gescheiden door komma's) moet minstens ${MIN_SECRET_LENGTH} tekens lang zijn`,
        })
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL moet fatal, error, warn, info, debug, trace of silent zijn',
      })
      .default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { message: 'TRUST_PROXY moet true of false zijn' })
      .transform((value) => value === 'true' || value === '1')
      .default(false),
    RATE_LIMIT_PER_IP_FACTOR: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,3}$/, {
        message: 'RATE_LIMIT_PER_IP_FACTOR moet een geheel getal van 1 tot en met 9999 zijn',
      })
      .transform(Number)
      .default(1),
  })
  .superRefine((env, ctx) => {
    if (env.KVK_API_URL !== undefined && env.KVK_API_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['KVK_API_KEY'],
        message: 'KVK_API_KEY is vereist wanneer KVK_API_URL is gezet',
      });
    }
    if (env.JWT_SECRET_PREVIOUS !== undefined && env.JWT_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET_PREVIOUS'],
        message: 'JWT_SECRET_PREVIOUS kan alleen samen met JWT_SECRET worden gezet',
      });
    }
    if (env.JWT_SECRET !== undefined && env.JWT_SECRET_PREVIOUS?.includes(env.JWT_SECRET) === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET_PREVIOUS'],
        message: 'JWT_SECRET_PREVIOUS mag het huidige JWT_SECRET niet bevatten',
      });
    }
    if (env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is vereist wanneer DATABASE_URL is gezet (minstens 32 tekens)',
      });
    }
  });

/**
 * Reads and checks the environment. Fails with a ConfigError naming every bad variable. In embedded mode
 * (no DATABASE_URL) without JWT_SECRET, a secret is generated once into `DATA_DIR/jwt-secret` (mode 0600)
 * and read from there on later starts, so sessions survive a restart.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? '');
      const message = issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
      return `  - ${message}`;
    });
    throw new ConfigError(`Ongeldige configuratie in de omgeving:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const port = values.PORT;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${port}`;
  const dataDir = resolve(cwd, values.DATA_DIR ?? 'data');
  const webDistDir = values.WEB_DIST_DIR === undefined ? undefined : resolve(cwd, values.WEB_DIST_DIR);
  const jwtSecret = values.JWT_SECRET ?? readOrCreateJwtSecret(dataDir);
  return {
    port,
    host: values.HOST,
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Beloning <noreply@localhost>',
    kvkApiUrl: values.KVK_API_URL,
    kvkApiKey: values.KVK_API_KEY,
    agencyPortalUrl: values.AGENCY_PORTAL_URL ?? `${publicUrl}/uitlenersportaal`,
    supportEmail: values.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    jwtSecret,
    jwtSecretPrevious: values.JWT_SECRET_PREVIOUS ?? [],
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    rateLimitPerIpFactor: values.RATE_LIMIT_PER_IP_FACTOR,
    ...(webDistDir === undefined ? {} : { webDistDir }),
  };
}

function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `Ongeldige configuratie: ${file} bevat geen geldig geheim (minstens ${MIN_SECRET_LENGTH} tekens). ` +
          'Verwijder het bestand om een nieuw geheim te laten maken, of zet JWT_SECRET.',
      );
    }
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' refuses to overwrite a secret another process wrote in the meantime.
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
