import { readTypedDecimal, typedDecimalError } from '../format/numbers.js';

/** Why forms cannot be turned into a payload; the forms should have passed the step rules first. */
export type SchemePayloadErrorCode = 'cao_missing' | 'incomplete_job' | 'ambiguous_number';

export class SchemePayloadError extends Error {
  override name = 'SchemePayloadError';
  constructor(
    readonly code: SchemePayloadErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A typed number as sent: '8,5' becomes '8.5'. Text that is no number is sent as typed, so the payload schema
 * reports it under its field. Text that reads two ways ('1.250': 1250 or 1,250) throws SchemePayloadError
 * 'ambiguous_number': sent as typed, the server would take it for the dot decimal 1.25.
 */
export function typedToWireDecimal(typed: string): string {
  const reading = readTypedDecimal(typed);
  if (reading.ok) return reading.value;
  if (reading.reason === 'ambiguous') {
    throw new SchemePayloadError('ambiguous_number', typedDecimalError(typed, '') ?? '');
  }
  return typed.trim();
}
