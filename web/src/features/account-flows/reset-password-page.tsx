import { resetPasswordRuleSets, type ResetPasswordForm } from '@beloning/core/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { AuthCard, Outcome } from '../../components/auth-card';
import { MissingLink } from './missing-link';
import { useLinkParams } from './use-link-params';

const EMPTY: ResetPasswordForm = { password1: '', password2: '' };

/** Reset password (SPEC.md 2.6): the new password twice; success links to login. */
export function ResetPasswordPage() {
  const link = useLinkParams('reset-password');
  const [done, setDone] = useState(false);
  usePreloadApi();
  const form = useForm<ResetPasswordForm>({
    initialValues: EMPTY,
    ruleSets: resetPasswordRuleSets,
    serverFieldNames: { new_password1: 'password1', new_password2: 'password2' },
  });
  if (link === undefined) return <MissingLink title="Wachtwoord resetten" />;
  if (done) {
    return (
      <AuthCard title="Wachtwoord resetten">
        <Outcome
          tone="success"
          actions={
            <Link className="button" to={pathFor('login')}>
              Inloggen
            </Link>
          }
        >
          <p>Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.</p>
        </Outcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Wachtwoord resetten" intro="Kies een nieuw wachtwoord voor uw account.">
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await (
            await loadApi()
          ).api.auth.resetPassword({
            ...link,
            new_password1: values.password1,
            new_password2: values.password2,
          });
          setDone(true);
        })}
      >
        <TextField
          form={form}
          name="password1"
          label="Nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="password2"
          label="Herhaal nieuw wachtwoord"
          type="password"
          autoComplete="new-password"
        />
        <FormMessages messages={form.formMessages} />
        <SubmitButton form={form} big>
          Wachtwoord opslaan
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
