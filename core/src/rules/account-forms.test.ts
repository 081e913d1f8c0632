import { describe, expect, it } from 'vitest';
import { isRequired, validateField, validateForm } from './engine.js';
import {
  changeEmailRuleSets,
  companyDetailsRuleSets,
  companyNameRuleSet,
  emailRuleSet,
  forgotPasswordRuleSets,
  inviteActivationRuleSets,
  loginRuleSets,
  passwordConfirmationRuleSet,
  passwordRuleSet,
  phoneRuleSet,
  registerRuleSets,
  resetPasswordRuleSets,
  subscriptionUserAddRuleSets,
  supportRuleSets,
  type RegisterForm,
} from './account-forms.js';

const validRegistration: RegisterForm = {
  email: 'jan@bedrijf.nl',
  phoneNr: '0612345678',
  password1: 'Geheim-123',
  password2: 'Geheim-123',
  kvkNr: '68750110',
  handelsnaam: 'Test BV Donald',
  handelsnaamType: 'statutaire naam',
  handelsnaamConfirmed: true,
  termsAccepted: true,
};

describe('emailRuleSet', () => {
  it('accepts a valid address of at most 254 characters', () => {
    expect(validateField(emailRuleSet, 'jan@bedrijf.nl', {})).toBeNull();
    expect(validateField(emailRuleSet, `${'a'.repeat(64)}@${'b'.repeat(185)}.nl`, {})).toBeNull();
  });
  it('is required, valid and at most 254 characters', () => {
    expect(isRequired(emailRuleSet)).toBe(true);
    expect(validateField(emailRuleSet, '', {})).toBe('Veld is vereist');
    expect(validateField(emailRuleSet, 'jan@', {})).toBe('Vul een geldig e-mail adres in');
    expect(validateField(emailRuleSet, `${'a'.repeat(64)}@${'b'.repeat(187)}.nl`, {})).toBe(
      'Maximaal 254 karakters',
    );
  });
});

describe('phoneRuleSet', () => {
  it('accepts digits up to 20 characters', () => {
    expect(validateField(phoneRuleSet, '0612345678', {})).toBeNull();
    expect(validateField(phoneRuleSet, '1'.repeat(20), {})).toBeNull();
  });
  it('is required, numeric and at most 20 characters', () => {
    expect(validateField(phoneRuleSet, ' ', {})).toBe('Veld is vereist');
    expect(validateField(phoneRuleSet, '06-12345678', {})).toBe('Vul een geldig getal in');
    // Digits only, as the server stores it: no decimals or grouped numbers let through.
    for (const phone of ['06,12345678', '1.234.567', '123.456']) {
      expect(validateField(phoneRuleSet, phone, {})).toBe('Vul een geldig getal in');
    }
    expect(validateField(phoneRuleSet, '1'.repeat(21), {})).toBe('Maximaal 20 karakters');
  });
});

describe('passwordRuleSet', () => {
  it('accepts a password of up to 128 characters', () => {
    expect(validateField(passwordRuleSet, 'x'.repeat(128), {})).toBeNull();
  });
  it('is required and at most 128 characters', () => {
    expect(validateField(passwordRuleSet, '', {})).toBe('Veld is vereist');
    expect(validateField(passwordRuleSet, 'x'.repeat(129), {})).toBe('Maximaal 128 karakters');
  });
});

describe('passwordConfirmationRuleSet', () => {
  const set = passwordConfirmationRuleSet('password1');
  it('accepts the same password', () => {
    expect(validateField(set, 'Geheim-123', { password1: 'Geheim-123' })).toBeNull();
  });
  it('is required and must equal the password', () => {
    expect(validateField(set, '', { password1: 'Geheim-123' })).toBe('Veld is vereist');
    expect(validateField(set, 'Geheim-124', { password1: 'Geheim-123' })).toBe(
      'Wachtwoorden moeten hetzelfde zijn',
    );
  });
});

describe('companyNameRuleSet', () => {
  it('accepts a name of up to 300 characters', () => {
    expect(validateField(companyNameRuleSet, 'c'.repeat(300), {})).toBeNull();
  });
  it('is required and at most 300 characters', () => {
    expect(validateField(companyNameRuleSet, '', {})).toBe('Veld is vereist');
    expect(validateField(companyNameRuleSet, 'c'.repeat(301), {})).toBe('Maximaal 300 karakters');
  });
});

describe('loginRuleSets', () => {
  it('accepts a username and a password', () => {
    expect(validateForm(loginRuleSets, { username: 'jan@bedrijf.nl', password: 'x' })).toEqual({});
  });
  it('requires both', () => {
    expect(validateForm(loginRuleSets, { username: ' ', password: '' })).toEqual({
      username: ['Veld is vereist'],
      password: ['Veld is vereist'],
    });
  });
});

describe('registerRuleSets', () => {
  it('accepts a complete registration', () => {
    expect(validateForm(registerRuleSets, validRegistration)).toEqual({});
  });
  it('requires both checkboxes to be ticked', () => {
    const form = { ...validRegistration, handelsnaamConfirmed: false, termsAccepted: false };
    expect(validateForm(registerRuleSets, form)).toEqual({
      handelsnaamConfirmed: ['Veld is vereist'],
      termsAccepted: ['Veld is vereist'],
    });
    expect(isRequired(registerRuleSets.handelsnaamConfirmed!)).toBe(true);
  });
  it('rejects a KVK number the lookup did not find', () => {
    const form = { ...validRegistration, kvkNr: '12345678', handelsnaam: 'Niet gevonden' };
    expect(validateForm(registerRuleSets, form)).toEqual({ kvkNr: ['KVK nummer niet valide'] });
  });
  it('rejects different passwords, a bad e-mail and a bad phone number', () => {
    const form = { ...validRegistration, password2: 'Anders-123', email: 'jan', phoneNr: 'geen' };
    expect(validateForm(registerRuleSets, form)).toEqual({
      email: ['Vul een geldig e-mail adres in'],
      phoneNr: ['Vul een geldig getal in'],
      password2: ['Wachtwoorden moeten hetzelfde zijn'],
    });
  });
});

describe('forgotPasswordRuleSets', () => {
  it('accepts an e-mail address and rejects a missing one', () => {
    expect(validateForm(forgotPasswordRuleSets, { email: 'jan@bedrijf.nl' })).toEqual({});
    expect(validateForm(forgotPasswordRuleSets, { email: '' })).toEqual({ email: ['Veld is vereist'] });
  });
});

describe('resetPasswordRuleSets', () => {
  it('accepts the same new password twice', () => {
    expect(validateForm(resetPasswordRuleSets, { password1: 'Nieuw-1', password2: 'Nieuw-1' })).toEqual({});
  });
  it('rejects a different confirmation', () => {
    expect(validateForm(resetPasswordRuleSets, { password1: 'Nieuw-1', password2: 'Nieuw-2' })).toEqual({
      password2: ['Wachtwoorden moeten hetzelfde zijn'],
    });
  });
});

describe('inviteActivationRuleSets', () => {
  it('accepts a password twice with the terms ticked', () => {
    const form = { password1: 'Nieuw-1', password2: 'Nieuw-1', termsAccepted: true };
    expect(validateForm(inviteActivationRuleSets, form)).toEqual({});
  });
  it('requires the terms to be ticked', () => {
    const form = { password1: 'Nieuw-1', password2: 'Nieuw-1', termsAccepted: false };
    expect(validateForm(inviteActivationRuleSets, form)).toEqual({ termsAccepted: ['Veld is vereist'] });
  });
});

describe('changeEmailRuleSets', () => {
  it('accepts a valid address and rejects an invalid one', () => {
    expect(validateForm(changeEmailRuleSets, { email: 'nieuw@bedrijf.nl' })).toEqual({});
    expect(validateForm(changeEmailRuleSets, { email: 'nieuw@' })).toEqual({
      email: ['Vul een geldig e-mail adres in'],
    });
  });
});

describe('subscriptionUserAddRuleSets', () => {
  it('accepts a valid address and rejects a missing one', () => {
    expect(validateForm(subscriptionUserAddRuleSets, { email: 'collega@bedrijf.nl' })).toEqual({});
    expect(validateForm(subscriptionUserAddRuleSets, { email: '' })).toEqual({ email: ['Veld is vereist'] });
  });
});

describe('supportRuleSets', () => {
  it('accepts a title and a text', () => {
    expect(validateForm(supportRuleSets, { title: 'Vraag', text: 'Hoe werkt stap 4?' })).toEqual({});
  });
  it('requires both', () => {
    expect(validateForm(supportRuleSets, { title: '', text: '  ' })).toEqual({
      title: ['Veld is vereist'],
      text: ['Veld is vereist'],
    });
  });
  it('allows a title of 200 and a text of 5000 characters, not more (as the server)', () => {
    expect(validateForm(supportRuleSets, { title: 't'.repeat(200), text: 'x'.repeat(5000) })).toEqual({});
    expect(validateForm(supportRuleSets, { title: 't'.repeat(201), text: 'x'.repeat(5001) })).toEqual({
      title: ['Maximaal 200 karakters'],
      text: ['Maximaal 5000 karakters'],
    });
  });
});

describe('companyDetailsRuleSets', () => {
  it('accepts a name and an 8-digit KVK number', () => {
    expect(validateForm(companyDetailsRuleSets, { companyName: 'Test BV', kvkNr: '6875 0110' })).toEqual({});
  });
  it('rejects a missing name and an invalid KVK number', () => {
    expect(validateForm(companyDetailsRuleSets, { companyName: '', kvkNr: '123456789' })).toEqual({
      companyName: ['Veld is vereist'],
      kvkNr: ['KVK nummer niet valide'],
    });
  });
});
