import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { PageLoader } from '../../components/loader';
import { NETWORK_FAILED } from '../../lib/texts';
import { HirerCard } from './hirer-card';
import { useRemoteData } from '../../lib/use-remote-data';
import { useStartProposal } from './use-start-proposal';

/**
 * /uitlenersportaal: the hirers that share schemes or cao compliances with the agency's KVK number at an
 * address the user speaks for (server/README.md, 'Identity by proof of mailbox').
 */
export function HirersPage() {
  const { state, reload } = useRemoteData('inleners', (api) => api.agency.hirers());
  const proposal = useStartProposal();
  return (
    <>
      <h1>Gedeelde regelingen</h1>
      <p className="agency__intro">
        Inleners delen hier hun beloningsregelingen en cao-nalevingen met het KVK-nummer van uw bureau en een
        e-mailadres. U ziet wat gedeeld is met het adres waarmee u inlogt, of met het adres van de collega die
        u toegang gaf. Een regeling die nog niemand van uw bureau heeft geopend, is gemarkeerd als{' '}
        <strong>Nieuw</strong>.
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
          <h2>Nog niets gedeeld</h2>
          <p>
            Nog geen inlener deelt een regeling met u. Deelt een inlener met een ander e-mailadres van uw
            bureau, log dan in met dat adres of meld u er zelf mee aan. Of nodig een inlener uit om zijn
            beloningsregeling vast te leggen en met u te delen.
          </p>
          <Link className="button" to={pathFor('uitlenersportaal-uitnodigingen')}>
            Inlener uitnodigen
          </Link>
        </div>
      ) : null}
      {state.status === 'ready'
        ? state.data.map((hirer) => <HirerCard key={hirer.inlener_id} hirer={hirer} proposal={proposal} />)
        : null}
    </>
  );
}
