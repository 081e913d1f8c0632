import type { Handelsnaam } from '@beloning/core/api';
import { KVK_NOT_FOUND, normaliseKvkNr } from '@beloning/core/rules';
import { useCallback, useRef, useState } from 'react';
import { loadApi } from './load-api';

/** Where the company-name lookup by KVK number stands (SPEC.md 2.5 and section 8). */
export type KvkLookup =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly kvkNr: string }
  | { readonly status: 'found'; readonly kvkNr: string; readonly names: readonly Handelsnaam[] }
  /** Nothing registered under the number: 'Niet gevonden'. */
  | { readonly status: 'not-found'; readonly kvkNr: string }
  /** The registry could not be reached: 'Niet gevonden' and the disturbance notice. */
  | { readonly status: 'failed'; readonly kvkNr: string };

export interface KvkLookupControl {
  readonly lookup: KvkLookup;
  /** Looks the number up unless this number was already found or is being looked up; true when it started. */
  search(text: string): boolean;
  /** Forgets the last lookup (the number changed). */
  reset(): void;
}

/**
 * The KVK lookup that fills the company-name dropdown: GET inleners/handelsnaam/ for the number as stored
 * (8 digits). Only the answer for the newest number counts; `onSettled` runs with each final state.
 */
export function useKvkLookup(onSettled: (lookup: KvkLookup) => void): KvkLookupControl {
  const [lookup, setLookup] = useState<KvkLookup>({ status: 'idle' });
  const latest = useRef<KvkLookup>(lookup);
  const settle = useRef(onSettled);
  settle.current = onSettled;

  const update = useCallback((next: KvkLookup) => {
    latest.current = next;
    setLookup(next);
  }, []);

  const search = useCallback(
    (text: string) => {
      const kvkNr = normaliseKvkNr(text);
      if (kvkNr === null) return false;
      const current = latest.current;
      if (current.status !== 'idle' && current.status !== 'failed' && current.kvkNr === kvkNr) return false;
      update({ status: 'searching', kvkNr });
      const finish = (next: KvkLookup) => {
        const now = latest.current;
        if (now.status !== 'searching' || now.kvkNr !== kvkNr) return;
        update(next);
        settle.current(next);
      };
      void loadApi()
        .then(({ api }) => api.handelsnaam.lookup(kvkNr))
        .then(
          (names) =>
            finish(
              names.length === 0
                ? { status: 'not-found', kvkNr }
                : { status: 'found', kvkNr, names: uniqueNames(names) },
            ),
          () => finish({ status: 'failed', kvkNr }),
        );
      return true;
    },
    [update],
  );

  const reset = useCallback(() => update({ status: 'idle' }), [update]);
  return { lookup, search, reset };
}

/** A name registered twice (statutory and trade name) is offered once, with its first type. */
function uniqueNames(names: readonly Handelsnaam[]): Handelsnaam[] {
  const seen = new Set<string>();
  return names.filter(([name]) => {
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/** The company name a lookup puts in the form: the first name found, 'Niet gevonden', or nothing yet. */
export function companyNameAfter(lookup: KvkLookup): { name: string; type: string } {
  if (lookup.status === 'found') {
    const [name, type] = lookup.names[0] ?? ['', ''];
    return { name, type };
  }
  if (lookup.status === 'not-found' || lookup.status === 'failed') return { name: KVK_NOT_FOUND, type: '' };
  return { name: '', type: '' };
}
