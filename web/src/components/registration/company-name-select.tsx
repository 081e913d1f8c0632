import { KVK_NOT_FOUND, type RegisterForm } from '@beloning/core/rules';
import { SelectField, type SelectOption } from '../form/select-field';
import type { FormController } from '../form/use-form';
import { KVK_SEARCHING } from '../../lib/texts';
import type { KvkLookup } from '../../lib/use-kvk-lookup';

function optionsFor(lookup: KvkLookup): SelectOption[] {
  switch (lookup.status) {
    case 'idle':
      return [{ value: '', label: 'Vul eerst uw KVK nummer in' }];
    case 'searching':
      return [{ value: '', label: KVK_SEARCHING }];
    case 'found':
      return lookup.names.map(([name]) => ({ value: name, label: name }));
    case 'not-found':
    case 'failed':
      return [{ value: KVK_NOT_FOUND, label: KVK_NOT_FOUND }];
  }
}

/** What a screen reader hears when the lookup settles. */
function announcement(lookup: KvkLookup): string {
  switch (lookup.status) {
    case 'searching':
      return KVK_SEARCHING;
    case 'found':
      return lookup.names.length === 1
        ? `Bedrijfsnaam gevonden: ${lookup.names[0]?.[0] ?? ''}`
        : `${lookup.names.length} bedrijfsnamen gevonden`;
    case 'not-found':
    case 'failed':
      return `Bedrijfsnaam: ${KVK_NOT_FOUND}`;
    case 'idle':
      return '';
  }
}

/**
 * The company-name dropdown of registration, filled by the KVK lookup: 'Zoeken...' while it runs, then the
 * names found (the first chosen), or 'Niet gevonden'. It can be changed only when names were found.
 */
export function CompanyNameSelect({
  form,
  lookup,
}: {
  readonly form: FormController<RegisterForm>;
  readonly lookup: KvkLookup;
}) {
  const names = lookup.status === 'found' ? lookup.names : [];
  return (
    <>
      <SelectField
        form={form}
        name="handelsnaam"
        label="Bedrijfsnaam"
        options={optionsFor(lookup)}
        disabled={lookup.status !== 'found'}
        aria-busy={lookup.status === 'searching' || undefined}
        onValueChange={(name) => {
          const match = names.find(([candidate]) => candidate === name);
          form.setValue('handelsnaamType', match?.[1] ?? '');
        }}
      />
      <p className="visually-hidden" role="status">
        {announcement(lookup)}
      </p>
    </>
  );
}
