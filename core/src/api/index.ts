export { createApiClient, type ApiClient } from './client.js';
export { ALREADY_ACTIVATED_STATUS, activationOutcome, type ActivationOutcome } from './activation-outcome.js';
export {
  ApiError,
  isApiError,
  isTransientFailure,
  normaliseErrorBody,
  type ApiErrorBody,
  type ApiErrorKind,
  type DetailBody,
  type FieldErrorsBody,
} from './api-error.js';
export {
  SAVE_CONFLICT_MESSAGE,
  SAVE_FAILED_MESSAGE,
  formMessagesFromError,
  loadFailureMessage,
  genericErrorMessage,
  helpdeskPointerMessage,
  type FormMessages,
} from './form-messages.js';
export { saveFailureLines } from './save-failure.js';
export { CSRF_COOKIE, CSRF_HEADER, readCsrfCookie } from './csrf.js';
export type { FetchInit, FetchLike, FetchResponse } from './fetch.js';
export { collectPages, nextPageCursor, withAllVersions, type ListOptions } from './pages.js';
export { toQueryString, toSnakeCase, type QueryParams, type QueryValue } from './query.js';
export { createMemoryTokenStore, type TokenSet, type TokenStore } from './token-store.js';
export {
  createTransport,
  type ApiCall,
  type ApiClientOptions,
  type HttpMethod,
  type Page,
  type Transport,
} from './transport.js';
export type { AccountCalls, SubscriptionCalls } from './calls/account.js';
export type { AuthCalls } from './calls/auth.js';
export type { CaoCalls, HandelsnaamCalls } from './calls/caos.js';
export type { ComplianceCalls } from './calls/compliance.js';
export type { InviteCalls } from './calls/invites.js';
export type { KoppelingCalls, ProposalCalls, SchemeCalls } from './calls/schemes.js';
export type { SupportCalls } from './calls/support.js';
export type * from './types.js';
