import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback } from 'react';
import type { TokenSet, User } from '@beloning/core/schemas';

export { UNVERIFIED_KVK_WARNING } from './texts';

/** The session's token set (SPEC.md section 3), kept in localStorage. */
export type SessionTokens = TokenSet;

/** The logged-in user (SPEC.md section 3), kept in localStorage; the shape of core's user schema. */
export type SessionUser = User;

export const TOKENS_STORAGE_KEY = 'beloning.tokens';
export const USER_STORAGE_KEY = 'beloning.user';

// getOnInit: the first render already knows whether someone is logged in, so guards never flash.
export const tokensAtom = atomWithStorage<SessionTokens | null>(
  TOKENS_STORAGE_KEY,
  null,
  createJSONStorage<SessionTokens | null>(() => localStorage),
  { getOnInit: true },
);

export const userAtom = atomWithStorage<SessionUser | null>(
  USER_STORAGE_KEY,
  null,
  createJSONStorage<SessionUser | null>(() => localStorage),
  { getOnInit: true },
);

export const isLoggedInAtom = atom((get) => get(tokensAtom) !== null);

export function useIsLoggedIn(): boolean {
  return useAtomValue(isLoggedInAtom);
}

export function useUser(): SessionUser | null {
  return useAtomValue(userAtom);
}

/** Whether the user has a permission of SPEC.md section 6, such as 'inleners.create_inlenerscao'. */
export function hasPermission(user: SessionUser | null, permission: string): boolean {
  return user?.permissions.includes(permission) ?? false;
}

export type LogoutCall = () => Promise<unknown>;

let logoutCall: LogoutCall | null = null;

/** The API layer registers the server call; the session clears itself whether or not that call succeeds. */
export function registerLogoutCall(call: LogoutCall): void {
  logoutCall = call;
}

/** Logout clears tokens and user even if the call fails (SPEC.md section 4). */
export function useLogout(): () => Promise<void> {
  const setTokens = useSetAtom(tokensAtom);
  const setUser = useSetAtom(userAtom);
  return useCallback(async () => {
    try {
      await logoutCall?.();
    } catch {
      // The server may be unreachable; the local session ends anyway.
    } finally {
      setTokens(null);
      setUser(null);
    }
  }, [setTokens, setUser]);
}
