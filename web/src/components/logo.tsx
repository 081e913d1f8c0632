import { Link } from 'react-router-dom';
import { pathFor } from '../lib/routes';

/** The logo links to the overview (SPEC.md 2.1); logged-out visitors land on home from there. */
export function Logo({ tabIndex }: { readonly tabIndex?: number }) {
  return (
    <Link className="logo" to={pathFor('overview')} {...(tabIndex === undefined ? {} : { tabIndex })}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1f4e79" />
        <path
          d="M10 8h7.5a5 5 0 0 1 1.6 9.7A5.3 5.3 0 0 1 18 28h-8z"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M10 17h8" stroke="#fff" strokeWidth="3" />
      </svg>
      <span>Beloning</span>
    </Link>
  );
}
