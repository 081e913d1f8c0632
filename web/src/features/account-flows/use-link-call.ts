import { useEffect, useState } from 'react';

/** Where the call for a link stands: under way, answered (with what the call returned), or refused. */
export type LinkCallState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'error' };

// A link's token can be used once. React's StrictMode runs effects twice in development, and a remount must
// not spend the token again: each link is called at most once per page load and its outcome is shared.
const calls = new Map<string, Promise<unknown>>();

/**
 * Calls the server once for a link from an e-mail (activation, e-mail verification) and follows its state:
 * loading, then done with the call's answer, or error (SPEC.md section 4).
 */
export function useLinkCall<T>(key: string, call: () => Promise<T>): LinkCallState<T> {
  const [state, setState] = useState<LinkCallState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    let promise = calls.get(key) as Promise<T> | undefined;
    if (promise === undefined) {
      promise = call();
      calls.set(key, promise);
    }
    promise.then(
      (value) => current && setState({ status: 'done', value }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
    // The call belongs to the key; a new closure for the same link must not call again.
  }, [key]);
  return state;
}
