import { useCallback, useState } from 'react';
import { loadApi } from '../../lib/load-api';
import { AGENCY_TEXTS } from './agency-texts';

export interface StartProposalControl {
  /** The key of the proposal being started (hirer and scheme), or null. */
  readonly busyKey: string | null;
  /** The message of a start that failed, with the key it belongs to. */
  readonly failure: { readonly key: string; readonly message: string } | null;
  start(inlenersId: number, guid?: string): void;
}

export function proposalKey(inlenersId: number, guid?: string): string {
  return guid === undefined ? `${inlenersId}` : `${inlenersId}:${guid}`;
}

/**
 * 'Voorstel maken' (SPEC.md 2.13, ARCHITECTURE.md 'The agency side'): asks the server for the one-time
 * address of the proposal screen (POST uitleners/inleners/{id}/voorstel/, optionally amending a shared
 * scheme) and goes there. The address carries a hand-over code that works once, within a minute, so the
 * browser loads it at once; the portal exchanges the code before the proposal screen shows.
 */
export function useStartProposal(): StartProposalControl {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<StartProposalControl['failure']>(null);
  const start = useCallback((inlenersId: number, guid?: string) => {
    const key = proposalKey(inlenersId, guid);
    setBusyKey(key);
    setFailure(null);
    void loadApi()
      .then(({ api }) => api.agency.startProposal(inlenersId, guid === undefined ? {} : { guid }))
      .then(
        ({ url }) => {
          window.location.assign(url);
        },
        () => {
          setBusyKey(null);
          setFailure({ key, message: AGENCY_TEXTS.proposalFailed });
        },
      );
  }, []);
  return { busyKey, failure, start };
}
