import { atom, useAtomValue } from 'jotai';
import { tokensAtom } from './session';

/**
 * Whose session this is. Hirers (inleners) and agencies (uitleners) share one session store: the agency's
 * proposal hand-over (`?refresh=`) puts an agency session where a hirer's would be, so a separate store
 * could not follow it. A browser is one or the other at a time; the kind is read from the `kind` claim of
 * the access token (server/README.md, 'Sessions and tokens'), so it is right after a login, a refresh and a
 * hand-over alike, without storing anything extra.
 */
export type SessionKind = 'inlener' | 'uitlener';

/** The `kind` claim of a JWT access token, or null when the token cannot be read. */
export function kindOfAccessToken(token: string): SessionKind | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(atob(padded)) as unknown;
    if (typeof claims !== 'object' || claims === null || !('kind' in claims)) return null;
    return claims.kind === 'inlener' || claims.kind === 'uitlener' ? claims.kind : null;
  } catch {
    return null;
  }
}

/** The kind of the current session, or null when nobody is logged in (or the token is unreadable). */
export const sessionKindAtom = atom<SessionKind | null>((get) => {
  const tokens = get(tokensAtom);
  return tokens === null ? null : kindOfAccessToken(tokens.access);
});

export function useSessionKind(): SessionKind | null {
  return useAtomValue(sessionKindAtom);
}
