import type { AgencyHirer } from '@beloning/core/schemas';
import { Link, useParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { NETWORK_FAILED } from '../../lib/texts';
import { AGENCY_TEXTS } from './agency-texts';
import { HirerCard } from './hirer-card';
import { useRemoteData } from '../../lib/use-remote-data';
import { useStartProposal } from './use-start-proposal';

/**
 * /uitlenersportaal/inleners/{inlenersId}: one hirer and what it shares. This is also where the agency comes
 * back after a proposal (SPEC.md 2.13: the agency environment's page for the hirer, with a hand-over code).
 */
export function HirerPage() {
  const { inlenersId = '' } = useParams();
  // A hirer that asked for help may share nothing yet; its help request still names it.
  const { state } = useRemoteData('inleners-en-hulpvragen', async (api) => {
    const [hirers, requests] = await Promise.all([api.agency.hirers(), api.agency.helpRequests()]);
    return { hirers, requests };
  });
  const proposal = useStartProposal();
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
        <h1>Inlener</h1>
        <div className="notice notice--error" role="alert">
          {NETWORK_FAILED}
        </div>
      </>
    );
  }
  const sharing = state.data.hirers.find((candidate) => String(candidate.inlener_id) === inlenersId);
  const asking = state.data.requests.find((request) => String(request.inlener_id) === inlenersId);
  const hirer: AgencyHirer | undefined =
    sharing ??
    (asking === undefined
      ? undefined
      : {
          inlener_id: asking.inlener_id,
          company_name: asking.company_name,
          kvk_nr: asking.kvk_nr,
          schemes: [],
          compliances: [],
        });
  return (
    <>
      {back}
      {hirer === undefined ? (
        <>
          <h1>Inlener</h1>
          <div className="notice notice--info" role="status">
            {AGENCY_TEXTS.hirerNotFound}
          </div>
        </>
      ) : (
        <>
          <HirerCard hirer={hirer} proposal={proposal} headingLevel={1} linkName={false} />
          {asking === undefined ? null : (
            <div className="notice notice--info" role="status">
              {asking.company_name} vraagt uw bureau om een voorstel voor de beloningsregeling (gevraagd door{' '}
              {asking.email}).
            </div>
          )}
          {sharing === undefined ? (
            <p className="muted">Deze inlener deelt nog geen regelingen met uw bureau.</p>
          ) : null}
        </>
      )}
    </>
  );
}
