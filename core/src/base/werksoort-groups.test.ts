import { describe, expect, it } from 'vitest';
import {
  columnHeading,
  isAmountType,
  isMultiWerksoortCode,
  isSingleWerksoortCode,
  WERKSOORT_GROUPS,
  werksoortGroup,
  werksoortType,
} from './werksoort-groups.js';

describe('WERKSOORT_GROUPS', () => {
  it('lists the five multi-entry and six single-entry groups in step-6 order', () => {
    expect(WERKSOORT_GROUPS.filter((group) => group.kind === 'multi').map((group) => group.code)).toEqual([
      'OV',
      'TU',
      'PT',
      'RV',
      'TWV',
    ]);
    expect(WERKSOORT_GROUPS.filter((group) => group.kind === 'single').map((group) => group.code)).toEqual([
      'RU',
      'OW',
      'IC',
      'BT',
      'BS',
      'ETC',
    ]);
  });
  it('describes every group in Dutch', () => {
    const descriptions = Object.fromEntries(WERKSOORT_GROUPS.map((group) => [group.code, group.description]));
    expect(descriptions).toEqual({
      OV: 'Overwerk',
      TU: 'Onregelmatigheid en verschoven uren',
      PT: 'Ploegentoeslag',
      RV: 'Reiskosten: woon-werkverkeer, openbaar vervoer en zakelijke reizen',
      TWV: 'Thuiswerkvergoeding',
      RU: 'Reisuren',
      OW: 'Onwerkbaar weer',
      IC: 'Inconveniënten',
      BT: 'Bereikbaarheid en beschikbaarheid',
      BS: 'Bedrijfssluiting',
      ETC: 'Overig',
    });
  });
});

describe('werksoortGroup', () => {
  it('reads the group from the code the name starts with', () => {
    expect(werksoortGroup('OV01')?.code).toBe('OV');
    expect(werksoortGroup('TU12')?.code).toBe('TU');
    expect(werksoortGroup('PT03')?.code).toBe('PT');
    expect(werksoortGroup('RV01')?.code).toBe('RV');
    expect(werksoortGroup('RU01')?.code).toBe('RU');
    expect(werksoortGroup('ETC')?.code).toBe('ETC');
    expect(werksoortGroup('BS')?.kind).toBe('single');
  });
  it('reads TWV01 as TWV and never as TU', () => {
    expect(werksoortGroup('TWV01')?.code).toBe('TWV');
    expect(werksoortGroup('TWV01')?.kind).toBe('multi');
  });
  it('ignores case and surrounding spaces', () => {
    expect(werksoortGroup(' ov02 ')?.code).toBe('OV');
    expect(werksoortGroup('twv1')?.code).toBe('TWV');
  });
  it('accepts a separator after the code', () => {
    expect(werksoortGroup('OV-zaterdag')?.code).toBe('OV');
  });
  it('does not match a code that runs on into more letters', () => {
    expect(werksoortGroup('OVERIG')).toBeNull();
    expect(werksoortGroup('TUX01')).toBeNull();
    expect(werksoortGroup('BSO')).toBeNull();
  });
  it('returns null for names without a known code', () => {
    expect(werksoortGroup('')).toBeNull();
    expect(werksoortGroup('XX01')).toBeNull();
    expect(werksoortGroup('01OV')).toBeNull();
  });
});

describe('isAmountType', () => {
  it('is true for TWV and RV only', () => {
    expect(isAmountType('TWV')).toBe(true);
    expect(isAmountType('RV')).toBe(true);
    expect(isAmountType('OV')).toBe(false);
    expect(isAmountType('TU')).toBe(false);
    expect(isAmountType('ETC')).toBe(false);
  });
});

describe('columnHeading', () => {
  it('says Bedrag for TWV and RV', () => {
    expect(columnHeading('TWV')).toBe('Bedrag');
    expect(columnHeading('RV')).toBe('Bedrag');
  });
  it('says Percentage for every other group', () => {
    for (const code of ['OV', 'TU', 'PT', 'RU', 'OW', 'IC', 'BT', 'BS', 'ETC'] as const) {
      expect(columnHeading(code)).toBe('Percentage');
    }
  });
});

describe('werksoortType', () => {
  it('maps amount groups to bedrag and the others to percentage', () => {
    expect(werksoortType('RV')).toBe('bedrag');
    expect(werksoortType('PT')).toBe('percentage');
  });
});

describe('isMultiWerksoortCode', () => {
  it('recognises the multi-entry codes only', () => {
    expect(isMultiWerksoortCode('TWV')).toBe(true);
    expect(isMultiWerksoortCode('RU')).toBe(false);
    expect(isMultiWerksoortCode('ov')).toBe(false);
  });
});

describe('isSingleWerksoortCode', () => {
  it('recognises the single-entry codes only', () => {
    expect(isSingleWerksoortCode('ETC')).toBe(true);
    expect(isSingleWerksoortCode('OV')).toBe(false);
    expect(isSingleWerksoortCode('')).toBe(false);
  });
});
