import { hasErrors, tablePayscales, validateStartStep2 } from '@beloning/core/rules';
import type { Cao } from '@beloning/core/schemas';
import {
  SHORT_WIZARD_TEXTS as T,
  aardLabel,
  addShortWizardJob,
  caoJobRows,
  caoJobsHeading,
  caoTableLabel,
  changeShortWizardJob,
  removeShortWizardJob,
  setShortWizardJobsOption,
  type ShortWizardJob,
} from '@beloning/core/wizard';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { pathFor } from '../../../lib/routes';
import { RadioGroupField, SelectField, TextInputField, type ChoiceOption } from '../fields';
import { useAardTypes, type AardTypesLoad } from '../../../lib/use-aard-types';
import { useCao } from '../use-cao';
import { useShortForm, useShortFormAction, useShortStepFields, type ShortStepFields } from './short-form';
import { CaoLoadNotice } from './cao-load-notice';
import { JobsTable } from './jobs-table';
import { focusFirstInvalid } from '../use-step';
import { ShortWizardFrame } from './short-wizard-frame';
import '../../../components/scheme/scheme.css';
import './short-wizard.css';

/**
 * Short wizard step 2 'Functies' (SPEC.md 2.12): jobs that are not in or deviate from the cao (editable rows:
 * Naam, Aard, Loontabel, Minimumschaal once a table is chosen, remove, 'Functie toevoegen'), or all jobs are
 * in the cao; below, the cao's own jobs for reference.
 */
export function ShortStep2() {
  const form = useShortForm();
  const change = useShortFormAction();
  const navigate = useNavigate();
  const cao = useCao(form.caoId);
  const aardTypes = useAardTypes();
  const errors = validateStartStep2(form);
  const fields = useShortStepFields(2, errors);
  const next = () => {
    fields.submit();
    if (hasErrors(errors)) return focusFirstInvalid();
    void navigate(pathFor('start-wizard-step3-cao-overzicht'));
  };
  const add = () => {
    change(addShortWizardJob);
    // The new job's name field, once it is drawn.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`[name="jobs.${form.jobs.length}.name"]`)?.focus(),
    );
  };
  return (
    <ShortWizardFrame step={2} onNext={next}>
      <RadioGroupField<1 | 2>
        label={T.jobsLabel}
        required
        options={[
          { value: 1, label: T.jobsDeviate },
          { value: 2, label: T.jobsAllInCao },
        ]}
        binding={fields.bind(
          'hasJobsOption',
          (option) => (old) => setShortWizardJobsOption(old, option === 1 ? 1 : 2),
        )}
      />
      <CaoLoadNotice load={cao} />
      {form.hasJobsOption === 1 ? (
        <section className="short-wizard__jobs" aria-label="Eigen functies">
          {form.jobs.map((job, index) => (
            <JobRow
              // A job has no key of its own until it is saved: its place is its identity here.
              key={index}
              job={job}
              index={index}
              cao={cao.status === 'ready' ? cao.cao : null}
              aardTypes={aardTypes}
              fields={fields}
              onRemove={() => change((old) => removeShortWizardJob(old, index))}
            />
          ))}
          <div>
            <Button variant="secondary" onClick={add}>
              {T.addJob}
            </Button>
          </div>
        </section>
      ) : null}
      {cao.status === 'ready' ? <CaoJobs cao={cao.cao} aardTypes={aardTypes} /> : null}
    </ShortWizardFrame>
  );
}

function JobRow({
  job,
  index,
  cao,
  aardTypes,
  fields,
  onRemove,
}: {
  job: ShortWizardJob;
  index: number;
  cao: Cao | null;
  aardTypes: AardTypesLoad;
  fields: ShortStepFields;
  onRemove: () => void;
}) {
  const path = `jobs.${index}`;
  const table = cao?.salary_tables.find((candidate) => candidate.id === job.salary_table_id);
  const tables: ChoiceOption<number>[] = (cao?.salary_tables ?? []).flatMap((candidate) =>
    candidate.id === null
      ? []
      : [{ value: candidate.id, label: caoTableLabel(candidate, cao?.salary_tables ?? []) }],
  );
  const payscales = table === undefined ? [] : tablePayscales(table.full_table);
  const aardOptions = aardTypes.status === 'ready' ? aardTypes.types : [];
  const changeJob =
    (key: 'aard' | 'salary_table_id' | 'minimal_payscale') =>
    (value: unknown) =>
    (old: Parameters<typeof changeShortWizardJob>[0]) =>
      changeShortWizardJob(old, index, { [key]: value ?? null });
  return (
    <fieldset className="short-job">
      <legend className="short-job__legend">Functie {index + 1}</legend>
      <div className="short-job__fields">
        <TextInputField
          label={T.jobName}
          required
          name={`${path}.name`}
          autoComplete="off"
          binding={fields.bind(`${path}.name`)}
        />
        <SelectField<string>
          label={T.jobAard}
          placeholder={aardTypes.status === 'loading' ? 'Laden...' : 'Geen aard'}
          disabled={aardTypes.status === 'loading'}
          options={aardOptions.map(([code, label]) => ({ value: code, label }))}
          binding={fields.bind(`${path}.aard`, changeJob('aard'))}
        />
        <SelectField<number>
          label={T.jobTable}
          required
          placeholder="Kies een loontabel"
          disabled={cao === null}
          options={tables}
          binding={fields.bind(`${path}.salary_table_id`, changeJob('salary_table_id'))}
        />
        <SelectField<string>
          label={T.jobMinimalPayscale}
          required
          placeholder={table === undefined ? 'Kies eerst een loontabel' : 'Kies een schaal'}
          disabled={table === undefined}
          options={payscales.map((payscale) => ({ value: payscale, label: payscale }))}
          binding={fields.bind(`${path}.minimal_payscale`, changeJob('minimal_payscale'))}
        />
      </div>
      <Button variant="link" onClick={onRemove}>
        {T.removeJob} {index + 1}
      </Button>
    </fieldset>
  );
}

/** The cao's own jobs, read-only: name, nature (or 'Onbekend'), table and minimum scale. */
function CaoJobs({ cao, aardTypes }: { cao: Cao; aardTypes: AardTypesLoad }) {
  const rows = caoJobRows(cao);
  const types = aardTypes.status === 'ready' ? aardTypes.types : [];
  return (
    <section>
      <h2>{caoJobsHeading(cao.full_name)}</h2>
      {rows.length === 0 ? (
        <p className="muted">De cao noemt geen functies.</p>
      ) : (
        <JobsTable
          label={caoJobsHeading(cao.full_name)}
          rows={rows.map((row) => ({
            key: row.name,
            name: row.name,
            aard: aardLabel(types, row.aard),
            table: row.tableName,
            minimalPayscale: row.minimalPayscale ?? '-',
          }))}
        />
      )}
    </section>
  );
}
