import { SHORT_WIZARD_TEXTS as T, aardLabel, caoTableLabel, companyJobsHeading } from '@beloning/core/wizard';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WageGrid } from '../../../components/scheme/wage-grid';
import { pathFor } from '../../../lib/routes';
import { useUser } from '../../../lib/session';
import { useAardTypes } from '../../../lib/use-aard-types';
import { useCao } from '../use-cao';
import { CaoLoadNotice } from './cao-load-notice';
import { JobsTable } from './jobs-table';
import { useShortForm } from './short-form';
import { ShortWizardFrame } from './short-wizard-frame';
import '../../../components/scheme/scheme.css';
import './short-wizard.css';

/**
 * Short wizard step 3 'Cao overzicht' (SPEC.md 2.12): the own jobs under 'Functies in {company}', the cao's
 * name, and the cao's wage tables with 'Toon uurlonen'.
 */
export function ShortStep3() {
  const form = useShortForm();
  const navigate = useNavigate();
  const user = useUser();
  const cao = useCao(form.caoId);
  const aardTypes = useAardTypes();
  const [hourly, setHourly] = useState(false);
  const [tableId, setTableId] = useState<number | null>(null);
  const hourlyId = useId();
  const tableSelectId = useId();
  const company = user?.company_name ?? 'uw bedrijf';
  const jobs = form.hasJobsOption === 1 ? form.jobs : [];
  const types = aardTypes.status === 'ready' ? aardTypes.types : [];
  const tables = cao.status === 'ready' ? cao.cao.salary_tables : [];
  const shown = tables.find((table) => table.id === tableId) ?? tables[0];
  return (
    <ShortWizardFrame step={3} onNext={() => void navigate(pathFor('start-wizard-step4-accorderen'))}>
      <section>
        <h2>{companyJobsHeading(company)}</h2>
        {jobs.length === 0 ? (
          <p>{T.allJobsInCao}</p>
        ) : (
          <JobsTable
            label={companyJobsHeading(company)}
            rows={jobs.map((job, index) => {
              const table = tables.find((candidate) => candidate.id === job.salary_table_id);
              return {
                key: String(index),
                name: job.name,
                aard: job.aard === null ? '-' : aardLabel(types, job.aard),
                table: table === undefined ? '-' : caoTableLabel(table, tables),
                minimalPayscale: job.minimal_payscale ?? '-',
              };
            })}
          />
        )}
      </section>
      <CaoLoadNotice load={cao} />
      {cao.status === 'ready' ? (
        <section aria-labelledby="short-cao">
          <h2 id="short-cao">{cao.cao.full_name}</h2>
          <div className="wizard__row">
            <div className="field">
              <label htmlFor={tableSelectId} className="field__label">
                {T.jobTable}
              </label>
              <select
                id={tableSelectId}
                className="input"
                value={shown?.id === undefined || shown.id === null ? '' : String(shown.id)}
                onChange={(event) => setTableId(Number(event.target.value))}
              >
                {tables.map((table) =>
                  table.id === null ? null : (
                    <option key={table.id} value={String(table.id)}>
                      {caoTableLabel(table, tables)}
                    </option>
                  ),
                )}
              </select>
            </div>
            <label htmlFor={hourlyId} className="choice">
              <input
                id={hourlyId}
                type="checkbox"
                checked={hourly}
                onChange={(event) => setHourly(event.target.checked)}
              />{' '}
              {T.hourly}
            </label>
          </div>
          {shown === undefined ? (
            <p className="muted">De cao heeft geen loontabellen.</p>
          ) : (
            <WageGrid table={shown} hourly={hourly} caption={shown.name} />
          )}
        </section>
      ) : null}
    </ShortWizardFrame>
  );
}
