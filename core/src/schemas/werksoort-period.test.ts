import { describe, expect, it } from 'vitest';
import { werksoortPayloadSchema } from './scheme-payload-schema.js';
import { WERKSOORT_PERIOD_MESSAGES } from './werksoort-period.js';

const base = {
  name: 'TU01',
  amount: '50',
  start_date: '2025-01-01',
  end_date: null,
  description: 'Nacht',
  type: 'percentage',
  comment: '',
} as const;

function messages(value: unknown): Record<string, string[]> {
  const result = werksoortPayloadSchema.safeParse(value);
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
  return found;
}

describe('the periods and unit of a werksoort', () => {
  it('are optional: a werksoort saved before them stays valid', () => {
    expect(messages(base)).toEqual({});
  });

  it('takes weekday windows on a TU or PT werksoort, past midnight and to 24:00, and a unit on an amount', () => {
    expect(
      messages({
        ...base,
        periods: [
          { weekdays: ['maandag', 'dinsdag'], from: '21:00', to: '05:00' },
          { weekdays: ['feestdag'], from: '00:00', to: '24:00' },
        ],
      }),
    ).toEqual({});
    expect(
      messages({ ...base, name: 'PT01', periods: [{ weekdays: ['zaterdag'], from: '06:00', to: '14:00' }] }),
    ).toEqual({});
    expect(messages({ ...base, name: 'RV01', type: 'bedrag', amount: '0.23', per: 'km' })).toEqual({});
  });

  it('refuses a time, day or unit it does not know, in Dutch, naming the field', () => {
    expect(messages({ ...base, periods: [{ weekdays: ['monday'], from: '25:00', to: '24:01' }] })).toEqual({
      'periods.0.weekdays.0': [WERKSOORT_PERIOD_MESSAGES.weekday],
      'periods.0.from': [WERKSOORT_PERIOD_MESSAGES.from],
      'periods.0.to': [WERKSOORT_PERIOD_MESSAGES.to],
    });
    expect(messages({ ...base, periods: [{ weekdays: [], from: '24:00', to: '9:00' }] })).toEqual({
      'periods.0.weekdays': [WERKSOORT_PERIOD_MESSAGES.noWeekday],
      'periods.0.from': [WERKSOORT_PERIOD_MESSAGES.from],
      'periods.0.to': [WERKSOORT_PERIOD_MESSAGES.to],
    });
    expect(messages({ ...base, periods: [{ weekdays: ['zondag'], from: '06:00', to: '06:00' }] })).toEqual({
      'periods.0.to': [WERKSOORT_PERIOD_MESSAGES.empty],
    });
    expect(messages({ ...base, type: 'bedrag', per: 'mijl' })).toEqual({
      per: [WERKSOORT_PERIOD_MESSAGES.unit],
    });
  });

  it('refuses periods outside TU and PT, and a unit on a percentage', () => {
    expect(
      messages({ ...base, name: 'OV01', periods: [{ weekdays: ['zaterdag'], from: '00:00', to: '24:00' }] }),
    ).toEqual({ periods: [WERKSOORT_PERIOD_MESSAGES.periodsOnlyTimeBound] });
    expect(messages({ ...base, per: 'uur' })).toEqual({ per: [WERKSOORT_PERIOD_MESSAGES.unitOnlyAmount] });
  });
});
