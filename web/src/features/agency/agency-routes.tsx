import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { pathFor, routeInfo, type RouteName } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { hasHandoverCode } from '../../lib/handover-code';
import { sessionEndedByUnauthorized } from '../../lib/session-end';

/**
 * The routes of the agency area /uitlenersportaal (ARCHITECTURE.md, 'The agency side'). Every page is
 * downloaded only when opened. The logged-in pages sit in AgencyLayout, which sends visitors without a
 * session to the agency login and tells a logged-in hirer that the area is for agencies.
 */

function agencyRoute(name: RouteName, load: () => Promise<ComponentType>): RouteObject {
  const info = routeInfo(name);
  return {
    path: info.path,
    handle: { name, title: info.title },
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: await load() }),
  };
}

/** The login guard's one refresh for the agency pages; without a session, the agency login. */
async function agencyGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  // The return from a proposal carries a hand-over code: the root loader exchanges it and reloads the route.
  if (hasHandoverCode(request)) return null;
  const { ensureAgencySession } = await import('./agency-session');
  if (await ensureAgencySession()) return null;
  throw replace(
    pathFor('uitlenersportaal-login', {}, { sessie: sessionEndedByUnauthorized() ? 'verlopen' : undefined }),
  );
}

export const agencyRoutes: RouteObject[] = [
  agencyRoute('uitlenersportaal-login', async () => (await import('./agency-login-page')).AgencyLoginPage),
  agencyRoute(
    'uitlenersportaal-registreren',
    async () => (await import('./agency-register-page')).AgencyRegisterPage,
  ),
  {
    loader: agencyGuardLoader,
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('./agency-layout')).AgencyLayout }),
    children: [
      agencyRoute('uitlenersportaal', async () => (await import('./hirers-page')).HirersPage),
      agencyRoute('uitlenersportaal-inlener', async () => (await import('./hirer-page')).HirerPage),
      agencyRoute('uitlenersportaal-regeling', async () => (await import('./scheme-page')).SchemePage),
      agencyRoute(
        'uitlenersportaal-cao-naleving',
        async () => (await import('./compliance-page')).CompliancePage,
      ),
      agencyRoute('uitlenersportaal-uitnodigingen', async () => (await import('./invites-page')).InvitesPage),
      agencyRoute(
        'uitlenersportaal-hulpvragen',
        async () => (await import('./help-requests-page')).HelpRequestsPage,
      ),
    ],
  },
];

/** Where a 401 sends the visitor: the agency login from the agency area, else the hirer login. */
export function loginPathAfterUnauthorized(pathname: string): string {
  return pathname === routeInfo('uitlenersportaal').path ||
    pathname.startsWith(`${routeInfo('uitlenersportaal').path}/`)
    ? pathFor('uitlenersportaal-login', {}, { sessie: 'verlopen' })
    : pathFor('login');
}
