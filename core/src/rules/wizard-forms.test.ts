import { describe, expect, it } from 'vitest';
import { isRequired, validateField, validateForm } from './engine.js';
import {
  oneOffBonusRuleSets,
  periodicIncreaseRuleSets,
  roundingDecimalsRuleSet,
  step1RuleSets,
  step2RuleSets,
  step9RuleSets,
  validateStep2,
  type CaoMinimums,
  type PeriodicIncreaseAnswers,
} from './wizard-forms.js';
import { validStep2 } from './test-forms.js';

const generousCao: CaoMinimums = {
  vacation_time_type: 'days_per_year',
  vacation_time_amount: '25.00',
  vacation_allowance: '8.33',
  year_end_bonus_amount: '4.50',
};

describe('step1RuleSets', () => {
  it('accepts a made choice, with membership answered', () => {
    expect(validateForm(step1RuleSets, { usesCao: 1, withEmployersOrganisation: false })).toEqual({});
    expect(validateForm(step1RuleSets, { usesCao: 0, withEmployersOrganisation: false })).toEqual({});
  });
  it('requires the choice', () => {
    expect(validateForm(step1RuleSets, { usesCao: null, withEmployersOrganisation: false })).toEqual({
      usesCao: ['Veld is vereist'],
    });
  });
  it('asks for membership only with a cao', () => {
    const form = { usesCao: 1 as const, withEmployersOrganisation: null as unknown as boolean };
    expect(validateForm(step1RuleSets, form)).toEqual({ withEmployersOrganisation: ['Veld is vereist'] });
    expect(isRequired(step1RuleSets.withEmployersOrganisation!, form)).toBe(true);
    expect(isRequired(step1RuleSets.withEmployersOrganisation!, { ...form, usesCao: 0 })).toBe(false);
  });
});

describe('step2RuleSets', () => {
  const sets = step2RuleSets({ cao: null });
  it('accepts a complete step 2 at the statutory minimums', () => {
    expect(validateForm(sets, validStep2({ vacationAmount: '20', vacationAllowance: '8' }))).toEqual({});
  });
  it("says Kies een cao without a cao, unless it is the hirer's own scheme", () => {
    expect(validateForm(sets, validStep2({ caoId: null }))).toEqual({ caoId: ['Kies een cao'] });
    expect(validateForm(step2RuleSets({ cao: null, usesCao: false }), validStep2({ caoId: null }))).toEqual(
      {},
    );
  });
  it('requires valid dates with the end after the start', () => {
    expect(validateForm(sets, validStep2({ startDate: '', endDate: '31-02-2025' }))).toEqual({
      startDate: ['Veld is vereist'],
      endDate: ['Geldige datum vereist (DD-MM-YYYY)'],
    });
    expect(validateForm(sets, validStep2({ endDate: '01-01-2025' }))).toEqual({
      endDate: ['Datum moet ná vanaf datum zijn'],
    });
  });
  it('requires at least 20 days or 144 hours of vacation', () => {
    expect(validateForm(sets, validStep2({ vacationAmount: '19,5' }))).toEqual({
      vacationAmount: ['Waarde moet minimaal 20 zijn'],
    });
    const hours = validStep2({ vacationType: 'hours_per_year', vacationAmount: '143,99' });
    expect(validateForm(sets, hours)).toEqual({ vacationAmount: ['Waarde moet minimaal 144 zijn'] });
    expect(validateForm(sets, { ...hours, vacationAmount: '144' })).toEqual({});
  });
  it("raises the vacation minimum to the cao's value in the same unit only", () => {
    const withCao = step2RuleSets({ cao: generousCao });
    expect(validateForm(withCao, validStep2({ vacationAmount: '24', vacationAllowance: '8,33' }))).toEqual({
      vacationAmount: ['Waarde moet minimaal 25 zijn'],
    });
    expect(validateForm(withCao, validStep2({ vacationAmount: '25', vacationAllowance: '8,33' }))).toEqual(
      {},
    );
    const hours = validStep2({
      vacationType: 'hours_per_year',
      vacationAmount: '144',
      vacationAllowance: '8,33',
    });
    expect(validateForm(withCao, hours)).toEqual({});
  });
  it("requires a holiday allowance of at least 8, or the cao's higher value", () => {
    expect(validateForm(sets, validStep2({ vacationAllowance: '7,99' }))).toEqual({
      vacationAllowance: ['Waarde moet minimaal 8 zijn'],
    });
    expect(
      validateForm(step2RuleSets({ cao: generousCao }), validStep2({ vacationAllowance: '8,32' })),
    ).toEqual({
      vacationAllowance: ['Waarde moet minimaal 8,33 zijn'],
    });
  });
  it('refuses step-2 numbers that read two ways, and compares a cao minimum with three decimals as a decimal', () => {
    expect(validateForm(sets, validStep2({ vacationAmount: '1.250', vacationAllowance: '8.333' }))).toEqual({
      vacationAmount: ['1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250'],
      vacationAllowance: ['8.333 is op twee manieren te lezen, als 8333 of als 8,333: schrijf 8333 of 8,333'],
    });
    const caoOfAnEighth = { ...generousCao, vacation_allowance: '8.125' };
    expect(
      validateForm(step2RuleSets({ cao: caoOfAnEighth }), validStep2({ vacationAllowance: '8,12' })),
    ).toEqual({
      vacationAllowance: ['Waarde moet minimaal 8,125 zijn'],
    });
  });
  it('rejects text for numbers', () => {
    expect(validateForm(sets, validStep2({ vacationAmount: 'veel', vacationAllowance: '' }))).toEqual({
      vacationAmount: ['Vul een geldig getal in'],
      vacationAllowance: ['Veld is vereist'],
    });
  });
  it('ignores the year-end bonus amount and comment while the type is Geen', () => {
    const form = validStep2({ yearEndBonusAmount: 'x', yearEndBonusComment: '' });
    expect(validateForm(sets, form)).toEqual({});
    expect(isRequired(sets.yearEndBonusComment!, form)).toBe(false);
  });
  it("requires a year-end amount of at least the cao's value and a comment of at most 600 otherwise", () => {
    const withCao = step2RuleSets({ cao: generousCao });
    const form = validStep2({
      vacationAllowance: '8,33',
      yearEndBonusType: 'percentage',
      yearEndBonusAmount: '4,49',
      yearEndBonusComment: '',
    });
    expect(isRequired(withCao.yearEndBonusComment!, form)).toBe(true);
    expect(validateForm(withCao, form)).toEqual({
      yearEndBonusAmount: ['Waarde moet minimaal 4,5 zijn'],
      yearEndBonusComment: ['Veld is vereist'],
    });
    expect(validateForm(withCao, { ...form, yearEndBonusComment: 'x'.repeat(601) })).toMatchObject({
      yearEndBonusComment: ['Maximaal 600 karakters'],
    });
    expect(
      validateForm(withCao, { ...form, yearEndBonusAmount: '4,50', yearEndBonusComment: 'x'.repeat(600) }),
    ).toEqual({});
  });
});

describe('oneOffBonusRuleSets', () => {
  const bonus = {
    description: 'Eenmalige uitkering',
    bonusDate: '01-06-2025',
    bonusType: 'amount' as const,
    amount: '250',
  };
  it('accepts a complete bonus', () => {
    expect(validateForm(oneOffBonusRuleSets, bonus)).toEqual({});
  });
  it('requires a description of at most 100, a date and a numeric amount', () => {
    expect(
      validateForm(oneOffBonusRuleSets, { ...bonus, description: '', bonusDate: '1-13-2025', amount: 'x' }),
    ).toEqual({
      description: ['Veld is vereist'],
      bonusDate: ['Geldige datum vereist (DD-MM-YYYY)'],
      amount: ['Vul een geldig getal in'],
    });
    expect(validateForm(oneOffBonusRuleSets, { ...bonus, description: 'd'.repeat(101) })).toEqual({
      description: ['Maximaal 100 karakters'],
    });
  });
});

describe('validateStep2', () => {
  it('names the failing fields of one-off bonuses by their index', () => {
    const form = validStep2({
      oneOffBonuses: [
        { description: 'Goed', bonusDate: '01-06-2025', bonusType: 'percentage', amount: '1' },
        { description: '', bonusDate: '01-06-2025', bonusType: 'percentage', amount: '1' },
      ],
    });
    expect(validateStep2(form, { cao: null })).toEqual({
      'oneOffBonuses.1.description': ['Veld is vereist'],
    });
    expect(validateStep2(validStep2(), { cao: null })).toEqual({});
  });
});

describe('roundingDecimalsRuleSet', () => {
  it('accepts 0 to 100', () => {
    expect(validateField(roundingDecimalsRuleSet, '0', {})).toBeNull();
    expect(validateField(roundingDecimalsRuleSet, '100', {})).toBeNull();
  });
  it('rejects text, below 0 and above 100', () => {
    expect(validateField(roundingDecimalsRuleSet, 'twee', {})).toBe('Vul een geldig getal in');
    expect(validateField(roundingDecimalsRuleSet, '-1', {})).toBe('Waarde moet minimaal 0 zijn');
    expect(validateField(roundingDecimalsRuleSet, '101', {})).toBe('Waarde moet maximaal 100 zijn');
  });
});

describe('step9RuleSets', () => {
  const form = {
    agreedToTerms: true,
    followSalaryTables: 1 as const,
    firstName: 'Jan',
    lastName: 'de Vries',
  };
  const own = step9RuleSets({ basedOnCao: true, isProposal: false });
  it('accepts a signed form', () => {
    expect(validateForm(own, form)).toEqual({});
    expect(validateForm(own, { ...form, followSalaryTables: 0 })).toEqual({});
  });
  it('requires names within 127 and 128 characters and the terms ticked', () => {
    expect(validateForm(own, { ...form, firstName: '', lastName: '', agreedToTerms: false })).toEqual({
      firstName: ['Veld is vereist'],
      lastName: ['Veld is vereist'],
      agreedToTerms: ['Veld is vereist'],
    });
    expect(validateForm(own, { ...form, firstName: 'f'.repeat(128), lastName: 'l'.repeat(129) })).toEqual({
      firstName: ['Maximaal 127 karakters'],
      lastName: ['Maximaal 128 karakters'],
    });
    expect(validateForm(own, { ...form, firstName: 'f'.repeat(127), lastName: 'l'.repeat(128) })).toEqual({});
  });
  it('requires Ja or Nee on following salary tables only for a cao-based scheme that is not a proposal', () => {
    const unanswered = { ...form, followSalaryTables: null };
    expect(validateForm(own, unanswered)).toEqual({ followSalaryTables: ['Veld is vereist'] });
    expect(isRequired(own.followSalaryTables!)).toBe(true);
    const proposal = step9RuleSets({ basedOnCao: true, isProposal: true });
    expect(validateForm(proposal, unanswered)).toEqual({});
    expect(isRequired(proposal.followSalaryTables!)).toBe(false);
    expect(validateForm(step9RuleSets({ basedOnCao: false, isProposal: false }), unanswered)).toEqual({});
  });
});

describe('periodicIncreaseRuleSets', () => {
  const answers: PeriodicIncreaseAnswers = {
    type: 'mandatory_periodical',
    trigger_date: '01-01',
    required_time: '12',
    required_time_type: 'months',
    measurement_type: 'calendar',
    date_required_time_interaction: 'both',
  };
  it('accepts complete answers', () => {
    expect(validateForm(periodicIncreaseRuleSets, answers)).toEqual({});
  });
  it('requires every answer and a numeric quantity', () => {
    const empty = { ...answers, type: null, measurement_type: null, required_time: 'een jaar' };
    expect(validateForm(periodicIncreaseRuleSets, empty)).toEqual({
      type: ['Veld is vereist'],
      measurement_type: ['Veld is vereist'],
      required_time: ['Vul een geldig getal in'],
    });
  });
  it('refuses a quantity that is not a whole number of at least 0, as it is saved', () => {
    expect(validateForm(periodicIncreaseRuleSets, { ...answers, required_time: '12,5' })).toEqual({
      required_time: ['Vul een geldig getal in'],
    });
    expect(validateForm(periodicIncreaseRuleSets, { ...answers, required_time: '-1' })).toEqual({
      required_time: ['Waarde moet minimaal 0 zijn'],
    });
    expect(validateForm(periodicIncreaseRuleSets, { ...answers, required_time: '6,0' })).toEqual({});
  });
  it('does not ask what the chosen interaction does not use', () => {
    const onlyTime = { ...answers, date_required_time_interaction: 'required_time', trigger_date: null };
    expect(validateForm(periodicIncreaseRuleSets, onlyTime)).toEqual({});
    const onlyDate = { ...answers, date_required_time_interaction: 'trigger_date', required_time: null };
    expect(validateForm(periodicIncreaseRuleSets, { ...onlyDate, required_time_type: null })).toEqual({});
    expect(validateForm(periodicIncreaseRuleSets, { ...onlyTime, required_time: '' })).toEqual({
      required_time: ['Veld is vereist'],
    });
  });
});
