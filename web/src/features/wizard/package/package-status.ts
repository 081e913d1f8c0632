import { COMPLETENESS_STATUS_LABELS } from '@beloning/core/schemas';
import { isBlockEmpty, type PackageBlockForm } from '@beloning/core/wizard';

/**
 * A block's status beside its name in step 6, in the words of the completeness view: 'nog niet ingevuld'
 * while nothing is typed, 'volgens cao' when its origin is the cao (generally binding or not), 'ingevuld'
 * otherwise.
 */
export function blockStatus(form: PackageBlockForm | undefined): string {
  if (form === undefined || isBlockEmpty(form)) return COMPLETENESS_STATUS_LABELS.nog_niet_ingevuld;
  return form.origin === 'cao' || form.origin === 'cao_avv'
    ? COMPLETENESS_STATUS_LABELS.volgens_cao
    : COMPLETENESS_STATUS_LABELS.ingevuld;
}
