import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { ACTIVATION_FAILED, SUPPORT_EMAIL } from '../../lib/texts';
import { AuthCard, Outcome } from '../../components/auth-card';
import { useLinkParams } from './use-link-params';
import { useLinkCall } from './use-link-call';

/**
 * Account activation (SPEC.md 2.6): loading, then 'Account geactiveerd' or the error, and a login button.
 * The owner who opens the link again hears that the account is already active (the server's sentence),
 * not the error: core's activate tells the two apart by the answer's status.
 */
export function ActivationPage() {
  const link = useLinkParams('activation');
  const state = useLinkCall(`activation:${link?.uidb64}:${link?.token}`, async () => {
    if (link === undefined) throw new Error('Geen link');
    return (await loadApi()).api.auth.activate(link);
  });
  const loginButton = (
    <Link className="button" to={pathFor('login')}>
      Inloggen
    </Link>
  );
  const agencyHint = (
    <p>
      Is dit het account van een uitzendbureau? Log dan in op het{' '}
      <Link to={pathFor('uitlenersportaal-login')}>uitlenersportaal</Link>.
    </p>
  );
  if (state.status === 'loading') {
    return (
      <AuthCard title="Account activeren">
        <PageLoader label="Uw account wordt geactiveerd..." />
      </AuthCard>
    );
  }
  if (state.status === 'done') {
    return (
      <AuthCard title="Account activeren">
        <Outcome tone="success" actions={loginButton}>
          {state.value.status === 'activated' ? (
            <>
              <p>
                <strong>Account geactiveerd</strong>
              </p>
              <p>U kunt nu inloggen met uw e-mailadres en wachtwoord.</p>
            </>
          ) : (
            <p>
              <strong>{state.value.detail}</strong>
            </p>
          )}
          {agencyHint}
        </Outcome>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Account activeren">
      <Outcome tone="error" actions={loginButton}>
        <p>{ACTIVATION_FAILED}</p>
        <p>
          Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </Outcome>
    </AuthCard>
  );
}
