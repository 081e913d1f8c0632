import { formatDecimal, formatDutchDate, formatEuro, formatPercentage } from '@beloning/core/format';
import type { FullTable, InlenersCao, SalaryTable, Werksoort } from '@beloning/core/schemas';
import { werksoortGroup } from '@beloning/core/werksoorten';
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

/**
 * A shared scheme version as the agency reads it: the general terms, every salary table (amounts right-
 * aligned with a decimal comma), the jobs, allowances, one-off bonuses, educations and the cao text. Dates
 * are DD-MM-YYYY (core/format).
 */

const WAGES_PER: Record<SalaryTable['wages_per'], string> = {
  hour: 'uur',
  week: 'week',
  '4weeks': '4 weken',
  month: 'maand',
  year: 'jaar',
};

const VACATION_TYPE: Record<InlenersCao['vacation_time_type'], string> = {
  days_per_year: 'dagen per jaar',
  hours_per_year: 'uren per jaar',
};

const ADV_TYPE: Record<NonNullable<SalaryTable['adv_type']>, string> = {
  percentage: '%',
  hours_per_week: 'uur per week',
  hours_per_year: 'uur per jaar',
  days_per_year: 'dagen per jaar',
};

const BONUS_COMBINATION: Record<NonNullable<InlenersCao['timesheet_overtime_interaction']>, string> = {
  Geen: 'Geen samenloop',
  add: 'Toeslagen worden opgeteld',
  multiply: 'Toeslagen worden vermenigvuldigd',
  highest: 'Alleen de hoogste toeslag',
  lowest: 'Alleen de laagste toeslag',
  overtime: 'Overwerktoeslag gaat voor',
  timesheet: 'Volgens de urenstaat',
};

/** A count (hours, days) with a decimal comma, without ',00' when it is whole: 38 and 197,60. */
function wholeOrDecimal(value: string): string {
  return formatDecimal(value, 2).replace(/,00$/, '');
}

function yearEndBonus(scheme: InlenersCao): string {
  if (scheme.year_end_bonus_type === 'Geen' || scheme.year_end_bonus_amount === null) return 'Geen';
  return scheme.year_end_bonus_type === 'percentage'
    ? formatPercentage(scheme.year_end_bonus_amount)
    : formatEuro(scheme.year_end_bonus_amount);
}

function period(start: string, end: string | null): string {
  return end === null
    ? `Vanaf ${formatDutchDate(start)}`
    : `${formatDutchDate(start)} t/m ${formatDutchDate(end)}`;
}

function Facts({ items }: { readonly items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="agency-facts">
      {items.map(([term, value]) => (
        <div key={term} className="agency-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Column keys in a natural order: numbers by value, then the rest alphabetically. */
function naturalOrder(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort((a, b) => {
    const na = Number(a);
    const nb = Number(b);
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
    return a.localeCompare(b, 'nl', { numeric: true });
  });
}

function ageLabel(age: string, table: SalaryTable): string {
  if (age === 'null') return 'Alle leeftijden';
  const ages = Object.keys(table.full_table)
    .filter((key) => key !== 'null')
    .map(Number)
    .filter((value) => !Number.isNaN(value));
  const value = Number(age);
  if (ages.length > 0 && value === Math.min(...ages)) return `${age} jaar en jonger`;
  if (ages.length > 0 && value === Math.max(...ages) && !('null' in table.full_table))
    return `${age} jaar en ouder`;
  return `${age} jaar`;
}

function WageGrid({
  table,
  age,
  rows,
  captionId,
}: {
  readonly table: SalaryTable;
  readonly age: string;
  readonly rows: FullTable[string];
  readonly captionId: string;
}) {
  const payscales = naturalOrder([...table.payscales.filter((key) => key in rows), ...Object.keys(rows)]);
  const columns = naturalOrder(Object.values(rows).flatMap((cells) => Object.keys(cells)));
  return (
    <TableScroll label={`${table.name}: ${ageLabel(age, table)}`}>
      <table className="table agency-table agency-wages" aria-describedby={captionId}>
        <caption>{ageLabel(age, table)}</caption>
        <thead>
          <tr>
            <th scope="col">Schaal</th>
            {columns.map((column) => (
              <th key={column} scope="col" className="amount">
                {/^\d+$/.test(column) ? `Trede ${column}` : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payscales.map((payscale) => (
            <tr key={payscale}>
              <th scope="row">{payscale}</th>
              {columns.map((column) => {
                const wage = rows[payscale]?.[column];
                return (
                  <td key={column} className="amount">
                    {wage === undefined ? <span className="muted">–</span> : formatDecimal(wage, 2)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function SalaryTableSection({ table, index }: { readonly table: SalaryTable; readonly index: number }) {
  const id = `loontabel-${index}`;
  const ages = naturalOrder(Object.keys(table.full_table).filter((age) => age !== 'null'));
  const ageKeys = 'null' in table.full_table ? ['null', ...ages] : ages;
  const facts: [string, ReactNode][] = [
    ['Geldig', period(table.active_per, table.end_date)],
    ['Bedragen per', `${WAGES_PER[table.wages_per]}, in euro`],
    ['Volgens', table.conform],
  ];
  if (table.hours_in_workweek !== null)
    facts.push(['Uren per week', wholeOrDecimal(table.hours_in_workweek)]);
  if (table.adv_amount !== null && table.adv_type !== null) {
    facts.push(['ADV', `${formatDecimal(table.adv_amount, 2)} ${ADV_TYPE[table.adv_type]}`]);
  }
  if (table.initial_scaling !== '') facts.push(['Inschaling', table.initial_scaling]);
  if (table.hour_definition !== '') facts.push(['Definitie uur', table.hour_definition]);
  return (
    <section className="agency-salary-table" aria-labelledby={id}>
      <h3 id={id}>{table.name}</h3>
      {table.description === '' ? null : (
        <p id={`${id}-omschrijving`} className="muted">
          {table.description}
        </p>
      )}
      <Facts items={facts} />
      {ageKeys.length === 0 ? <p className="muted">Deze tabel heeft nog geen bedragen.</p> : null}
      {ageKeys.map((age) => {
        const rows = table.full_table[age];
        return rows === undefined ? null : (
          <WageGrid key={age} table={table} age={age} rows={rows} captionId={id} />
        );
      })}
    </section>
  );
}

function werksoortValue(werksoort: Werksoort): string {
  if (werksoort.amount === null) return '–';
  return werksoort.type === 'bedrag' ? formatEuro(werksoort.amount) : formatPercentage(werksoort.amount);
}

function Werksoorten({ werksoorten }: { readonly werksoorten: readonly Werksoort[] }) {
  if (werksoorten.length === 0) return <p className="muted">Geen toeslagen of vergoedingen vastgelegd.</p>;
  return (
    <TableScroll label="Toeslagen en vergoedingen">
      <table role="table" className="table agency-table agency-table--stack">
        <caption className="visually-hidden">Toeslagen en vergoedingen</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Code
            </th>
            <th role="columnheader" scope="col">
              Soort
            </th>
            <th role="columnheader" scope="col">
              Omschrijving
            </th>
            <th role="columnheader" scope="col" className="amount">
              Hoogte
            </th>
            <th role="columnheader" scope="col">
              Vanaf
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {werksoorten.map((werksoort, index) => (
            <tr role="row" key={`${werksoort.name}-${index}`}>
              <td role="cell" data-label="Code">
                {werksoort.name}
              </td>
              <td role="cell" data-label="Soort">
                {werksoortGroup(werksoort.name)?.description ?? '–'}
              </td>
              <td role="cell" data-label="Omschrijving">
                <span>
                  {werksoort.description}
                  {werksoort.comment === '' ? null : (
                    <span className="agency-comment">{werksoort.comment}</span>
                  )}
                </span>
              </td>
              <td role="cell" data-label="Hoogte" className="amount">
                {werksoortValue(werksoort)}
              </td>
              <td role="cell" data-label="Vanaf">
                {werksoort.start_date === null ? '–' : formatDutchDate(werksoort.start_date)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The hirer's jobs over all tables, each once. */
function jobsOf(scheme: InlenersCao) {
  return scheme.salary_tables.flatMap((table) =>
    table.inleners_jobs.map((job) => ({ job, table: table.name })),
  );
}

/** The cao text is HTML from the hirer's editor; the agency reads it as plain paragraphs, never as markup. */
function caoTextParagraphs(html: string): string[] {
  if (html.trim() === '') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.body.querySelectorAll('p, li, h1, h2, h3, h4')];
  const texts = (blocks.length > 0 ? blocks : [document.body]).map((node) =>
    (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return texts.filter((text) => text !== '');
}

export function SchemeView({ scheme }: { readonly scheme: InlenersCao }) {
  const jobs = jobsOf(scheme);
  const caoText = caoTextParagraphs(scheme.cao_text);
  const general: [string, ReactNode][] = [
    ['Gebaseerd op', scheme.based_on ?? 'Eigen regeling (geen cao)'],
    ['Algemeen verbindend verklaard', scheme.avv ? 'Ja' : 'Nee'],
    ['Looptijd', period(scheme.duration_start, scheme.duration_end)],
    [
      'Vakantie',
      `${wholeOrDecimal(scheme.vacation_time_amount)} ${VACATION_TYPE[scheme.vacation_time_type]}`,
    ],
    ['Vakantiegeld', formatPercentage(scheme.vacation_allowance)],
    ['Eindejaarsuitkering', yearEndBonus(scheme)],
  ];
  if (scheme.year_end_bonus_comment)
    general.push(['Toelichting eindejaarsuitkering', scheme.year_end_bonus_comment]);
  if (scheme.timesheet_overtime_interaction !== null) {
    general.push(['Samenloop toeslagen', BONUS_COMBINATION[scheme.timesheet_overtime_interaction]]);
  }
  if (scheme.follow_salary_tables !== null) {
    general.push(['Volgt nieuwe loontabellen van de cao', scheme.follow_salary_tables ? 'Ja' : 'Nee']);
  }
  general.push(['Vastgesteld door', scheme.signed_fullname || '–']);
  if (scheme.proposal_by_company !== null) general.push(['Voorstel van', scheme.proposal_by_company]);

  return (
    <div className="agency-scheme">
      <section className="card" aria-labelledby="regeling-algemeen">
        <h2 id="regeling-algemeen">Algemeen</h2>
        <Facts items={general} />
      </section>

      <section className="card" aria-labelledby="regeling-loontabellen">
        <h2 id="regeling-loontabellen">Loontabellen</h2>
        {scheme.salary_tables.length === 0 ? <p className="muted">Geen loontabellen vastgelegd.</p> : null}
        {scheme.salary_tables.map((table, index) => (
          <SalaryTableSection
            key={`${table.name}-${table.active_per}-${index}`}
            table={table}
            index={index}
          />
        ))}
      </section>

      <section className="card" aria-labelledby="regeling-functies">
        <h2 id="regeling-functies">Functies</h2>
        {jobs.length === 0 ? (
          <p className="muted">Geen functies vastgelegd.</p>
        ) : (
          <TableScroll label="Functies">
            <table role="table" className="table agency-table agency-table--stack">
              <caption className="visually-hidden">Functies</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    Functie
                  </th>
                  <th role="columnheader" scope="col">
                    Loontabel
                  </th>
                  <th role="columnheader" scope="col">
                    Minimale schaal
                  </th>
                  <th role="columnheader" scope="col">
                    Aard van het werk
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {jobs.map(({ job, table }, index) => (
                  <tr role="row" key={`${job.name}-${index}`}>
                    <td role="cell" data-label="Functie">
                      {job.name}
                    </td>
                    <td role="cell" data-label="Loontabel">
                      {table}
                    </td>
                    <td role="cell" data-label="Minimale schaal">
                      {job.minimal_payscale ?? '–'}
                    </td>
                    <td role="cell" data-label="Aard van het werk">
                      {job.aard ?? '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section className="card" aria-labelledby="regeling-toeslagen">
        <h2 id="regeling-toeslagen">Toeslagen en vergoedingen</h2>
        <Werksoorten werksoorten={scheme.werksoorts} />
      </section>

      {scheme.one_off_bonuses.length === 0 && scheme.educations.length === 0 ? null : (
        <section className="card" aria-labelledby="regeling-overig">
          <h2 id="regeling-overig">Eenmalige uitkeringen en opleidingen</h2>
          {scheme.one_off_bonuses.length === 0 ? null : (
            <TableScroll label="Eenmalige uitkeringen">
              <table role="table" className="table agency-table agency-table--stack">
                <caption>Eenmalige uitkeringen</caption>
                <thead role="rowgroup">
                  <tr role="row">
                    <th role="columnheader" scope="col">
                      Omschrijving
                    </th>
                    <th role="columnheader" scope="col">
                      Datum
                    </th>
                    <th role="columnheader" scope="col" className="amount">
                      Hoogte
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {scheme.one_off_bonuses.map((bonus, index) => (
                    <tr role="row" key={`${bonus.description}-${index}`}>
                      <td role="cell" data-label="Omschrijving">
                        {bonus.description}
                      </td>
                      <td role="cell" data-label="Datum">
                        {formatDutchDate(bonus.bonus_date)}
                      </td>
                      <td role="cell" data-label="Hoogte" className="amount">
                        {bonus.bonus_type === 'percentage'
                          ? formatPercentage(bonus.amount)
                          : formatEuro(bonus.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {scheme.educations.length === 0 ? null : (
            <>
              <h3>Opleidingen</h3>
              <ul className="agency-list">
                {scheme.educations.map((education, index) => (
                  <li key={`${education.description}-${index}`}>
                    {education.description}
                    {education.inleners_jobs.length === 0 ? null : (
                      <span className="muted"> — {education.inleners_jobs.join(', ')}</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {caoText.length === 0 ? null : (
        <section className="card" aria-labelledby="regeling-tekst">
          <h2 id="regeling-tekst">Toelichting van de inlener</h2>
          <div className="agency-text">
            {caoText.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
