import type { FormErrors } from '@beloning/core/rules';

/** The first of core's messages for a field, as the web shows one message under a field. */
export function firstError(errors: FormErrors, field: string): string | null {
  return errors[field]?.[0] ?? null;
}
