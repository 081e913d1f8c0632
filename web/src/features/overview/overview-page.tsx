import { loadFailureMessage } from '@beloning/core/api';
import type { CaoCompliance, InlenersCaoListItem } from '@beloning/core/schemas';
import { canEditSchemes } from '@beloning/core/wizard';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { PageLoader } from '../../components/loader';
import { useUser } from '../../lib/session';
import { SUPPORT_EMAIL, UNVERIFIED_KVK_WARNING } from '../../lib/texts';
import { useRemoteData } from '../../lib/use-remote-data';
import { RedirectNotice } from '../../components/redirect-notice';
import { ComplianceList } from './compliance-list';
import './overview.css';
import {
  DRAFT_CONFIRMATION,
  NEW_SCHEME,
  NO_OWN_SCHEMES,
  NOTHING_TO_VIEW,
  OVERVIEW_TITLE,
  UNVERIFIED_LINKS,
} from './overview-texts';
import { ProposalList } from './proposal-list';
import { SchemeList } from './scheme-list';
import { newSchemePlan } from '../../lib/wizard-handoff';

interface OverviewData {
  readonly schemes: InlenersCaoListItem[];
  readonly compliances: CaoCompliance[];
}

/** An agency's proposal that the hirer has not answered yet (SPEC.md section 4, 'Proposal'). */
export function isOpenProposal(scheme: InlenersCaoListItem): boolean {
  return scheme.proposal_by !== null && !scheme.rejected_proposal;
}

/**
 * 'Mijn beloningen' (SPEC.md 2.9): the company's own schemes, its cao compliances and the agencies' open
 * proposals. With inleners.create_inlenerscao the user edits, links and starts new schemes; without it the
 * user only views. An unverified company cannot link agencies: its link buttons lead to the account screen.
 */
export function OverviewPage() {
  const user = useUser();
  const navigate = useNavigate();
  const canEdit = canEditSchemes(user?.permissions ?? []);
  const verified = user?.kvk_verified ?? false;
  const [confirmNew, setConfirmNew] = useState<(() => string) | null>(null);
  const { state } = useRemoteData<OverviewData>('overview', async (api) => {
    const [schemes, compliances] = await Promise.all([
      api.schemes.list({ getProposals: true }),
      api.compliance.list(),
    ]);
    return { schemes, compliances };
  });

  const startNew = () => {
    const plan = newSchemePlan();
    if (plan.needsConfirmation) setConfirmNew(() => plan.apply);
    else void navigate(plan.apply());
  };

  return (
    <div className="page overview">
      <div className="overview__head">
        <h1>{OVERVIEW_TITLE}</h1>
        {user?.company_name ? <p className="muted overview__company">{user.company_name}</p> : null}
      </div>
      <RedirectNotice />
      {canEdit && !verified ? (
        <div className="notice notice--warning">
          <p>
            <strong>{UNVERIFIED_KVK_WARNING}</strong> {UNVERIFIED_LINKS}
          </p>
          <Link to={pathFor('account')}>Naar uw profiel</Link>
        </div>
      ) : null}
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'error' ? (
        <div className="notice notice--error" role="alert">
          {loadFailureMessage(state.error, SUPPORT_EMAIL)}
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <ProposalList proposals={state.data.schemes.filter(isOpenProposal)} />
          <section className="overview__section" aria-labelledby="overview-schemes">
            <h2 id="overview-schemes">Beloningsregelingen</h2>
            <SchemeList
              schemes={state.data.schemes.filter((scheme) => scheme.proposal_by === null)}
              canEdit={canEdit}
              verified={verified}
              empty={canEdit ? NO_OWN_SCHEMES : NOTHING_TO_VIEW}
            />
          </section>
          {state.data.compliances.length > 0 ? (
            <section className="overview__section" aria-labelledby="overview-compliances">
              <h2 id="overview-compliances">Cao-nalevingen</h2>
              <ComplianceList compliances={state.data.compliances} canEdit={canEdit} verified={verified} />
            </section>
          ) : null}
        </>
      ) : null}
      {canEdit ? (
        <div className="overview__new">
          <Button big onClick={startNew}>
            {NEW_SCHEME}
          </Button>
        </div>
      ) : null}
      <ConfirmationDialog
        open={confirmNew !== null}
        text={DRAFT_CONFIRMATION}
        confirmLabel="Opnieuw beginnen"
        onRefute={() => setConfirmNew(null)}
        onConfirm={() => {
          const apply = confirmNew;
          setConfirmNew(null);
          if (apply) void navigate(apply());
        }}
      />
    </div>
  );
}
