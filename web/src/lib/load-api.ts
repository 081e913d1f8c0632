import { useEffect } from 'react';

/**
 * The API module (core's client, its zod schemas and the session wiring) is a download of its own: the
 * landing page never needs it, and the account pages become usable before it arrives. They fetch it here.
 */
export const loadApi = () => import('./api');

/** Starts downloading the API module once the page has rendered, so a submit does not wait for it. */
export function usePreloadApi(): void {
  useEffect(() => {
    void loadApi();
  }, []);
}
