import type { ApiClient } from '@beloning/core/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadApi } from './load-api';

/** Where a page's data fetch stands: loading, failed (with the error), or ready. */
export type RemoteData<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

export interface RemoteDataControl<T> {
  readonly state: RemoteData<T>;
  /** Fetches again (after a save elsewhere); the shown data stays until the new data arrives. */
  reload(): void;
  /** Replaces the data with what a save answered, without fetching. */
  setData(data: T): void;
  /** True while the data shown belongs to an older key (only with `keepDataOnNewKey`). */
  readonly stale: boolean;
}

export interface RemoteDataOptions {
  /**
   * On a new key the data of the old one stays until the new data arrives, instead of a loader: a page that
   * switches between versions of one thing keeps its controls, and the keyboard focus, in place.
   */
  readonly keepDataOnNewKey?: boolean;
}

/**
 * Fetches what a page shows through the app's API client. `key` names the request: a new key fetches anew
 * and only the answer for the newest key counts. A 401 is handled by the client (logout, to login).
 */
export function useRemoteData<T>(
  key: string,
  load: (api: ApiClient) => Promise<T>,
  { keepDataOnNewKey = false }: RemoteDataOptions = {},
): RemoteDataControl<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  // The key whose answer the state holds.
  const [settledKey, setSettledKey] = useState(key);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const keepRef = useRef(keepDataOnNewKey);
  keepRef.current = keepDataOnNewKey;
  useEffect(() => {
    let current = true;
    const settle = (next: RemoteData<T>) => {
      if (!current) return;
      setState(next);
      setSettledKey(key);
    };
    loadApi()
      .then(({ api }) => loadRef.current(api))
      .then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => settle({ status: 'error', error }),
      );
    return () => {
      current = false;
    };
  }, [key, round]);
  useEffect(() => {
    if (!keepRef.current) setState({ status: 'loading' });
  }, [key]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, setData, stale: state.status !== 'loading' && settledKey !== key };
}
