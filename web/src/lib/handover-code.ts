/**
 * Whether the address carries a hand-over code (`refresh`) that the root loader is exchanging
 * (app/session-guards.tsx, handoverLoader); the hirer's and the agency's login guards wait for it.
 */
export function hasHandoverCode(request: Request): boolean {
  return new URL(request.url).searchParams.has('refresh');
}
