import { Navigate, Outlet, replace, useMatches, type LoaderFunctionArgs } from 'react-router-dom';
import { hasHandoverCode } from '../lib/handover-code';
import { loadApi } from '../lib/load-api';
import { registerLogoutCall, useIsLoggedIn } from '../lib/session';
import { sessionEndedByUnauthorized, UNAUTHORIZED_EVENT } from '../lib/session-end';
import { useSessionKind } from '../lib/session-kind';
import { pathFor } from '../lib/routes';

/** Logout calls the server when it can; the session ends locally either way (lib/session). */
registerLogoutCall(async () => (await loadApi()).api.auth.logout());

/** Any 401 (other than on logout) ends the session and goes to login (SPEC.md section 8). */
export function onUnauthorized(navigateToLogin: () => void): void {
  window.addEventListener(UNAUTHORIZED_EVENT, navigateToLogin);
}

/**
 * The `refresh` query parameter (SPEC.md 2.2, ARCHITECTURE.md): a one-time hand-over code that is exchanged
 * for a session before any page renders; then the same route loads again without it. A code that fails
 * leaves no session; the route's own guard decides where the visitor goes.
 */
export async function handoverLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const code = url.searchParams.get('refresh');
  if (code === null) return null;
  try {
    await (await loadApi()).exchangeHandover(code);
  } catch {
    // exchangeHandover ended the session; the page below shows what a visitor without one sees.
  }
  url.searchParams.delete('refresh');
  // '//evil.example/x' would be another site to the router: leading slashes collapse to one (checklist 33).
  const path = url.pathname.replace(/^\/{2,}/, '/');
  throw replace(`${path}${url.search}${url.hash}`);
}

/** The login guard's one refresh (SPEC.md section 4), run when a logged-in route is entered. */
export async function loginGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  // Loaders run side by side: with a hand-over code the root's handoverLoader makes the session first and
  // then reloads this route without the code, and this guard runs again then.
  if (hasHandoverCode(request)) return null;
  const loggedIn = await (await loadApi()).ensureFreshSession();
  if (!loggedIn) throw replace(pathFor(sessionEndedByUnauthorized() ? 'login' : 'home'));
  return null;
}

/**
 * Keeps a logged-in route closed once the session ends while it is open (logout in another tab, a failed
 * refresh): the visitor goes home, or to login after a 401 (SPEC.md sections 4 and 8).
 */
export function RequireLogin() {
  const loggedIn = useIsLoggedIn();
  const kind = useSessionKind();
  const matches = useMatches();
  if (!loggedIn) return <Navigate to={pathFor(sessionEndedByUnauthorized() ? 'login' : 'home')} replace />;
  // An agency's session belongs in the agency area; only the wizard serves it here (a proposal, SPEC.md 2.13).
  const inWizard = matches.some(
    (match) => (match.handle as { name?: string } | undefined)?.name === 'wizard',
  );
  if (kind === 'uitlener' && !inWizard) return <Navigate to={pathFor('uitlenersportaal')} replace />;
  return <Outlet />;
}
