import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { useIsLoggedIn, useLogout } from '../../lib/session';
import { EMAIL_VERIFICATION_FAILED, EMAIL_VERIFIED } from '../../lib/texts';
import { AuthCard, Outcome } from '../../components/auth-card';
import { useLinkParams } from './use-link-params';
import { useLinkCall } from './use-link-call';

/**
 * E-mail verification (SPEC.md 2.6): loading, then 'E-mailadres gewijzigd. Log nu in met je nieuwe
 * e-mailadres.' with 'Inloggen', or 'Er is iets fout gegaan. Probeer het later opnieuw.'
 */
export function EmailVerificationPage() {
  const link = useLinkParams('email-verification');
  const state = useLinkCall(`email-verification:${link?.uidb64}:${link?.token}`, async () => {
    if (link === undefined) throw new Error('Geen link');
    return (await loadApi()).api.auth.verifyEmail(link);
  });
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  // A session in this browser still knows the old address; the user logs in again with the new one.
  useEffect(() => {
    if (state.status === 'done' && loggedIn) void logout();
  }, [state, loggedIn, logout]);
  if (state.status === 'loading') {
    return (
      <AuthCard title="E-mailadres bevestigen">
        <PageLoader label="Uw e-mailadres wordt bevestigd..." />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="E-mailadres bevestigen">
      {state.status === 'done' ? (
        <Outcome
          tone="success"
          actions={
            <Link className="button" to={pathFor('login')}>
              Inloggen
            </Link>
          }
        >
          <p>{EMAIL_VERIFIED}</p>
        </Outcome>
      ) : (
        <Outcome tone="error">
          <p>{EMAIL_VERIFICATION_FAILED}</p>
        </Outcome>
      )}
    </AuthCard>
  );
}
