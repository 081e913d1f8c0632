import { isApiError } from '@beloning/core/api';
import { NETWORK_FAILED } from '../../lib/texts';

/** The Dutch texts of the agency area that more than one screen shows. */
export const AGENCY_TEXTS = {
  notShared:
    'Deze regeling is niet (meer) met u gedeeld. Misschien heeft de inlener de koppeling met uw bureau uitgezet.',
  complianceNotShared: 'Deze cao-naleving is niet (meer) met u gedeeld.',
  hirerNotFound: 'Deze inlener deelt (nog) niets met uw bureau.',
  downloadFailed: 'Het downloaden is mislukt. Probeer het opnieuw.',
  proposalFailed: 'Het voorstel kon niet worden gestart. Probeer het opnieuw.',
  newBadge: 'Nieuw',
} as const;

/** What a failed fetch shows: a 404 in its own words, anything else the generic message of SPEC.md section 8. */
export function loadFailureMessage(error: unknown, notFound: string): string {
  if (isApiError(error) && error.status === 404) return notFound;
  return NETWORK_FAILED;
}
