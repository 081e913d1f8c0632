import { describe, expect, it } from 'vitest';
import {
  activationMail,
  duplicateRegistrationMail,
  emailChangeMail,
  inviteMail,
  passwordResetMail,
} from './templates.js';

const base = { publicUrl: 'https://beloning.example', userId: 7, token: 'abc-123' };

describe('activationMail', () => {
  it('carries the activation link in the text and in the HTML', () => {
    const mail = activationMail({ ...base, companyName: 'Test BV' });
    expect(mail.kind).toBe('activation');
    expect(mail.subject).toBe('Activeer uw account bij Beloning');
    expect(mail.text).toContain('https://beloning.example/account-activatie/Nw/abc-123');
    expect(mail.html).toContain('href="https://beloning.example/account-activatie/Nw/abc-123"');
    expect(mail.text).toContain('Test BV');
  });

  it('escapes a company name in the HTML', () => {
    const mail = activationMail({ ...base, companyName: '<script>alert(1)</script> & Zn' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Zn');
  });
});

describe('inviteMail', () => {
  it('names the inviter and links to the invite activation', () => {
    const mail = inviteMail({ ...base, companyName: 'Test BV', invitedBy: 'baas@test.nl' });
    expect(mail.subject).toBe('U bent uitgenodigd voor Beloning door Test BV');
    expect(mail.text).toContain('baas@test.nl');
    expect(mail.text).toContain('https://beloning.example/account-activatie-invite/Nw/abc-123');
  });
});

describe('passwordResetMail', () => {
  it('links to the reset page', () => {
    const mail = passwordResetMail(base);
    expect(mail.subject).toBe('Wachtwoord opnieuw instellen');
    expect(mail.text).toContain('https://beloning.example/wachtwoord-resetten/Nw/abc-123');
  });
});

describe('emailChangeMail', () => {
  it('names the new address and links to the verification page', () => {
    const mail = emailChangeMail({ ...base, newEmail: 'nieuw@test.nl' });
    expect(mail.subject).toBe('Bevestig uw nieuwe e-mailadres');
    expect(mail.text).toContain('nieuw@test.nl');
    expect(mail.text).toContain('https://beloning.example/email-verificatie/Nw/abc-123');
  });
});

describe('duplicateRegistrationMail', () => {
  it('points the existing owner at login and forgot-password, without a token', () => {
    const mail = duplicateRegistrationMail({ publicUrl: 'https://beloning.example' });
    expect(mail.kind).toBe('duplicate_registration');
    expect(mail.text).toContain('https://beloning.example/login');
    expect(mail.text).toContain('https://beloning.example/wachtwoord-vergeten');
  });
});
