import { describe, expect, it } from 'vitest';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { parseIncreaseOptions } from './increase.js';

function refusal(options: Parameters<typeof parseIncreaseOptions>[0]): CliError {
  try {
    parseIncreaseOptions(options);
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseIncreaseOptions', () => {
  it('reads a Dutch percentage, rounding and decimals', () => {
    expect(parseIncreaseOptions({ scheme: 'x', percentage: '2,5', round: 'up', decimals: '3' })).toEqual({
      steps: [{ type: 'percentage', value: '2.5' }],
      rounding: { mode: 'up', decimals: 3 },
    });
  });

  it('rounds mathematically to 2 decimals by default', () => {
    expect(parseIncreaseOptions({ scheme: 'x', amount: '0.25' })).toEqual({
      steps: [{ type: 'amount', value: '0.25' }],
      rounding: { mode: 'mathematical', decimals: 2 },
    });
  });

  it('reads Dutch thousands dots, and refuses an amount that reads two ways with both readings', () => {
    expect(parseIncreaseOptions({ scheme: 'x', amount: '1.000,50' }).steps).toEqual([
      { type: 'amount', value: '1000.50' },
    ]);
    expect(refusal({ scheme: 'x', amount: '1.250' }).lines).toEqual([
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250 (--amount)',
    ]);
    expect(refusal({ scheme: 'x', amount: '1.250' }).exitCode).toBe(EXIT.usage);
  });

  it('asks for exactly one of --percentage and --amount', () => {
    expect(refusal({ scheme: 'x' }).lines).toEqual(['Geef --percentage of --amount (één van beide).']);
    expect(refusal({ scheme: 'x', percentage: '1', amount: '1' }).exitCode).toBe(EXIT.usage);
  });

  it('refuses text that is no number, an unknown rounding and bad decimals in Dutch', () => {
    expect(refusal({ scheme: 'x', percentage: '2,5%' }).lines).toEqual([
      "Ongeldig getal '2,5%' bij --percentage: gebruik bijvoorbeeld 2,5 of 0,25.",
    ]);
    expect(refusal({ scheme: 'x', amount: '1,000,50' }).lines[0]).toContain('bij --amount');
    expect(refusal({ scheme: 'x', percentage: '2', round: 'half' }).lines).toEqual([
      "Ongeldige afronding 'half': kies mathematical, up of down.",
    ]);
    expect(refusal({ scheme: 'x', percentage: '2', decimals: '101' }).lines).toEqual([
      "Ongeldig aantal decimalen '101': geef een geheel getal van 0 tot 100.",
    ]);
    expect(refusal({ scheme: 'x', percentage: '2', decimals: '1,5' }).exitCode).toBe(EXIT.usage);
  });
});
