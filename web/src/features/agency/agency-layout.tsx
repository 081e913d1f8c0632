import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { useIsLoggedIn, useLogout, useUser } from '../../lib/session';
import { sessionEndedByUnauthorized } from '../../lib/session-end';
import { useSessionKind } from '../../lib/session-kind';
import './agency.css';

/**
 * The frame of the logged-in agency pages: the agency's name and the area's own navigation. Without a
 * session the visitor goes to the agency login; a hirer who is logged in is told this area is for agencies.
 */
export function AgencyLayout() {
  const loggedIn = useIsLoggedIn();
  const kind = useSessionKind();
  const user = useUser();
  const { pathname } = useLocation();
  // 'Inleners' stays marked on a hirer's page and on what it shares.
  const onHirerPages =
    pathname === pathFor('uitlenersportaal') ||
    ['inleners', 'regelingen', 'cao-nalevingen'].some((part) =>
      pathname.startsWith(`${pathFor('uitlenersportaal')}/${part}/`),
    );
  if (!loggedIn) {
    return (
      <Navigate
        to={pathFor(
          'uitlenersportaal-login',
          {},
          { sessie: sessionEndedByUnauthorized() ? 'verlopen' : undefined },
        )}
        replace
      />
    );
  }
  if (kind !== 'uitlener') return <HirerInAgencyArea />;
  return (
    <div className="page agency">
      <div className="agency__head">
        <p className="agency__eyebrow">Uitlenersportaal</p>
        <p className="agency__company">{user?.company_name ?? ''}</p>
      </div>
      <nav className="subnav agency__nav" aria-label="Uitlenersportaal">
        <Link to={pathFor('uitlenersportaal')} aria-current={onHirerPages ? 'page' : undefined}>
          Inleners
        </Link>
        <NavLink to={pathFor('uitlenersportaal-hulpvragen')}>Hulpvragen</NavLink>
        <NavLink to={pathFor('uitlenersportaal-uitnodigingen')}>Uitnodigingen</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

/** A hirer's session in the agency area: one browser is one or the other, so offer to log out first. */
export function HirerInAgencyArea() {
  const user = useUser();
  const logout = useLogout();
  return (
    <div className="page page--narrow">
      <section className="card" aria-labelledby="agency-hirer-title">
        <h1 id="agency-hirer-title">Uitlenersportaal</h1>
        <p>
          U bent ingelogd als inlener{user === null ? '' : ` (${user.company_name})`}. Het uitlenersportaal is
          voor uitzendbureaus. Log eerst uit om als uitlener in te loggen.
        </p>
        <div className="row">
          <NavLink className="button button--secondary" to={pathFor('overview')}>
            Naar Mijn beloningen
          </NavLink>
          <Button onClick={() => void logout()}>Uitloggen</Button>
        </div>
      </section>
    </div>
  );
}
