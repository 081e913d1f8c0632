import { describe, expect, it } from 'vitest';
import type { Step2Form } from '../schemas/forms.js';
import { loadNewCaoVersion } from './new-cao-version.js';
import { emptyWizardState, type WizardState } from './state.js';
import { filledState } from './test-states.js';
import { step2FromCao, type CaoStep2Source } from './transitions.js';

const newVersion: CaoStep2Source = {
  id: 21,
  duration_start: '2026-01-01',
  duration_end: null,
  vacation_time_type: 'days_per_year',
  vacation_time_amount: '20',
  vacation_allowance: '8',
  year_end_bonus_type: 'Geen',
  year_end_bonus_amount: '0',
  one_off_bonuses: [],
};

function withStep2(changes: Partial<Step2Form>): WizardState {
  const state = filledState();
  return { ...state, step2: { ...state.step2!, ...changes } };
}

describe('loadNewCaoVersion', () => {
  it('points step 2 at the new cao and keeps values that meet the minimums', () => {
    const state = loadNewCaoVersion(
      withStep2({ vacationAmount: '25', vacationAllowance: '8,5' }),
      newVersion,
    );
    expect(state.step2?.caoId).toBe(21);
    expect(state.step2?.vacationAmount).toBe('25');
    expect(state.step2?.vacationAllowance).toBe('8,5');
    expect(state.step2?.startDate).toBe('01-01-2025');
  });
  it('raises vacation days to 20 and the allowance to 8', () => {
    const state = loadNewCaoVersion(
      withStep2({ vacationAmount: '19,5', vacationAllowance: '7,99' }),
      newVersion,
    );
    expect(state.step2?.vacationAmount).toBe('20');
    expect(state.step2?.vacationAllowance).toBe('8');
  });
  it('raises vacation hours to 144', () => {
    const state = loadNewCaoVersion(
      withStep2({ vacationType: 'hours_per_year', vacationAmount: '143,99' }),
      newVersion,
    );
    expect(state.step2?.vacationAmount).toBe('144');
  });
  it("raises to the cao's values when they are higher than the statutory ones", () => {
    const generous = { ...newVersion, vacation_time_amount: '25.5', vacation_allowance: '8.33' };
    const state = loadNewCaoVersion(withStep2({ vacationAmount: '25', vacationAllowance: '8' }), generous);
    expect(state.step2?.vacationAmount).toBe('25,5');
    expect(state.step2?.vacationAllowance).toBe('8,33');
  });
  it("ignores the cao's vacation value when it counts in another unit", () => {
    const inHours = {
      ...newVersion,
      vacation_time_type: 'hours_per_year' as const,
      vacation_time_amount: '200',
    };
    expect(loadNewCaoVersion(withStep2({ vacationAmount: '21' }), inHours).step2?.vacationAmount).toBe('21');
  });
  it('compares decimals exactly, so equal values with other notation stay', () => {
    const state = loadNewCaoVersion(
      withStep2({ vacationAmount: '20,00', vacationAllowance: '8.0' }),
      newVersion,
    );
    expect(state.step2?.vacationAmount).toBe('20,00');
    expect(state.step2?.vacationAllowance).toBe('8.0');
  });
  it('raises empty or unreadable values', () => {
    const state = loadNewCaoVersion(withStep2({ vacationAmount: '', vacationAllowance: 'acht' }), newVersion);
    expect(state.step2?.vacationAmount).toBe('20');
    expect(state.step2?.vacationAllowance).toBe('8');
  });
  it('raises a year-end bonus of the new cao’s kind to the new cao’s, and leaves another kind alone', () => {
    const generous = {
      ...newVersion,
      year_end_bonus_type: 'percentage' as const,
      year_end_bonus_amount: '2.5',
    };
    const raised = loadNewCaoVersion(
      withStep2({ yearEndBonusType: 'percentage', yearEndBonusAmount: '2' }),
      generous,
    );
    expect(raised.step2?.yearEndBonusAmount).toBe('2,5');
    const kept = loadNewCaoVersion(
      withStep2({ yearEndBonusType: 'percentage', yearEndBonusAmount: '3' }),
      generous,
    );
    expect(kept.step2?.yearEndBonusAmount).toBe('3');
    const amount = loadNewCaoVersion(
      withStep2({ yearEndBonusType: 'amount', yearEndBonusAmount: '100' }),
      generous,
    );
    expect(amount.step2?.yearEndBonusAmount).toBe('100');
  });
  it('keeps a value that reads two ways as typed, for step 2 to ask which it is', () => {
    const state = loadNewCaoVersion(withStep2({ vacationAllowance: '8.333' }), newVersion);
    expect(state.step2?.vacationAllowance).toBe('8.333');
  });
  it('keeps the later steps', () => {
    const before = filledState();
    const state = loadNewCaoVersion(before, newVersion);
    expect(state.salaryTables).toBe(before.salaryTables);
    expect(state.step6).toBe(before.step6);
  });
  it('fills step 2 from the cao when it was still empty', () => {
    expect(loadNewCaoVersion(emptyWizardState(), newVersion).step2).toEqual(step2FromCao(newVersion));
  });
});
