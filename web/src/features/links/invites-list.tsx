import type { AgencyInvite } from '@beloning/core/api';
import { normaliseKvkNr } from '@beloning/core/rules';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { NETWORK_FAILED } from '../../lib/texts';
import { useRemoteData } from '../../lib/use-remote-data';
import { NO_INVITES } from './links-texts';

export interface InvitesListProps {
  readonly linkedKvkNrs: readonly string[];
  readonly onChoose: (invite: AgencyInvite) => void;
}

/**
 * The agencies that invited the hirer (GET inleners/uitlener-invites/), shown when the route has
 * showInvites: one click puts an agency in the add form.
 */
export function InvitesList({ linkedKvkNrs, onChoose }: InvitesListProps) {
  const { state } = useRemoteData<AgencyInvite[]>('uitlener-invites', (api) => api.invites.list());
  const linked = new Set(linkedKvkNrs.map((nr) => normaliseKvkNr(nr) ?? nr));
  return (
    <section className="card links__invites" aria-labelledby="links-invites-title">
      <h2 id="links-invites-title">Uitnodigingen van uitleners</h2>
      <p className="muted">Deze uitleners hebben u uitgenodigd om uw beloningsregeling met hen te delen.</p>
      {state.status === 'loading' ? <Loader label="Uitnodigingen laden..." /> : null}
      {state.status === 'error' ? (
        <p className="notice notice--error" role="alert">
          {NETWORK_FAILED}
        </p>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className="muted">{NO_INVITES}</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="links__list">
          {state.data.map((invite) => {
            const done = linked.has(invite.kvk_nr);
            const nameId = `links-invite-${invite.kvk_nr}`;
            return (
              <li key={invite.kvk_nr} className="links__item">
                <div className="links__who">
                  <strong id={nameId}>{invite.company_name}</strong>
                  <span className="muted">KVK {invite.kvk_nr}</span>
                  <span className="links__email">{invite.email}</span>
                </div>
                {done ? (
                  <span className="badge badge--muted">Al gekoppeld</span>
                ) : (
                  <Button variant="secondary" aria-describedby={nameId} onClick={() => onChoose(invite)}>
                    Toevoegen
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
