import { isApiError } from './api-error.js';

/**
 * What an activation or invite link did: it activated the account now, or it had done so before and the
 * account is active ('al geactiveerd', with the server's sentence). Any other refusal is thrown.
 */
export type ActivationOutcome =
  { readonly status: 'activated' } | { readonly status: 'already-activated'; readonly detail: string };

/** The status with which the activation calls answer a link used again by its owner (server/README.md). */
export const ALREADY_ACTIVATED_STATUS = 409;

/**
 * Runs an activation call and tells the two good endings apart by the answer's status, never by its text:
 * 200 is 'activated', a 409 with a detail 'already-activated'. Every other failure is rethrown as it came.
 */
export async function activationOutcome(call: () => Promise<unknown>): Promise<ActivationOutcome> {
  try {
    await call();
    return { status: 'activated' };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === ALREADY_ACTIVATED_STATUS) {
      const detail = error.detail;
      if (detail !== null) return { status: 'already-activated', detail };
    }
    throw error;
  }
}
