import { formatDecimal, formatDutchDate, formatEuro } from '@beloning/core/format';
import type { Education, Werksoort } from '@beloning/core/schemas';
import { WERKSOORT_GROUPS, werksoortGroup, type WerksoortGroup } from '@beloning/core/werksoorten';
import { ScrollTable } from '../scroll-table';

function valueText(werksoort: Werksoort): string {
  if (werksoort.amount === null) return '';
  return werksoort.type === 'bedrag'
    ? formatEuro(werksoort.amount)
    : `${formatDecimal(werksoort.amount, 2)} %`;
}

/** The scheme's allowances per group of step 6 (OV, TU, ... ETC), then anything with an unknown code. */
export function WerksoortenView({ werksoorts }: { readonly werksoorts: readonly Werksoort[] }) {
  if (werksoorts.length === 0) return <p className="muted">Er zijn geen toeslagen vastgelegd.</p>;
  const groups = new Map<WerksoortGroup | null, Werksoort[]>();
  for (const werksoort of werksoorts) {
    const group = werksoortGroup(werksoort.name);
    groups.set(group, [...(groups.get(group) ?? []), werksoort]);
  }
  const ordered = [...WERKSOORT_GROUPS, null].filter((group) => groups.has(group));
  return (
    <ScrollTable label="Toeslagen en vergoedingen">
      <table className="table table--compact detail__werksoorten">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Omschrijving</th>
            <th scope="col" className="amount">
              Percentage of bedrag
            </th>
            <th scope="col">Ingangsdatum</th>
            <th scope="col">Toelichting</th>
          </tr>
        </thead>
        {ordered.map((group) => (
          <tbody key={group?.code ?? 'overig'}>
            <tr className="detail__group-row">
              <th scope="colgroup" colSpan={5}>
                {group === null ? 'Overige toeslagen' : group.description}
              </th>
            </tr>
            {(groups.get(group) ?? []).map((werksoort, index) => (
              <tr key={`${werksoort.name}-${index}`}>
                <td>{werksoort.name}</td>
                <td>{werksoort.description}</td>
                <td className="amount">{valueText(werksoort)}</td>
                <td>{werksoort.start_date === null ? '' : formatDutchDate(werksoort.start_date)}</td>
                <td>{werksoort.comment}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollTable>
  );
}

/** The education arrangements of step 6 with the jobs they apply to. */
export function EducationsView({ educations }: { readonly educations: readonly Education[] }) {
  if (educations.length === 0) return <p className="muted">Er zijn geen opleidingen vastgelegd.</p>;
  return (
    <ul className="detail__plain-list detail__educations">
      {educations.map((education, index) => (
        <li key={index}>
          <strong>{education.description}</strong>
          {education.inleners_jobs.length > 0 ? (
            <span className="muted"> – voor {education.inleners_jobs.join(', ')}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
