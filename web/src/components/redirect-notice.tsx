import { useLocation } from 'react-router-dom';

/**
 * The notice a wizard leaves when it sends the user back, such as to the overview without the permission
 * inleners.create_inlenerscao (SPEC.md section 4). The page the user lands on shows it once.
 */
export function RedirectNotice() {
  const state: unknown = useLocation().state;
  const notice =
    typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
      ? state.notice
      : null;
  if (notice === null) return null;
  return (
    <div className="notice notice--warning" role="alert">
      {notice}
    </div>
  );
}
