import { describe, expect, it } from 'vitest';
import type { StartWizardForm } from '../schemas/forms.js';
import { startWizardFormSchema } from '../schemas/forms.js';
import { CREATE_SCHEME_PERMISSION } from './destination.js';
import {
  aardLabel,
  addShortWizardJob,
  askedHelpAgency,
  caoJobRows,
  caoTableLabel,
  shortWizardForNewCaoVersion,
  changeShortWizardCao,
  changeShortWizardJob,
  chosenHelpAgency,
  emptyShortWizardJob,
  helpingAgencies,
  removeShortWizardJob,
  setShortWizardAskForHelp,
  setShortWizardJobsOption,
  chooseOwnFilling,
  emptyStartWizardForm,
  setShortWizardEmployersOrganisation,
  shortWizardGuard,
  shortWizardStep1Outcome,
} from './short-wizard.js';
import { filledState } from './test-states.js';
import { fixtureCao } from './test-cao.js';

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

describe('step 2 job rows', () => {
  it('adds one empty row when option 1 is chosen without jobs, and keeps the rows with option 2', () => {
    const none = { ...emptyStartWizardForm(), caoId: 12 };
    const one = setShortWizardJobsOption(none, 1);
    expect(one.jobs).toEqual([emptyShortWizardJob()]);
    expect(setShortWizardJobsOption(chosen, 1).jobs).toEqual([job]);
    const all = setShortWizardJobsOption(chosen, 2);
    expect(all.hasJobsOption).toBe(2);
    expect(all.jobs).toEqual([job]);
  });

  it('adds, changes and removes rows without touching the given form', () => {
    const two = addShortWizardJob(chosen);
    expect(two.jobs).toHaveLength(2);
    const named = changeShortWizardJob(two, 1, { name: 'Glazenwasser' });
    expect(named.jobs[1]?.name).toBe('Glazenwasser');
    expect(two.jobs[1]?.name).toBe('');
    expect(removeShortWizardJob(named, 0).jobs.map((row) => row.name)).toEqual(['Glazenwasser']);
  });

  it('clears the minimum payscale when another table is chosen, and keeps it for the same table', () => {
    const other = changeShortWizardJob(chosen, 0, { salary_table_id: 4 });
    expect(other.jobs[0]).toMatchObject({ salary_table_id: 4, minimal_payscale: null });
    const same = changeShortWizardJob(chosen, 0, { salary_table_id: 3 });
    expect(same.jobs[0]?.minimal_payscale).toBe('A');
    const both = changeShortWizardJob(chosen, 0, { salary_table_id: 4, minimal_payscale: 'B' });
    expect(both.jobs[0]?.minimal_payscale).toBe('B');
  });
});

describe('help from agencies', () => {
  const agency = (subscription: number, offers: boolean) => ({
    subscription,
    company_name: `Uitlener ${subscription}`,
    email: `u${subscription}@example.nl`,
    proposals_enabled: offers,
    kvk_nr: '12345678',
  });
  const form = { ...emptyStartWizardForm(), selected: 2 as const };

  it('counts only the invitations that offer help', () => {
    expect(helpingAgencies([agency(1, true), agency(2, false)]).map((a) => a.subscription)).toEqual([1]);
  });

  it('picks the only agency when asking, and leaves the choice to the user with several', () => {
    const one = setShortWizardAskForHelp(form, 1, [agency(7, true)]);
    expect(one).toMatchObject({ askForHelp: 1, helpUitlenersSubscription: 7 });
    const several = setShortWizardAskForHelp(form, 1, [agency(7, true), agency(8, true)]);
    expect(several.helpUitlenersSubscription).toBeNull();
    expect(setShortWizardAskForHelp(form, 2, [agency(7, true)]).helpUitlenersSubscription).toBeNull();
    expect(chosenHelpAgency(one, [agency(7, true)])?.company_name).toBe('Uitlener 7');
    expect(chosenHelpAgency(several, [agency(7, true)])).toBeUndefined();
  });

  it('names the agency asked before, also when its invitation is gone', () => {
    expect(askedHelpAgency(null, [agency(7, true)])).toBeNull();
    expect(askedHelpAgency(7, [agency(7, true)])).toMatchObject({ company_name: 'Uitlener 7' });
    expect(askedHelpAgency(9, [agency(7, true)])).toEqual({
      subscription: 9,
      company_name: null,
      email: null,
    });
  });
});

describe('the cao jobs beside the own jobs', () => {
  it('lists each job of the cao once, with the newest table that has it', () => {
    const cao = fixtureCao();
    const rows = caoJobRows(cao);
    const names = rows.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    const all = cao.salary_tables.flatMap((table) => table.jobs.map((job) => job.name));
    expect(new Set(all)).toEqual(new Set(names));
    const newest = [...cao.salary_tables].sort((a, b) => b.active_per.localeCompare(a.active_per));
    for (const row of rows) {
      const table = newest.find((candidate) => candidate.jobs.some((job) => job.name === row.name));
      expect(row.tableName).toBe(table?.name);
    }
  });

  it('reads an aard code as its label, and Onbekend without one', () => {
    const types: [string, string][] = [['U', 'Uitvoerend']];
    expect(aardLabel(types, 'U')).toBe('Uitvoerend');
    expect(aardLabel(types, null)).toBe('Onbekend');
    expect(aardLabel(types, 'X')).toBe('Onbekend');
  });
});

describe('caoTableLabel', () => {
  it('names a table by its name, with its start date only when another table has the same name', () => {
    const a = { name: 'Schoonmaak', active_per: '2025-07-01' };
    const b = { name: 'Schoonmaak', active_per: '2026-01-01' };
    const c = { name: 'Glazenwassers', active_per: '2025-07-01' };
    expect(caoTableLabel(c, [a, b, c])).toBe('Glazenwassers');
    expect(caoTableLabel(a, [a, b, c])).toBe('Schoonmaak (01-07-2025)');
    expect(caoTableLabel(b, [a, b, c])).toBe('Schoonmaak (01-01-2026)');
  });
});

describe('shortWizardForNewCaoVersion', () => {
  const jobs = [
    { job_id: 4, name: 'Gevelreiniger', aard: 'UV', salary_table_id: 3, minimal_payscale: 'LG4' },
  ];

  it('starts option 1 on the new version with the own jobs, their table and scale to be chosen again', () => {
    const form = shortWizardForNewCaoVersion({ jobs, new_cao_version: [12, 'Cao 2026'] });
    expect(startWizardFormSchema.safeParse(form).success).toBe(true);
    expect(form).toMatchObject({ selected: 1, caoId: 12, hasJobsOption: 1 });
    expect(form?.jobs).toEqual([
      { job_id: null, name: 'Gevelreiniger', aard: 'UV', salary_table_id: null, minimal_payscale: null },
    ]);
  });

  it('answers option 2 for a compliance without own jobs, and null without a newer version', () => {
    expect(shortWizardForNewCaoVersion({ jobs: [], new_cao_version: [12, 'Cao 2026'] })?.hasJobsOption).toBe(
      2,
    );
    expect(shortWizardForNewCaoVersion({ jobs, new_cao_version: [] })).toBeNull();
  });
});
