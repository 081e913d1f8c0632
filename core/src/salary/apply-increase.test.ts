import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add } from './add.js';
import { applyIncrease } from './apply-increase.js';
import { compare } from './compare.js';
import { decimal } from './decimal.js';
import { divide } from './divide.js';
import type { IncreaseStep } from './increase-formula.js';
import { multiply } from './multiply.js';
import { round } from './round.js';
import { roundHalfUp } from './round-half-up.js';
import { ROUNDING_FUNCTIONS, ROUNDING_MODES } from './rounding-mode.js';
import { subtract } from './subtract.js';
import { toDecimalString } from './to-decimal-string.js';

const percentage = (value: string): IncreaseStep => ({ type: 'percentage', value });
const amount = (value: string): IncreaseStep => ({ type: 'amount', value });
/** Wages with exactly two decimals, from 0.00 to 99,999.99. */
const wage = fc
  .integer({ min: 0, max: 9_999_999 })
  .map((cents) => toDecimalString({ units: BigInt(cents), scale: 2 }));
const mode = fc.constantFrom(...ROUNDING_MODES);
/** Percentages from -50 to 100 with up to two decimals. */
const percent = fc
  .integer({ min: -5000, max: 10000 })
  .map((hundredths) => toDecimalString({ units: BigInt(hundredths), scale: 2 }));

describe('applyIncrease', () => {
  it('raises a wage by a percentage and rounds mathematically to 2 decimals by default', () => {
    expect(applyIncrease('15.52', [percentage('3')])).toBe('15.99');
    expect(applyIncrease('2000', [percentage('2.15')])).toBe('2043.00');
  });

  it('adds a fixed amount', () => {
    expect(applyIncrease('15.52', [amount('0.25')])).toBe('15.77');
    expect(applyIncrease('15.52', [amount('-0.52')])).toBe('15.00');
  });

  it('applies the steps in their order', () => {
    expect(applyIncrease('100', [percentage('10'), amount('1')])).toBe('111.00');
    expect(applyIncrease('100', [amount('1'), percentage('10')])).toBe('111.10');
    expect(applyIncrease('100', [percentage('10'), percentage('10')])).toBe('121.00');
  });

  it('accepts step values typed with a decimal comma', () => {
    expect(applyIncrease('100.00', [percentage('2,5')])).toBe('102.50');
    expect(applyIncrease('100.00', [amount(' 1,25 ')])).toBe('101.25');
  });

  it('reads a dot in a step as the decimal point, not as a thousands separator', () => {
    expect(applyIncrease('10.00', [amount('0.005')], { decimals: 3 })).toBe('10.005');
    expect(applyIncrease('10.00', [amount('1.234')], { decimals: 3 })).toBe('11.234');
  });

  it('rounds up, down or mathematically as asked', () => {
    // 15.52 x 1.031 = 16.00112
    expect(applyIncrease('15.52', [percentage('3.1')], { mode: 'mathematical' })).toBe('16.00');
    expect(applyIncrease('15.52', [percentage('3.1')], { mode: 'up' })).toBe('16.01');
    expect(applyIncrease('15.52', [percentage('3.1')], { mode: 'down' })).toBe('16.00');
    // 10.00 x 1.0005 = 10.005: a tie goes up
    expect(applyIncrease('10.00', [percentage('0.05')])).toBe('10.01');
  });

  it('outputs exactly the asked number of decimals, from 0 to 100', () => {
    expect(applyIncrease('15.52', [percentage('3')], { decimals: 0 })).toBe('16');
    expect(applyIncrease('15.52', [percentage('3')], { decimals: 4 })).toBe('15.9856');
    expect(applyIncrease('1', [percentage('0')], { decimals: 100 })).toBe(`1.${'0'.repeat(100)}`);
  });

  it('keeps wages beyond the range of a float exact', () => {
    expect(applyIncrease('123456789012345678.90', [percentage('10')])).toBe('135802467913580246.79');
  });

  it('gives the same wage back with no steps', () => {
    expect(applyIncrease('15.5', [])).toBe('15.50');
  });

  it('refuses a wage that is not a dot-decimal number', () => {
    for (const bad of ['', '15,52', 'abc', '-', '.5', '5.', '1.2.3']) {
      expect(() => applyIncrease(bad, [percentage('1')])).toThrow(
        expect.objectContaining({ code: 'invalid_decimal' }),
      );
    }
  });

  it('refuses a step that is not a number or has an unknown type', () => {
    expect(() => applyIncrease('10', [percentage('drie')])).toThrow(
      expect.objectContaining({ code: 'invalid_increase_step' }),
    );
    expect(() => applyIncrease('10', [amount('1.234,5')])).toThrow(
      expect.objectContaining({ code: 'invalid_increase_step' }),
    );
    expect(() => applyIncrease('10', [percentage('')])).toThrow(
      expect.objectContaining({ code: 'invalid_increase_step' }),
    );
    const unknown = { type: 'factor', value: '2' } as unknown as IncreaseStep;
    expect(() => applyIncrease('10', [unknown])).toThrow(
      expect.objectContaining({ code: 'invalid_increase_step' }),
    );
  });

  it('refuses decimals outside 0 to 100', () => {
    expect(() => applyIncrease('10', [], { decimals: 101 })).toThrow(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
    expect(() => applyIncrease('10', [], { decimals: -1 })).toThrow(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
  });

  it('changes nothing with an increase of 0', () => {
    fc.assert(
      fc.property(wage, mode, (value, rounding) => {
        expect(applyIncrease(value, [percentage('0'), amount('0')], { mode: rounding })).toBe(value);
      }),
    );
  });

  it('never lowers the exact result when rounding up, nor raises it when rounding down', () => {
    fc.assert(
      fc.property(wage, percent, fc.integer({ min: 0, max: 4 }), (value, pct, decimals) => {
        const exact = multiply(
          decimal(value),
          decimal(toDecimalString(add(decimal('1'), multiply(decimal(pct), decimal('0.01'))))),
        );
        const up = decimal(applyIncrease(value, [percentage(pct)], { mode: 'up', decimals }));
        const down = decimal(applyIncrease(value, [percentage(pct)], { mode: 'down', decimals }));
        expect(compare(up, exact)).toBeGreaterThanOrEqual(0);
        expect(compare(down, exact)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('lands within one cent of the start after a percentage and then its inverse', () => {
    fc.assert(
      fc.property(wage, percent, (value, pct) => {
        const p = decimal(pct);
        // +p % is undone by -100p / (100 + p) %.
        const inverse = divide(multiply(p, decimal('-100')), add(decimal('100'), p), 12, roundHalfUp);
        const raised = applyIncrease(value, [percentage(pct)]);
        const back = applyIncrease(raised, [percentage(toDecimalString(inverse))]);
        const difference = subtract(decimal(back), decimal(value));
        expect(compare(difference, decimal('0.01'))).toBeLessThanOrEqual(0);
        expect(compare(difference, decimal('-0.01'))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('matches a plain BigInt calculation for any wage, steps, rounding and decimals', () => {
    const anyWage = fc
      .record({
        units: fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }),
        scale: fc.integer({ min: 0, max: 8 }),
      })
      .map(toDecimalString);
    const step = fc.record({
      type: fc.constantFrom('percentage' as const, 'amount' as const),
      value: fc
        .record({
          units: fc.bigInt({ min: -(10n ** 8n), max: 10n ** 8n }),
          scale: fc.integer({ min: 0, max: 5 }),
        })
        .map(toDecimalString),
    });
    fc.assert(
      fc.property(
        anyWage,
        fc.array(step, { maxLength: 4 }),
        mode,
        fc.integer({ min: 0, max: 20 }),
        (value, steps, rounding, decimals) => {
          let exact = decimal(value);
          for (const s of steps) {
            exact =
              s.type === 'amount'
                ? add(exact, decimal(s.value))
                : add(exact, multiply(exact, multiply(decimal(s.value), decimal('0.01'))));
          }
          const expected = toDecimalString(round(exact, decimals, ROUNDING_FUNCTIONS[rounding]));
          expect(applyIncrease(value, steps, { mode: rounding, decimals })).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
