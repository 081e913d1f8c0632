import { formMessagesFromError } from '@beloning/core/api';
import { SUPPORT_EMAIL } from './texts';

/** Every message of a failed call that is not a form (SPEC.md section 8), field messages included. */
export function errorMessages(error: unknown): string[] {
  const { fields, nonField } = formMessagesFromError(error, SUPPORT_EMAIL);
  return [...Object.values(fields).flat(), ...nonField];
}
