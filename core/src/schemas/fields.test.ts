import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  acceptedField,
  choiceField,
  companyNameField,
  decimalField,
  emailField,
  idField,
  isoDateField,
  kvkNrField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
} from './fields.js';

/** The messages a field gives for a value, or [] when it accepts it. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  it('trims the text and accepts it within its bounds', () => {
    expect(requiredText({ max: 10 }).parse('  Loontabel ')).toBe('Loontabel');
  });

  it("calls a missing, null or blank value 'Veld is vereist' and nothing else", () => {
    const schema = requiredText({ min: 4, max: 10 });
    expect(messagesOf(schema, undefined)).toEqual(['Veld is vereist']);
    expect(messagesOf(schema, null)).toEqual(['Veld is vereist']);
    expect(messagesOf(schema, '   ')).toEqual(['Veld is vereist']);
  });

  it('reports text outside its bounds with the length messages', () => {
    const schema = requiredText({ min: 4, max: 10 });
    expect(messagesOf(schema, 'abc')).toEqual(['Minimaal 4 karakters']);
    expect(messagesOf(schema, 'x'.repeat(11))).toEqual(['Maximaal 10 karakters']);
  });

  it("calls a value of another type 'Vul een geldige waarde in'", () => {
    expect(messagesOf(requiredText(), 12)).toEqual(['Vul een geldige waarde in']);
  });
});

describe('optionalText', () => {
  it('accepts empty text and refuses text over its maximum', () => {
    expect(optionalText(255).parse('')).toBe('');
    expect(messagesOf(optionalText(255), 'x'.repeat(256))).toEqual(['Maximaal 255 karakters']);
  });
});

describe('emailField', () => {
  it('accepts an address and trims it', () => {
    expect(emailField.parse(' jan@bakkerij.nl ')).toBe('jan@bakkerij.nl');
  });

  it('reports a missing, invalid or too long address in Dutch', () => {
    expect(messagesOf(emailField, undefined)).toEqual(['Veld is vereist']);
    expect(messagesOf(emailField, '')).toEqual(['Veld is vereist']);
    expect(messagesOf(emailField, 'geen-adres')).toEqual(['Vul een geldig e-mail adres in']);
    expect(messagesOf(emailField, `${'a'.repeat(250)}@b.nl`)).toContain('Maximaal 254 karakters');
  });
});

describe('passwordField', () => {
  it('keeps spaces and accepts 128 characters', () => {
    expect(passwordField.parse(' geheim ')).toBe(' geheim ');
    expect(passwordField.parse('p'.repeat(128))).toHaveLength(128);
  });

  it('refuses an empty password and one over 128 characters', () => {
    expect(messagesOf(passwordField, '')).toEqual(['Veld is vereist']);
    expect(messagesOf(passwordField, 'p'.repeat(129))).toEqual(['Maximaal 128 karakters']);
  });
});

describe('phoneField', () => {
  it('accepts digits and refuses other text or more than 20 characters', () => {
    expect(phoneField.parse('0612345678')).toBe('0612345678');
    expect(messagesOf(phoneField, '06-1234')).toEqual(['Vul een geldig getal in']);
    expect(messagesOf(phoneField, '1'.repeat(21))).toEqual(['Maximaal 20 karakters']);
  });
});

describe('companyNameField', () => {
  it('refuses a name over 300 characters', () => {
    expect(companyNameField.parse('Bakkerij de Korenschoof B.V.')).toBe('Bakkerij de Korenschoof B.V.');
    expect(messagesOf(companyNameField, 'x'.repeat(301))).toEqual(['Maximaal 300 karakters']);
  });
});

describe('kvkNrField', () => {
  it('removes spaces and dots and keeps or restores leading zeros', () => {
    expect(kvkNrField().parse('0123 45.67')).toBe('01234567');
    expect(kvkNrField().parse('1234567')).toBe('01234567');
  });

  it("refuses a number that is not 8 digits with 'KVK nummer niet valide'", () => {
    expect(messagesOf(kvkNrField(), '123456789')).toEqual(['KVK nummer niet valide']);
    expect(messagesOf(kvkNrField(), '1234567a')).toEqual(['KVK nummer niet valide']);
    expect(messagesOf(kvkNrField(), '')).toEqual(['Veld is vereist']);
  });

  it('in the links form says more than 8 typed characters is too long', () => {
    expect(messagesOf(kvkNrField({ maxLength: true }), '123456789')).toEqual(['Maximaal 8 karakters']);
    expect(kvkNrField({ maxLength: true }).parse('69599084')).toBe('69599084');
  });
});

describe('decimalField', () => {
  it('accepts a dot decimal and refuses a comma or text', () => {
    expect(decimalField.parse('15.52')).toBe('15.52');
    expect(messagesOf(decimalField, '15,52')).toEqual(['Vul een geldig getal in']);
    expect(messagesOf(decimalField, 15.52)).toEqual(['Vul een geldige waarde in']);
  });
});

describe('isoDateField', () => {
  it('accepts a real YYYY-MM-DD date and refuses others', () => {
    expect(isoDateField.parse('2025-02-28')).toBe('2025-02-28');
    expect(messagesOf(isoDateField, '2025-02-30')).toEqual(['Geldige datum vereist (DD-MM-YYYY)']);
    expect(messagesOf(isoDateField, '28-02-2025')).toEqual(['Geldige datum vereist (DD-MM-YYYY)']);
  });
});

describe('acceptedField', () => {
  it("accepts only true and calls false or missing 'Veld is vereist'", () => {
    expect(acceptedField.parse(true)).toBe(true);
    expect(messagesOf(acceptedField, false)).toEqual(['Veld is vereist']);
    expect(messagesOf(acceptedField, undefined)).toEqual(['Veld is vereist']);
    expect(messagesOf(acceptedField, 'ja')).toEqual(['Vul een geldige waarde in']);
  });
});

describe('idField', () => {
  it('accepts a positive whole number only', () => {
    expect(idField.parse(7)).toBe(7);
    expect(messagesOf(idField, 0)).toEqual(['Vul een geldige waarde in']);
    expect(messagesOf(idField, 1.5)).toEqual(['Vul een geldige waarde in']);
    expect(messagesOf(idField, '7')).toEqual(['Vul een geldige waarde in']);
    expect(messagesOf(idField, undefined)).toEqual(['Veld is vereist']);
  });
});

describe('choiceField', () => {
  it('accepts one of its values and refuses others or none', () => {
    const schema = choiceField(['Geen', 'percentage', 'amount']);
    expect(schema.parse('amount')).toBe('amount');
    expect(messagesOf(schema, 'bedrag')).toEqual(['Vul een geldige waarde in']);
    expect(messagesOf(schema, undefined)).toEqual(['Veld is vereist']);
  });
});
