import { CHANGE_SUBSCRIPTION_PERMISSION } from '@beloning/core/schemas';
import { useEffect, useId, useState } from 'react';
import { Loader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { hasPermission, useUser } from '../../lib/session';
import { NETWORK_FAILED } from '../../lib/texts';
import { useRemoteData } from '../../lib/use-remote-data';
import { errorMessages } from '../../lib/error-messages';

/**
 * 'Hulp aanbieden' for the whole agency (GET and PUT uitleners/company/, proposals_enabled): on, invited
 * hirers can ask the agency to make a proposal; off, no hirer sees the offer, whatever an invitation says.
 * Only the main user changes it; other users see how it stands.
 */
export function HelpOfferCard() {
  const user = useUser();
  const mayChange = hasPermission(user, CHANGE_SUBSCRIPTION_PERMISSION);
  const { state } = useRemoteData('bureau', (api) => api.agency.company());
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const id = useId();
  useEffect(() => {
    if (state.status === 'ready') setEnabled(state.data.proposals_enabled);
  }, [state]);

  const save = (next: boolean) => {
    setSaving(true);
    setMessage(null);
    setEnabled(next);
    void loadApi()
      .then(({ api }) => api.agency.updateCompany({ proposals_enabled: next }))
      .then(
        (company) => {
          setEnabled(company.proposals_enabled);
          setMessage({
            tone: 'success',
            text: company.proposals_enabled ? 'Hulp aanbieden staat aan.' : 'Hulp aanbieden staat uit.',
          });
        },
        (error: unknown) => {
          setEnabled(!next);
          // The server's messages, or 'Er is iets mis gegaan. Neem contact op met {email}' (SPEC.md 8).
          setMessage({ tone: 'error', text: errorMessages(error).join(' ') });
        },
      )
      .finally(() => setSaving(false));
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Hulp aanbieden</h2>
      <p className="muted">
        Bied inleners aan om hun beloningsregeling voor hen op te stellen. Een inlener die u uitnodigde met
        hulp, kan uw bureau dan om een voorstel vragen; u ziet die vraag onder Hulpvragen.
      </p>
      {state.status === 'loading' ? <Loader /> : null}
      {state.status === 'error' ? (
        <p className="field__error" role="alert">
          {NETWORK_FAILED}
        </p>
      ) : null}
      {state.status === 'ready' && enabled !== null ? (
        <div className="checkbox agency-switch">
          <input
            id={`${id}-switch`}
            type="checkbox"
            checked={enabled}
            disabled={!mayChange}
            // Not `disabled` while saving: that would drop the keyboard focus; it ignores changes meanwhile.
            aria-disabled={saving || undefined}
            aria-describedby={mayChange ? undefined : `${id}-readonly`}
            onChange={(event) => {
              if (!saving) save(event.target.checked);
            }}
          />
          <label htmlFor={`${id}-switch`}>Ons bureau biedt inleners hulp aan bij hun beloningsregeling</label>
          {saving ? <Loader label="Opslaan..." /> : null}
        </div>
      ) : null}
      {mayChange ? null : (
        <p id={`${id}-readonly`} className="muted agency-note">
          Alleen de hoofdgebruiker van uw bureau kan dit wijzigen.
        </p>
      )}
      <div role="status" aria-live="polite">
        {message === null ? null : (
          <p className={message.tone === 'error' ? 'field__error' : 'agency-saved'}>{message.text}</p>
        )}
      </div>
    </section>
  );
}
