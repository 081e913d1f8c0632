import { isApiError, withAllVersions } from '@beloning/core/api';
import { formatDutchDate } from '@beloning/core/format';
import type { InlenersCao } from '@beloning/core/schemas';
import { canEditSchemes } from '@beloning/core/wizard';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { useUser } from '../../lib/session';
import { NETWORK_FAILED } from '../../lib/texts';
import { useRemoteData } from '../../lib/use-remote-data';
import { CaoText } from '../../components/scheme/cao-text';
import { ProposalActions } from './proposal-actions';
import { SalaryTableView } from '../../components/scheme/salary-table-view';
import { SchemeSummary } from '../../components/scheme/scheme-summary';
import '../../components/scheme/scheme.css';
import './scheme-detail.css';
import { EducationsView, WerksoortenView } from '../../components/scheme/werksoorten-view';
import { PackageCompletenessView, PackageSincePrevious } from '../../components/scheme/package-view';
import { PACKAGE_VIEW_TEXTS } from '../../components/scheme/package-view-model';

export const SCHEME_NOT_FOUND = 'Deze beloningsregeling bestaat niet of u heeft er geen toegang toe.';

/** A version number from the query, or undefined for the newest. */
function requestedVersion(text: string | null): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/**
 * A scheme's detail (SPEC.md 2.10, route inleners-cao-detail with query version): the version dropdown,
 * every part of the chosen version, and on the newest version of an open proposal the accept and reject
 * actions.
 */
export function SchemeDetailPage() {
  const { guid = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const version = requestedVersion(searchParams.get('version'));
  // Another version keeps the page, and the dropdown with the keyboard focus, until it has arrived.
  // The detail holds the newest versions; a scheme with more has the rest read page by page for the dropdown.
  const { state, reload, stale } = useRemoteData<InlenersCao>(
    `${guid}@${version ?? 'newest'}`,
    async (api) =>
      withAllVersions(await api.schemes.get(guid, { version: version ?? null }), (options) =>
        api.schemes.versions(guid, options),
      ),
    { keepDataOnNewKey: true },
  );

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    const notFound = isApiError(state.error) && state.error.status === 404;
    return (
      <div className="page page--reading">
        <h1>Beloningsregeling</h1>
        <div className="notice notice--error" role="alert">
          {notFound ? SCHEME_NOT_FOUND : NETWORK_FAILED}
        </div>
        <Link to={pathFor('overview')}>Terug naar Mijn beloningen</Link>
      </div>
    );
  }
  return (
    <SchemeDetail
      scheme={state.data}
      loadingVersion={stale ? (version ?? null) : undefined}
      onVersion={(next, newest) => setSearchParams(next === newest ? {} : { version: String(next) })}
      onChanged={reload}
    />
  );
}

function SchemeDetail({
  scheme,
  loadingVersion,
  onVersion,
  onChanged,
}: {
  readonly scheme: InlenersCao;
  /** The version being loaded while the shown one stays (null: the newest); undefined when none is. */
  readonly loadingVersion?: number | null | undefined;
  readonly onVersion: (version: number, newest: number) => void;
  readonly onChanged: () => void;
}) {
  const user = useUser();
  const canEdit = canEditSchemes(user?.permissions ?? []);
  const versionId = useId();
  const newest = Math.max(scheme.version, ...scheme.versions.map((entry) => entry.version));
  const isNewest = scheme.version === newest;
  const openProposal = scheme.proposal_by !== null && !scheme.rejected_proposal;
  const agency = scheme.proposal_by_company ?? scheme.proposal_by;
  const versions = [...scheme.versions].sort((a, b) => b.version - a.version);
  const connected = scheme.koppelingen.filter((koppeling) => !koppeling.disabled);
  // After a rejection the actions are gone: the focus goes to the notice that says it was rejected.
  const [justRejected, setJustRejected] = useState(false);
  const rejectedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justRejected && scheme.rejected_proposal) rejectedNotice.current?.focus();
  }, [justRejected, scheme.rejected_proposal]);

  return (
    <div className="page detail" aria-busy={loadingVersion !== undefined || undefined}>
      <p className="detail__back">
        <Link to={pathFor('overview')}>← Mijn beloningen</Link>
      </p>
      <header className="detail__head">
        <div>
          <h1>{scheme.full_name}</h1>
          <p className="detail__subtitle">
            {scheme.company_name}
            {' · '}
            {scheme.based_on === null ? 'Eigen beloningsregeling' : `Gebaseerd op de cao ${scheme.based_on}`}
            {scheme.avv ? (
              <>
                {' '}
                <span className="badge">Algemeen verbindend verklaard</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="detail__version field">
          <label className="field__label" htmlFor={versionId}>
            Versie
          </label>
          <select
            id={versionId}
            className="select"
            value={loadingVersion === undefined ? scheme.version : (loadingVersion ?? newest)}
            onChange={(event) => onVersion(Number(event.target.value), newest)}
          >
            {versions.map((entry) => (
              <option key={entry.version} value={entry.version}>
                Versie {entry.version} van {formatDutchDate(entry.created_at)}
                {entry.version === newest ? ' (nieuwste)' : ''}
              </option>
            ))}
          </select>
        </div>
      </header>

      {isNewest ? null : (
        <div className="notice notice--info" role="status">
          U bekijkt een eerdere versie (versie {scheme.version}).{' '}
          <button
            type="button"
            className="button--link detail__inline-button"
            onClick={() => onVersion(newest, newest)}
          >
            Naar de nieuwste versie
          </button>
        </div>
      )}
      {scheme.proposal_by !== null && scheme.rejected_proposal ? (
        <div className="notice notice--warning" ref={rejectedNotice} tabIndex={-1}>
          Dit voorstel van {agency} is afgewezen
          {scheme.rejected_proposal_date === null
            ? ''
            : ` op ${formatDutchDate(scheme.rejected_proposal_date)}`}
          .
        </div>
      ) : null}
      {openProposal && isNewest && canEdit ? (
        <ProposalActions
          scheme={scheme}
          onRejected={() => {
            setJustRejected(true);
            onChanged();
          }}
        />
      ) : null}
      {openProposal && !canEdit ? (
        <div className="notice notice--info">Dit is een voorstel van {agency}.</div>
      ) : null}

      <section className="card" aria-labelledby="detail-general">
        <h2 id="detail-general">Algemeen</h2>
        <SchemeSummary scheme={scheme} />
      </section>

      <section aria-labelledby="detail-tables" className="detail__section">
        <h2 id="detail-tables">Loontabellen</h2>
        {scheme.salary_tables.length === 0 ? (
          <p className="muted">Er zijn geen loontabellen vastgelegd.</p>
        ) : null}
        {scheme.salary_tables.map((table, index) => (
          <SalaryTableView key={`${table.name}-${table.active_per}-${index}`} table={table} />
        ))}
      </section>

      <section className="card" aria-labelledby="detail-werksoorten">
        <h2 id="detail-werksoorten">Toeslagen en vergoedingen</h2>
        <WerksoortenView werksoorts={scheme.werksoorts} />
        <h3>Opleidingen</h3>
        <EducationsView educations={scheme.educations} />
      </section>

      <section className="card" aria-labelledby="detail-package">
        <h2 id="detail-package">{PACKAGE_VIEW_TEXTS.title}</h2>
        <p>{PACKAGE_VIEW_TEXTS.intro}</p>
        <PackageCompletenessView scheme={scheme} />
        <PackageSincePrevious
          scheme={scheme}
          load={(api, before) => api.schemes.get(scheme.guid, { version: before })}
        />
      </section>

      <section className="card" aria-labelledby="detail-cao-text">
        <h2 id="detail-cao-text">Cao-tekst</h2>
        <CaoText html={scheme.cao_text} />
      </section>

      <section className="card" aria-labelledby="detail-links">
        <h2 id="detail-links">Gedeeld met uitleners</h2>
        {connected.length === 0 ? (
          <p>Deze beloningsregeling is nog met geen uitlener gedeeld.</p>
        ) : (
          <ul className="detail__plain-list">
            {connected.map((koppeling) => (
              <li key={koppeling.kvk_nr}>
                {koppeling.handelsnaam} <span className="muted">(KVK {koppeling.kvk_nr})</span>
              </li>
            ))}
          </ul>
        )}
        {canEdit ? (
          <Link
            className="button button--secondary"
            to={
              user?.kvk_verified
                ? pathFor('inleners-cao-koppelingen', { guid: scheme.guid })
                : pathFor('account')
            }
          >
            Koppelingen beheren
          </Link>
        ) : null}
      </section>
    </div>
  );
}
