import { describe, expect, it } from 'vitest';
import { isRequiredRule } from './engine.js';
import {
  answered,
  caoRequired,
  email,
  isBlank,
  maxLength,
  membershipRequired,
  minLength,
  passwordsEqual,
  required,
} from './generic.js';
import { dateAfter, dutchDate, oneOf, periodicIncreasesRequired, unique } from './wizard-generic.js';
import { maxValue, minValue, numeric } from './number-rules.js';

describe('isBlank', () => {
  it('is true for nothing, spaces and an empty list', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank([])).toBe(true);
  });
  it('is false for text, numbers, booleans and a filled list', () => {
    expect(isBlank('a')).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
    expect(isBlank(['a'])).toBe(false);
  });
});

describe('required', () => {
  it('is a required rule', () => {
    expect(isRequiredRule(required)).toBe(true);
  });
  it('accepts text, a ticked checkbox, a number and a filled list', () => {
    expect(required('Jan', {})).toBeNull();
    expect(required(true, {})).toBeNull();
    expect(required(0, {})).toBeNull();
    expect(required(['OV01'], {})).toBeNull();
  });
  it('says Veld is vereist for empty or blank text after trimming', () => {
    expect(required('', {})).toBe('Veld is vereist');
    expect(required('   ', {})).toBe('Veld is vereist');
    expect(required(null, {})).toBe('Veld is vereist');
    expect(required(undefined, {})).toBe('Veld is vereist');
  });
  it('says Veld is vereist for an unticked checkbox, an empty list and NaN', () => {
    expect(required(false, {})).toBe('Veld is vereist');
    expect(required([], {})).toBe('Veld is vereist');
    expect(required(Number.NaN, {})).toBe('Veld is vereist');
  });
});

describe('answered', () => {
  it('accepts No (false or 0) as an answer', () => {
    expect(answered(false, {})).toBeNull();
    expect(answered(0, {})).toBeNull();
    expect(answered(1, {})).toBeNull();
  });
  it('says Veld is vereist when nothing is chosen', () => {
    expect(answered(null, {})).toBe('Veld is vereist');
    expect(answered('', {})).toBe('Veld is vereist');
    expect(isRequiredRule(answered)).toBe(true);
  });
});

describe('membershipRequired', () => {
  it('accepts Yes and No', () => {
    expect(membershipRequired(true, {})).toBeNull();
    expect(membershipRequired(false, {})).toBeNull();
  });
  it('says Veld is vereist when membership is not answered', () => {
    expect(membershipRequired(null, {})).toBe('Veld is vereist');
    expect(isRequiredRule(membershipRequired)).toBe(true);
  });
});

describe('caoRequired', () => {
  it('accepts a chosen cao', () => {
    expect(caoRequired(12, {})).toBeNull();
  });
  it('says Kies een cao when none is chosen', () => {
    expect(caoRequired(null, {})).toBe('Kies een cao');
    expect(caoRequired(undefined, {})).toBe('Kies een cao');
    expect(isRequiredRule(caoRequired)).toBe(true);
  });
});

describe('email', () => {
  it('accepts valid addresses and leaves empty to required', () => {
    expect(email('jan@bedrijf.nl', {})).toBeNull();
    expect(email(' jan.de.vries+hr@bedrijf.example.com ', {})).toBeNull();
    expect(email('', {})).toBeNull();
  });
  it('says Vul een geldig e-mail adres in for an invalid address', () => {
    expect(email('jan', {})).toBe('Vul een geldig e-mail adres in');
    expect(email('jan@bedrijf', {})).toBe('Vul een geldig e-mail adres in');
    expect(email('jan @bedrijf.nl', {})).toBe('Vul een geldig e-mail adres in');
    expect(email(12, {})).toBe('Vul een geldig e-mail adres in');
  });
});

describe('numeric', () => {
  it('accepts numbers with a decimal comma or dot, and numbers', () => {
    expect(numeric('15,52', {})).toBeNull();
    expect(numeric('15.52', {})).toBeNull();
    expect(numeric('20', {})).toBeNull();
    expect(numeric(7.2, {})).toBeNull();
    expect(numeric('', {})).toBeNull();
  });
  it('says Vul een geldig getal in for text that is not a number', () => {
    expect(numeric('abc', {})).toBe('Vul een geldig getal in');
    expect(numeric('12,3,4', {})).toBe('Vul een geldig getal in');
    expect(numeric('12a', {})).toBe('Vul een geldig getal in');
    expect(numeric(true, {})).toBe('Vul een geldig getal in');
  });
  it('refuses a number that reads two ways, naming both, and accepts either way written out', () => {
    expect(numeric('1.250', {})).toBe(
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250',
    );
    expect(numeric('1250', {})).toBeNull();
    expect(numeric('1,250', {})).toBeNull();
    expect(numeric('1.250,00', {})).toBeNull();
    expect(numeric('0.125', {})).toBeNull();
  });
});

describe('minValue', () => {
  it('accepts the minimum itself and more, typed with a comma', () => {
    expect(minValue(20)('20', {})).toBeNull();
    expect(minValue('7.5')('7,50', {})).toBeNull();
    expect(minValue('7.5')('7,51', {})).toBeNull();
  });
  it('says Waarde moet minimaal {n} zijn with a decimal comma when below', () => {
    expect(minValue(20)('19,99', {})).toBe('Waarde moet minimaal 20 zijn');
    expect(minValue('7.5')('7,49', {})).toBe('Waarde moet minimaal 7,5 zijn');
    expect(minValue('25.00')('24', {})).toBe('Waarde moet minimaal 25 zijn');
  });
  it('compares exactly, without float rounding', () => {
    expect(minValue('0.3')('0,3', {})).toBeNull();
    expect(minValue('8.33')('8,33', {})).toBeNull();
    expect(minValue('144')('143.9999999999999999', {})).toBe('Waarde moet minimaal 144 zijn');
  });
  it('leaves empty and non-numeric values to other rules', () => {
    expect(minValue(1)('', {})).toBeNull();
    expect(minValue(1)('abc', {})).toBeNull();
  });
  it('refuses a bound that is not a number', () => {
    expect(() => minValue('veel')).toThrow(RangeError);
  });
});

describe('maxValue', () => {
  it('accepts the maximum itself and less', () => {
    expect(maxValue(100)('100', {})).toBeNull();
    expect(maxValue(100)('0', {})).toBeNull();
  });
  it('says Waarde moet maximaal {n} zijn with a decimal comma when above', () => {
    expect(maxValue(100)('101', {})).toBe('Waarde moet maximaal 100 zijn');
    expect(maxValue('2.5')('2,51', {})).toBe('Waarde moet maximaal 2,5 zijn');
  });
});

describe('maxLength', () => {
  it('accepts n characters, not counting surrounding spaces', () => {
    expect(maxLength(3)('abc', {})).toBeNull();
    expect(maxLength(3)(' abc ', {})).toBeNull();
  });
  it('says Maximaal {n} karakters for longer text', () => {
    expect(maxLength(3)('abcd', {})).toBe('Maximaal 3 karakters');
  });
});

describe('minLength', () => {
  it('accepts n characters or more, and leaves empty text to required', () => {
    expect(minLength(4)('abcd', {})).toBeNull();
    expect(minLength(4)('', {})).toBeNull();
  });
  it('says Minimaal {n} karakters for shorter text', () => {
    expect(minLength(4)('abc', {})).toBe('Minimaal 4 karakters');
    expect(minLength(4)('  abc  ', {})).toBe('Minimaal 4 karakters');
  });
});

describe('passwordsEqual', () => {
  const rule = passwordsEqual('password1');
  it('accepts a confirmation equal to the password', () => {
    expect(rule('Geheim 123', { password1: 'Geheim 123' })).toBeNull();
  });
  it('says Wachtwoorden moeten hetzelfde zijn otherwise, spaces included', () => {
    expect(rule('Geheim 124', { password1: 'Geheim 123' })).toBe('Wachtwoorden moeten hetzelfde zijn');
    expect(rule('Geheim 123 ', { password1: 'Geheim 123' })).toBe('Wachtwoorden moeten hetzelfde zijn');
  });
});

describe('dutchDate', () => {
  it('accepts a real date typed DD-MM-YYYY', () => {
    expect(dutchDate('01-07-2025', {})).toBeNull();
    expect(dutchDate('29-02-2024', {})).toBeNull();
    expect(dutchDate('', {})).toBeNull();
  });
  it('says Geldige datum vereist (DD-MM-YYYY) otherwise', () => {
    expect(dutchDate('2025-07-01', {})).toBe('Geldige datum vereist (DD-MM-YYYY)');
    expect(dutchDate('29-02-2025', {})).toBe('Geldige datum vereist (DD-MM-YYYY)');
    expect(dutchDate('32-01-2025', {})).toBe('Geldige datum vereist (DD-MM-YYYY)');
    expect(dutchDate('morgen', {})).toBe('Geldige datum vereist (DD-MM-YYYY)');
  });
});

describe('dateAfter', () => {
  const rule = dateAfter('startDate');
  it('accepts a date after the from date', () => {
    expect(rule('02-01-2025', { startDate: '01-01-2025' })).toBeNull();
    expect(rule('01-01-2026', { startDate: '31-12-2025' })).toBeNull();
  });
  it('says Datum moet ná vanaf datum zijn for the same or an earlier date', () => {
    expect(rule('01-01-2025', { startDate: '01-01-2025' })).toBe('Datum moet ná vanaf datum zijn');
    expect(rule('31-12-2024', { startDate: '01-01-2025' })).toBe('Datum moet ná vanaf datum zijn');
  });
  it('passes while either date is missing or invalid', () => {
    expect(rule('31-12-2024', { startDate: '' })).toBeNull();
    expect(rule('', { startDate: '01-01-2025' })).toBeNull();
  });
});

describe('periodicIncreasesRequired', () => {
  const rule = periodicIncreasesRequired('hasPeriodiekVerhogingen');
  it('accepts increases when the flag is 1, and none when it is not', () => {
    expect(rule([{ type: 'mandatory_periodical' }], { hasPeriodiekVerhogingen: 1 })).toBeNull();
    expect(rule([], { hasPeriodiekVerhogingen: 0 })).toBeNull();
  });
  it('says Voeg minimaal een periodiekverhoging toe when the flag is 1 and the list is empty', () => {
    expect(rule([], { hasPeriodiekVerhogingen: 1 })).toBe('Voeg minimaal een periodiekverhoging toe');
  });
});

describe('unique', () => {
  it('accepts a value not among the others', () => {
    expect(unique(['A', 'B'])('C', {})).toBeNull();
    expect(unique(['A'])('', {})).toBeNull();
  });
  it('says Waarde moet uniek zijn for a value already taken, case and spaces ignored', () => {
    expect(unique(['A', 'B'])('b ', {})).toBe('Waarde moet uniek zijn');
  });
  it('uses a given message', () => {
    expect(unique(['12345678'], 'Een koppeling per uitlener')('12345678', {})).toBe(
      'Een koppeling per uitlener',
    );
  });
});

describe('oneOf', () => {
  it('accepts an allowed value and leaves empty to required', () => {
    expect(oneOf(['1', '2'])('2', {})).toBeNull();
    expect(oneOf(['1', '2'])('', {})).toBeNull();
  });
  it('says Vul een geldige waarde in for anything else', () => {
    expect(oneOf(['1', '2'])('3', {})).toBe('Vul een geldige waarde in');
  });
});
