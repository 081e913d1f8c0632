import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../rules/index.js';
import { wizardErrorList } from '../rules/wizard-errors.js';
import {
  CAO_LOADING_MESSAGE,
  completeStep,
  emptyStep2Form,
  stepIssues,
  wizardForms,
  wizardPayload,
  wizardSchemeContent,
} from './complete-step.js';
import { emptyWizardState, type WizardState } from './state.js';
import { fixtureCao } from './test-cao.js';
import { filledState, salaryTable } from './test-states.js';
import { chooseCao } from './transitions.js';

const cao = fixtureCao();
const none = { cao: null };

function caoChosen(): WizardState {
  return chooseCao({ ...emptyWizardState(), step1: { usesCao: 1, withEmployersOrganisation: false } }, cao);
}

describe('completeStep: step 1', () => {
  it('refuses without a choice and goes to step 2 with its defaults once chosen', () => {
    const refused = completeStep(emptyWizardState(), 1, none);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((found) => found.field)).toContain('usesCao');

    const own = { ...emptyWizardState(), step1: { usesCao: 0 as const, withEmployersOrganisation: false } };
    const done = completeStep(own, 1, none);
    expect(done).toEqual({ ok: true, state: { ...own, step2: emptyStep2Form() }, destination: 2 });
  });
});

describe('completeStep: step 2', () => {
  it('seeds the cao’s tables, each with the cao’s wages as its original, when there are none yet', () => {
    const state = {
      ...caoChosen(),
      step2: { ...caoChosen().step2!, endDate: '31-12-2026', yearEndBonusComment: 'In december' },
    };
    const done = completeStep(state, 2, { cao });
    if (!done.ok) throw new Error(wizardErrorList(done.issues).messages.join('\n'));
    expect(done.destination).toBe(3);
    expect(done.state.salaryTables.map((table) => table.name)).toEqual(
      cao.salary_tables.map((table) => table.name),
    );
    expect(done.state.salaryTables[0]?.originalFullTable).toEqual(cao.salary_tables[0]?.full_table);
    // Tables the user already has are kept.
    const kept = completeStep({ ...state, salaryTables: [salaryTable()] }, 2, { cao });
    expect(kept.ok && kept.state.salaryTables.map((table) => table.name)).toEqual(['Loontabel A']);
  });

  it('refuses a vacation below the cao’s, naming the field, and waits for a cao still loading', () => {
    const state = caoChosen();
    const low = {
      ...state,
      step2: {
        ...state.step2!,
        vacationAmount: '1',
        endDate: '31-12-2026',
        yearEndBonusComment: 'In december',
      },
    };
    const refused = completeStep(low, 2, { cao });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues.map((found) => found.field)).toEqual(['vacationAmount']);

    const loading = completeStep({ ...low, step2: { ...low.step2, vacationAmount: '200' } }, 2, none);
    expect(loading.ok).toBe(false);
    if (!loading.ok) expect(loading.issues.map((found) => found.message)).toEqual([CAO_LOADING_MESSAGE]);
  });

  it('asks for a cao when the scheme follows one and none is chosen', () => {
    const state = { ...emptyWizardState(), step1: { usesCao: 1 as const, withEmployersOrganisation: false } };
    const issues = stepIssues({ ...state, step2: emptyStep2Form() }, 2, none);
    expect(issues.find((found) => found.field === 'caoId')?.message).toBe(MESSAGES.caoMissing);
  });
});

describe('completeStep: steps 3 to 9', () => {
  it('names the table of a wage below zero in step 4 and keeps the user there', () => {
    const table = { ...salaryTable(), originalFullTable: null, fullTable: { null: { A: { '0': '-5' } } } };
    const refused = completeStep({ ...filledState(), salaryTables: [table] }, 4, none);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(wizardErrorList(refused.issues)).toEqual({
        messages: ['In loontabel Loontabel A: Waarde moet groter dan 0 zijn'],
        invalidTabs: ['Loontabel A'],
      });
  });

  it('records steps 3 to 5 as done and walks on to 9, then to the save', () => {
    let state: WizardState = { ...filledState(), step3Done: false, step4Done: false, step5Done: false };
    for (const step of [3, 4, 5, 6, 7, 8] as const) {
      const done = completeStep(state, step, { cao });
      if (!done.ok) throw new Error(`${step}: ${wizardErrorList(done.issues).messages.join(', ')}`);
      expect(done.destination).toBe(step + 1);
      state = done.state;
    }
    expect([state.step3Done, state.step4Done, state.step5Done]).toEqual([true, true, true]);
    const unsigned = completeStep(state, 9, { cao });
    expect(unsigned.ok).toBe(false);
    if (!unsigned.ok)
      expect(unsigned.issues.map((found) => found.field)).toEqual([
        'firstName',
        'lastName',
        'agreedToTerms',
        'followSalaryTables',
      ]);
    const signed = {
      ...state,
      step9: { agreedToTerms: true, followSalaryTables: 1 as const, firstName: 'Jan', lastName: 'de Vries' },
    };
    expect(completeStep(signed, 9, { cao })).toMatchObject({ ok: true, destination: 'save' });
  });

  it('does not ask an agency’s proposal whether to follow the cao’s tables', () => {
    const proposal = {
      ...filledState(),
      proposalInlenerId: 5,
      step9: { agreedToTerms: true, followSalaryTables: null, firstName: 'Jan', lastName: 'de Vries' },
    };
    expect(stepIssues(proposal, 9, none)).toEqual([]);
  });
});

describe('wizardForms and wizardPayload', () => {
  it('starts step 7 from the chosen cao’s text, which is also what Reset restores', () => {
    const state = caoChosen();
    expect(wizardForms(state, { cao }).step7).toEqual({
      caoText: cao.cao_text,
      originalCaoText: cao.cao_text,
    });
    expect(wizardForms(state, none).step7).toEqual({ caoText: '', originalCaoText: null });
  });

  it('sends the edited scheme’s id and the version the edit started from', () => {
    const state = {
      ...filledState(),
      inlenerCaoId: 42,
      expectedVersion: 3,
      step9: { agreedToTerms: true, followSalaryTables: 1 as const, firstName: 'Jan', lastName: 'de Vries' },
    };
    const payload = wizardPayload(state, none);
    expect(payload).toMatchObject({
      inlener_cao_id: 42,
      expected_version: 3,
      signed_fullname: 'Jan de Vries',
    });
    expect(payload.salary_tables[0]?.full_table).toEqual({ null: { A: { '0': '15.52' } } });
  });

  it('gives step 8 what the scheme will hold once saved, in the shape a saved scheme has, without a signer', () => {
    const state = filledState();
    const content = wizardSchemeContent(state, none);
    const payload = wizardPayload(state, none);
    expect(content).toMatchObject({
      duration_start: payload.duration_start,
      vacation_time_amount: payload.vacation_amount,
      werksoorts: payload.werksoorten,
      timesheet_overtime_interaction: payload.bonus_combination ?? 'Geen',
      signed_fullname: '',
      salary_tables: payload.salary_tables,
    });
    expect(content).not.toHaveProperty('id');
  });
});
