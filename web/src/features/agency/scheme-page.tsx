import { withAllVersions } from '@beloning/core/api';
import type { AgencyExportFormat, InlenersCao } from '@beloning/core/schemas';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { PageLoader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { AGENCY_TEXTS, loadFailureMessage } from './agency-texts';
import { downloadExport } from './downloads';
import { dutchDateOf } from './format';
import { SchemeView } from './scheme-view';
import { useRemoteData } from '../../lib/use-remote-data';

const FORMATS: readonly { format: AgencyExportFormat; label: string; hint: string }[] = [
  { format: 'json', label: 'JSON', hint: 'de hele regeling' },
  { format: 'csv', label: 'CSV', hint: 'de loontabellen, voor Excel' },
  { format: 'setu', label: 'SETU', hint: 'gelijkwaardige beloning v2.0' },
  { format: 'pakket-csv', label: 'Pakket', hint: 'gelijkwaardige beloning als CSV, voor Excel' },
];

/**
 * The four downloads of the version on screen, each a real file with a Dutch name. While another version
 * loads (`waiting`) a click waits for it: it is neither lost (a button disabled under the pointer would drop
 * it) nor does it download the version the user just left.
 */
function Downloads({ scheme, waiting }: { readonly scheme: InlenersCao; readonly waiting: boolean }) {
  const [busy, setBusy] = useState<AgencyExportFormat | null>(null);
  const [queued, setQueued] = useState<AgencyExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = (format: AgencyExportFormat) => {
    setBusy(format);
    setFailed(false);
    void loadApi()
      .then(({ api }) =>
        downloadExport(
          api,
          { guid: scheme.guid, version: scheme.version, companyName: scheme.company_name },
          format,
        ),
      )
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  // The version the click waited for has arrived: download it now.
  useEffect(() => {
    if (waiting || queued === null) return;
    setQueued(null);
    download(queued);
  }, [waiting, queued]);
  return (
    <section className="agency-downloads" aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="agency-downloads__title">
        Downloaden (versie {scheme.version})
      </h2>
      <div className="agency-downloads__buttons">
        {FORMATS.map(({ format, label, hint }) => (
          <Button
            key={format}
            variant="secondary"
            busy={busy === format || queued === format}
            disabled={(busy !== null && busy !== format) || (queued !== null && queued !== format)}
            onClick={() => (waiting ? setQueued(format) : download(format))}
          >
            {label}
            <span className="agency-downloads__hint">{hint}</span>
          </Button>
        ))}
      </div>
      {failed ? (
        <p className="field__error" role="alert">
          {AGENCY_TEXTS.downloadFailed}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /uitlenersportaal/regelingen/{guid}?version=N: a scheme a hirer shared with the agency, in any of its
 * versions (default the newest), with its downloads. Opening it marks it as seen for the whole agency.
 */
export function SchemePage() {
  const { guid = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get('version'));
  const version = Number.isInteger(requested) && requested > 0 ? requested : null;
  // Another version keeps the page, and the dropdown with the keyboard focus, until it has arrived.
  // The detail holds the newest versions; a scheme with more has the rest read page by page for the dropdown.
  const { state, stale } = useRemoteData(
    `regeling:${guid}:${version ?? 'nieuwste'}`,
    async (api) =>
      withAllVersions(await api.agency.scheme(guid, version === null ? {} : { version }), (options) =>
        api.agency.schemeVersions(guid, options),
      ),
    { keepDataOnNewKey: true },
  );
  const back = (
    <p className="agency__back">
      <Link to={pathFor('uitlenersportaal')}>← Alle inleners</Link>
    </p>
  );
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    return (
      <>
        {back}
        <h1>Gedeelde regeling</h1>
        <div className="notice notice--error" role="alert">
          {loadFailureMessage(state.error, AGENCY_TEXTS.notShared)}
        </div>
      </>
    );
  }
  const scheme = state.data;
  const newest = Math.max(...scheme.versions.map((entry) => entry.version), scheme.version);
  const versions = [...scheme.versions].sort((a, b) => b.version - a.version);
  return (
    <>
      {back}
      <header className="agency-scheme__head">
        <div>
          <p className="agency__eyebrow">{scheme.company_name}</p>
          <h1>{scheme.full_name}</h1>
          <div className="agency-scheme__version">
            <label htmlFor="regeling-versie">Versie</label>
            <select
              id="regeling-versie"
              className="select"
              value={stale ? (version ?? newest) : scheme.version}
              aria-busy={stale || undefined}
              onChange={(event) => {
                const next = Number(event.target.value);
                setSearch(next === newest ? {} : { version: String(next) }, { replace: true });
              }}
            >
              {versions.map((entry) => (
                <option key={entry.version} value={entry.version}>
                  Versie {entry.version} van {dutchDateOf(entry.created_at)}
                  {entry.version === newest ? ' (nieuwste)' : ''}
                </option>
              ))}
            </select>
          </div>
          {scheme.version === newest ? null : (
            <p className="notice notice--warning agency-scheme__old" role="status">
              U bekijkt een oudere versie. De nieuwste is versie {newest}.
            </p>
          )}
        </div>
        <Downloads scheme={scheme} waiting={stale} />
      </header>
      <div className="agency-scheme__body" aria-busy={stale || undefined}>
        <SchemeView scheme={scheme} />
      </div>
    </>
  );
}
