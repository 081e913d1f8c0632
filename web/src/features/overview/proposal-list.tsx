import { formatDutchDate } from '@beloning/core/format';
import type { InlenersCaoListItem } from '@beloning/core/schemas';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';

/** The agencies' open proposals (get_proposals=true): the hirer opens one to accept or reject it. */
export function ProposalList({ proposals }: { readonly proposals: readonly InlenersCaoListItem[] }) {
  if (proposals.length === 0) return null;
  return (
    <section className="overview__section" aria-labelledby="overview-proposals">
      <h2 id="overview-proposals">Voorstellen van uitleners</h2>
      <ul className="overview__list">
        {proposals.map((proposal) => {
          const titleId = `proposal-${proposal.guid}`;
          const detailPath = pathFor('inleners-cao-detail', { guid: proposal.guid });
          return (
            <li
              key={proposal.guid}
              className="card overview__item overview__item--proposal"
              aria-labelledby={titleId}
            >
              <div className="overview__item-main">
                <h3 id={titleId} className="overview__item-title">
                  <Link to={detailPath}>{proposal.full_name}</Link>
                </h3>
                <p className="overview__meta">
                  <span>Voorstel van {proposal.proposal_by_company ?? proposal.proposal_by}</span>
                  <span>Ontvangen op {formatDutchDate(proposal.updated_at)}</span>
                </p>
              </div>
              <div className="overview__actions">
                <Link className="button" to={detailPath} aria-describedby={titleId}>
                  Voorstel bekijken
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
