import { isRequired, jobRuleSets, tablePayscales } from '@beloning/core/rules';
import type { Cao, SalaryTableForm } from '@beloning/core/schemas';
import {
  caoJobsOf,
  withJobAdded,
  withJobChanged,
  withJobRemoved,
  type TableJob,
} from '@beloning/core/wizard';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { FieldFrame, movesToSubmit } from '../../../components/form/field-frame';
import { onTable } from '../step3/table-actions';
import { useWizardAction } from '../store';
import { panelId, TableTabs, tabId } from '../table-tabs';
import { useAardTypes, type AardTypesLoad } from '../../../lib/use-aard-types';
import { useFieldError, useTouchField } from '../use-step';
import { STEP5_TEXTS as T } from './step5-texts';
import './step5.css';

/**
 * Step 5 'Functies' (SPEC.md 2.11): per table its jobs (a name, the minimum payscale chosen from the table's
 * payscales, an optional aard), added and removed through core's job functions and checked by core's
 * jobRuleSets; beside them, for reference, the jobs of the cao table the table started from.
 */
export function Step5Jobs({
  tables,
  cao,
  invalidTabs,
}: {
  readonly tables: readonly SalaryTableForm[];
  readonly cao: Cao | null;
  readonly invalidTabs: readonly string[];
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const aardTypes = useAardTypes();
  const table = tables.find((candidate) => candidate.key === selected) ?? tables[0];
  if (table === undefined) return <p className="notice notice--info">{T.noTables}</p>;
  return (
    <>
      <TableTabs
        step="step5"
        tables={tables}
        selected={table.key}
        invalid={invalidTabs}
        onSelect={setSelected}
      />
      <div
        role="tabpanel"
        id={panelId('step5', table.key)}
        aria-labelledby={tabId('step5', table.key)}
        className="step5__panel"
      >
        <TableJobs key={table.key} table={table} aardTypes={aardTypes} />
        <CaoJobs table={table} cao={cao} aardTypes={aardTypes} />
      </div>
    </>
  );
}

function TableJobs({ table, aardTypes }: { table: SalaryTableForm; aardTypes: AardTypesLoad }) {
  const apply = useWizardAction();
  const payscales = tablePayscales(table.fullTable);
  const add = () => {
    apply(onTable(table.key, withJobAdded));
    // The new job's name field, once it is drawn.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLInputElement>(
          `[name="${CSS.escape(`${table.key}.jobs.${table.jobs.length}.name`)}"]`,
        )
        ?.focus(),
    );
  };
  return (
    <section className="step5__jobs" aria-labelledby={`${panelId('step5', table.key)}-jobs`}>
      <h2 id={`${panelId('step5', table.key)}-jobs`} className="step5__heading">
        {T.jobsOf(table.name)}
      </h2>
      {table.jobs.length === 0 ? <p className="muted">{T.noJobs}</p> : null}
      {table.jobs.map((job, index) => (
        <JobRow
          // A job has no key of its own until it is saved: its place is its identity here.
          key={index}
          table={table}
          job={job}
          index={index}
          payscales={payscales}
          aardTypes={aardTypes}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={add}>
          {T.addJob}
        </Button>
      </div>
    </section>
  );
}

function JobRow({
  table,
  job,
  index,
  payscales,
  aardTypes,
}: {
  table: SalaryTableForm;
  job: TableJob;
  index: number;
  payscales: readonly string[];
  aardTypes: AardTypesLoad;
}) {
  const apply = useWizardAction();
  const change = (changes: Parameters<typeof withJobChanged>[2]) =>
    apply(onTable(table.key, (current) => withJobChanged(current, index, changes)));
  const rules = jobRuleSets(payscales);
  const aardOptions: readonly (readonly [string, string])[] =
    aardTypes.status === 'ready' ? aardTypes.types : [];
  return (
    <fieldset className="step5__job">
      <legend className="step5__legend">{T.job(index)}</legend>
      <div className="step5__fields">
        <JobField
          table={table}
          index={index}
          field="name"
          label={T.name}
          required={rules.name !== undefined && isRequired(rules.name, job)}
        >
          {(common) => (
            <input
              {...common}
              className="input"
              type="text"
              autoComplete="off"
              value={job.name}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </JobField>
        <JobField
          table={table}
          index={index}
          field="minimalPayscale"
          label={T.minimalPayscale}
          required={rules.minimalPayscale !== undefined && isRequired(rules.minimalPayscale, job)}
        >
          {(common) => (
            <select
              {...common}
              className="select"
              value={job.minimalPayscale}
              onChange={(event) => change({ minimalPayscale: event.target.value })}
            >
              <option value="">{T.choosePayscale}</option>
              {/* A payscale the table no longer has stays visible, so core's message makes sense. */}
              {job.minimalPayscale !== '' && !payscales.includes(job.minimalPayscale) ? (
                <option value={job.minimalPayscale}>{job.minimalPayscale}</option>
              ) : null}
              {payscales.map((payscale) => (
                <option key={payscale} value={payscale}>
                  {payscale}
                </option>
              ))}
            </select>
          )}
        </JobField>
        <JobField table={table} index={index} field="aard" label={T.aard} required={false}>
          {(common) => (
            <select
              {...common}
              className="select"
              value={job.aard ?? ''}
              disabled={aardTypes.status === 'loading'}
              onChange={(event) => change({ aard: event.target.value === '' ? null : event.target.value })}
            >
              <option value="">{aardTypes.status === 'loading' ? T.loading : T.noAard}</option>
              {job.aard !== null && !aardOptions.some(([code]) => code === job.aard) ? (
                <option value={job.aard}>{job.aard}</option>
              ) : null}
              {aardOptions.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </JobField>
        <div className="step5__remove">
          <Button
            variant="link"
            onClick={() => apply(onTable(table.key, (current) => withJobRemoved(current, index)))}
          >
            {T.removeJob(index)}
          </Button>
        </div>
      </div>
      {aardTypes.status === 'error' ? <p className="field__hint">{T.aardUnavailable}</p> : null}
    </fieldset>
  );
}

interface JobInputProps {
  readonly id: string;
  readonly name: string;
  readonly 'aria-required': boolean | undefined;
  readonly 'aria-invalid': boolean | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly onBlur: (event: { relatedTarget: EventTarget | null }) => void;
}

/** One input of a job, with core's message for it (stepIssues(5) with the table's key and 'jobs.{n}.{field}'). */
function JobField({
  table,
  index,
  field,
  label,
  required,
  children,
}: {
  table: SalaryTableForm;
  index: number;
  field: 'name' | 'minimalPayscale' | 'aard';
  label: string;
  required: boolean;
  children: (common: JobInputProps) => ReactNode;
}) {
  const inputId = useId();
  const path = `jobs.${index}.${field}`;
  const error = useFieldError(5, path, table.key);
  const touch = useTouchField(5);
  return (
    <FieldFrame inputId={inputId} label={label} required={required} error={error}>
      {(describedBy) =>
        children({
          id: inputId,
          name: `${table.key}.${path}`,
          'aria-required': required || undefined,
          'aria-invalid': error !== null || undefined,
          'aria-describedby': describedBy,
          onBlur: (event) => {
            if (!movesToSubmit(event.relatedTarget)) touch(path, table.key);
          },
        })
      }
    </FieldFrame>
  );
}

/** The jobs of the cao table the table started from, for reference (none for a table of its own). */
function CaoJobs({
  table,
  cao,
  aardTypes,
}: {
  table: SalaryTableForm;
  cao: Cao | null;
  aardTypes: AardTypesLoad;
}) {
  const jobs = caoJobsOf(table, cao);
  if (jobs.length === 0) return null;
  const aardLabel = (code: string | null) =>
    code === null
      ? '–'
      : ((aardTypes.status === 'ready'
          ? aardTypes.types.find(([known]) => known === code)?.[1]
          : undefined) ?? code);
  return (
    <section className="step5__cao" aria-labelledby={`${panelId('step5', table.key)}-cao`}>
      <h2 id={`${panelId('step5', table.key)}-cao`} className="step5__heading">
        {T.caoJobs}
      </h2>
      <p className="muted">{T.caoJobsHint}</p>
      <table className="table step5__cao-table">
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.minimalPayscale}</th>
            <th scope="col">{T.aard}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job, index) => (
            // The cao's list does not change while it is shown.
            <tr key={index}>
              <td>{job.name}</td>
              <td>{job.minimalPayscale ?? '–'}</td>
              <td>{aardLabel(job.aard)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
