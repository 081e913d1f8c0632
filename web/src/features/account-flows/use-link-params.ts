import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** What the address shows in place of a link's token once the page has read it. */
export const HIDDEN_TOKEN = 'verborgen';

interface LinkState {
  readonly linkToken?: unknown;
}

/**
 * The uidb64 and token of a link from an e-mail (activation, invite, password reset, e-mail verification).
 * Once read, the token leaves the address bar, where a screenshot, a copied address or someone looking along
 * would carry it further; it stays in this tab's history entry (history.state), so a reload still works.
 */
export function useLinkParams(): { uidb64: string; token: string } {
  const { uidb64 = '', token: fromPath = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const kept = (location.state as LinkState | null)?.linkToken;
  const token = fromPath === HIDDEN_TOKEN && typeof kept === 'string' ? kept : fromPath;
  useEffect(() => {
    if (fromPath === '' || fromPath === HIDDEN_TOKEN) return;
    const base = location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1);
    void navigate(
      { pathname: `${base}${HIDDEN_TOKEN}`, search: location.search, hash: location.hash },
      { replace: true, state: { linkToken: fromPath } satisfies LinkState },
    );
  }, [fromPath, location.pathname, location.search, location.hash, navigate]);
  return { uidb64, token };
}
