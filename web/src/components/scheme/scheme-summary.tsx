import { formatDecimal, formatDutchDate, formatEuro, formatPercentage } from '@beloning/core/format';
import type { InlenersCao } from '@beloning/core/schemas';
import { BONUS_COMBINATION_LABELS, VACATION_TYPE_LABELS } from './labels';
import { ScrollTable } from '../scroll-table';

/**
 * What the summary reads of a scheme: a saved one (InlenersCao), or one about to be saved (core's
 * wizardSchemeContent, step 8), which has no save date and so shows no signer or save date either.
 */
export type SchemeSummarySource = Pick<
  InlenersCao,
  | 'duration_start'
  | 'duration_end'
  | 'vacation_time_type'
  | 'vacation_time_amount'
  | 'vacation_allowance'
  | 'year_end_bonus_type'
  | 'year_end_bonus_amount'
  | 'year_end_bonus_comment'
  | 'timesheet_overtime_interaction'
  | 'follow_salary_tables'
  | 'one_off_bonuses'
  | 'signed_fullname'
> &
  Partial<Pick<InlenersCao, 'updated_at'>>;

function yearEndBonus(scheme: SchemeSummarySource): string {
  if (scheme.year_end_bonus_type === 'Geen' || scheme.year_end_bonus_amount === null) return 'Geen';
  const amount =
    scheme.year_end_bonus_type === 'percentage'
      ? formatPercentage(scheme.year_end_bonus_amount)
      : formatEuro(scheme.year_end_bonus_amount);
  return scheme.year_end_bonus_comment ? `${amount} – ${scheme.year_end_bonus_comment}` : amount;
}

/** The scheme's terms of steps 2, 6 and 9 as a list of facts, and its one-off bonuses. */
export function SchemeSummary({ scheme }: { readonly scheme: SchemeSummarySource }) {
  const start = formatDutchDate(scheme.duration_start);
  return (
    <>
      <dl className="detail__facts detail__facts--wide">
        <div>
          <dt>Looptijd</dt>
          <dd>
            {scheme.duration_end === null
              ? `vanaf ${start}`
              : `${start} t/m ${formatDutchDate(scheme.duration_end)}`}
          </dd>
        </div>
        <div>
          <dt>Vakantie</dt>
          <dd>
            {formatDecimal(scheme.vacation_time_amount, 2).replace(/,00$/, '')}{' '}
            {VACATION_TYPE_LABELS[scheme.vacation_time_type]}
          </dd>
        </div>
        <div>
          <dt>Vakantiegeld</dt>
          <dd>{formatPercentage(scheme.vacation_allowance)}</dd>
        </div>
        <div>
          <dt>Eindejaarsuitkering</dt>
          <dd>{yearEndBonus(scheme)}</dd>
        </div>
        <div>
          <dt>Samenloop toeslagen</dt>
          <dd>
            {scheme.timesheet_overtime_interaction === null
              ? 'Niet opgegeven'
              : BONUS_COMBINATION_LABELS[scheme.timesheet_overtime_interaction]}
          </dd>
        </div>
        {scheme.follow_salary_tables === null ? null : (
          <div>
            <dt>Volgt nieuwe loontabellen van de cao</dt>
            <dd>{scheme.follow_salary_tables ? 'Ja' : 'Nee'}</dd>
          </div>
        )}
        {scheme.updated_at === undefined ? null : (
          <>
            <div>
              <dt>Ondertekend door</dt>
              <dd>{scheme.signed_fullname || '–'}</dd>
            </div>
            <div>
              <dt>Opgeslagen op</dt>
              <dd>{formatDutchDate(scheme.updated_at)}</dd>
            </div>
          </>
        )}
      </dl>
      {scheme.one_off_bonuses.length > 0 ? (
        <>
          <h3>Eenmalige uitkeringen</h3>
          <ScrollTable label="Eenmalige uitkeringen">
            <table className="table table--compact">
              <thead>
                <tr>
                  <th scope="col">Datum</th>
                  <th scope="col">Omschrijving</th>
                  <th scope="col" className="amount">
                    Hoogte
                  </th>
                </tr>
              </thead>
              <tbody>
                {scheme.one_off_bonuses.map((bonus, index) => (
                  <tr key={index}>
                    <td>{formatDutchDate(bonus.bonus_date)}</td>
                    <td>{bonus.description}</td>
                    <td className="amount">
                      {bonus.bonus_type === 'percentage'
                        ? formatPercentage(bonus.amount)
                        : formatEuro(bonus.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      ) : null}
    </>
  );
}
