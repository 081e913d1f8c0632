import type { Cao, CaoOption } from '@beloning/core/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { loadApi } from '../../lib/load-api';
import { caoCacheAtom } from './store';

/** Requests under way, by cao id, so two steps asking at once share one request. */
const pending = new Map<number, Promise<Cao>>();

export type CaoLoad =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly cao: Cao };

/** Fetches a cao once per session (GET caos/{id}); later steps and a second call get the cached one. */
export function fetchCao(caoId: number): Promise<Cao> {
  const running = pending.get(caoId);
  if (running !== undefined) return running;
  const request = loadApi()
    .then(({ api }) => api.caos.get(caoId))
    .finally(() => pending.delete(caoId));
  pending.set(caoId, request);
  return request;
}

/** The cao with this id: fetched once and kept for every step of the wizard; 'none' without an id. */
export function useCao(caoId: number | null): CaoLoad {
  const cache = useAtomValue(caoCacheAtom);
  const setCache = useSetAtom(caoCacheAtom);
  const [failed, setFailed] = useState<{ id: number; error: unknown } | null>(null);
  const cached = caoId === null ? undefined : cache.get(caoId);
  useEffect(() => {
    if (caoId === null || cached !== undefined) return;
    let current = true;
    fetchCao(caoId).then(
      (cao) => setCache((old) => new Map(old).set(cao.id, cao)),
      (error: unknown) => {
        if (current) setFailed({ id: caoId, error });
      },
    );
    return () => {
      current = false;
    };
  }, [caoId, cached, setCache]);
  if (caoId === null) return { status: 'none' };
  if (cached !== undefined) return { status: 'ready', cao: cached };
  if (failed?.id === caoId) return { status: 'error', error: failed.error };
  return { status: 'loading' };
}

export type CaoOptionsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly options: readonly CaoOption[] };

const optionRequests = new Map<'all' | 'latest', Promise<CaoOption[]>>();

/** The caos to pick from: all, or only the latest versions for members of an employers' organisation. */
export function useCaoOptions(latest: boolean): CaoOptionsLoad {
  const kind = latest ? 'latest' : 'all';
  const [state, setState] = useState<{ kind: string; load: CaoOptionsLoad }>({
    kind,
    load: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    let request = optionRequests.get(kind);
    if (request === undefined) {
      request = loadApi().then(({ api }) => (latest ? api.caos.listLatest() : api.caos.list()));
      optionRequests.set(kind, request);
      // A failed list is asked again next time.
      request.catch(() => optionRequests.delete(kind));
    }
    request.then(
      (options) => current && setState({ kind, load: { status: 'ready', options } }),
      (error: unknown) => current && setState({ kind, load: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [kind, latest]);
  return state.kind === kind ? state.load : { status: 'loading' };
}
