import type { SubscriptionUser } from '@beloning/core/api';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { FormMessages } from '../../components/form/form-messages';
import { Loader } from '../../components/loader';
import { errorMessages } from '../../lib/error-messages';
import { InviteForm } from './invite-form';
import { loadApi } from '../../lib/load-api';

/**
 * What the main user changes about one user: the right to create schemes, the salary-table mails, or letting
 * in someone who registered for the company (server/README.md, 'Identity by proof of mailbox').
 */
type UserChange =
  | { readonly can_create_schemes: boolean }
  | { readonly salary_table_update_emails: boolean }
  | { readonly admit: true };

/**
 * The subscription's users for the main user (SPEC.md 2.7 and section 6): each user's right to create
 * schemes and salary-table mail preference, removing a sub-user after confirmation, and the invite form.
 * The main user (the first row, the one logged in) always may create schemes and cannot be removed here.
 * Someone who registered for the company themself waits until the main user lets them in ('Toegang geven')
 * or removes them.
 */
export function UsersSection({
  users,
  ownEmail,
  subscriptionMails,
  onChanged,
}: {
  readonly users: readonly SubscriptionUser[];
  readonly ownEmail: string;
  /** Whether the subscription sends salary-table mails at all; each user's own switch counts only then. */
  readonly subscriptionMails: boolean;
  readonly onChanged: () => Promise<void>;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [removed, setRemoved] = useState<string | null>(null);

  const run = async (email: string, action: () => Promise<void>) => {
    setPending(email);
    setMessages([]);
    setRemoved(null);
    try {
      await action();
      await onChanged();
    } catch (error) {
      setMessages(errorMessages(error));
    } finally {
      setPending(null);
    }
  };

  // A switch shows its new state while it is being saved; the list fetched afterwards has the last word.
  const [saving, setSaving] = useState<{ readonly email: string } & Partial<SubscriptionUser>>();

  const change = async (email: string, changes: UserChange) => {
    setSaving({ email, ...changes });
    await run(email, async () => (await loadApi()).api.subscription.updateUser({ email, ...changes }));
    setSaving(undefined);
  };

  const remove = (email: string) =>
    run(email, async () => {
      await (await loadApi()).api.subscription.removeUser({ email });
      setRemoved(email);
    });

  return (
    <section className="card account-section" aria-labelledby="account-users-title">
      <h2 id="account-users-title">Gebruikers</h2>
      <p className="muted">
        De gebruikers van uw abonnement. Wie geen beloningen mag maken, kan ze alleen bekijken.
      </p>
      <div className="account-table-wrap">
        <table className="table account-users">
          <caption className="visually-hidden">Gebruikers van het abonnement</caption>
          <thead>
            <tr>
              <th scope="col">Gebruiker</th>
              <th scope="col">Status</th>
              <th scope="col">Mag beloningen maken</th>
              <th scope="col">Mail bij nieuwe loontabellen</th>
              <th scope="col">
                <span className="visually-hidden">Acties</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((listed) => {
              const user = saving?.email === listed.email ? { ...listed, ...saving } : listed;
              const self = user.email.toLowerCase() === ownEmail.toLowerCase();
              const busy = pending === user.email;
              // While a change is saved the switches wait; they stay focusable (a disabled one would drop
              // the keyboard focus) and ignore changes.
              const waiting = pending !== null;
              return (
                <tr key={user.email} aria-busy={busy || undefined}>
                  <td data-label="Gebruiker">
                    <span className="account-users__email">{user.email}</span>
                    {user.username === user.email ? null : (
                      <span className="account-users__username muted">{user.username}</span>
                    )}
                    {self ? <span className="badge account-users__badge">Hoofdgebruiker (u)</span> : null}
                  </td>
                  <td data-label="Status">
                    {user.admission === 'requested' ? (
                      <span className="badge badge--warning">
                        {user.is_active ? 'Vraagt toegang' : 'Aanmelding niet bevestigd'}
                      </span>
                    ) : user.is_active ? (
                      <span className="badge badge--success">Actief</span>
                    ) : (
                      <span className="badge badge--warning">Uitnodiging verstuurd</span>
                    )}
                  </td>
                  <td data-label="Mag beloningen maken">
                    <input
                      type="checkbox"
                      className="account-users__switch"
                      aria-label={`${user.email} mag beloningen maken`}
                      checked={user.can_create_schemes}
                      disabled={self}
                      aria-disabled={waiting || undefined}
                      onChange={(event) => {
                        if (!waiting) void change(user.email, { can_create_schemes: event.target.checked });
                      }}
                    />
                  </td>
                  <td data-label="Mail bij nieuwe loontabellen">
                    <input
                      type="checkbox"
                      className="account-users__switch"
                      aria-label={`${user.email} krijgt een mail bij nieuwe loontabellen`}
                      checked={user.salary_table_update_emails}
                      disabled={!subscriptionMails}
                      aria-disabled={waiting || undefined}
                      onChange={(event) => {
                        if (!waiting) {
                          void change(user.email, { salary_table_update_emails: event.target.checked });
                        }
                      }}
                    />
                  </td>
                  <td className="account-users__actions">
                    {busy ? <Loader label="Bezig..." /> : null}
                    {user.admission === 'requested' && user.is_active ? (
                      <ConfirmButton
                        className="button--small"
                        disabled={pending !== null}
                        aria-label={`${user.email} toegang geven`}
                        confirmText={`Geeft u ${user.email} toegang tot het account? Deze gebruiker ziet daarna wat u ziet.`}
                        confirmLabel="Ja, toegang geven"
                        onConfirmed={() => void change(user.email, { admit: true })}
                      >
                        Toegang geven
                      </ConfirmButton>
                    ) : null}
                    {self ? null : (
                      <ConfirmButton
                        variant="secondary"
                        className="button--small"
                        disabled={pending !== null}
                        aria-label={`${user.email} verwijderen`}
                        confirmText={`Weet u zeker dat u ${user.email} wilt verwijderen? Deze gebruiker kan daarna niet meer inloggen.`}
                        confirmLabel="Ja, verwijderen"
                        onConfirmed={() => void remove(user.email)}
                      >
                        Verwijderen
                      </ConfirmButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {subscriptionMails ? null : (
        <p className="muted account-note">
          Mails bij nieuwe loontabellen staan uit voor het abonnement; zet ze aan onder E-mailvoorkeuren om ze
          per gebruiker te kiezen.
        </p>
      )}
      <FormMessages messages={messages} />
      <div role="status">
        {removed === null ? null : (
          <div className="notice notice--success">
            <strong>{removed}</strong> is verwijderd.
          </div>
        )}
      </div>
      <InviteForm onInvited={onChanged} />
    </section>
  );
}
