import { isApiError } from './api-error.js';

/** What a form shows after a failed submit: messages under fields, and messages for the form as a whole. */
export interface FormMessages {
  fields: Record<string, string[]>;
  /** The login card shows the first of these. */
  nonField: string[];
}

/** Step 9 and short-wizard step 4, second line after a failed save (SPEC.md section 8). */
export const SAVE_FAILED_MESSAGE = 'Kon cao niet opslaan. Zie bovenstaande foutmeldingen voor details.';

/** A save against a version someone else replaced in the meantime (412): nothing was saved. */
export const SAVE_CONFLICT_MESSAGE = 'Iemand anders heeft de regeling gewijzigd; er is niets opgeslagen.';

/** 'Er is iets mis gegaan. Neem contact op met {email}' */
export function genericErrorMessage(supportEmail: string): string {
  return `Er is iets mis gegaan. Neem contact op met ${supportEmail}`;
}

/** 'Neem contact op met de helpdesk ({email}) als u er niet uit komt.' */
export function helpdeskPointerMessage(supportEmail: string): string {
  return `Neem contact op met de helpdesk (${supportEmail}) als u er niet uit komt.`;
}

/**
 * The messages of a failed form submit (SPEC.md section 8): with field errors, those per field together
 * with the non-field errors; else the non-field errors; else 'Er is iets mis gegaan. Neem contact op met
 * {email}' (also for a detail-only answer, a network failure, or an error that is not an ApiError). One
 * exception: a 429 shows the server's own sentence ('Te veel pogingen. Probeer het over 7 minuten
 * opnieuw.'), because waiting is what helps there, and a mail to support is not (issue 14).
 */
export function formMessagesFromError(error: unknown, supportEmail: string): FormMessages {
  if (isApiError(error)) {
    if (error.status === 429 && error.detail !== null) return { fields: {}, nonField: [error.detail] };
    const fields = error.fieldErrors;
    const nonField = error.nonFieldErrors;
    if (Object.keys(fields).length > 0) return { fields, nonField };
    if (nonField.length > 0) return { fields: {}, nonField };
  }
  return { fields: {}, nonField: [genericErrorMessage(supportEmail)] };
}

/**
 * What a page shows when loading its data failed: 'Er is iets mis gegaan. Neem contact op met {email}', or
 * the server's own sentence for a 403 that has one, which says what to do (for example a user who registered
 * for a company that already had an account and waits to be let in; server/README.md, 'Identity by proof of
 * mailbox').
 */
export function loadFailureMessage(error: unknown, supportEmail: string): string {
  if (isApiError(error) && error.status === 403 && error.detail !== null) return error.detail;
  return genericErrorMessage(supportEmail);
}
