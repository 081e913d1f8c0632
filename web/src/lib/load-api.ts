import { useEffect } from 'react';

/**
 * The API module (core's client, its zod schemas and the session wiring) is a download of its own: the
 * landing page never needs it, and the account pages become usable before it arrives. They fetch it here.
 */
export const loadApi = () => import('./api');

/** What shows that the visitor starts on the page's form: a field or button focused, a touch, a click. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Starts downloading the API module as soon as the visitor starts on the page (the first focus, touch or
 * key), so a submit does not wait for it, while the page itself loads without it: with its zod schemas it
 * is a third more JavaScript than the login page needs to appear, which a visitor who only looks need not
 * pay for on a slow line (issue 19).
 */
export function usePreloadApi(): void {
  useEffect(() => {
    const preload = () => {
      stop();
      void loadApi();
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preload, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, preload, true);
    return stop;
  }, []);
}
