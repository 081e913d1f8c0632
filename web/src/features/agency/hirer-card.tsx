import type { AgencyHirer } from '@beloning/core/schemas';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { AGENCY_TEXTS } from './agency-texts';
import { dutchDateOf } from './format';
import { proposalKey, type StartProposalControl } from './use-start-proposal';
import { ScrollTable } from '../../components/scroll-table';

function NewBadge() {
  return <span className="badge badge--new">{AGENCY_TEXTS.newBadge}</span>;
}

function ProposalFailure({ proposal, inlenersId, guid }: ProposalProps & { readonly guid?: string }) {
  const failure = proposal.failure;
  if (failure === null || failure.key !== proposalKey(inlenersId, guid)) return null;
  return (
    <p className="field__error" role="alert">
      {failure.message}
    </p>
  );
}

interface ProposalProps {
  readonly proposal: StartProposalControl;
  readonly inlenersId: number;
}

/**
 * A hirer with what it shares with the agency: its schemes (newest version, date, 'Nieuw' until someone of
 * the agency opened it) and cao compliances, and 'Voorstel maken'.
 */
export function HirerCard({
  hirer,
  proposal,
  headingLevel = 2,
  linkName = true,
}: {
  readonly hirer: AgencyHirer;
  readonly proposal: StartProposalControl;
  readonly headingLevel?: 1 | 2;
  readonly linkName?: boolean;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `inlener-${hirer.inlener_id}`;
  const newCount =
    hirer.schemes.filter((scheme) => scheme.new).length +
    hirer.compliances.filter((compliance) => compliance.new).length;
  const busy = proposal.busyKey !== null;
  return (
    <section className="card agency-hirer" aria-labelledby={headingId}>
      <div className="agency-hirer__head">
        <div>
          <Heading id={headingId} className="agency-hirer__name">
            {linkName ? (
              <Link to={pathFor('uitlenersportaal-inlener', { inlenersId: String(hirer.inlener_id) })}>
                {hirer.company_name}
              </Link>
            ) : (
              hirer.company_name
            )}
          </Heading>
          <p className="muted agency-hirer__kvk">
            KVK {hirer.kvk_nr}
            {newCount > 0 ? (
              <>
                {' · '}
                <span>{newCount === 1 ? '1 nieuw gedeeld' : `${newCount} nieuw gedeeld`}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="agency-hirer__actions">
          <Button
            variant="secondary"
            busy={proposal.busyKey === proposalKey(hirer.inlener_id)}
            disabled={busy}
            onClick={() => proposal.start(hirer.inlener_id)}
          >
            Voorstel maken
          </Button>
        </div>
      </div>
      <ProposalFailure proposal={proposal} inlenersId={hirer.inlener_id} />

      {hirer.schemes.length === 0 ? null : (
        <ScrollTable label={`Beloningsregelingen van ${hirer.company_name}`}>
          <table role="table" className="table agency-table agency-table--stack">
            <caption className="visually-hidden">Beloningsregelingen van {hirer.company_name}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Beloningsregeling
                </th>
                <th role="columnheader" scope="col" className="amount">
                  Versie
                </th>
                <th role="columnheader" scope="col">
                  Bijgewerkt
                </th>
                <th role="columnheader" scope="col">
                  <span className="visually-hidden">Acties</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {hirer.schemes.map((scheme) => (
                <tr role="row" key={scheme.guid} className={scheme.new ? 'agency-table__new' : undefined}>
                  <td role="cell" data-label="Beloningsregeling">
                    <Link to={pathFor('uitlenersportaal-regeling', { guid: scheme.guid })}>
                      {scheme.full_name}
                    </Link>{' '}
                    {scheme.new ? <NewBadge /> : null}
                  </td>
                  <td role="cell" data-label="Versie" className="amount">
                    {scheme.version}
                  </td>
                  <td role="cell" data-label="Bijgewerkt">
                    {dutchDateOf(scheme.updated_at)}
                  </td>
                  <td role="cell" data-label="" className="agency-table__action">
                    <Button
                      variant="link"
                      busy={proposal.busyKey === proposalKey(hirer.inlener_id, scheme.guid)}
                      disabled={busy}
                      onClick={() => proposal.start(hirer.inlener_id, scheme.guid)}
                      aria-label={`Wijziging voorstellen voor ${scheme.full_name}`}
                    >
                      Wijziging voorstellen
                    </Button>
                    <ProposalFailure proposal={proposal} inlenersId={hirer.inlener_id} guid={scheme.guid} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}

      {hirer.compliances.length === 0 ? null : (
        <ScrollTable label={`Cao-nalevingen van ${hirer.company_name}`}>
          <table role="table" className="table agency-table agency-table--stack">
            <caption className="visually-hidden">Cao-nalevingen van {hirer.company_name}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Cao-naleving
                </th>
                <th role="columnheader" scope="col">
                  Vastgelegd
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {hirer.compliances.map((compliance) => (
                <tr
                  role="row"
                  key={compliance.id}
                  className={compliance.new ? 'agency-table__new' : undefined}
                >
                  <td role="cell" data-label="Cao-naleving">
                    <Link to={pathFor('uitlenersportaal-cao-naleving', { id: String(compliance.id) })}>
                      {compliance.cao_name}
                    </Link>{' '}
                    {compliance.new ? <NewBadge /> : null}
                  </td>
                  <td role="cell" data-label="Vastgelegd">
                    {dutchDateOf(compliance.created_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
