import { Link } from 'react-router-dom';
import { pathFor } from '../lib/routes';

/** An unknown address gets a Dutch page with a way back, never a blank screen. */
export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <div className="card">
        <h1>Pagina niet gevonden</h1>
        <p>Deze pagina bestaat niet (meer). Controleer het adres of ga terug naar het begin.</p>
        <div className="row">
          <Link className="button" to={pathFor('overview')}>
            Naar Mijn beloningen
          </Link>
          <Link to={pathFor('home')}>Naar de homepage</Link>
        </div>
      </div>
    </div>
  );
}
