import {
  MAX_LENGTH,
  maxLength,
  required,
  ruleSet,
  subscriptionUserAddRuleSets,
  type FormRuleSets,
} from '@beloning/core/rules';
import { useState } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi } from '../../lib/load-api';

interface InviteForm {
  readonly email: string;
  readonly username: string;
  readonly canCreateSchemes: boolean;
}

/**
 * Core's invite rules (the e-mail) plus the user name the invite call also takes, which the server holds to
 * the same bounds as an e-mail address (required, at most 254 characters).
 */
const INVITE_RULE_SETS: FormRuleSets<InviteForm> = {
  ...subscriptionUserAddRuleSets,
  username: ruleSet(required, maxLength(MAX_LENGTH.email)),
};

const EMPTY: InviteForm = { email: '', username: '', canCreateSchemes: true };

/**
 * Inviting an extra user (SPEC.md 2.7): e-mail, user name and whether they may create schemes (default yes).
 * The invited user gets a mail with a link to set a password.
 */
export function InviteForm({ onInvited }: { readonly onInvited: () => Promise<void> }) {
  const [invited, setInvited] = useState<string | null>(null);
  const form = useForm<InviteForm>({
    initialValues: EMPTY,
    ruleSets: INVITE_RULE_SETS,
    serverFieldNames: { can_create_schemes: 'canCreateSchemes' },
  });
  return (
    <form
      noValidate
      aria-labelledby="account-invite-title"
      onSubmit={form.handleSubmit(async (values) => {
        const email = values.email.trim();
        setInvited(null);
        await (
          await loadApi()
        ).api.subscription.addUser({
          email,
          username: values.username.trim(),
          can_create_schemes: values.canCreateSchemes,
        });
        setInvited(email);
        form.setValue('email', '');
        form.setValue('username', '');
        form.setValue('canCreateSchemes', true);
        await onInvited();
      })}
    >
      <h3 id="account-invite-title" className="account-section__subtitle">
        Gebruiker uitnodigen
      </h3>
      <div className="account-grid">
        <TextField
          form={form}
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onAfterBlur={(email) => {
            // Most users log in with their address: it becomes the user name unless one was typed.
            if (form.values.username.trim() === '' && email.trim() !== '') {
              form.setValue('username', email.trim());
            }
          }}
        />
        <TextField
          form={form}
          name="username"
          label="Gebruikersnaam"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <CheckboxField form={form} name="canCreateSchemes" label="Mag beloningen maken en wijzigen" />
      <FormMessages messages={form.formMessages} />
      <div className="row row--end">
        <SubmitButton form={form}>Uitnodigen</SubmitButton>
      </div>
      <div role="status">
        {invited === null ? null : (
          <div className="notice notice--success">
            Er is een uitnodiging gestuurd naar <strong>{invited}</strong>. Met de link in die e-mail kiest de
            gebruiker een wachtwoord.
          </div>
        )}
      </div>
    </form>
  );
}
