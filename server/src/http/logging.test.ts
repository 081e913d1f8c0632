import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

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
