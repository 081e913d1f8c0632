import { describe, expect, it } from 'vitest';
import { isRequired, validateForm } from './engine.js';
import { linkRuleSets, uniqueAgency, validateLinks, type LinkForm } from './links-form.js';

const link: LinkForm = { kvk_nr: '68750110', handelsnaam: 'Test BV Donald', contact_email: 'hr@donald.nl' };

describe('uniqueAgency', () => {
  it('accepts an agency not yet linked', () => {
    expect(uniqueAgency(['69599084'])('68750110', {})).toBeNull();
  });
  it('says Een koppeling per uitlener for an agency already linked, however it is typed', () => {
    expect(uniqueAgency(['68750110'])('6875 0110', {})).toBe('Een koppeling per uitlener');
    expect(uniqueAgency(['01234567'])('1234567', {})).toBe('Een koppeling per uitlener');
  });
});

describe('linkRuleSets', () => {
  it('accepts a found, new agency with a contact e-mail', () => {
    expect(validateForm(linkRuleSets([]), link)).toEqual({});
  });
  it('requires the KVK number, the company name and the contact e-mail', () => {
    const sets = linkRuleSets([]);
    expect(isRequired(sets.kvk_nr!)).toBe(true);
    expect(validateForm(sets, { kvk_nr: '', handelsnaam: '', contact_email: '' })).toEqual({
      kvk_nr: ['Veld is vereist'],
      handelsnaam: ['Veld is vereist'],
      contact_email: ['Veld is vereist'],
    });
  });
  it('allows at most 8 characters as typed', () => {
    expect(validateForm(linkRuleSets([]), { ...link, kvk_nr: '6875.0110' })).toEqual({
      kvk_nr: ['Maximaal 8 karakters'],
    });
  });
  it('rejects a number the lookup did not find, an invalid number and a bad e-mail', () => {
    expect(validateForm(linkRuleSets([]), { ...link, handelsnaam: 'Niet gevonden' })).toEqual({
      kvk_nr: ['KVK nummer niet valide'],
    });
    expect(validateForm(linkRuleSets([]), { ...link, kvk_nr: '1234567A' })).toEqual({
      kvk_nr: ['KVK nummer niet valide'],
    });
    expect(validateForm(linkRuleSets([]), { ...link, contact_email: 'hr@' })).toEqual({
      contact_email: ['Vul een geldig e-mail adres in'],
    });
  });
  it('rejects an agency that is already linked', () => {
    expect(validateForm(linkRuleSets(['68750110']), link)).toEqual({
      kvk_nr: ['Een koppeling per uitlener'],
    });
  });
});

describe('validateLinks', () => {
  it('accepts links to different agencies', () => {
    expect(validateLinks([link, { ...link, kvk_nr: '69599084' }])).toEqual({});
  });
  it('marks the second link to the same agency', () => {
    expect(validateLinks([link, { ...link, contact_email: 'ander@donald.nl' }])).toEqual({
      'koppelingen.1.kvk_nr': ['Een koppeling per uitlener'],
    });
  });
});
