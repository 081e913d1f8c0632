import { periodicIncreaseRuleSets, validateForm } from '@beloning/core/rules';
import {
  MEASUREMENT_TYPE_LABELS,
  PERIODIC_INTERACTION_LABELS,
  PERIODIC_TYPE_LABELS,
  REQUIRED_TIME_TYPE_LABELS,
  asChoice,
  type PeriodicIncrease,
} from '@beloning/core/schemas';
import type { PeriodicIncreaseDialogAnswers } from '@beloning/core/wizard';
import { choice, note, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';
import { textField } from './step1-2.js';

/**
 * Step 3's periodic-increase dialog (SPEC.md 2.11, 5.2) as a subform: the kind of increase, how the trigger
 * date and the required time work together, the trigger date, the quantity and its unit, and how time is
 * measured. Core's periodicIncreaseRuleSets checks it; fields the chosen interaction does not use are hidden.
 */

type Interaction = NonNullable<PeriodicIncrease['date_required_time_interaction']>;
type TimeType = NonNullable<PeriodicIncrease['required_time_type']>;
type Measurement = NonNullable<PeriodicIncrease['measurement_type']>;

// The words are core's vocabulary (core/src/schemas/labels.ts), as the portal and the exports use them.
function options<V extends string>(labels: Record<V, string>): { value: V; label: string }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: asChoice(labels[value]) }));
}

/** One rule on a line: 'Verplichte periodiek, peildatum 01-01, na 12 maanden, kalender'. */
export function describePeriodicIncrease(rule: PeriodicIncrease): string {
  const parts = [PERIODIC_TYPE_LABELS[rule.type]];
  if (rule.date_required_time_interaction !== null)
    parts.push(PERIODIC_INTERACTION_LABELS[rule.date_required_time_interaction].toLowerCase());
  if (rule.trigger_date !== null) parts.push(`peildatum ${rule.trigger_date}`);
  if (rule.required_time !== null)
    parts.push(
      `na ${rule.required_time}${rule.required_time_type === null ? '' : ` ${REQUIRED_TIME_TYPE_LABELS[rule.required_time_type]}`}`,
    );
  if (rule.measurement_type !== null) parts.push(MEASUREMENT_TYPE_LABELS[rule.measurement_type]);
  return parts.join(', ');
}

export interface PeriodicIncreaseFormActions {
  change: Update<PeriodicIncreaseDialogAnswers>;
  save: () => void;
  cancel: () => void;
}

/** The subform's fields; `title` names the table and whether a rule is added or changed. */
export function periodicIncreaseFields(
  title: string,
  answers: PeriodicIncreaseDialogAnswers,
  actions: PeriodicIncreaseFormActions,
): Field[] {
  const errors = validateForm(periodicIncreaseRuleSets, answers);
  const set =
    <K extends keyof PeriodicIncreaseDialogAnswers>(key: K) =>
    (value: PeriodicIncreaseDialogAnswers[K]) =>
      actions.change((answers) => ({ ...answers, [key]: value }));
  const interaction = answers.date_required_time_interaction;
  const fields: Field[] = [
    note('pv-title', title, 'heading'),
    choice<PeriodicIncrease['type']>({
      id: 'pv.type',
      label: 'Soort',
      value: answers.type,
      options: options(PERIODIC_TYPE_LABELS),
      onChange: set('type'),
      error: firstError(errors, 'type'),
      required: true,
    }),
    choice<Interaction>({
      id: 'pv.date_required_time_interaction',
      label: 'Wanneer',
      value: interaction,
      options: options(PERIODIC_INTERACTION_LABELS),
      onChange: set('date_required_time_interaction'),
      error: firstError(errors, 'date_required_time_interaction'),
      required: true,
    }),
  ];
  if (interaction !== 'required_time') {
    fields.push(
      textField(
        'pv.trigger_date',
        'Peildatum',
        answers.trigger_date,
        set('trigger_date'),
        firstError(errors, 'trigger_date'),
        true,
        'DD-MM',
      ),
    );
  }
  if (interaction !== 'trigger_date') {
    fields.push(
      textField(
        'pv.required_time',
        'Diensttijd (aantal)',
        answers.required_time,
        set('required_time'),
        firstError(errors, 'required_time'),
        true,
      ),
      choice<TimeType>({
        id: 'pv.required_time_type',
        label: 'Eenheid',
        value: answers.required_time_type,
        options: options(REQUIRED_TIME_TYPE_LABELS),
        onChange: set('required_time_type'),
        error: firstError(errors, 'required_time_type'),
        required: true,
      }),
    );
  }
  fields.push(
    choice<Measurement>({
      id: 'pv.measurement_type',
      label: 'Meting',
      value: answers.measurement_type,
      options: options(MEASUREMENT_TYPE_LABELS),
      onChange: set('measurement_type'),
      error: firstError(errors, 'measurement_type'),
      required: true,
    }),
    { kind: 'button', id: 'pv.cancel', label: 'Annuleren', onPress: actions.cancel },
    { kind: 'button', id: 'pv.save', label: 'Opslaan', onPress: actions.save },
  );
  return fields;
}
