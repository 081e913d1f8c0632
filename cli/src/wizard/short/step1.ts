import type { AgencyInvite, CaoOption } from '@beloning/core/api';
import { isRequired, startStep1RuleSets, validateForm } from '@beloning/core/rules';
import type { StartWizardForm } from '@beloning/core/schemas';
import { SHORT_WIZARD_TEXTS, helpNotice, setShortWizardAskForHelp } from '@beloning/core/wizard';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';

export interface ShortStep1Data {
  caoOptions: readonly CaoOption[];
  /** The agencies that offer help (invites with proposals_enabled). */
  helpingAgencies: readonly AgencyInvite[];
}

export interface ShortStep1Actions {
  change: Update<StartWizardForm>;
  setEmployersOrganisation: (ticked: boolean) => void;
  setCao: (caoId: number) => void;
  next: () => void;
}

/** Short wizard step 1 'Beloningsregeling': follow a cao (1) or own arrangement (2), with core's rules. */
export function shortStep1Fields(
  form: StartWizardForm,
  data: ShortStep1Data,
  actions: ShortStep1Actions,
): Field[] {
  const rules = startStep1RuleSets({ helpingAgencies: data.helpingAgencies.length });
  const errors = validateForm(rules, form);
  const fields: Field[] = [
    choice<1 | 2>({
      id: 'selected',
      label: SHORT_WIZARD_TEXTS.selectedLabel,
      value: form.selected,
      options: [
        { value: 1, label: SHORT_WIZARD_TEXTS.followCao },
        { value: 2, label: SHORT_WIZARD_TEXTS.ownArrangement },
      ],
      onChange: (selected) => actions.change((form) => ({ ...form, selected })),
      error: firstError(errors, 'selected'),
      required: true,
    }),
  ];
  if (form.selected === 1) {
    fields.push(
      {
        kind: 'checkbox',
        id: 'withEmployersOrganisation',
        label: SHORT_WIZARD_TEXTS.employersOrganisation,
        value: form.withEmployersOrganisation,
        onChange: actions.setEmployersOrganisation,
        hint: SHORT_WIZARD_TEXTS.employersOrganisationHint,
        error: firstError(errors, 'withEmployersOrganisation'),
      },
      select<number>({
        id: 'caoId',
        label: SHORT_WIZARD_TEXTS.caoLabel,
        value: form.caoId,
        options: data.caoOptions.map((cao) => ({ value: cao.cao_id, label: cao.full_name })),
        onChange: actions.setCao,
        error: firstError(errors, 'caoId'),
        required: isRequired(rules.caoId ?? { rules: [], required: false }, form),
      }),
    );
  }
  if (form.selected === 2 && data.helpingAgencies.length > 0) {
    fields.push(
      note('help-notice', helpNotice(data.helpingAgencies), 'warning'),
      choice<1 | 2>({
        id: 'askForHelp',
        label: SHORT_WIZARD_TEXTS.askForHelpLabel,
        value: form.askForHelp,
        options: [
          { value: 1, label: SHORT_WIZARD_TEXTS.askForHelp },
          { value: 2, label: SHORT_WIZARD_TEXTS.fillInMyself },
        ],
        // With exactly one agency offering help, core picks it automatically (SPEC.md 5.2).
        onChange: (askForHelp) =>
          actions.change((form) => setShortWizardAskForHelp(form, askForHelp, data.helpingAgencies)),
        error: firstError(errors, 'askForHelp'),
        required: true,
      }),
    );
    if (form.askForHelp === 1 && data.helpingAgencies.length > 1) {
      fields.push(
        select<number>({
          id: 'helpUitlenersSubscription',
          label: SHORT_WIZARD_TEXTS.agencyLabel,
          value: form.helpUitlenersSubscription,
          options: data.helpingAgencies.map((agency) => ({
            value: agency.subscription,
            label: `${agency.company_name} (${agency.email})`,
          })),
          onChange: (helpUitlenersSubscription) =>
            actions.change((form) => ({ ...form, helpUitlenersSubscription })),
          error: firstError(errors, 'helpUitlenersSubscription'),
          required: true,
        }),
      );
    }
  }
  fields.push({ kind: 'button', id: 'next', label: 'Volgende', onPress: actions.next });
  return fields;
}
