import { emptyBlockForm, emptyPackageLine } from '@beloning/core/wizard';
import { describe, expect, it } from 'vitest';
import { blockStatus } from './package-status';

describe('blockStatus', () => {
  it("is 'nog niet ingevuld' for a block never opened, an opened empty one and one with only empty lines", () => {
    expect(blockStatus(undefined)).toBe('nog niet ingevuld');
    expect(blockStatus(emptyBlockForm('pension'))).toBe('nog niet ingevuld');
    const lines = { ...emptyBlockForm('sick_pay'), periods: [emptyPackageLine('sick_pay', 'periods')] };
    expect(blockStatus(lines)).toBe('nog niet ingevuld');
  });

  it("is 'volgens cao' for the cao's origins and 'ingevuld' for the others, also with a field only", () => {
    expect(blockStatus({ ...emptyBlockForm('pension'), origin: 'cao' })).toBe('volgens cao');
    expect(blockStatus({ ...emptyBlockForm('pension'), origin: 'cao_avv' })).toBe('volgens cao');
    expect(blockStatus({ ...emptyBlockForm('pension'), origin: 'eigen' })).toBe('ingevuld');
    expect(blockStatus({ ...emptyBlockForm('pension'), employer_percentage: '14,5' })).toBe('ingevuld');
  });
});
