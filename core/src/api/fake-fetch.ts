import type { FetchInit, FetchLike, FetchResponse } from './fetch.js';

/** A request as the fake fetch saw it; the JSON body is parsed back for easy assertions. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: FetchInit['credentials'];
}

/** What the fake server answers: a JSON body (or raw text) with a status, or an Error to fail the fetch. */
export type FakeAnswer =
  { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | Error;

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
}

/**
 * A recording stand-in for `fetch` at the client's unit boundary: every request is recorded and answered
 * by `answer` (default: 200 with an empty body). Used by the client's tests and by tests of its callers.
 */
export function createFakeFetch(
  answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer> = () => ({}),
): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: RecordedRequest = {
      url,
      method: init.method,
      headers: { ...init.headers },
      body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
      credentials: init.credentials,
    };
    requests.push(request);
    const result = await answer(request);
    if (result instanceof Error) throw result;
    return fakeResponse(result.status ?? 200, result.text ?? jsonText(result.json), result.headers ?? {});
  };
  return { fetch, requests };
}

function jsonText(json: unknown): string {
  return json === undefined ? '' : JSON.stringify(json);
}

function fakeResponse(status: number, text: string, headers: Record<string, string>): FetchResponse {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name) => lower[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
  };
}
