/**
 * Why the last session ended, shared by the API layer and the route guards without either importing the
 * other (the API client and its schemas are loaded only when a page needs them). After a 401 the visitor
 * goes to login; after a logout or a failed refresh, home (SPEC.md sections 4 and 8).
 */
export const UNAUTHORIZED_EVENT = 'beloning:unauthorized';

let endedByUnauthorized = false;

/** A 401 ended the session: tell the router to go to login. */
export function announceUnauthorized(): void {
  endedByUnauthorized = true;
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/** A new session began (login, hand-over). */
export function forgetUnauthorized(): void {
  endedByUnauthorized = false;
}

export function sessionEndedByUnauthorized(): boolean {
  return endedByUnauthorized;
}
