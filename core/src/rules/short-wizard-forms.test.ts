import { describe, expect, it } from 'vitest';
import type { StartWizardForm } from '../schemas/forms.js';
import { isRequired, validateForm } from './engine.js';
import {
  startStep1RuleSets,
  startStep2RuleSets,
  startStep4RuleSets,
  startWizardJobRuleSets,
  validateStartStep2,
} from './short-wizard-forms.js';

function startForm(overrides: Partial<StartWizardForm> = {}): StartWizardForm {
  return {
    caoId: 3,
    selected: 1,
    hasJobsOption: 2,
    withEmployersOrganisation: false,
    askForHelp: null,
    helpUitlenersSubscription: null,
    agreedToTerms: true,
    firstName: 'Jan',
    lastName: 'de Vries',
    jobs: [],
    ...overrides,
  };
}

describe('startStep1RuleSets', () => {
  const none = startStep1RuleSets({ helpingAgencies: 0 });
  const one = startStep1RuleSets({ helpingAgencies: 1 });
  const several = startStep1RuleSets({ helpingAgencies: 2 });
  it('accepts option 1 with a cao, and option 2 without help on offer', () => {
    expect(validateForm(none, startForm())).toEqual({});
    expect(validateForm(none, startForm({ selected: 2, caoId: null }))).toEqual({});
  });
  it('requires an option', () => {
    expect(validateForm(none, startForm({ selected: null, caoId: null }))).toEqual({
      selected: ['Veld is vereist'],
    });
  });
  it('says Kies een cao for option 1 without a cao', () => {
    const form = startForm({ caoId: null });
    expect(validateForm(none, form)).toEqual({ caoId: ['Kies een cao'] });
    expect(isRequired(none.caoId!, form)).toBe(true);
    expect(isRequired(none.caoId!, startForm({ selected: 2 }))).toBe(false);
  });
  it('asks whether to ask for help when agencies offered it', () => {
    expect(validateForm(one, startForm({ selected: 2 }))).toEqual({ askForHelp: ['Veld is vereist'] });
    expect(validateForm(one, startForm({ selected: 2, askForHelp: 2 }))).toEqual({});
  });
  it('requires the agency only when asking for help with several agencies', () => {
    expect(validateForm(one, startForm({ selected: 2, askForHelp: 1 }))).toEqual({});
    expect(validateForm(several, startForm({ selected: 2, askForHelp: 1 }))).toEqual({
      helpUitlenersSubscription: ['Veld is vereist'],
    });
    expect(
      validateForm(several, startForm({ selected: 2, askForHelp: 1, helpUitlenersSubscription: 9 })),
    ).toEqual({});
  });
});

describe('startWizardJobRuleSets', () => {
  const job = { job_id: null, name: 'Glazenwasser', aard: null, salary_table_id: 4, minimal_payscale: 'B' };
  it('accepts a job without an aard', () => {
    expect(validateForm(startWizardJobRuleSets, job)).toEqual({});
  });
  it('requires Naam (at most 160), Loontabel and Minimumschaal', () => {
    expect(
      validateForm(startWizardJobRuleSets, {
        ...job,
        name: '',
        salary_table_id: null,
        minimal_payscale: null,
      }),
    ).toEqual({
      name: ['Veld is vereist'],
      salary_table_id: ['Veld is vereist'],
      minimal_payscale: ['Veld is vereist'],
    });
    expect(validateForm(startWizardJobRuleSets, { ...job, name: 'n'.repeat(161) })).toEqual({
      name: ['Maximaal 160 karakters'],
    });
  });
});

describe('startStep2RuleSets', () => {
  it('requires the jobs option', () => {
    expect(validateForm(startStep2RuleSets, startForm({ hasJobsOption: null }))).toEqual({
      hasJobsOption: ['Veld is vereist'],
    });
    expect(validateForm(startStep2RuleSets, startForm({ hasJobsOption: 1 }))).toEqual({});
  });
});

describe('validateStartStep2', () => {
  const badJob = { job_id: null, name: '', aard: null, salary_table_id: 4, minimal_payscale: 'B' };
  it('checks the jobs only with option 1', () => {
    expect(validateStartStep2(startForm({ hasJobsOption: 1, jobs: [badJob] }))).toEqual({
      'jobs.0.name': ['Veld is vereist'],
    });
    expect(validateStartStep2(startForm({ hasJobsOption: 2, jobs: [badJob] }))).toEqual({});
  });
});

describe('startStep4RuleSets', () => {
  it('accepts names and ticked terms', () => {
    expect(validateForm(startStep4RuleSets, startForm())).toEqual({});
  });
  it('requires names and the terms ticked', () => {
    expect(
      validateForm(
        startStep4RuleSets,
        startForm({ firstName: '', lastName: 'l'.repeat(129), agreedToTerms: false }),
      ),
    ).toEqual({
      firstName: ['Veld is vereist'],
      lastName: ['Maximaal 128 karakters'],
      agreedToTerms: ['Veld is vereist'],
    });
  });
});
