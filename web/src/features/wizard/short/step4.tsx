import { saveFailureLines } from '@beloning/core/api';
import { hasErrors, startStep4RuleSets, validateForm } from '@beloning/core/rules';
import { toCaoCompliancePayload } from '@beloning/core/schemas';
import { SHORT_WIZARD_TEXTS as T, afterShortSaveDestination } from '@beloning/core/wizard';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loadApi } from '../../../lib/load-api';
import { pathFor } from '../../../lib/routes';
import { SUPPORT_EMAIL } from '../../../lib/texts';
import { CheckboxField, TextInputField } from '../fields';
import { useWizardAction } from '../store';
import { destinationPath } from '../wizard-shell';
import { useShortForm, useShortStepFields } from './short-form';
import { focusFirstInvalid } from '../use-step';
import { ShortWizardFrame } from './short-wizard-frame';

/**
 * Short wizard step 4 'Accorderen' (SPEC.md 2.12): the statement, first and last name and the terms; 'Opslaan'
 * stays disabled until the terms are ticked. Saved (POST inleners/cao-compliance/), the form is cleared and
 * the links page of the new compliance opens with the agencies that invited the company (showInvites).
 */
export function ShortStep4() {
  const form = useShortForm();
  const applyWizard = useWizardAction();
  const navigate = useNavigate();
  const errors = validateForm(startStep4RuleSets, form);
  const fields = useShortStepFields(4, errors);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);
  // Saved, the form is emptied once this step is gone: emptied while it shows, the step's guard would send
  // the user back to step 1 instead of on to the links page.
  const done = useRef(false);
  useEffect(
    () => () => {
      if (done.current) applyWizard((state) => ({ ...state, startWizard: null }));
    },
    [applyWizard],
  );
  const save = async () => {
    fields.submit();
    if (hasErrors(errors)) return focusFirstInvalid();
    if (saving) return;
    setSaving(true);
    setFailure([]);
    try {
      const { api } = await loadApi();
      const saved = await api.compliance.create(toCaoCompliancePayload(form));
      done.current = true;
      void navigate(destinationPath(afterShortSaveDestination(saved.id)));
    } catch (error) {
      setSaving(false);
      setFailure(saveFailureLines(error, SUPPORT_EMAIL));
    }
  };
  return (
    <ShortWizardFrame
      step={4}
      onNext={() => void save()}
      nextLabel={saving ? 'Opslaan...' : 'Opslaan'}
      nextDisabled={!form.agreedToTerms}
      nextBusy={saving}
      messages={failure}
    >
      <p>{T.saveStatement}</p>
      <div className="wizard__row">
        <TextInputField
          label="Voornaam"
          required
          name="firstName"
          autoComplete="given-name"
          binding={fields.bind('firstName')}
        />
        <TextInputField
          label="Achternaam"
          required
          name="lastName"
          autoComplete="family-name"
          binding={fields.bind('lastName')}
        />
      </div>
      <CheckboxField
        label="Ik ga akkoord met deze voorwaarden"
        required
        hint={
          <>
            Lees de <Link to={pathFor('terms')}>algemene voorwaarden</Link>.
          </>
        }
        binding={fields.bind('agreedToTerms')}
      />
    </ShortWizardFrame>
  );
}
