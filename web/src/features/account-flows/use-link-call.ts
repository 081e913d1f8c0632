import { useEffect, useState } from 'react';

export type LinkCallState = 'loading' | 'success' | 'error';

// A link's token can be used once. React's StrictMode runs effects twice in development, and a remount must
// not spend the token again: each link is called at most once per page load and its outcome is shared.
const calls = new Map<string, Promise<void>>();

/**
 * Calls the server once for a link from an e-mail (activation, e-mail verification) and follows its state:
 * loading, then success or error (SPEC.md section 4).
 */
export function useLinkCall(key: string, call: () => Promise<void>): LinkCallState {
  const [state, setState] = useState<LinkCallState>('loading');
  useEffect(() => {
    let current = true;
    let promise = calls.get(key);
    if (promise === undefined) {
      promise = call();
      calls.set(key, promise);
    }
    promise.then(
      () => current && setState('success'),
      () => current && setState('error'),
    );
    return () => {
      current = false;
    };
    // The call belongs to the key; a new closure for the same link must not call again.
  }, [key]);
  return state;
}
