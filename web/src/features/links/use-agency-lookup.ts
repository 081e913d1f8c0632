import { KVK_NOT_FOUND, normaliseKvkNr, shouldLookUpKvkNr } from '@beloning/core/rules';
import { useCallback, useRef, useState } from 'react';
import { loadApi } from '../../lib/load-api';

/** Where the agency's name lookup by KVK number stands (SPEC.md 5.2 'Links form' and section 8). */
export type AgencyLookup =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly kvkNr: string }
  | { readonly status: 'found'; readonly kvkNr: string; readonly name: string }
  | { readonly status: 'not-found'; readonly kvkNr: string }
  /** The registry could not be reached: 'Niet gevonden' and the disturbance notice. */
  | { readonly status: 'failed'; readonly kvkNr: string };

/** The company name the form holds after a lookup: the first name found, or 'Niet gevonden'. */
export function nameAfter(lookup: AgencyLookup): string {
  if (lookup.status === 'found') return lookup.name;
  if (lookup.status === 'not-found' || lookup.status === 'failed') return KVK_NOT_FOUND;
  return '';
}

/**
 * Looks the agency's name up (GET inleners/handelsnaam/) for a KVK number of at most 8 characters. Only the
 * answer for the newest number counts; `onSettled` runs with each final state.
 */
export function useAgencyLookup(onSettled: (lookup: AgencyLookup) => void) {
  const [lookup, setLookup] = useState<AgencyLookup>({ status: 'idle' });
  const latest = useRef<AgencyLookup>(lookup);
  const settle = useRef(onSettled);
  settle.current = onSettled;

  const update = useCallback((next: AgencyLookup) => {
    latest.current = next;
    setLookup(next);
  }, []);

  /** Starts a lookup unless this number was already looked up; true when one started. */
  const search = useCallback(
    (text: string): boolean => {
      if (!shouldLookUpKvkNr(text)) return false;
      const kvkNr = normaliseKvkNr(text);
      if (kvkNr === null) return false;
      const current = latest.current;
      if (current.status !== 'idle' && current.status !== 'failed' && current.kvkNr === kvkNr) return false;
      update({ status: 'searching', kvkNr });
      const finish = (next: AgencyLookup) => {
        const now = latest.current;
        if (now.status !== 'searching' || now.kvkNr !== kvkNr) return;
        update(next);
        settle.current(next);
      };
      void loadApi()
        .then(({ api }) => api.handelsnaam.lookup(kvkNr))
        .then(
          (names) => {
            const first = names[0];
            finish(
              first === undefined
                ? { status: 'not-found', kvkNr }
                : { status: 'found', kvkNr, name: first[0] },
            );
          },
          () => finish({ status: 'failed', kvkNr }),
        );
      return true;
    },
    [update],
  );

  const reset = useCallback(() => update({ status: 'idle' }), [update]);
  return { lookup, search, reset };
}
