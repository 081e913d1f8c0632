import { Link } from 'react-router-dom';
import { pathFor } from '../lib/routes';

/** The footer with links, the manual and contact details (SPEC.md 2.2). */
export function Footer() {
  return (
    <footer className="frame-footer">
      <div className="frame-footer__inner">
        <section>
          <h2>Beloning</h2>
          <p>Uw inlenersbeloning één keer vastgelegd en gedeeld met uw uitzendbureaus.</p>
        </section>
        <section>
          <h2>Links</h2>
          <ul>
            <li>
              <Link to={pathFor('home-features')}>Functies</Link>
            </li>
            <li>
              <Link to={pathFor('home-faq')}>Veelgestelde vragen</Link>
            </li>
            <li>
              <Link to={pathFor('terms')}>Algemene voorwaarden</Link>
            </li>
            <li>
              <Link to={pathFor('privacy')}>Privacy en cookies</Link>
            </li>
            <li>
              <a href={pathFor('manual')} target="_blank" rel="noopener">
                Handleiding
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2>Contact</h2>
          <ul>
            <li>
              <a href="mailto:support@beloning.nl">support@beloning.nl</a>
            </li>
            <li>Telefonisch bereikbaar op werkdagen van 9:00 tot 14:00 uur</li>
          </ul>
          <p className="muted">© {new Date().getFullYear()} Beloning</p>
        </section>
      </div>
    </footer>
  );
}
