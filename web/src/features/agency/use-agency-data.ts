import type { ApiClient } from '@beloning/core/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadApi } from '../../lib/load-api';

/** Where a page's fetch stands. */
export type AgencyData<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

/**
 * Fetches what an agency page shows through the app's API client. A new `key` fetches anew and only the
 * newest answer counts; `reload` fetches again and keeps the shown data until the answer arrives. A 401 is
 * handled by the client (the session ends).
 */
export function useAgencyData<T>(
  key: string,
  load: (api: ApiClient) => Promise<T>,
): { readonly state: AgencyData<T>; reload(): void } {
  const [state, setState] = useState<AgencyData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const shownKey = useRef(key);
  useEffect(() => {
    let current = true;
    if (shownKey.current !== key) {
      shownKey.current = key;
      setState({ status: 'loading' });
    }
    loadApi()
      .then(({ api }) => loadRef.current(api))
      .then(
        (data) => {
          if (current) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (current) setState({ status: 'error', error });
        },
      );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
