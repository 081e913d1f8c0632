import { describe, expect, it } from 'vitest';
import type { StartWizardForm } from '../schemas/forms.js';
import { startWizardFormSchema } from '../schemas/forms.js';
import { CREATE_SCHEME_PERMISSION } from './destination.js';
import {
  changeShortWizardCao,
  chooseOwnFilling,
  emptyStartWizardForm,
  setShortWizardEmployersOrganisation,
  shortWizardGuard,
  shortWizardStep1Outcome,
} from './short-wizard.js';
import { filledState } from './test-states.js';

const job = { job_id: null, name: 'Schoonmaker', aard: null, salary_table_id: 3, minimal_payscale: 'A' };
const chosen: StartWizardForm = { ...emptyStartWizardForm(), selected: 1, caoId: 12, jobs: [job] };

describe('emptyStartWizardForm', () => {
  it('is a valid stored form with nothing chosen', () => {
    const form = emptyStartWizardForm();
    expect(startWizardFormSchema.safeParse(form).success).toBe(true);
    expect(form.caoId).toBeNull();
    expect(form.jobs).toEqual([]);
  });
});

describe('changeShortWizardCao', () => {
  it('empties the job list when another cao is chosen', () => {
    const form = changeShortWizardCao(chosen, 13);
    expect(form.caoId).toBe(13);
    expect(form.jobs).toEqual([]);
  });
  it('keeps the jobs when the same cao is chosen again', () => {
    expect(changeShortWizardCao(chosen, 12)).toBe(chosen);
  });
});

describe('setShortWizardEmployersOrganisation', () => {
  it('resets the chosen cao and its jobs when ticked', () => {
    const form = setShortWizardEmployersOrganisation(chosen, true);
    expect(form.withEmployersOrganisation).toBe(true);
    expect(form.caoId).toBeNull();
    expect(form.jobs).toEqual([]);
  });
  it('keeps the cao when unticked', () => {
    const ticked = { ...chosen, withEmployersOrganisation: true };
    const form = setShortWizardEmployersOrganisation(ticked, false);
    expect(form.withEmployersOrganisation).toBe(false);
    expect(form.caoId).toBe(12);
  });
});

describe('chooseOwnFilling', () => {
  it('clears the short-wizard form and the salary tables and goes to the full wizard', () => {
    const before = { ...filledState(), startWizard: { ...emptyStartWizardForm(), selected: 2 as const } };
    const result = chooseOwnFilling(before);
    expect(result.state.startWizard).toBeNull();
    expect(result.state.salaryTables).toEqual([]);
    expect(result.state.step3Done).toBe(false);
    expect(result.state.step1).toEqual(before.step1);
    expect(result.destination).toEqual({ kind: 'route', name: 'wizard', params: {}, query: {} });
  });
});

describe('shortWizardStep1Outcome', () => {
  it('continues to step 2 with option 1 and a cao', () => {
    expect(shortWizardStep1Outcome(chosen, false)).toEqual({
      kind: 'next',
      destination: { kind: 'route', name: 'start-wizard-step2-functies', params: {}, query: {} },
    });
  });
  it('is incomplete with option 1 and no cao, or no option at all', () => {
    expect(shortWizardStep1Outcome({ ...chosen, caoId: null }, false)).toEqual({ kind: 'incomplete' });
    expect(shortWizardStep1Outcome(emptyStartWizardForm(), true)).toEqual({ kind: 'incomplete' });
  });
  it('fills in themselves with option 2 when no agency offered help', () => {
    const form = { ...emptyStartWizardForm(), selected: 2 as const };
    expect(shortWizardStep1Outcome(form, false)).toEqual({ kind: 'own-filling' });
  });
  it('fills in themselves with option 2 and askForHelp 2', () => {
    const form = { ...emptyStartWizardForm(), selected: 2 as const, askForHelp: 2 as const };
    expect(shortWizardStep1Outcome(form, true)).toEqual({ kind: 'own-filling' });
  });
  it('asks to confirm the help request with askForHelp 1 and an agency chosen', () => {
    const form = {
      ...emptyStartWizardForm(),
      selected: 2 as const,
      askForHelp: 1 as const,
      helpUitlenersSubscription: 5,
    };
    expect(shortWizardStep1Outcome(form, true)).toEqual({ kind: 'confirm-help-request' });
  });
  it('is incomplete when help is offered but not answered, or no agency is chosen', () => {
    const form = { ...emptyStartWizardForm(), selected: 2 as const };
    expect(shortWizardStep1Outcome(form, true)).toEqual({ kind: 'incomplete' });
    expect(shortWizardStep1Outcome({ ...form, askForHelp: 1 }, true)).toEqual({ kind: 'incomplete' });
  });
});

describe('shortWizardGuard', () => {
  const permissions = [CREATE_SCHEME_PERMISSION];
  it('sends users without the permission to the overview', () => {
    expect(shortWizardGuard(chosen, [], 2)).toMatchObject({ name: 'overview' });
  });
  it('opens any step once a cao is chosen', () => {
    expect(shortWizardGuard(chosen, permissions, 3)).toMatchObject({
      name: 'start-wizard-step3-cao-overzicht',
    });
    expect(shortWizardGuard(chosen, permissions, 4)).toMatchObject({ name: 'start-wizard-step4-accorderen' });
  });
  it('shows step 1 for a later step without a cao', () => {
    expect(shortWizardGuard(emptyStartWizardForm(), permissions, 2)).toMatchObject({
      name: 'start-wizard-step1-cao',
    });
    expect(shortWizardGuard(null, permissions, 4)).toMatchObject({ name: 'start-wizard-step1-cao' });
  });
  it('clamps requests outside 1 to 4', () => {
    expect(shortWizardGuard(chosen, permissions, 9)).toMatchObject({ name: 'start-wizard-step4-accorderen' });
    expect(shortWizardGuard(chosen, permissions, 0)).toMatchObject({ name: 'start-wizard-step1-cao' });
    expect(shortWizardGuard(chosen, permissions, 1.5)).toMatchObject({ name: 'start-wizard-step1-cao' });
  });
  it('needs nothing for step 1', () => {
    expect(shortWizardGuard(emptyStartWizardForm(), permissions, 1)).toMatchObject({
      name: 'start-wizard-step1-cao',
    });
  });
});
