import { isApiError } from './api-error.js';
import { helpdeskPointerMessage, SAVE_FAILED_MESSAGE } from './form-messages.js';
import { SchemePayloadError } from '../schemas/scheme-payload-error.js';

// Apart from form-messages.ts: only the save flows need it, and with it the forms' payload errors.

/**
 * The lines shown when saving a scheme or cao compliance fails (SPEC.md section 8): the helpdesk pointer,
 * 'Kon cao niet opslaan. ...', then one 'field: message' line per field (several messages joined with
 * ', '). General messages, a detail sentence or a network failure follow as lines of their own, so a 412
 * or a lost connection is not shown as an empty list.
 */
export function saveFailureLines(error: unknown, supportEmail: string): string[] {
  const lines = [helpdeskPointerMessage(supportEmail), SAVE_FAILED_MESSAGE];
  // The forms could not become a payload (a number typed two ways): its Dutch message says what to change.
  if (error instanceof SchemePayloadError) return [...lines, error.message];
  if (!isApiError(error)) return lines;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    lines.push(`${field}: ${messages.join(', ')}`);
  }
  lines.push(...error.nonFieldErrors);
  if (error.detail !== null) lines.push(error.detail);
  if (error.kind !== 'http') lines.push(error.message);
  return lines;
}
