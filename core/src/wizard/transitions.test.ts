import { describe, expect, it } from 'vitest';
import { emptyWizardState, furthestReachableStep, type WizardState } from './state.js';
import { filledState, salaryTable } from './test-states.js';
import {
  changeCaoOrRecord,
  changeUsesCao,
  chooseCao,
  chooseOwnScheme,
  clearStepsFrom,
  completeTableStep,
  startFresh,
  startProposal,
  step2FromCao,
  toFormDecimal,
  type CaoStep2Source,
} from './transitions.js';

const schoonmaak: CaoStep2Source = {
  id: 12,
  duration_start: '2025-01-01',
  duration_end: '2026-12-31',
  vacation_time_type: 'hours_per_year',
  vacation_time_amount: '184.8',
  vacation_allowance: '8.33',
  year_end_bonus_type: 'percentage',
  year_end_bonus_amount: '2.5',
  one_off_bonuses: [
    { description: 'Eenmalige uitkering', bonus_date: '2025-12-01', bonus_type: 'amount', amount: '250.00' },
  ],
};

function withLinksAndProposal(state: WizardState): WizardState {
  return {
    ...state,
    proposalInlenerId: 3,
    inlenerCaoId: 40,
    koppelingen: [{ kvk_nr: '68750110', handelsnaam: 'Uitzendbureau BV', contact_email: 'plan@uitzend.nl' }],
  };
}

describe('toFormDecimal', () => {
  it('writes a wire decimal with a decimal comma', () => {
    expect(toFormDecimal('8.33')).toBe('8,33');
    expect(toFormDecimal('20')).toBe('20');
  });
});

describe('clearStepsFrom', () => {
  it('clears step 2 and everything after it, including the tables', () => {
    const state = clearStepsFrom(withLinksAndProposal(filledState()), 2);
    expect(state.step2).toBeNull();
    expect(state.salaryTables).toEqual([]);
    expect([state.step3Done, state.step4Done, state.step5Done]).toEqual([false, false, false]);
    expect([state.step6, state.step7, state.step9]).toEqual([null, null, null]);
  });
  it('keeps step 1, the proposal, the edited scheme and the links', () => {
    const before = withLinksAndProposal(filledState());
    const state = clearStepsFrom(before, 2);
    expect(state.step1).toEqual(before.step1);
    expect(state.proposalInlenerId).toBe(3);
    expect(state.inlenerCaoId).toBe(40);
    expect(state.koppelingen).toHaveLength(1);
  });
  it('keeps the steps before the given one', () => {
    const state = clearStepsFrom(filledState(), 6);
    expect(state.salaryTables).toHaveLength(1);
    expect(state.step5Done).toBe(true);
    expect(state.step6).toBeNull();
  });
});

describe('changeUsesCao', () => {
  it('clears steps 2 to 9 when the choice changes', () => {
    const state = changeUsesCao(filledState(), 0);
    expect(state.step1).toEqual({ usesCao: 0, withEmployersOrganisation: false });
    expect(state.step2).toBeNull();
    expect(state.salaryTables).toEqual([]);
    expect(furthestReachableStep(state)).toBe(2);
  });
  it('changes nothing when the same choice is made again', () => {
    const before = filledState();
    expect(changeUsesCao(before, 1)).toBe(before);
  });
  it('records the first choice on an empty wizard', () => {
    expect(changeUsesCao(emptyWizardState(), 1).step1).toEqual({
      usesCao: 1,
      withEmployersOrganisation: false,
    });
  });
  it('keeps the employers-organisation tick only with a cao', () => {
    const ownScheme = {
      ...emptyWizardState(),
      step1: { usesCao: 0 as const, withEmployersOrganisation: true },
    };
    expect(changeUsesCao(ownScheme, 1).step1?.withEmployersOrganisation).toBe(true);
    expect(changeUsesCao(filledState(), 0).step1?.withEmployersOrganisation).toBe(false);
  });
});

describe('chooseOwnScheme', () => {
  it('empties the salary tables when no saved scheme is edited', () => {
    const ownAlready = {
      ...filledState(),
      step1: { usesCao: 0 as const, withEmployersOrganisation: false },
    };
    const state = chooseOwnScheme(ownAlready);
    expect(state.salaryTables).toEqual([]);
    expect(state.step3Done).toBe(false);
    expect(state.step2).toEqual(ownAlready.step2);
  });
  it('keeps the tables of a saved scheme that is being edited', () => {
    const editing = {
      ...filledState(),
      step1: { usesCao: 0 as const, withEmployersOrganisation: false },
      inlenerCaoId: 40,
    };
    expect(chooseOwnScheme(editing).salaryTables).toHaveLength(1);
  });
  it('clears steps 2 to 9 when switching from a cao', () => {
    const state = chooseOwnScheme(filledState());
    expect(state.step1?.usesCao).toBe(0);
    expect(state.step2).toBeNull();
  });
});

describe('changeCaoOrRecord', () => {
  it('clears steps 3 to 9 and keeps steps 1 and 2', () => {
    const before = filledState();
    const state = changeCaoOrRecord(before);
    expect(state.step1).toEqual(before.step1);
    expect(state.step2).toEqual(before.step2);
    expect(state.salaryTables).toEqual([]);
    expect([state.step6, state.step7]).toEqual([null, null]);
    expect(furthestReachableStep(state)).toBe(3);
  });
});

describe('step2FromCao', () => {
  it('fills step 2 with the cao values as the user would type them', () => {
    expect(step2FromCao(schoonmaak)).toEqual({
      caoId: 12,
      startDate: '01-01-2025',
      endDate: '31-12-2026',
      vacationType: 'hours_per_year',
      vacationAmount: '184,8',
      vacationAllowance: '8,33',
      yearEndBonusType: 'percentage',
      yearEndBonusAmount: '2,5',
      yearEndBonusComment: '',
      oneOffBonuses: [
        {
          description: 'Eenmalige uitkering',
          bonusDate: '01-12-2025',
          bonusType: 'amount',
          amount: '250,00',
        },
      ],
    });
  });
  it('leaves the end date empty for a cao without one', () => {
    expect(step2FromCao({ ...schoonmaak, duration_end: null }).endDate).toBe('');
  });
});

describe('chooseCao', () => {
  it('resets step 2 from the cao and clears step 7', () => {
    const before = {
      ...filledState(),
      step2: { ...filledState().step2!, caoId: 12, vacationAmount: '30', yearEndBonusComment: 'Eigen' },
    };
    const state = chooseCao(before, schoonmaak);
    expect(state.step2).toEqual(step2FromCao(schoonmaak));
    expect(state.step7).toBeNull();
  });
  it('keeps the tables when the same cao is chosen again', () => {
    const before = { ...filledState(), step2: { ...filledState().step2!, caoId: 12 } };
    const state = chooseCao(before, schoonmaak);
    expect(state.salaryTables).toHaveLength(1);
    expect(state.step6).toEqual(before.step6);
  });
  it('clears steps 3 to 9 as well when another cao is chosen', () => {
    const state = chooseCao(filledState(), schoonmaak);
    expect(state.step2?.caoId).toBe(12);
    expect(state.salaryTables).toEqual([]);
    expect(state.step6).toBeNull();
  });
  it('fills an empty step 2', () => {
    const state = chooseCao(changeUsesCao(emptyWizardState(), 1), schoonmaak);
    expect(state.step2?.caoId).toBe(12);
    expect(furthestReachableStep(state)).toBe(3);
  });
});

describe('completeTableStep', () => {
  it('marks steps 3, 4 and 5 as completed one by one', () => {
    const start = {
      ...chooseCao(changeUsesCao(emptyWizardState(), 1), schoonmaak),
      salaryTables: [salaryTable()],
    };
    const afterTables = completeTableStep(start, 3);
    expect(furthestReachableStep(afterTables)).toBe(4);
    expect(furthestReachableStep(completeTableStep(afterTables, 4))).toBe(5);
    expect(completeTableStep(start, 5).step5Done).toBe(true);
  });
});

describe('startFresh', () => {
  it('clears everything, including the proposal, the edited scheme and the links', () => {
    const result = startFresh(withLinksAndProposal(filledState()));
    expect(result.state).toEqual(emptyWizardState());
  });
  it('asks for confirmation only when a draft exists', () => {
    expect(startFresh(filledState()).needsConfirmation).toBe(true);
    expect(startFresh(emptyWizardState()).needsConfirmation).toBe(false);
  });
  it('goes to the short wizard', () => {
    expect(startFresh(emptyWizardState()).destination).toEqual({
      kind: 'route',
      name: 'start-wizard',
      params: {},
      query: {},
    });
  });
});

describe('startProposal', () => {
  it('clears the forms and tables and records the hirer', () => {
    const state = startProposal(17);
    expect(state).toEqual({ ...emptyWizardState(), proposalInlenerId: 17 });
  });
  it('records the arrangement being amended', () => {
    expect(startProposal(17, 40).inlenerCaoId).toBe(40);
  });
});
