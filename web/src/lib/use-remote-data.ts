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
}

/**
 * Fetches what a page shows through the app's API client. `key` names the request: a new key fetches anew
 * and only the answer for the newest key counts. A 401 is handled by the client (logout, to login).
 */
export function useRemoteData<T>(key: string, load: (api: ApiClient) => Promise<T>): RemoteDataControl<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let current = true;
    loadApi()
      .then(({ api }) => loadRef.current(api))
      .then(
        (data) => current && setState({ status: 'ready', data }),
        (error: unknown) => current && setState({ status: 'error', error }),
      );
    return () => {
      current = false;
    };
  }, [key, round]);
  useEffect(() => setState({ status: 'loading' }), [key]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, setData };
}
