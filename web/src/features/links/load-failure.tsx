import { isApiError } from '@beloning/core/api';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { NETWORK_FAILED } from '../../lib/texts';

/** A page whose data did not load: 'not found' for a 404, otherwise the message of SPEC.md section 8. */
export function LoadFailure({ title, error, notFound }: { title: string; error: unknown; notFound: string }) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <div className="page page--reading">
      <h1>{title}</h1>
      <div className="notice notice--error" role="alert">
        {missing ? notFound : NETWORK_FAILED}
      </div>
      <Link to={pathFor('overview')}>Terug naar Mijn beloningen</Link>
    </div>
  );
}
