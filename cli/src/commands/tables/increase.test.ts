import { describe, expect, it } from 'vitest';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import type { Context } from '../../context.js';
import { parseDatedIncreaseOptions, tablesIncrease } from './increase.js';

type Options = Parameters<typeof tablesIncrease>[1];

function refusal(options: Options & { per: string }): CliError {
  try {
    parseDatedIncreaseOptions(options);
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('tablesIncrease', () => {
  it('refuses a raise without --per as a usage error that shows the form, before it reads anything else', async () => {
    // The context is never used: the refusal comes before the scheme, the options and the server.
    const run = tablesIncrease({} as Context, { scheme: 'geen-guid', percentage: '2,5' });
    await expect(run).rejects.toBeInstanceOf(CliError);
    await expect(run).rejects.toMatchObject({
      exitCode: EXIT.usage,
      lines: [
        'Een verhoging gaat in op een datum: geef --per DD-MM-JJJJ, bijvoorbeeld --per 01-07-2026.',
        'De tabellen die dan lopen krijgen een vervolgtabel vanaf die datum met de verhoogde lonen; tabellen die',
        'eerder eindigen blijven zoals ze zijn.',
        '  beloning tables increase <guid> --per 01-07-2026 --end-date 31-12-2026 --percentage 2,5',
      ],
    });
  });
});

describe('parseDatedIncreaseOptions', () => {
  const dated = (options: Options) => parseDatedIncreaseOptions({ per: '01-07-2026', ...options });

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
    const refused = (options: Options) => refusal({ per: '01-07-2026', ...options });
    expect(refused({ scheme: 'x', per: '31-06-2026', percentage: '3' }).lines).toEqual([
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

  it('reads the rounding in Dutch as well, 2 decimals by default, and refuses a bad one or bad decimals', () => {
    const mode = (round: string) => dated({ scheme: 'x', percentage: '2', round }).rounding.mode;
    expect(['wiskundig', ' Omhoog ', 'OMLAAG', 'mathematical', 'up', 'down'].map(mode)).toEqual([
      'mathematical',
      'up',
      'down',
      'mathematical',
      'up',
      'down',
    ]);
    expect(dated({ scheme: 'x', amount: ['0.25'] }).rounding).toEqual({ mode: 'mathematical', decimals: 2 });
    expect(dated({ scheme: 'x', percentage: '2', round: 'omlaag', decimals: '3' }).rounding).toEqual({
      mode: 'down',
      decimals: 3,
    });
    const refused = (options: Options) => refusal({ per: '01-07-2026', ...options });
    expect(refused({ scheme: 'x', percentage: '2', round: 'half' }).lines).toEqual([
      "Ongeldige afronding 'half': kies wiskundig, omhoog of omlaag.",
    ]);
    expect(refused({ scheme: 'x', percentage: '2', decimals: '101' }).lines).toEqual([
      "Ongeldig aantal decimalen '101': geef een geheel getal van 0 tot 100.",
    ]);
    expect(refused({ scheme: 'x', percentage: '2', decimals: '1,5' }).exitCode).toBe(EXIT.usage);
  });

  it('reads Dutch thousands dots, and refuses a number that reads two ways with both readings', () => {
    expect(dated({ scheme: 'x', amount: ['1.000,50'] }).steps).toEqual([
      { type: 'amount', value: '1000.50' },
    ]);
    const refused = refusal({ per: '01-07-2026', scheme: 'x', amount: ['1.250'] });
    expect(refused.lines).toEqual([
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250 (--amount)',
    ]);
    expect(refused.exitCode).toBe(EXIT.usage);
    expect(refusal({ per: '01-07-2026', scheme: 'x', percentage: '2,5%' }).lines).toEqual([
      "Ongeldig getal '2,5%' bij --percentage: gebruik bijvoorbeeld 2,5 of 0,25.",
    ]);
  });
});
