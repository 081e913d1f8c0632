import { isApiError, loadFailureMessage } from '@beloning/core/api';
import {
  furthestReachableStep,
  hasProposalDraft,
  proposalWizardState,
  wizardStep,
} from '@beloning/core/wizard';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { loadApi } from '../../lib/load-api';
import { pathFor } from '../../lib/routes';
import { useIsLoggedIn } from '../../lib/session';
import { useSessionKind } from '../../lib/session-kind';
import { SUPPORT_EMAIL } from '../../lib/texts';
import { readWizardState, writeWizardState } from '../../lib/wizard-handoff';
import { PROPOSAL_BACK, PROPOSAL_BAD_LINK, PROPOSAL_TEXTS as T } from './wizard-texts';
import './wizard-shell.css';

/**
 * 'Voorstel maken' (SPEC.md 2.2 and 2.13) at /uitlener-voorstel/{inlenersId}?inlenersCompany=&guid=. The
 * hand-over code was already exchanged by the root's handoverLoader; without an agency session the visitor
 * goes to the agency login. It says for whom the proposal is, offers to go on with an unfinished proposal for
 * the same hirer or to start a new one (for a change: the shared scheme's newest version, core's
 * proposalWizardState), and opens the full wizard in proposal mode; leaving goes back to the agency area.
 */
export function ProposalPage() {
  const loggedIn = useIsLoggedIn();
  const kind = useSessionKind();
  const navigate = useNavigate();
  const { inlenersId = '' } = useParams();
  const [query] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!loggedIn || kind !== 'uitlener') return <Navigate to={pathFor('uitlenersportaal-login')} replace />;
  const valid = /^[1-9][0-9]*$/.test(inlenersId);
  const company = query.get('inlenersCompany');
  const guid = query.get('guid');
  if (!valid) {
    return (
      <div className="page page--narrow wizard-shell">
        <h1>Voorstel maken</h1>
        <div className="notice notice--error" role="alert">
          {PROPOSAL_BAD_LINK}
        </div>
        <Link className="button button--secondary" to={pathFor('uitlenersportaal')}>
          {PROPOSAL_BACK}
        </Link>
      </div>
    );
  }
  const hirer = Number(inlenersId);
  const draft = hasProposalDraft(readWizardState(), hirer);

  const open = (step: Parameters<typeof wizardStep>[0]) => void navigate(wizardStep(step).fullPath);
  const startNew = () => {
    setBusy(true);
    setFailed(null);
    const scheme =
      guid === null ? Promise.resolve(undefined) : loadApi().then(({ api }) => api.agency.scheme(guid));
    scheme.then(
      (loaded) => {
        writeWizardState(proposalWizardState(hirer, loaded));
        open(1);
      },
      (error: unknown) => {
        setBusy(false);
        // A scheme the hirer no longer shares with the agency (or never did) answers 404.
        setFailed(
          isApiError(error) && error.status === 404 ? T.notShared : loadFailureMessage(error, SUPPORT_EMAIL),
        );
      },
    );
  };

  return (
    <div className="page page--narrow wizard-shell">
      <h1>Voorstel maken</h1>
      <p>{T.intro(guid !== null, company)}</p>
      {failed === null ? null : (
        <div className="notice notice--error" role="alert">
          {failed}
        </div>
      )}
      <div className="wizard__row">
        {draft ? (
          <>
            <Button onClick={() => open(furthestReachableStep(readWizardState()))}>{T.continue}</Button>
            <Button variant="secondary" busy={busy} onClick={startNew}>
              {T.startNew}
            </Button>
          </>
        ) : (
          <Button busy={busy} onClick={startNew}>
            {T.start}
          </Button>
        )}
      </div>
      <Link className="button button--secondary" to={pathFor('uitlenersportaal-inlener', { inlenersId })}>
        {PROPOSAL_BACK}
      </Link>
    </div>
  );
}
