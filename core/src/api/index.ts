export {
  ApiError,
  isApiError,
  normaliseErrorBody,
  type ApiErrorBody,
  type ApiErrorKind,
  type DetailBody,
  type FieldErrorsBody,
} from './api-error.js';
export { CSRF_COOKIE, CSRF_HEADER, readCsrfCookie } from './csrf.js';
export type { FetchInit, FetchLike, FetchResponse } from './fetch.js';
export { toQueryString, toSnakeCase, type QueryParams, type QueryValue } from './query.js';
export { createMemoryTokenStore, type TokenSet, type TokenStore } from './token-store.js';
export {
  createTransport,
  type ApiCall,
  type ApiClientOptions,
  type HttpMethod,
  type Transport,
} from './transport.js';
