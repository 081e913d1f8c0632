import type { Subscription, User } from '@beloning/core/api';
import { useId, useState } from 'react';
import { FormMessages } from '../../components/form/form-messages';
import { Loader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { errorMessages } from '../../lib/error-messages';

/** A switch that saves at once, with a loader while it is being saved and the messages of a failure. */
function SavingSwitch({
  label,
  hint,
  checked,
  save,
}: {
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
  readonly save: (checked: boolean) => Promise<void>;
}) {
  const id = useId();
  // The new state shows while it is being saved; afterwards the saved value (or the old one) is shown.
  const [saving, setSaving] = useState<boolean | null>(null);
  const busy = saving !== null;
  const [messages, setMessages] = useState<readonly string[]>([]);
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={saving ?? checked}
          // Not `disabled`: a disabled switch drops the keyboard focus; while saving it ignores changes.
          aria-disabled={busy || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (busy) return;
            const next = event.target.checked;
            setSaving(next);
            setMessages([]);
            save(next)
              .catch((error: unknown) => setMessages(errorMessages(error)))
              .finally(() => setSaving(null));
          }}
        />
        <label htmlFor={id}>{label}</label>
        {busy ? <Loader label="Opslaan..." /> : null}
      </div>
      <p id={`${id}-hint`} className="field__hint account-switch__hint">
        {hint}
      </p>
      <FormMessages messages={messages} />
    </div>
  );
}

/**
 * E-mail preferences for salary-table updates (SPEC.md 2.7 and section 6). The main user switches them for
 * the subscription (and per user in the user list); a sub-user sees only their own preference, and only
 * while the subscription has them on.
 */
export function EmailPreferencesSection({
  user,
  subscription,
  mainUser,
  onUser,
  onSubscription,
}: {
  readonly user: User;
  readonly subscription: Subscription;
  readonly mainUser: boolean;
  readonly onUser: (user: User) => void;
  readonly onSubscription: (subscription: Subscription) => Promise<void>;
}) {
  if (!mainUser && !subscription.salary_table_update_emails) return null;
  return (
    <section className="card account-section" aria-labelledby="account-mail-title">
      <h2 id="account-mail-title">E-mailvoorkeuren</h2>
      {mainUser ? (
        <SavingSwitch
          label="Mails bij nieuwe loontabellen voor het abonnement"
          hint="Als er nieuwe loontabellen van uw cao zijn, krijgen de gebruikers een e-mail. Per gebruiker kiest u dit in de lijst met gebruikers."
          checked={subscription.salary_table_update_emails}
          save={async (checked) => {
            const next = await (
              await loadApi()
            ).api.subscription.patch({ salary_table_update_emails: checked });
            await onSubscription(next);
          }}
        />
      ) : (
        <SavingSwitch
          label="Stuur mij een e-mail bij nieuwe loontabellen"
          hint="U krijgt een e-mail als er nieuwe loontabellen van uw cao zijn."
          checked={user.salary_table_update_emails}
          save={async (checked) => {
            onUser(await (await loadApi()).api.account.updateUser({ salary_table_update_emails: checked }));
          }}
        />
      )}
    </section>
  );
}
