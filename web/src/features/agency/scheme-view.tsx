import type { InlenersCao } from '@beloning/core/schemas';
import { CaoText } from '../../components/scheme/cao-text';
import { SalaryTableView } from '../../components/scheme/salary-table-view';
import { SchemeSummary } from '../../components/scheme/scheme-summary';
import '../../components/scheme/scheme.css';
import { EducationsView, WerksoortenView } from '../../components/scheme/werksoorten-view';
import { PackageCompletenessView, PackageSincePrevious } from '../../components/scheme/package-view';
import { PACKAGE_VIEW_TEXTS } from '../../components/scheme/package-view-model';

/**
 * A shared scheme version as the agency reads it: the same parts the hirer's scheme detail shows (its terms,
 * every salary table with amounts right-aligned and a decimal comma, the jobs, allowances, educations and
 * the cao text) and the completeness view of its gelijkwaardige-beloning package with the blocks changed since
 * the previous version, without the hirer's links and proposal actions.
 */
export function SchemeView({ scheme }: { readonly scheme: InlenersCao }) {
  return (
    <div className="agency-scheme">
      <section className="card" aria-labelledby="regeling-algemeen">
        <h2 id="regeling-algemeen">Algemeen</h2>
        <dl className="detail__facts detail__facts--wide agency-scheme__origin">
          <div>
            <dt>Gebaseerd op</dt>
            <dd>{scheme.based_on ?? 'Eigen regeling (geen cao)'}</dd>
          </div>
          {scheme.proposal_by_company === null ? null : (
            <div>
              <dt>Voorstel van</dt>
              <dd>{scheme.proposal_by_company}</dd>
            </div>
          )}
        </dl>
        <SchemeSummary scheme={scheme} />
      </section>

      <section aria-labelledby="regeling-loontabellen" className="detail__section">
        <h2 id="regeling-loontabellen">Loontabellen</h2>
        {scheme.salary_tables.length === 0 ? <p className="muted">Geen loontabellen vastgelegd.</p> : null}
        {scheme.salary_tables.map((table, index) => (
          <SalaryTableView key={`${table.name}-${table.active_per}-${index}`} table={table} />
        ))}
      </section>

      <section className="card" aria-labelledby="regeling-toeslagen">
        <h2 id="regeling-toeslagen">Toeslagen en vergoedingen</h2>
        <WerksoortenView werksoorts={scheme.werksoorts} />
        <h3>Opleidingen</h3>
        <EducationsView educations={scheme.educations} />
      </section>

      <section className="card" aria-labelledby="regeling-pakket">
        <h2 id="regeling-pakket">{PACKAGE_VIEW_TEXTS.title}</h2>
        <p>{PACKAGE_VIEW_TEXTS.intro}</p>
        <PackageCompletenessView scheme={scheme} />
        <PackageSincePrevious
          scheme={scheme}
          load={(api, before) => api.agency.scheme(scheme.guid, { version: before })}
        />
      </section>

      {scheme.cao_text.trim() === '' ? null : (
        <section className="card" aria-labelledby="regeling-tekst">
          <h2 id="regeling-tekst">Cao-tekst</h2>
          <CaoText html={scheme.cao_text} />
        </section>
      )}
    </div>
  );
}
