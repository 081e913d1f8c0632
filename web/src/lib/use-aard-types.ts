import type { AardType } from '@beloning/core/schemas';
import { useEffect, useState } from 'react';
import { loadApi } from './load-api';

export type AardTypesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly types: readonly AardType[] };

let aardRequest: Promise<AardType[]> | null = null;

/** The aard types (GET /inleners/aard-types/, pairs of code and label): fetched once per session. */
export function useAardTypes(): AardTypesLoad {
  const [load, setLoad] = useState<AardTypesLoad>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    if (aardRequest === null) {
      aardRequest = loadApi().then(({ api }) => api.caos.aardTypes());
      // A failed request is asked again next time.
      aardRequest.catch(() => {
        aardRequest = null;
      });
    }
    aardRequest.then(
      (types) => current && setLoad({ status: 'ready', types }),
      (error: unknown) => current && setLoad({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return load;
}
