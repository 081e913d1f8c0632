import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { pathFor } from '../lib/routes';

/** A local error boundary: a crash in one screen shows a Dutch message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="page page--narrow">
      <div className="card" role="alert">
        <h1>Er is iets mis gegaan</h1>
        <p>Dit scherm kon niet worden getoond. Wat u eerder heeft opgeslagen is niet verloren.</p>
        <div className="row">
          <button className="button" type="button" onClick={() => window.location.reload()}>
            Opnieuw proberen
          </button>
          <Link to={pathFor('overview')}>Naar Mijn beloningen</Link>
        </div>
      </div>
    </div>
  );
}
