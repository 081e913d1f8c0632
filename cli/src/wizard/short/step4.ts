import { startStep4RuleSets, validateForm } from '@beloning/core/rules';
import type { StartWizardForm } from '@beloning/core/schemas';
import { note, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';
import { TERMS_LABEL } from '../texts.js';

export interface ShortStep4Actions {
  change: Update<StartWizardForm>;
  previous: () => void;
  save: () => void;
}

/** Short wizard step 4 'Accorderen': names and the terms; Opslaan stays disabled until the terms are ticked. */
export function shortStep4Fields(
  form: StartWizardForm,
  saving: boolean,
  actions: ShortStep4Actions,
): Field[] {
  const errors = validateForm(startStep4RuleSets, form);
  return [
    note(
      'intro',
      'Met het opslaan verklaart u dat uw bedrijf de gekozen cao volgt, met de functies die u heeft opgegeven.',
    ),
    note(
      'intro-2',
      'Vul uw naam in en ga akkoord met de voorwaarden (beloning.nl/algemene-voorwaarden).',
      'dim',
    ),
    {
      kind: 'text',
      id: 'firstName',
      label: 'Voornaam',
      value: form.firstName,
      onChange: (firstName) => actions.change((form) => ({ ...form, firstName })),
      error: firstError(errors, 'firstName'),
      required: true,
    },
    {
      kind: 'text',
      id: 'lastName',
      label: 'Achternaam',
      value: form.lastName,
      onChange: (lastName) => actions.change((form) => ({ ...form, lastName })),
      error: firstError(errors, 'lastName'),
      required: true,
    },
    {
      kind: 'checkbox',
      id: 'agreedToTerms',
      label: TERMS_LABEL,
      value: form.agreedToTerms,
      onChange: (agreedToTerms) => actions.change((form) => ({ ...form, agreedToTerms })),
      error: firstError(errors, 'agreedToTerms'),
      required: true,
    },
    { kind: 'button', id: 'previous', label: 'Vorige', onPress: actions.previous },
    {
      kind: 'button',
      id: 'save',
      label: saving ? 'Opslaan...' : 'Opslaan',
      onPress: actions.save,
      disabled: saving || !form.agreedToTerms,
    },
  ];
}
