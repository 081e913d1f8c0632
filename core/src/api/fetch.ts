/**
 * The slice of the Fetch API the client uses. Core compiles without the DOM library, so it names the shape
 * it needs; the browser's `fetch`, Node's global `fetch` and undici's `fetch` all fit it.
 */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  credentials?: 'include' | 'same-origin' | 'omit';
}

/** The part of a Response the client reads. */
export interface FetchResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;
