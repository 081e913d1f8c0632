import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { linkPageAddress, type LinkRouteName } from '../../lib/routes';

/** The uidb64 and token of a link from an e-mail. */
export interface LinkParams {
  readonly uidb64: string;
  readonly token: string;
}

const STORAGE_PREFIX = 'beloning.link.';

// The links read in this page load, for a browser whose sessionStorage refuses to keep them.
const inMemory = new Map<LinkRouteName, LinkParams>();

function keep(name: LinkRouteName, link: LinkParams): void {
  inMemory.set(name, link);
  try {
    sessionStorage.setItem(STORAGE_PREFIX + name, JSON.stringify(link));
  } catch {
    // Storage full or switched off: the link lives in memory until the page is reloaded.
  }
}

function kept(name: LinkRouteName): LinkParams | undefined {
  const remembered = inMemory.get(name);
  if (remembered !== undefined) return remembered;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + name) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { uidb64, token } = stored as Record<string, unknown>;
    return typeof uidb64 === 'string' && typeof token === 'string' ? { uidb64, token } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The uidb64 and token of a link from an e-mail (activation, invite, password reset, e-mail verification;
 * reference/security.md item 11). As soon as the page has read them they leave the address: it becomes the
 * page's path without them ('/account-activatie'), replacing the history entry, so neither stays in the
 * address bar, in the history or in a copied address. They are kept in this tab's sessionStorage, so a
 * reload of the page still works and the form can still be sent. Undefined when the page was opened
 * without a link and this tab holds none.
 */
export function useLinkParams(name: LinkRouteName): LinkParams | undefined {
  const { uidb64, token } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const inAddress = uidb64 !== undefined && token !== undefined ? { uidb64, token } : undefined;
  useEffect(() => {
    if (uidb64 === undefined || token === undefined) return;
    keep(name, { uidb64, token });
    void navigate({ pathname: linkPageAddress(name), search, hash }, { replace: true });
  }, [name, uidb64, token, search, hash, navigate]);
  return inAddress ?? kept(name);
}
