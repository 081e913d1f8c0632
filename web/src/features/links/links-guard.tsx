import { canEditSchemes } from '@beloning/core/wizard';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { useUser } from '../../lib/session';

/**
 * Only users who may link agencies see a links screen (SPEC.md sections 4 and 6): without
 * inleners.create_inlenerscao they go to the overview; a company whose KVK number and name are not verified
 * goes to the account screen.
 */
export function LinksGuard({ children }: { readonly children: ReactNode }) {
  const user = useUser();
  if (!canEditSchemes(user?.permissions ?? [])) return <Navigate to={pathFor('overview')} replace />;
  if (!user?.kvk_verified) return <Navigate to={pathFor('account')} replace />;
  return <>{children}</>;
}
