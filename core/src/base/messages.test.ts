import { describe, expect, it } from 'vitest';
import {
  inTableMessage,
  maxLengthMessage,
  maxValueMessage,
  MESSAGES,
  minLengthMessage,
  minValueMessage,
  tableAgeNeedsWageMessage,
} from './messages.js';

describe('MESSAGES', () => {
  it('holds the exact Dutch texts of SPEC.md 5.1', () => {
    expect(MESSAGES.required).toBe('Veld is vereist');
    expect(MESSAGES.email).toBe('Vul een geldig e-mail adres in');
    expect(MESSAGES.numeric).toBe('Vul een geldig getal in');
    expect(MESSAGES.passwordsEqual).toBe('Wachtwoorden moeten hetzelfde zijn');
    expect(MESSAGES.date).toBe('Geldige datum vereist (DD-MM-YYYY)');
    expect(MESSAGES.dateAfter).toBe('Datum moet ná vanaf datum zijn');
    expect(MESSAGES.kvkInvalid).toBe('KVK nummer niet valide');
    expect(MESSAGES.periodicIncreasesRequired).toBe('Voeg minimaal een periodiekverhoging toe');
    expect(MESSAGES.unique).toBe('Waarde moet uniek zijn');
    expect(MESSAGES.membershipRequired).toBe('Veld is vereist');
    expect(MESSAGES.noFollowingTable).toBe('Er is geen opvolgende loontabel na deze einddatum');
    expect(MESSAGES.atLeastOneTable).toBe('Voeg ten minste een tabel toe');
    expect(MESSAGES.caoMissing).toBe('Kies een cao');
    expect(MESSAGES.oneLinkPerAgency).toBe('Een koppeling per uitlener');
    expect(MESSAGES.allAges).toBe('Alle leeftijden');
  });
});

describe('minValueMessage', () => {
  it('fills in the number with a Dutch decimal comma', () => {
    expect(minValueMessage(20)).toBe('Waarde moet minimaal 20 zijn');
    expect(minValueMessage('8.33')).toBe('Waarde moet minimaal 8,33 zijn');
  });
});

describe('maxValueMessage', () => {
  it('fills in the number with a Dutch decimal comma', () => {
    expect(maxValueMessage(100)).toBe('Waarde moet maximaal 100 zijn');
    expect(maxValueMessage('2.5')).toBe('Waarde moet maximaal 2,5 zijn');
  });
});

describe('maxLengthMessage', () => {
  it('fills in the number of characters', () => {
    expect(maxLengthMessage(254)).toBe('Maximaal 254 karakters');
  });
});

describe('minLengthMessage', () => {
  it('fills in the number of characters', () => {
    expect(minLengthMessage(4)).toBe('Minimaal 4 karakters');
  });
});

describe('tableAgeNeedsWageMessage', () => {
  it('names the table and the age', () => {
    expect(tableAgeNeedsWageMessage('Uurlonen', '21')).toBe(
      'Loontabel "Uurlonen" met leeftijd "21" moet ten minste één loon hebben',
    );
  });
  it('shows the all-ages key as Alle leeftijden', () => {
    const expected = 'Loontabel "Uurlonen" met leeftijd "Alle leeftijden" moet ten minste één loon hebben';
    expect(tableAgeNeedsWageMessage('Uurlonen', 'null')).toBe(expected);
    expect(tableAgeNeedsWageMessage('Uurlonen', null)).toBe(expected);
  });
});

describe('inTableMessage', () => {
  it("prefixes a table's message with 'In loontabel {name}: '", () => {
    expect(inTableMessage('Uurlonen', 'Veld is vereist')).toBe('In loontabel Uurlonen: Veld is vereist');
  });
});
