import { loginRuleSets, type LoginForm } from '@beloning/core/rules';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { usePreloadApi } from '../../lib/load-api';
import { useIsLoggedIn } from '../../lib/session';
import { useSessionKind } from '../../lib/session-kind';
import { AuthCard } from '../../components/auth-card';
import { HirerInAgencyArea } from './agency-layout';
import { loginAgency } from './agency-session';

const EMPTY: LoginForm = { username: '', password: '' };

/**
 * The agency login (POST rest-auth/uitlener-login/): the hirer login's fields and rules; success and an
 * agency that is already logged in go to the agency area. Hirer accounts are refused by the server.
 */
export function AgencyLoginPage() {
  const loggedIn = useIsLoggedIn();
  const kind = useSessionKind();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePreloadApi();
  const form = useForm<LoginForm>({
    initialValues: EMPTY,
    ruleSets: loginRuleSets,
    serverFieldNames: { email: 'username' },
  });
  if (loggedIn && !form.busy) {
    if (kind === 'uitlener') return <Navigate to={pathFor('uitlenersportaal')} replace />;
    return <HirerInAgencyArea />;
  }
  const expired = search.get('sessie') === 'verlopen';
  return (
    <AuthCard
      title="Inloggen uitlener"
      intro="Voor uitzendbureaus: bekijk de beloningsregelingen die inleners met uw bureau delen."
      footer={
        <>
          <p>
            Nog geen account voor uw bureau?{' '}
            <Link to={pathFor('uitlenersportaal-registreren')}>Registreer uw bureau</Link>
          </p>
          <p>
            Bent u een inlener? <Link to={pathFor('login')}>Log hier in</Link>
          </p>
        </>
      }
    >
      {expired ? (
        <div className="notice notice--info" role="status">
          Uw sessie is verlopen. Log opnieuw in.
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          await loginAgency({ username: values.username.trim(), password: values.password });
          navigate(pathFor('uitlenersportaal'), { replace: true });
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
