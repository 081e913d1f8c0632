import { formatDutchDate } from '@beloning/core/format';
import type { Cao, CaoCompliance } from '@beloning/core/schemas';
import { aardLabel, canEditSchemes } from '@beloning/core/wizard';
import { useAardTypes } from '../../lib/use-aard-types';
import { Link, useParams } from 'react-router-dom';
import { NewCaoComplianceButton } from '../../components/new-cao-compliance-button';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { useUser } from '../../lib/session';
import { useRemoteData } from '../../lib/use-remote-data';
import { COMPLIANCE_NOT_FOUND } from './compliance-links-page';
import './links.css';
import { LoadFailure } from './load-failure';
import { ScrollTable } from '../../components/scroll-table';

interface ComplianceData {
  readonly compliance: CaoCompliance;
  readonly cao: Cao;
}

function period(start: string, end: string | null): string {
  return end === null
    ? `vanaf ${formatDutchDate(start)}`
    : `${formatDutchDate(start)} t/m ${formatDutchDate(end)}`;
}

/**
 * A cao compliance (route cao-compliance-detail/{caoId}/{id}): the statement that the company follows the cao,
 * its own jobs placed in the cao's tables, the cao's tables and jobs, and who it is shared with.
 */
export function ComplianceDetailPage() {
  const { caoId = '', id = '' } = useParams();
  const user = useUser();
  const canEdit = canEditSchemes(user?.permissions ?? []);
  const aardTypes = useAardTypes();
  const types = aardTypes.status === 'ready' ? aardTypes.types : [];
  const { state } = useRemoteData<ComplianceData>(`compliance-${caoId}-${id}`, async (api) => {
    const [compliance, cao] = await Promise.all([api.compliance.get(id), api.caos.get(caoId)]);
    return { compliance, cao };
  });
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    return <LoadFailure title="Cao-naleving" error={state.error} notFound={COMPLIANCE_NOT_FOUND} />;
  }
  const { compliance, cao } = state.data;
  const tableName = (tableId: number) =>
    cao.salary_tables.find((table) => (table.salary_table_id ?? table.id) === tableId)?.name ??
    `Tabel ${tableId}`;
  const caoJobs = cao.salary_tables.flatMap((table) => table.jobs.map((job) => ({ job, table: table.name })));
  const connected = compliance.koppelingen.filter((koppeling) => !koppeling.disabled);
  const [newCaoId, newCaoName] = compliance.new_cao_version;

  return (
    <div className="page links">
      <p className="links__back">
        <Link to={pathFor('overview')}>← Mijn beloningen</Link>
      </p>
      <h1>{compliance.cao_name}</h1>
      <p className="links__subject">
        Cao-naleving van {user?.company_name ?? 'uw bedrijf'} · ondertekend door {compliance.signed_fullname}
      </p>
      {newCaoId !== undefined ? (
        <div className="notice notice--info">
          <p>
            Er is een nieuwe versie van de cao beschikbaar
            {typeof newCaoName === 'string' ? `: ${newCaoName}` : ''}.
            {canEdit ? ' Leg met de knop hieronder vast dat u de nieuwe versie volgt.' : ''}
          </p>
          {canEdit ? <NewCaoComplianceButton compliance={compliance} /> : null}
        </div>
      ) : null}
      <section className="card" aria-labelledby="compliance-statement">
        <h2 id="compliance-statement">Verklaring</h2>
        <p>
          {user?.company_name ?? 'Het bedrijf'} volgt de cao {cao.full_name} (
          {period(cao.duration_start, cao.duration_end)}) volledig: de lonen, toeslagen en overige
          arbeidsvoorwaarden van de cao gelden voor de uitzendkrachten.
        </p>
      </section>
      <section className="card" aria-labelledby="compliance-jobs">
        <h2 id="compliance-jobs">Functies in {user?.company_name ?? 'uw bedrijf'}</h2>
        {compliance.jobs.length === 0 ? (
          <p>Alle functies staan in de cao.</p>
        ) : (
          <ScrollTable label="Functies in uw bedrijf">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Naam</th>
                  <th scope="col">Aard</th>
                  <th scope="col">Loontabel</th>
                  <th scope="col">Minimumschaal</th>
                </tr>
              </thead>
              <tbody>
                {compliance.jobs.map((job, index) => (
                  <tr key={`${job.name}-${index}`}>
                    <td>{job.name}</td>
                    <td>{aardLabel(types, job.aard)}</td>
                    <td>{tableName(job.salary_table_id)}</td>
                    <td>{job.minimal_payscale}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <section className="card" aria-labelledby="compliance-cao">
        <h2 id="compliance-cao">Loontabellen en functies van de cao</h2>
        <ul className="links__plain-list">
          {cao.salary_tables.map((table) => (
            <li key={table.id ?? table.name}>
              <strong>{table.name}</strong>{' '}
              <span className="muted">
                {period(table.active_per, table.end_date)} · schalen {table.payscales.join(', ')}
              </span>
            </li>
          ))}
        </ul>
        {caoJobs.length > 0 ? (
          <ScrollTable label="Functies van de cao">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Functie in de cao</th>
                  <th scope="col">Aard</th>
                  <th scope="col">Loontabel</th>
                  <th scope="col">Minimumschaal</th>
                </tr>
              </thead>
              <tbody>
                {caoJobs.map(({ job, table }, index) => (
                  <tr key={`${job.name}-${index}`}>
                    <td>{job.name}</td>
                    <td>{aardLabel(types, job.aard)}</td>
                    <td>{table}</td>
                    <td>{job.minimal_payscale ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : null}
      </section>
      <section className="card" aria-labelledby="compliance-links">
        <h2 id="compliance-links">Gedeeld met uitleners</h2>
        {connected.length === 0 ? (
          <p>Deze cao-naleving is nog met geen uitlener gedeeld.</p>
        ) : (
          <ul className="links__plain-list">
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
                ? pathFor('cao-compliance-koppelingen', { id: String(compliance.id) })
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
