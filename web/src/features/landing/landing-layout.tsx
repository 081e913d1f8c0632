import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Logo } from '../../components/logo';
import { useIsLoggedIn } from '../../lib/session';

/** The landing bar appears once the visitor scrolled more than 200 pixels (SPEC.md 2.2 and 9). */
export const TOPBAR_SCROLL_THRESHOLD = 200;

function LandingActions() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    <Link className="button" to={pathFor('overview')}>
      Mijn beloningen
    </Link>
  ) : (
    <>
      <Link to={pathFor('login')}>Login</Link>
      <Link className="button" to={pathFor('registration')}>
        Start nu
      </Link>
    </>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** Landing, features, story and FAQ share this layout with its fixed top bar and sub navigation. */
export function LandingLayout() {
  const scrolled = useScrolledPast(TOPBAR_SCROLL_THRESHOLD);
  return (
    <>
      <div
        className={`topbar${scrolled ? ' topbar--visible' : ''}`}
        aria-hidden={!scrolled}
        data-testid="topbar"
      >
        <div className="frame-header__inner">
          <Logo tabIndex={scrolled ? 0 : -1} />
          <nav className="frame-nav" aria-label="Snelmenu">
            {scrolled ? <LandingActions /> : null}
          </nav>
        </div>
      </div>
      <Outlet />
    </>
  );
}

/** The sub navigation between the landing's children. */
export function LandingSubnav() {
  const links = [
    { to: pathFor('home'), label: 'Home', end: true },
    { to: pathFor('home-features'), label: 'Functies', end: false },
    { to: pathFor('home-ons-verhaal'), label: 'Ons verhaal', end: false },
    { to: pathFor('home-faq'), label: 'Veelgestelde vragen', end: false },
  ];
  return (
    <nav className="subnav" aria-label="Over Beloning">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

export { LandingActions };
