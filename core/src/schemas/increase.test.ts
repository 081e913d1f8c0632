import { describe, expect, it } from 'vitest';
import { increaseDataSchema } from './increase.js';

function messagesAt(value: unknown): Record<string, string[]> {
  const result = increaseDataSchema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('increaseDataSchema', () => {
  const increase = {
    increase: ['percentage', 'amount'],
    increasePercentage: '2,5',
    increaseAmount: '0.10',
    round: 'up',
    rounding_decimals: 2,
  };

  it('accepts a percentage then an amount, rounded up to 2 decimals, read as dot decimals', () => {
    expect(increaseDataSchema.parse(increase)).toEqual({ ...increase, increasePercentage: '2.5' });
  });

  it('refuses a value that reads two ways, naming both readings', () => {
    expect(messagesAt({ ...increase, increaseAmount: '1.250' })).toEqual({
      increaseAmount: ['1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250'],
    });
  });

  it('needs the value of each chosen kind, and only of those', () => {
    expect(messagesAt({ ...increase, increaseAmount: '' })).toEqual({ increaseAmount: ['Veld is vereist'] });
    expect(
      increaseDataSchema.safeParse({ ...increase, increase: ['percentage'], increaseAmount: '' }).success,
    ).toBe(true);
  });

  it('refuses no kind, text as a number, an unknown rounding and decimals outside 0 to 100', () => {
    expect(
      messagesAt({
        ...increase,
        increase: [],
        increasePercentage: 'twee',
        round: 'bankers',
        rounding_decimals: 101,
      }),
    ).toEqual({
      increase: ['Veld is vereist'],
      increasePercentage: ['Vul een geldig getal in'],
      round: ['Vul een geldige waarde in'],
      rounding_decimals: ['Waarde moet maximaal 100 zijn'],
    });
    expect(messagesAt({ ...increase, rounding_decimals: -1 })).toEqual({
      rounding_decimals: ['Waarde moet minimaal 0 zijn'],
    });
  });
});
