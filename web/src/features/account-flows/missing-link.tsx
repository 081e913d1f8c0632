import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { LINK_MISSING } from '../../lib/texts';
import { AuthCard, Outcome } from '../../components/auth-card';

/**
 * A link page with a form (reset password, invite activation) opened without its link, and none kept in this
 * tab (use-link-params.ts): what to do instead of a form that could only fail.
 */
export function MissingLink({ title }: { readonly title: string }) {
  return (
    <AuthCard title={title}>
      <Outcome
        tone="error"
        actions={
          <Link className="button" to={pathFor('login')}>
            Inloggen
          </Link>
        }
      >
        <p>{LINK_MISSING}</p>
      </Outcome>
    </AuthCard>
  );
}
