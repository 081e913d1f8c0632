import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { PageLoader } from '../../components/loader';
import { NETWORK_FAILED } from '../../lib/texts';
import { useRemoteData } from '../../lib/use-remote-data';
import { proposalKey, useStartProposal } from './use-start-proposal';
import { ScrollTable } from '../../components/scroll-table';

/**
 * /uitlenersportaal/hulpvragen: hirer users who asked this agency to make a proposal for their scheme (the
 * short wizard's 'askForHelp'), each with 'Voorstel maken'.
 */
export function HelpRequestsPage() {
  const { state, reload } = useRemoteData('hulpvragen', (api) => api.agency.helpRequests());
  const proposal = useStartProposal();
  return (
    <>
      <h1>Hulpvragen</h1>
      <p className="agency__intro">
        Deze inleners vroegen uw bureau om een voorstel voor hun beloningsregeling. Met{' '}
        <strong>Voorstel maken</strong> vult u de regeling voor hen in; de inlener accepteert, wijzigt of
        wijst het voorstel daarna af.
      </p>
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'error' ? (
        <div className="notice notice--error" role="alert">
          <p>{NETWORK_FAILED}</p>
          <Button variant="secondary" onClick={reload}>
            Opnieuw proberen
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <div className="card agency-empty">
          <p>Er zijn geen openstaande hulpvragen.</p>
          <p className="muted">
            Inleners kunnen uw bureau om hulp vragen als u hulp aanbiedt in een{' '}
            <Link to={pathFor('uitlenersportaal-uitnodigingen')}>uitnodiging</Link>.
          </p>
        </div>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className="card">
          <ScrollTable label="Hulpvragen van inleners">
            <table role="table" className="table agency-table agency-table--stack">
              <caption className="visually-hidden">Hulpvragen van inleners</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    Inlener
                  </th>
                  <th role="columnheader" scope="col">
                    KVK nummer
                  </th>
                  <th role="columnheader" scope="col">
                    Gevraagd door
                  </th>
                  <th role="columnheader" scope="col">
                    <span className="visually-hidden">Acties</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {state.data.map((request) => {
                  const key = proposalKey(request.inlener_id);
                  return (
                    <tr role="row" key={`${request.inlener_id}-${request.email}`}>
                      <td role="cell" data-label="Inlener">
                        {request.company_name}
                      </td>
                      <td role="cell" data-label="KVK nummer">
                        {request.kvk_nr}
                      </td>
                      <td role="cell" data-label="Gevraagd door" className="agency-table__wrap">
                        <a href={`mailto:${request.email}`}>{request.email}</a>
                      </td>
                      <td role="cell" data-label="" className="agency-table__action">
                        <Button
                          busy={proposal.busyKey === key}
                          disabled={proposal.busyKey !== null}
                          onClick={() => proposal.start(request.inlener_id)}
                          aria-label={`Voorstel maken voor ${request.company_name}`}
                        >
                          Voorstel maken
                        </Button>
                        {proposal.failure?.key === key ? (
                          <p className="field__error" role="alert">
                            {proposal.failure.message}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollTable>
        </div>
      ) : null}
    </>
  );
}
