import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { useIsLoggedIn } from '../../lib/session';
import { LandingSubnav } from './landing-layout';

export function StartNowCallToAction() {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return null;
  return (
    <section className="card row row--between" aria-label="Aan de slag">
      <div>
        <h2>Klaar om te beginnen?</h2>
        <p className="muted">Een account is gratis voor inleners. U bent in een kwartier klaar.</p>
      </div>
      <Link className="button" to={pathFor('registration')}>
        Start nu
      </Link>
    </section>
  );
}

export function HomePage() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1>Uw inlenersbeloning één keer vastleggen, altijd actueel bij uw uitzendbureaus</h1>
          <p>
            Uitzendkrachten hebben recht op dezelfde beloning als uw eigen medewerkers. Leg uw cao,
            loontabellen, toeslagen en vergoedingen vast in Beloning en deel ze met de uitzendbureaus waarmee
            u werkt. Geen losse pdf&apos;s en Excel-bestanden meer die verouderen.
          </p>
          <div className="row">
            {loggedIn ? (
              <Link className="button button--secondary" to={pathFor('overview')}>
                Mijn beloningen
              </Link>
            ) : (
              <>
                <Link className="button button--secondary" to={pathFor('registration')}>
                  Start nu
                </Link>
                <Link className="button" to={pathFor('login')}>
                  Login
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <div className="page">
        <LandingSubnav />
        {/*
          No figures about Beloning itself: SPEC.md's marketing claims (350+ cao's, 400+ klanten, ...) are not
          what this portal holds, and a page may promise only what is true. Counts the server really has can
          come back here once it serves them.
        */}
        <section className="feature-grid" aria-label="Zo werkt het">
          <article className="card">
            <h3>1. Kies uw cao</h3>
            <p>
              Wij houden de cao-gegevens bij. Kies uw cao en de loontabellen, vakantiedagen, toeslagen en
              eindejaarsuitkering staan er al in.
            </p>
          </article>
          <article className="card">
            <h3>2. Vul uw eigen afspraken aan</h3>
            <p>
              Wijkt u af van de cao of heeft u een eigen regeling? Pas loontabellen aan zoals in Excel, voeg
              functies, vergoedingen en eenmalige uitkeringen toe.
            </p>
          </article>
          <article className="card">
            <h3>3. Deel met uitzendbureaus</h3>
            <p>
              Deel uw regeling met een uitzendbureau via het KVK-nummer. Elke wijziging wordt een nieuwe
              versie en het bureau krijgt automatisch bericht.
            </p>
          </article>
        </section>
        <StartNowCallToAction />
      </div>
    </>
  );
}
