import { describe, expect, it } from 'vitest';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { parseDatedIncreaseOptions, parseIncreaseOptions } from './increase.js';

function refusal(
  options: Parameters<typeof parseIncreaseOptions>[0],
  parse: (options: Parameters<typeof parseIncreaseOptions>[0]) => unknown = parseIncreaseOptions,
): CliError {
  try {
    parse(options);
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

  it('reads the rounding in Dutch as well: wiskundig, omhoog, omlaag', () => {
    const mode = (round: string) =>
      parseIncreaseOptions({ scheme: 'x', percentage: '2', round }).rounding.mode;
    expect(['wiskundig', ' Omhoog ', 'OMLAAG', 'mathematical', 'down'].map(mode)).toEqual([
      'mathematical',
      'up',
      'down',
      'mathematical',
      'down',
    ]);
  });

  it('rounds mathematically to 2 decimals by default', () => {
    expect(parseIncreaseOptions({ scheme: 'x', amount: ['0.25'] })).toEqual({
      steps: [{ type: 'amount', value: '0.25' }],
      rounding: { mode: 'mathematical', decimals: 2 },
    });
  });

  it('reads Dutch thousands dots, and refuses an amount that reads two ways with both readings', () => {
    expect(parseIncreaseOptions({ scheme: 'x', amount: ['1.000,50'] }).steps).toEqual([
      { type: 'amount', value: '1000.50' },
    ]);
    expect(refusal({ scheme: 'x', amount: ['1.250'] }).lines).toEqual([
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250 (--amount)',
    ]);
    expect(refusal({ scheme: 'x', amount: ['1.250'] }).exitCode).toBe(EXIT.usage);
  });

  it('asks for exactly one of --percentage and --amount', () => {
    expect(refusal({ scheme: 'x' }).lines).toEqual(['Geef --percentage of --amount (één van beide).']);
    expect(refusal({ scheme: 'x', percentage: '1', amount: ['1'] }).exitCode).toBe(EXIT.usage);
  });

  it('refuses text that is no number, an unknown rounding and bad decimals in Dutch', () => {
    expect(refusal({ scheme: 'x', percentage: '2,5%' }).lines).toEqual([
      "Ongeldig getal '2,5%' bij --percentage: gebruik bijvoorbeeld 2,5 of 0,25.",
    ]);
    expect(refusal({ scheme: 'x', amount: ['1,000,50'] }).lines[0]).toContain('bij --amount');
    expect(refusal({ scheme: 'x', percentage: '2', round: 'half' }).lines).toEqual([
      "Ongeldige afronding 'half': kies wiskundig, omhoog of omlaag.",
    ]);
    expect(refusal({ scheme: 'x', percentage: '2', decimals: '101' }).lines).toEqual([
      "Ongeldig aantal decimalen '101': geef een geheel getal van 0 tot 100.",
    ]);
    expect(refusal({ scheme: 'x', percentage: '2', decimals: '1,5' }).exitCode).toBe(EXIT.usage);
  });
});

describe('parseDatedIncreaseOptions', () => {
  const dated = (options: Parameters<typeof parseIncreaseOptions>[0]) =>
    parseDatedIncreaseOptions({ per: '01-07-2026', ...options });

  it('reads the date, a percentage and then amounts per payscale with one for the others', () => {
    expect(
      dated({
        scheme: 'x',
        endDate: '31-12-2026',
        percentage: '3',
        amount: ['LG1=0,25', 'lg2 = 0,15', '0,10'],
      }),
    ).toEqual({
      per: '2026-07-01',
      endDate: '2026-12-31',
      steps: [
        { type: 'percentage', value: '3' },
        { type: 'amount', value: '0.10', payscales: { LG1: '0.25', lg2: '0.15' } },
      ],
      rounding: { mode: 'mathematical', decimals: 2 },
    });
    expect(dated({ scheme: 'x', amount: ['LG1=1'] }).steps).toEqual([
      { type: 'amount', value: '0', payscales: { LG1: '1' } },
    ]);
  });

  it('refuses a bad date, no step, two bare amounts, a payscale twice and a bad amount, in Dutch (exit 2)', () => {
    const refused = (options: Parameters<typeof parseIncreaseOptions>[0]) => refusal(options, dated);
    expect(refusal({ scheme: 'x', per: '31-06-2026', percentage: '3' }, dated).lines).toEqual([
      "Ongeldige datum '31-06-2026' bij --per: gebruik DD-MM-JJJJ.",
    ]);
    expect(refused({ scheme: 'x', endDate: '2026-12-31', percentage: '3' }).lines).toEqual([
      "Ongeldige datum '2026-12-31' bij --end-date: gebruik DD-MM-JJJJ.",
    ]);
    expect(refused({ scheme: 'x' }).lines).toEqual([
      'Geef --percentage, --amount of beide (eerst het percentage, dan het bedrag).',
    ]);
    expect(refused({ scheme: 'x', amount: ['0,10', '0,20'] }).lines).toEqual([
      'Geef --amount hooguit één keer zonder schaal; per schaal: --amount LG1=0,25.',
    ]);
    expect(refused({ scheme: 'x', amount: ['LG1=0,10', 'lg1=0,20'] }).lines).toEqual([
      "Schaal 'lg1' staat meer dan eens bij --amount.",
    ]);
    expect(refused({ scheme: 'x', amount: ['=0,10'] }).exitCode).toBe(EXIT.usage);
    expect(refused({ scheme: 'x', amount: ['LG1=veel'] }).lines).toEqual([
      "Ongeldig getal 'veel' bij --amount LG1=: gebruik bijvoorbeeld 2,5 of 0,25.",
    ]);
  });

  it('keeps amounts per payscale and several steps to --per', () => {
    expect(refusal({ scheme: 'x', amount: ['LG1=0,25'] }).lines).toEqual([
      'Bedragen per schaal (--amount LG1=0,25) en meer stappen kunnen alleen met --per.',
    ]);
  });
});
