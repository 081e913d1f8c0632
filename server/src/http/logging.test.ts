import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/app.js';
import { useTestDatabase } from '../../../tests/helpers/database.js';
import { loggerOptions, redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('leaves an ordinary URL as it is', () => {
    expect(redactUrl('/api/inleners/handelsnaam/?kvk_nr=69599084')).toBe(
      '/api/inleners/handelsnaam/?kvk_nr=69599084',
    );
  });

  it('hides the hand-over code and other secret query values', () => {
    expect(redactUrl('/uitlener-voorstel/12?refresh=abc123&guid=g1')).toBe(
      '/uitlener-voorstel/12?refresh=[redacted]&guid=g1',
    );
    expect(redactUrl('/x?Token=t&password=p')).toBe('/x?Token=[redacted]&password=[redacted]');
  });

  it('hides the token of activation, invite, reset and e-mail links but keeps the uidb64', () => {
    expect(redactUrl('/account-activatie/MQ/secret-token')).toBe('/account-activatie/MQ/[redacted]');
    expect(redactUrl('/account-activatie-invite/MQ/t')).toBe('/account-activatie-invite/MQ/[redacted]');
    expect(redactUrl('/wachtwoord-resetten/Mg/t?a=1')).toBe('/wachtwoord-resetten/Mg/[redacted]?a=1');
    expect(redactUrl('/email-verificatie/Mw/t')).toBe('/email-verificatie/Mw/[redacted]');
  });
});

describe('loggerOptions', () => {
  const test = useTestDatabase('pglite');

  it('keeps tokens, passwords, cookies and authorization out of the request log', async () => {
    const lines: string[] = [];
    const { app } = await buildTestApp(test.handle, {
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    app.post('/api/test/log', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'ontvangen');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/test/log?refresh=overdrachtscode',
      headers: { authorization: 'Bearer toegangstoken', cookie: 'csrftoken=koekje' },
      payload: { username: 'anna', password: 'wachtwoord123', refresh: 'verversingstoken' },
    });
    await app.inject({ method: 'GET', url: '/account-activatie/MQ/linktoken' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('anna');
    expect(log).toContain('/account-activatie/MQ/[redacted]');
    for (const secret of [
      'overdrachtscode',
      'toegangstoken',
      'koekje',
      'wachtwoord123',
      'verversingstoken',
      'linktoken',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
