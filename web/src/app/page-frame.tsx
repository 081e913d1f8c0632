import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useIsLoggedIn } from '../lib/session';
import { useSessionKind } from '../lib/session-kind';
import { Footer } from './footer';
import { Logo } from '../components/logo';
import { manualPathFor, pathFor } from '../lib/routes';

/** Sets the browser tab's title from the deepest route that names one. */
function useRouteTitle(): void {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find((candidate) => candidate !== undefined);
  useEffect(() => {
    document.title = title && title !== 'Beloning' ? `${title} | Beloning` : 'Beloning';
  }, [title]);
}

/**
 * After a page change the focus would fall back to the document, and a keyboard user would go on tabbing from
 * wherever the old page left off. Then the main content takes it (a screen reader reads the new page; the next
 * Tab is its first control). A page that put the focus somewhere itself keeps it there.
 */
function useFocusOnPageChange(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

// The gear menu pulls in Radix menus and tooltips; visitors who are not logged in never download them.
const GearMenu = lazy(async () => ({ default: (await import('./gear-menu')).GearMenu }));
// An agency session has its own links: the agency area and Uitloggen (features/agency).
const AgencyNav = lazy(async () => ({ default: (await import('../features/agency/agency-nav')).AgencyNav }));

/** Header, main content and footer around every page (SPEC.md 2.1), plus the two portal containers. */
export function PageFrame({ children }: { readonly children?: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const agency = useSessionKind() === 'uitlener';
  const location = useLocation();
  // In the agency area, Login means the agency login.
  const inAgencyArea = location.pathname.startsWith(pathFor('uitlenersportaal'));
  useRouteTitle();
  useFocusOnPageChange(location.pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <header className="frame-header">
        <div className="frame-header__inner">
          <Logo />
          <nav className="frame-nav" aria-label="Hoofdmenu">
            {loggedIn && agency ? (
              <Suspense fallback={null}>
                <AgencyNav />
              </Suspense>
            ) : loggedIn ? (
              <>
                <Link to={pathFor('support')}>Support</Link>
                <a href={manualPathFor(location.pathname)} target="_blank" rel="noopener">
                  Handleiding
                </a>
                <Suspense fallback={<span className="gear" aria-hidden="true" />}>
                  <GearMenu />
                </Suspense>
              </>
            ) : (
              <Link to={pathFor(inAgencyArea ? 'uitlenersportaal-login' : 'login')}>Login</Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <div id="dialogs" />
      <div id="tooltips" />
    </>
  );
}
