import { COMPLETENESS_STATUS_LABELS } from '@beloning/core/schemas';
import { blockFormStatus, type PackageBlockForm } from '@beloning/core/wizard';

/** A block's status beside its name in step 6, in the words of the completeness view (core's rule). */
export function blockStatus(form: PackageBlockForm | undefined): string {
  return COMPLETENESS_STATUS_LABELS[blockFormStatus(form)];
}
