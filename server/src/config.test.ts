import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'beloning-config-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function errorOf(env: Record<string, string>): string {
    try {
      loadConfig(env, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error('loadConfig accepted the environment');
  }

  it('uses the defaults of ARCHITECTURE.md when nothing is set', () => {
    const config = loadConfig({}, dir);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(join(dir, 'data'));
    expect(config.smtpUrl).toBeUndefined();
    expect(config.kvkApiUrl).toBeUndefined();
    expect(config.agencyPortalUrl).toBe('http://localhost:3000/uitlenersportaal');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
  });

  it('mails support requests to SUPPORT_EMAIL, support@beloning.nl by default, and refuses a bad address', () => {
    expect(loadConfig({}, dir).supportEmail).toBe('support@beloning.nl');
    expect(loadConfig({ SUPPORT_EMAIL: ' helpdesk@beloning.example ' }, dir).supportEmail).toBe(
      'helpdesk@beloning.example',
    );
    expect(loadConfig({ SUPPORT_EMAIL: '' }, dir).supportEmail).toBe('support@beloning.nl');
    expect(errorOf({ SUPPORT_EMAIL: 'helpdesk' })).toContain(
      'SUPPORT_EMAIL moet een geldig e-mailadres zijn, bijvoorbeeld support@beloning.nl',
    );
    expect(errorOf({ SUPPORT_EMAIL: 'a b@beloning.nl' })).toContain(
      'SUPPORT_EMAIL moet een geldig e-mailadres',
    );
    expect(errorOf({ SUPPORT_EMAIL: `${'a'.repeat(250)}@b.nl` })).toContain(
      'SUPPORT_EMAIL mag hoogstens 254 tekens lang zijn',
    );
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, dir).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }, dir).trustProxy).toBe(false);
    expect(errorOf({ TRUST_PROXY: 'ja' })).toContain('TRUST_PROXY moet true of false zijn');
  });

  it('reads RATE_LIMIT_PER_IP_FACTOR as a whole number from 1 to 9999, default 1', () => {
    expect(loadConfig({}, dir).rateLimitPerIpFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_PER_IP_FACTOR: '50' }, dir).rateLimitPerIpFactor).toBe(50);
    for (const bad of ['0', '-3', '2.5', 'veel', '10000']) {
      expect(errorOf({ RATE_LIMIT_PER_IP_FACTOR: bad })).toContain(
        'RATE_LIMIT_PER_IP_FACTOR moet een geheel getal van 1 tot en met 9999 zijn',
      );
    }
  });

  it('builds the default public address from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }, dir).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://beloning.example/' }, dir).publicUrl).toBe(
      'https://beloning.example',
    );
  });

  it('serves the portal from WEB_DIST_DIR, resolved against the working directory, or web/dist when unset', () => {
    expect(loadConfig({ WEB_DIST_DIR: 'build/portaal' }, dir).webDistDir).toBe(join(dir, 'build/portaal'));
    expect(loadConfig({ WEB_DIST_DIR: '  ' }, dir).webDistDir).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }, dir).databaseUrl).toBeUndefined();
  });

  it('generates the JWT secret once into the data directory with mode 0600 and reuses it', () => {
    const first = loadConfig({ DATA_DIR: 'd' }, dir);
    const file = join(dir, 'd', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: 'd' }, dir).jwtSecret).toBe(first.jwtSecret);
  });

  it('takes JWT_SECRET from the environment without writing a file', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: 'd' }, dir);
    expect(config.jwtSecret).toBe(SECRET);
    expect(() => statSync(join(dir, 'd', 'jwt-secret'))).toThrow();
  });

  it('refuses a generated secret file that was emptied', () => {
    loadConfig({ DATA_DIR: 'd' }, dir);
    writeFileSync(join(dir, 'd', 'jwt-secret'), 'short');
    expect(errorOf({ DATA_DIR: 'd' })).toContain('bevat geen geldig geheim');
    expect(readFileSync(join(dir, 'd', 'jwt-secret'), 'utf8')).toBe('short');
  });

  it('refuses a port that is not a number or out of range', () => {
    expect(errorOf({ PORT: 'abc' })).toContain('PORT moet een geheel getal tussen 1 en 65535 zijn');
    expect(errorOf({ PORT: '65536' })).toContain('PORT moet een geheel getal tussen 1 en 65535 zijn');
    expect(errorOf({ PORT: '0' })).toContain('PORT');
  });

  it('refuses a public address that is not http(s)', () => {
    expect(errorOf({ PUBLIC_URL: 'localhost:3000' })).toContain('PUBLIC_URL moet een http(s)-adres zijn');
    expect(errorOf({ PUBLIC_URL: 'ftp://x.nl' })).toContain('PUBLIC_URL');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://x', JWT_SECRET: SECRET })).toContain(
      'DATABASE_URL moet met postgres:// of postgresql:// beginnen',
    );
  });

  it('requires JWT_SECRET with PostgreSQL', () => {
    expect(errorOf({ DATABASE_URL: 'postgres://u@h/db' })).toContain(
      'JWT_SECRET is vereist wanneer DATABASE_URL is gezet',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: SECRET }, dir).databaseUrl).toBe(
      'postgres://u@h/db',
    );
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(errorOf({ JWT_SECRET: 'x'.repeat(31) })).toContain('JWT_SECRET moet minstens 32 tekens lang zijn');
  });

  it('reads previous JWT secrets from JWT_SECRET_PREVIOUS, comma-separated, none by default', () => {
    const other = 'y'.repeat(32);
    const third = 'z'.repeat(40);
    expect(loadConfig({ JWT_SECRET: SECRET }, dir).jwtSecretPrevious).toEqual([]);
    expect(
      loadConfig({ JWT_SECRET: SECRET, JWT_SECRET_PREVIOUS: ` ${other} , ${third} ` }, dir).jwtSecretPrevious,
    ).toEqual([other, third]);
  });

  it('refuses a previous JWT secret that is short, the current secret, or set without JWT_SECRET', () => {
    expect(errorOf({ JWT_SECRET: SECRET, JWT_SECRET_PREVIOUS: `${'y'.repeat(32)},kort` })).toContain(
      'JWT_SECRET_PREVIOUS: elk vorig geheim',
    );
    expect(errorOf({ JWT_SECRET: SECRET, JWT_SECRET_PREVIOUS: SECRET })).toContain(
      'JWT_SECRET_PREVIOUS mag het huidige JWT_SECRET niet bevatten',
    );
    expect(errorOf({ JWT_SECRET_PREVIOUS: 'y'.repeat(32) })).toContain(
      'JWT_SECRET_PREVIOUS kan alleen samen met JWT_SECRET worden gezet',
    );
  });

  it('refuses a bad SMTP_URL, a KVK_API_URL without key and an unknown LOG_LEVEL', () => {
    expect(errorOf({ SMTP_URL: 'mail.example' })).toContain('SMTP_URL moet met smtp:// of smtps:// beginnen');
    expect(errorOf({ KVK_API_URL: 'https://api.kvk.nl/api' })).toContain(
      'KVK_API_KEY is vereist wanneer KVK_API_URL is gezet',
    );
    expect(errorOf({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL moet');
  });

  it('names every bad variable in one message', () => {
    const message = errorOf({ PORT: 'x', PUBLIC_URL: 'nope' });
    expect(message).toContain('Ongeldige configuratie');
    expect(message).toContain('PORT');
    expect(message).toContain('PUBLIC_URL');
  });
});
