import type { AgencyInvite, CaoOption } from '@beloning/core/api';
import { isRequired, startStep1RuleSets, validateForm } from '@beloning/core/rules';
import type { StartWizardForm } from '@beloning/core/schemas';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';
import { EMPLOYERS_ORGANISATION_HINT } from '../texts.js';

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

/** The notice of option 2 when agencies offered help: one agency by name and e-mail, several in general. */
export function helpNotice(agencies: readonly AgencyInvite[]): string {
  const [only] = agencies;
  if (agencies.length === 1 && only !== undefined) {
    return `${only.company_name} (${only.email}) biedt aan om een voorstel voor uw beloningsregeling te maken.`;
  }
  return 'Er zijn uitleners die aanbieden om een voorstel voor uw beloningsregeling te maken.';
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
      label: 'Beloningsregeling',
      value: form.selected,
      options: [
        { value: 1, label: 'Wij volgen een cao precies' },
        { value: 2, label: 'Eigen regeling of aanpassingen' },
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
        label: 'Wij zijn aangesloten bij een werkgeversorganisatie',
        value: form.withEmployersOrganisation,
        onChange: actions.setEmployersOrganisation,
        hint: EMPLOYERS_ORGANISATION_HINT,
        error: firstError(errors, 'withEmployersOrganisation'),
      },
      select<number>({
        id: 'caoId',
        label: 'Selecteer de cao',
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
        label: 'Hulp van de uitlener',
        value: form.askForHelp,
        options: [
          { value: 1, label: 'Vraag de uitlener om een voorstel' },
          { value: 2, label: 'Ik vul het zelf in' },
        ],
        // With exactly one agency offering help, it is picked automatically (SPEC.md 5.2).
        onChange: (askForHelp) =>
          actions.change((form) => ({
            ...form,
            askForHelp,
            helpUitlenersSubscription:
              askForHelp === 1 && data.helpingAgencies.length === 1
                ? (data.helpingAgencies[0]?.subscription ?? null)
                : form.helpUitlenersSubscription,
          })),
        error: firstError(errors, 'askForHelp'),
        required: true,
      }),
    );
    if (form.askForHelp === 1 && data.helpingAgencies.length > 1) {
      fields.push(
        select<number>({
          id: 'helpUitlenersSubscription',
          label: 'Selecteer de uitlener',
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
