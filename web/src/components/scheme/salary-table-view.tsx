import { formatDecimal, formatDutchDate, toTypedDecimal } from '@beloning/core/format';
import type { PeriodicIncrease, SalaryTable } from '@beloning/core/schemas';
import { hourlyWageFactor, workHoursPerWeek, type HourlyFactorTable } from '@beloning/core/salary';
import { aardLabel } from '@beloning/core/wizard';
import { useId, useState } from 'react';
import { useAardTypes } from '../../lib/use-aard-types';
import {
  ADV_TYPE_LABELS,
  MEASUREMENT_TYPE_LABELS,
  PERIODIC_TYPE_LABELS,
  REQUIRED_TIME_TYPE_LABELS,
  WAGES_PER_LABELS,
} from './labels';
import { WageGrid } from './wage-grid';
import { ScrollTable } from '../scroll-table';

function period(table: Pick<SalaryTable, 'active_per' | 'end_date'>): string {
  const start = formatDutchDate(table.active_per);
  return table.end_date === null ? `vanaf ${start}` : `${start} t/m ${formatDutchDate(table.end_date)}`;
}

function periodicText(rule: PeriodicIncrease): string {
  const parts = [PERIODIC_TYPE_LABELS[rule.type] ?? rule.type];
  if (rule.trigger_date) parts.push(`peildatum ${rule.trigger_date}`);
  if (rule.required_time !== null) {
    const unit =
      rule.required_time_type === null ? '' : ` ${REQUIRED_TIME_TYPE_LABELS[rule.required_time_type]}`;
    parts.push(`na ${rule.required_time}${unit}`);
  }
  if (rule.measurement_type !== null) parts.push(MEASUREMENT_TYPE_LABELS[rule.measurement_type] ?? '');
  return parts.filter(Boolean).join(', ');
}

/**
 * What the view reads of a table: a saved one (SalaryTable), or one about to be saved (the payload's table,
 * step 8).
 */
export type SalaryTableShown = Pick<
  SalaryTable,
  | 'name'
  | 'active_per'
  | 'end_date'
  | 'conform'
  | 'wages_per'
  | 'wages_divided_by'
  | 'hour_definition'
  | 'initial_scaling'
  | 'adv_type'
  | 'adv_amount'
  | 'adv_comment'
  | 'bbl'
  | 'periodiek_verhogingen'
  | 'shift_work_comment'
  | 'full_table'
> &
  HourlyFactorTable &
  Partial<Pick<SalaryTable, 'payscales'>> & {
    readonly inleners_jobs: readonly Pick<
      SalaryTable['inleners_jobs'][number],
      'name' | 'aard' | 'minimal_payscale'
    >[];
  };

/**
 * How a table's wage becomes an hourly wage (core's hourlyWageFactor): 'gedeeld door 156 voor het uurloon',
 * or that it is unknown for a version saved without hours.
 */
function conversionText(table: SalaryTableShown): string {
  if (table.wages_per === 'hour') return '';
  const factor = hourlyWageFactor(table);
  return factor === null
    ? ', uurloon onbekend (geen uren per week opgegeven)'
    : `, gedeeld door ${formatDecimal(factor, 2)} voor het uurloon`;
}

/** One salary table of a scheme: its terms, the wages per age and the hirer's jobs in it. */
export function SalaryTableView({ table }: { readonly table: SalaryTableShown }) {
  const headingId = useId();
  const [hourly, setHourly] = useState(false);
  const aardTypes = useAardTypes();
  const types = aardTypes.status === 'ready' ? aardTypes.types : [];
  const hoursPerWeek = workHoursPerWeek(table);
  const advText =
    table.adv_type === null || table.adv_amount === null
      ? null
      : `${formatDecimal(table.adv_amount, 2)} ${ADV_TYPE_LABELS[table.adv_type]}`;
  return (
    <section className="card detail__table" aria-labelledby={headingId}>
      <div className="detail__table-head">
        <h3 id={headingId}>{table.name}</h3>
        <span className="badge badge--muted">{period(table)}</span>
      </div>
      <dl className="detail__facts">
        <div>
          <dt>Conform</dt>
          <dd>{table.conform}</dd>
        </div>
        <div>
          <dt>Lonen</dt>
          <dd>
            {WAGES_PER_LABELS[table.wages_per]}
            {conversionText(table)}
          </dd>
        </div>
        {hoursPerWeek === null ? null : (
          <div>
            <dt>Uren per week</dt>
            <dd>{toTypedDecimal(hoursPerWeek)}</dd>
          </div>
        )}
        {table.hour_definition ? (
          <div>
            <dt>Uurdefinitie</dt>
            <dd>{table.hour_definition}</dd>
          </div>
        ) : null}
        {table.initial_scaling ? (
          <div>
            <dt>Inschaling</dt>
            <dd>{table.initial_scaling}</dd>
          </div>
        ) : null}
        {table.adv_comment || advText ? (
          <div>
            <dt>ADV</dt>
            <dd>{[advText, table.adv_comment].filter(Boolean).join(' – ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>BBL</dt>
          <dd>{table.bbl ? 'Ja' : 'Nee'}</dd>
        </div>
        {table.shift_work_comment ? (
          <div>
            <dt>Ploegendienst</dt>
            <dd>{table.shift_work_comment}</dd>
          </div>
        ) : null}
        {table.periodiek_verhogingen.length > 0 ? (
          <div>
            <dt>Periodieken</dt>
            <dd>
              <ul className="detail__plain-list">
                {table.periodiek_verhogingen.map((rule, index) => (
                  <li key={index}>{periodicText(rule)}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="detail__grid-head">
        <h4>Lonen {hourly ? 'per uur' : WAGES_PER_LABELS[table.wages_per]} (in euro)</h4>
        {table.wages_per === 'hour' ? null : (
          <label className="detail__toggle">
            <input type="checkbox" checked={hourly} onChange={(event) => setHourly(event.target.checked)} />
            Toon uurlonen
          </label>
        )}
      </div>
      <WageGrid table={table} hourly={hourly} caption={table.name} />
      {table.inleners_jobs.length > 0 ? (
        <>
          <h4>Functies</h4>
          <ScrollTable label={`Functies van ${table.name}`}>
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">Functie</th>
                  <th scope="col">Aard van het werk</th>
                  <th scope="col">Minimumschaal</th>
                </tr>
              </thead>
              <tbody>
                {table.inleners_jobs.map((job, index) => (
                  <tr key={`${job.name}-${index}`}>
                    <td>{job.name}</td>
                    <td>{aardLabel(types, job.aard)}</td>
                    <td>{job.minimal_payscale ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      ) : null}
    </section>
  );
}
