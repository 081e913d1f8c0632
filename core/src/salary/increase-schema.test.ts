import { describe, expect, it } from 'vitest';
import { applyIncrease } from './apply-increase.js';
import { bulkIncreaseSchema, increaseRoundingSchema, increaseStepSchema } from './increase-schema.js';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('increaseStepSchema', () => {
  it('accepts a percentage or an amount typed with a comma or a dot, read as a dot decimal', () => {
    expect(increaseStepSchema.parse({ type: 'percentage', value: ' 2,5 ' })).toEqual({
      type: 'percentage',
      value: '2.5',
    });
    expect(increaseStepSchema.parse({ type: 'amount', value: '1.234,5' }).value).toBe('1234.5');
    expect(increaseStepSchema.parse({ type: 'amount', value: '0.125' }).value).toBe('0.125');
    expect(increaseStepSchema.parse({ type: 'amount', value: '-0.25' })).toEqual({
      type: 'amount',
      value: '-0.25',
    });
  });

  it('refuses an empty value', () => {
    expect(messages(increaseStepSchema.safeParse({ type: 'amount', value: ' ' }))).toContain(
      'Veld is vereist',
    );
  });

  it('refuses a value that is not a number', () => {
    expect(messages(increaseStepSchema.safeParse({ type: 'amount', value: '2%' }))).toEqual([
      'Vul een geldig getal in',
    ]);
    expect(messages(increaseStepSchema.safeParse({ type: 'amount', value: '2,5,1' }))).toEqual([
      'Vul een geldig getal in',
    ]);
  });

  it('refuses a value that reads two ways (1.250: 1250 or 1,250), naming both', () => {
    expect(messages(increaseStepSchema.safeParse({ type: 'amount', value: '1.250' }))).toEqual([
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250',
    ]);
  });

  it('refuses an unknown step type', () => {
    expect(increaseStepSchema.safeParse({ type: 'factor', value: '2' }).success).toBe(false);
  });
});

describe('increaseRoundingSchema', () => {
  it('defaults to mathematical rounding to 2 decimals', () => {
    expect(increaseRoundingSchema.parse({})).toEqual({ mode: 'mathematical', decimals: 2 });
  });

  it('accepts 0 to 100 decimals', () => {
    expect(increaseRoundingSchema.parse({ mode: 'up', decimals: 0 })).toEqual({ mode: 'up', decimals: 0 });
    expect(increaseRoundingSchema.parse({ mode: 'down', decimals: 100 }).decimals).toBe(100);
  });

  it('refuses decimals outside 0 to 100 or not whole', () => {
    expect(messages(increaseRoundingSchema.safeParse({ decimals: -1 }))).toEqual([
      'Waarde moet minimaal 0 zijn',
    ]);
    expect(messages(increaseRoundingSchema.safeParse({ decimals: 101 }))).toEqual([
      'Waarde moet maximaal 100 zijn',
    ]);
    expect(messages(increaseRoundingSchema.safeParse({ decimals: 1.5 }))).toEqual([
      'Vul een geldig getal in',
    ]);
  });

  it('refuses an unknown rounding mode', () => {
    expect(increaseRoundingSchema.safeParse({ mode: 'bankers' }).success).toBe(false);
  });
});

describe('bulkIncreaseSchema', () => {
  it('gives what applyIncrease takes', () => {
    const increase = bulkIncreaseSchema.parse({ steps: [{ type: 'percentage', value: '3' }] });
    expect(applyIncrease('15.52', increase.steps, increase.rounding)).toBe('15.99');
  });

  it('refuses an increase without steps', () => {
    expect(messages(bulkIncreaseSchema.safeParse({ steps: [] }))).toEqual(['Veld is vereist']);
  });
});
