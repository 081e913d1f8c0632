import type { ActivationOutcome } from '@beloning/core/api';
import { inviteActivationRuleSets, type InviteActivationForm } from '@beloning/core/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { AuthCard, Outcome } from '../../components/auth-card';
import { MissingLink } from './missing-link';
import { useLinkParams } from './use-link-params';

const EMPTY: InviteActivationForm = { password1: '', password2: '', termsAccepted: false };

/**
 * Invite activation (SPEC.md 2.6): an invited user of a subscription sets a password twice and accepts the
 * terms; success links to login. A link used before says that the account is already active (the server's
 * sentence, told apart by core's activate), with the same login button, and keeps the password set then.
 */
export function InviteActivationPage() {
  const link = useLinkParams('invite-activation');
  const [done, setDone] = useState<ActivationOutcome | undefined>(undefined);
  usePreloadApi();
  const form = useForm<InviteActivationForm>({
    initialValues: EMPTY,
    ruleSets: inviteActivationRuleSets,
    serverFieldNames: { password: 'password1' },
  });
  if (link === undefined) return <MissingLink title="Uitnodiging accepteren" />;
  if (done !== undefined) {
    return (
      <AuthCard title="Account geactiveerd">
        <Outcome
          tone="success"
          actions={
            <Link className="button" to={pathFor('login')}>
              Inloggen
            </Link>
          }
        >
          <p>
            {done.status === 'activated'
              ? 'Uw wachtwoord is ingesteld en uw account is actief. U kunt nu inloggen.'
              : done.detail}
          </p>
        </Outcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Uitnodiging accepteren"
      intro="U bent uitgenodigd voor het account van uw bedrijf. Kies een wachtwoord om uw account te activeren."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setDone(await (await loadApi()).api.auth.activate({ ...link, password: values.password1 }));
        })}
      >
        <TextField
          form={form}
          name="password1"
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="password2"
          label="Herhaal wachtwoord"
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField
          form={form}
          name="termsAccepted"
          label={
            <>
              Ik ga akkoord met de{' '}
              <Link to={pathFor('terms')} target="_blank" rel="noopener">
                algemene voorwaarden
              </Link>
            </>
          }
        />
        <FormMessages messages={form.formMessages} />
        <SubmitButton form={form} big>
          Account activeren
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
