import { describe, expect, it } from 'vitest';
import { CREATE_SCHEME_PERMISSION, canEditSchemes } from './destination.js';
import {
  emptyWizardState,
  furthestReachableStep,
  hasDraft,
  isStepFilled,
  reachableStep,
  wizardGuard,
  wizardStateSchema,
  type WizardState,
} from './state.js';
import { filledState } from './test-states.js';

const PERMISSIONS = [CREATE_SCHEME_PERMISSION];

/** The filled wizard with the steps from `step` on emptied again. */
function filledUpTo(step: number): WizardState {
  const state = filledState();
  return {
    ...state,
    step1: step > 1 ? state.step1 : null,
    step2: step > 2 ? state.step2 : null,
    step3Done: step > 3,
    step4Done: step > 4,
    step5Done: step > 5,
    step6: step > 6 ? state.step6 : null,
    step7: step > 7 ? state.step7 : null,
  };
}

describe('isStepFilled', () => {
  it('sees every step of a completed wizard up to 7 as filled, and step 8 always', () => {
    const state = filledState();
    for (const step of [1, 2, 3, 4, 5, 6, 7, 8] as const) expect(isStepFilled(state, step)).toBe(true);
    expect(isStepFilled(emptyWizardState(), 8)).toBe(true);
  });
  it('needs a choice on step 1', () => {
    expect(
      isStepFilled({ ...filledState(), step1: { usesCao: null, withEmployersOrganisation: false } }, 1),
    ).toBe(false);
    expect(isStepFilled(emptyWizardState(), 1)).toBe(false);
  });
  it('needs a cao on step 2 when a cao is used, but not for an own scheme', () => {
    const state = filledState();
    const withoutCao = { ...state, step2: { ...state.step2!, caoId: null } };
    expect(isStepFilled(withoutCao, 2)).toBe(false);
    expect(isStepFilled({ ...withoutCao, step1: { usesCao: 0, withEmployersOrganisation: false } }, 2)).toBe(
      true,
    );
  });
  it('needs step 3 completed with at least one table', () => {
    expect(isStepFilled({ ...filledState(), salaryTables: [] }, 3)).toBe(false);
    expect(isStepFilled({ ...filledState(), step3Done: false }, 3)).toBe(false);
  });
  it('needs steps 4 and 5 completed', () => {
    expect(isStepFilled({ ...filledState(), step4Done: false }, 4)).toBe(false);
    expect(isStepFilled({ ...filledState(), step5Done: false }, 5)).toBe(false);
  });
  it('needs the samenloop answer on step 6', () => {
    const state = filledState();
    expect(isStepFilled({ ...state, step6: { ...state.step6!, bonusCombination: null } }, 6)).toBe(false);
  });
  it('needs steps 7 and 9 saved', () => {
    expect(isStepFilled({ ...filledState(), step7: null }, 7)).toBe(false);
    expect(isStepFilled(filledState(), 9)).toBe(false);
    const signed = {
      ...filledState(),
      step9: { agreedToTerms: true, followSalaryTables: 1 as const, firstName: 'Anna', lastName: 'de Vries' },
    };
    expect(isStepFilled(signed, 9)).toBe(true);
  });
});

describe('furthestReachableStep', () => {
  it('is step 1 for an empty wizard', () => {
    expect(furthestReachableStep(emptyWizardState())).toBe(1);
  });
  it('is the first step whose earlier steps are all filled', () => {
    for (const step of [1, 2, 3, 4, 5, 6, 7]) expect(furthestReachableStep(filledUpTo(step))).toBe(step);
  });
  it('opens step 9 once steps 1 to 7 are filled, step 8 being a view', () => {
    expect(furthestReachableStep(filledState())).toBe(9);
  });
  it('stops at the first gap even when later steps are filled', () => {
    expect(furthestReachableStep({ ...filledState(), step4Done: false })).toBe(4);
  });
});

describe('reachableStep', () => {
  it('shows the requested step when it is reachable', () => {
    expect(reachableStep(filledUpTo(5), 3)).toBe(3);
    expect(reachableStep(filledUpTo(5), 5)).toBe(5);
    expect(reachableStep(filledState(), 8)).toBe(8);
  });
  it('redirects to the last allowed step when the requested one is further', () => {
    expect(reachableStep(filledUpTo(3), 7)).toBe(3);
    expect(reachableStep(emptyWizardState(), 9)).toBe(1);
    expect(reachableStep(filledState(), 12)).toBe(9);
  });
  it('shows step 1 for a number below 1 or not whole', () => {
    expect(reachableStep(filledState(), 0)).toBe(1);
    expect(reachableStep(filledState(), -3)).toBe(1);
    expect(reachableStep(filledState(), 2.5)).toBe(1);
    expect(reachableStep(filledState(), Number.NaN)).toBe(1);
  });
});

describe('wizardGuard', () => {
  it('sends users without the permission to the overview', () => {
    expect(wizardGuard(filledState(), [], 3)).toEqual({
      kind: 'route',
      name: 'overview',
      params: {},
      query: {},
    });
    expect(wizardGuard(filledState(), ['customauth.change_subscription'], 1)).toMatchObject({
      name: 'overview',
    });
  });
  it('opens the reachable step by its route name', () => {
    expect(wizardGuard(filledState(), PERMISSIONS, 9)).toMatchObject({ name: 'wizard-Step9-accorderen' });
    expect(wizardGuard(filledUpTo(2), PERMISSIONS, 6)).toMatchObject({ name: 'wizard-step2-cao' });
  });
});

describe('canEditSchemes', () => {
  it('needs inleners.create_inlenerscao', () => {
    expect(canEditSchemes(['inleners.create_inlenerscao'])).toBe(true);
    expect(canEditSchemes(['inleners.view_inlenerscao'])).toBe(false);
    expect(canEditSchemes([])).toBe(false);
  });
});

describe('hasDraft', () => {
  it('is false for an empty wizard', () => {
    expect(hasDraft(emptyWizardState())).toBe(false);
  });
  it('is true as soon as anything is kept', () => {
    expect(hasDraft(filledUpTo(2))).toBe(true);
    expect(hasDraft({ ...emptyWizardState(), proposalInlenerId: 4 })).toBe(true);
    expect(hasDraft({ ...emptyWizardState(), inlenerCaoId: 9 })).toBe(true);
    expect(
      hasDraft({
        ...emptyWizardState(),
        koppelingen: [{ kvk_nr: '68750110', handelsnaam: 'Test BV', contact_email: 'a@b.nl' }],
      }),
    ).toBe(true);
  });
});

describe('wizardStateSchema', () => {
  it('accepts an empty and a filled wizard as stored', () => {
    expect(wizardStateSchema.safeParse(emptyWizardState()).success).toBe(true);
    expect(wizardStateSchema.safeParse(filledState()).success).toBe(true);
  });
  it('reads a draft stored before step 3 asked for the working hours, with none typed', () => {
    const state = filledState();
    const stored = JSON.parse(JSON.stringify(state)) as { salaryTables: Record<string, unknown>[] };
    for (const table of stored.salaryTables) delete table['hoursInWorkweek'];
    const read = wizardStateSchema.parse(stored);
    expect(read.salaryTables.map((table) => table.hoursInWorkweek)).toEqual(state.salaryTables.map(() => ''));
    expect(
      wizardStateSchema.safeParse({
        ...stored,
        salaryTables: [{ ...stored.salaryTables[0], hoursInWorkweek: 36 }],
      }).success,
    ).toBe(false);
  });
  it('refuses a stored wizard of another shape', () => {
    expect(wizardStateSchema.safeParse({ ...emptyWizardState(), step3Done: 'ja' }).success).toBe(false);
    expect(wizardStateSchema.safeParse({ step1: null }).success).toBe(false);
    expect(wizardStateSchema.safeParse(JSON.parse('null')).success).toBe(false);
  });
});
