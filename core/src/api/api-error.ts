/** A 400 as the forms show it: Dutch messages per field, and general ones (ARCHITECTURE.md). */
export interface FieldErrorsBody {
  errors: Record<string, string[]>;
  non_field_errors: string[];
}

/** Every other failure: one Dutch sentence. */
export interface DetailBody {
  detail: string;
}

/** The error body after normalising; null when the server sent neither shape (or nothing, or HTML). */
export type ApiErrorBody = FieldErrorsBody | DetailBody | null;

/**
 * What went wrong: the server answered with a failure status, no answer came at all, or a success answer
 * was not JSON (for example the web app's HTML at a wrong path).
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

const NETWORK_FAILURE = 'Geen verbinding met de server';
const INVALID_RESPONSE = 'Onverwacht antwoord van de server';

/**
 * The one error the API client throws. `status` is the HTTP status (0 when the network failed); `body` is
 * the server's error body normalised to `{errors, non_field_errors}` or `{detail}`; `raw` is what came.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly raw: unknown;
  /** Seconds to wait, from a 429's Retry-After header; null when absent. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    raw: unknown;
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    const body = init.kind === 'http' ? normaliseErrorBody(init.raw) : null;
    super(describe(init.kind, init.status, body), { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = body;
    this.raw = init.raw;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** Messages per field; empty unless the body had `errors`. */
  get fieldErrors(): Record<string, string[]> {
    return this.body !== null && 'errors' in this.body ? this.body.errors : {};
  }

  /** General messages; empty unless the body had `non_field_errors`. */
  get nonFieldErrors(): string[] {
    return this.body !== null && 'non_field_errors' in this.body ? this.body.non_field_errors : [];
  }

  /** The `detail` sentence, or null. */
  get detail(): string | null {
    return this.body !== null && 'detail' in this.body ? this.body.detail : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when the server gave no decision: no answer at all, a server failure (5xx) or 'not now' (429). Trying
 * again later may work, so a session is kept rather than ended over it.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && (error.status >= 500 || error.status === 429));
}

/**
 * Brings a parsed error body to one of the two shapes. A body with `errors` or `non_field_errors` is a
 * field-error body (a lone string message becomes a list of one); otherwise a string `detail` is a detail
 * body; anything else is null.
 */
export function normaliseErrorBody(raw: unknown): ApiErrorBody {
  if (!isRecord(raw)) return null;
  if ('errors' in raw || 'non_field_errors' in raw) {
    const errors: Record<string, string[]> = {};
    if (isRecord(raw.errors)) {
      for (const [field, value] of Object.entries(raw.errors)) {
        const messages = toMessages(value);
        if (messages.length > 0) errors[field] = messages;
      }
    }
    return { errors, non_field_errors: toMessages(raw.non_field_errors) };
  }
  if (typeof raw.detail === 'string') return { detail: raw.detail };
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function describe(kind: ApiErrorKind, status: number, body: ApiErrorBody): string {
  if (kind === 'network') return NETWORK_FAILURE;
  if (kind === 'invalid-response') return `${INVALID_RESPONSE} (HTTP ${status})`;
  if (body !== null && 'detail' in body) return `HTTP ${status}: ${body.detail}`;
  const first = body === null ? undefined : (body.non_field_errors[0] ?? Object.values(body.errors)[0]?.[0]);
  return first === undefined ? `HTTP ${status}` : `HTTP ${status}: ${first}`;
}
