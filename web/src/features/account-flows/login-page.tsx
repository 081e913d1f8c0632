import { loginRuleSets, type LoginForm } from '@beloning/core/rules';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { loadApi, usePreloadApi } from '../../lib/load-api';
import { useIsLoggedIn } from '../../lib/session';
import { AuthCard } from '../../components/auth-card';

const EMPTY: LoginForm = { username: '', password: '' };

/** Login (SPEC.md 2.4): user name or e-mail and password; success and a logged-in visitor go to the overview. */
export function LoginPage() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  usePreloadApi();
  const form = useForm<LoginForm>({
    initialValues: EMPTY,
    ruleSets: loginRuleSets,
    serverFieldNames: { email: 'username' },
  });
  if (loggedIn && !form.busy) return <Navigate to={pathFor('overview')} replace />;
  return (
    <AuthCard
      title="Inloggen"
      footer={
        <p>
          Nog geen account? <Link to={pathFor('registration')}>Start hier</Link>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await (await loadApi()).login({ username: values.username.trim(), password: values.password });
          navigate(pathFor('overview'), { replace: true });
        })}
      >
        <TextField
          form={form}
          name="username"
          label="Gebruikersnaam of e-mailadres"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          form={form}
          name="password"
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
        />
        <div className="auth__links">
          <Link to={pathFor('forgot-password')}>Wachtwoord vergeten</Link>
        </div>
        <FormMessages messages={form.formMessages} firstOnly />
        <SubmitButton form={form} big>
          Inloggen
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
