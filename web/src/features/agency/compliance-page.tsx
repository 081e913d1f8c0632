import { aardLabel } from '@beloning/core/wizard';
import { Link, useParams } from 'react-router-dom';
import { useAardTypes } from '../../lib/use-aard-types';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { AGENCY_TEXTS, loadFailureMessage } from './agency-texts';
import { useRemoteData } from '../../lib/use-remote-data';
import { ScrollTable } from '../../components/scroll-table';

/** /uitlenersportaal/cao-nalevingen/{id}: a hirer's statement that it follows a cao exactly, with its jobs. */
export function CompliancePage() {
  const { id = '' } = useParams();
  const aardTypes = useAardTypes();
  const types = aardTypes.status === 'ready' ? aardTypes.types : [];
  // The compliance does not name its hirer; the list of what is shared does.
  const { state } = useRemoteData(`naleving:${id}`, async (api) => {
    const [compliance, hirers] = await Promise.all([api.agency.compliance(id), api.agency.hirers()]);
    const hirer = hirers.find((candidate) => candidate.compliances.some((item) => item.id === compliance.id));
    return { compliance, hirer };
  });
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
        <h1>Gedeelde cao-naleving</h1>
        <div className="notice notice--error" role="alert">
          {loadFailureMessage(state.error, AGENCY_TEXTS.complianceNotShared)}
        </div>
      </>
    );
  }
  const { compliance, hirer } = state.data;
  return (
    <>
      {back}
      <p className="agency__eyebrow">
        {hirer === undefined ? 'Cao-naleving' : `Cao-naleving van ${hirer.company_name}`}
      </p>
      <h1>{compliance.cao_name}</h1>
      <section className="card" aria-labelledby="naleving-verklaring">
        <h2 id="naleving-verklaring">Verklaring</h2>
        <p>
          De inlener verklaart de cao <strong>{compliance.cao_name}</strong> volledig na te leven.
          Uitzendkrachten krijgen dezelfde beloning als in deze cao staat.
        </p>
        <dl className="agency-facts">
          <div className="agency-facts__item">
            <dt>Vastgesteld door</dt>
            <dd>{compliance.signed_fullname || '–'}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="naleving-functies">
        <h2 id="naleving-functies">Functies</h2>
        {compliance.jobs.length === 0 ? (
          <p className="muted">
            De inlener heeft geen eigen functies ingedeeld; de functies van de cao gelden.
          </p>
        ) : (
          <ScrollTable label="Functies en hun indeling">
            <table role="table" className="table agency-table agency-table--stack">
              <caption className="visually-hidden">Functies en hun indeling</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    Functie
                  </th>
                  <th role="columnheader" scope="col">
                    Aard van het werk
                  </th>
                  <th role="columnheader" scope="col">
                    Minimale schaal
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {compliance.jobs.map((job, index) => (
                  <tr role="row" key={`${job.name}-${index}`}>
                    <td role="cell" data-label="Functie">
                      {job.name}
                    </td>
                    <td role="cell" data-label="Aard van het werk">
                      {job.aard === null ? '–' : aardLabel(types, job.aard)}
                    </td>
                    <td role="cell" data-label="Minimale schaal">
                      {job.minimal_payscale}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
    </>
  );
}
