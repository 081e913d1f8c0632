import { forgotPasswordRuleSets, type ForgotPasswordForm } from '@beloning/core/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { AuthCard, Outcome } from '../../components/auth-card';

/** Forgot password (SPEC.md 2.6): the e-mail address, then a message that a mail is on its way to it. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePreloadApi();
  const form = useForm<ForgotPasswordForm>({
    initialValues: { email: '' },
    ruleSets: forgotPasswordRuleSets,
  });
  const backToLogin = (
    <p>
      <Link to={pathFor('login')}>Terug naar inloggen</Link>
    </p>
  );
  if (sentTo !== null) {
    return (
      <AuthCard title="Wachtwoord vergeten" footer={backToLogin}>
        <Outcome tone="success">
          <p>
            Er is een e-mail onderweg naar <strong>{sentTo}</strong> met een link om een nieuw wachtwoord in
            te stellen. Geen e-mail ontvangen? Kijk ook in uw map met ongewenste e-mail.
          </p>
        </Outcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Wachtwoord vergeten"
      intro="Vul het e-mailadres van uw account in. U ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen."
      footer={backToLogin}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const email = values.email.trim();
          await (await loadApi()).api.auth.forgotPassword({ email });
          setSentTo(email);
        })}
      >
        <TextField form={form} name="email" label="E-mailadres" type="email" autoComplete="email" />
        <FormMessages messages={form.formMessages} />
        <SubmitButton form={form} big>
          Verstuur link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
