import { describe, expect, it } from 'vitest';
import { periodicIncreaseRuleSets, validateForm } from '../rules/index.js';
import type { PeriodicIncrease } from '../schemas/salary-table.js';
import {
  emptyPeriodicIncreaseAnswers,
  periodicIncreaseAnswers,
  savePeriodicIncrease,
  toPeriodicIncrease,
} from './periodic-increase.js';
import { salaryTable } from './test-states.js';

const rule: PeriodicIncrease = {
  type: 'mandatory_periodical',
  trigger_date: '01-01',
  required_time: 12,
  required_time_type: 'months',
  measurement_type: 'calendar',
  date_required_time_interaction: 'both',
};

describe('emptyPeriodicIncreaseAnswers', () => {
  it('starts unanswered, so the rules ask for every answer', () => {
    const errors = validateForm(periodicIncreaseRuleSets, emptyPeriodicIncreaseAnswers());
    expect(Object.keys(errors).sort()).toEqual([
      'date_required_time_interaction',
      'measurement_type',
      'required_time',
      'required_time_type',
      'trigger_date',
      'type',
    ]);
    expect(toPeriodicIncrease(emptyPeriodicIncreaseAnswers())).toBeNull();
  });
});

describe('periodicIncreaseAnswers and toPeriodicIncrease', () => {
  it('round-trips a saved rule', () => {
    const answers = periodicIncreaseAnswers(rule);
    expect(answers.required_time).toBe('12');
    expect(validateForm(periodicIncreaseRuleSets, answers)).toEqual({});
    expect(toPeriodicIncrease(answers)).toEqual(rule);
  });

  it('saves null for what the chosen interaction does not use', () => {
    const onlyDate = {
      ...periodicIncreaseAnswers(rule),
      date_required_time_interaction: 'trigger_date' as const,
    };
    expect(toPeriodicIncrease(onlyDate)).toEqual({
      ...rule,
      date_required_time_interaction: 'trigger_date',
      required_time: null,
      required_time_type: null,
    });
    const onlyTime = {
      ...periodicIncreaseAnswers(rule),
      date_required_time_interaction: 'required_time' as const,
    };
    expect(toPeriodicIncrease(onlyTime)?.trigger_date).toBeNull();
  });

  it('refuses a quantity that is no whole number', () => {
    expect(toPeriodicIncrease({ ...periodicIncreaseAnswers(rule), required_time: '1,5' })).toBeNull();
    expect(toPeriodicIncrease({ ...periodicIncreaseAnswers(rule), required_time: 'een jaar' })).toBeNull();
    expect(
      toPeriodicIncrease({ ...periodicIncreaseAnswers(rule), required_time: '6,0' })?.required_time,
    ).toBe(6);
  });
});

describe('savePeriodicIncrease', () => {
  const answers = periodicIncreaseAnswers(rule);

  it('adds a rule to the named table, or replaces rule `index`, leaving other tables alone', () => {
    const [a, b] = [salaryTable('A'), salaryTable('B')];
    const added = savePeriodicIncrease([a, b], 'B', null, answers);
    expect(added?.[0]).toBe(a);
    expect(added?.[1]?.periodiekVerhogingen).toHaveLength(1);
    const replaced = savePeriodicIncrease(added ?? [], 'B', 0, { ...answers, trigger_date: '01-07' });
    expect(replaced?.[1]?.periodiekVerhogingen).toHaveLength(1);
    expect(replaced?.[1]?.periodiekVerhogingen.map((rule) => rule.trigger_date)).toEqual(['01-07']);
  });

  it('changes nothing when the answers are incomplete', () => {
    expect(savePeriodicIncrease([salaryTable('A')], 'A', null, emptyPeriodicIncreaseAnswers())).toBeNull();
  });
});
