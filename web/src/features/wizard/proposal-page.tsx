import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { useIsLoggedIn } from '../../lib/session';
import { useSessionKind } from '../../lib/session-kind';
import { PROPOSAL_BACK, PROPOSAL_BAD_LINK, PROPOSAL_COMING } from './wizard-texts';
import './wizard-shell.css';

/**
 * 'Voorstel maken' (SPEC.md 2.2 and 2.13) at /uitlener-voorstel/{inlenersId}?inlenersCompany=&guid=. The
 * hand-over code was already exchanged by the root's handoverLoader; without an agency session the visitor
 * goes to the agency login. Until the wizard lands the page says so and leads back to the hirer's page in
 * the agency area; it starts nothing.
 */
export function ProposalPage() {
  const loggedIn = useIsLoggedIn();
  const kind = useSessionKind();
  const { inlenersId = '' } = useParams();
  const [query] = useSearchParams();
  if (!loggedIn || kind !== 'uitlener') return <Navigate to={pathFor('uitlenersportaal-login')} replace />;
  const valid = /^[1-9][0-9]*$/.test(inlenersId);
  const company = query.get('inlenersCompany');
  const amending = query.get('guid') !== null;
  return (
    <div className="page page--narrow wizard-shell">
      <h1>Voorstel maken</h1>
      {valid ? (
        <>
          <p>
            {amending ? 'U gaat een voorstel tot wijziging maken' : 'U gaat een voorstel maken'}
            {company ? ` voor ${company}` : ' voor deze inlener'}. Daarna gaat u terug naar het
            uitlenersportaal.
          </p>
          <div className="notice notice--info" role="status">
            {PROPOSAL_COMING}
          </div>
          <Link className="button button--secondary" to={pathFor('uitlenersportaal-inlener', { inlenersId })}>
            {PROPOSAL_BACK}
          </Link>
        </>
      ) : (
        <>
          <div className="notice notice--error" role="alert">
            {PROPOSAL_BAD_LINK}
          </div>
          <Link className="button button--secondary" to={pathFor('uitlenersportaal')}>
            {PROPOSAL_BACK}
          </Link>
        </>
      )}
    </div>
  );
}
