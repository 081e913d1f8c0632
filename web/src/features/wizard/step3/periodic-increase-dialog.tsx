import { periodicIncreaseRuleSets, validateForm } from '@beloning/core/rules';
import {
  asChoice,
  MEASUREMENT_TYPE_LABELS,
  PERIODIC_INTERACTION_LABELS,
  PERIODIC_TYPE_LABELS,
  REQUIRED_TIME_TYPE_LABELS,
  type PeriodicIncrease,
} from '@beloning/core/schemas';
import { hasErrors } from '@beloning/core/rules';
import type { PeriodicIncreaseDialogAnswers } from '@beloning/core/wizard';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FieldFrame, RequiredMark } from '../../../components/form/field-frame';

/**
 * The periodic-increase dialog of step 3 (SPEC.md 2.11, 5.2): the kind of increase, how the trigger date and
 * the required time work together, the trigger date, the quantity and its unit, and how time is measured.
 * Core's periodicIncreaseRuleSets checks the answers: a field's message shows once it was left, every
 * message after 'Opslaan'. Fields the chosen interaction does not use are hidden.
 */

type Answers = PeriodicIncreaseDialogAnswers;
type Interaction = NonNullable<PeriodicIncrease['date_required_time_interaction']>;

function options<V extends string>(labels: Record<V, string>): { value: V; label: string }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: asChoice(labels[value]) }));
}

/** One rule on a line: 'Verplichte periodiek, alleen peildatum, peildatum 01-01, kalender'. */
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

export interface PeriodicIncreaseDialogProps {
  readonly title: string;
  readonly initial: Answers;
  readonly onSave: (answers: Answers) => void;
  readonly onClose: () => void;
}

export function PeriodicIncreaseDialog({ title, initial, onSave, onClose }: PeriodicIncreaseDialogProps) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const errors = validateForm(periodicIncreaseRuleSets, answers);
  const errorOf = (field: keyof Answers): string | null =>
    submitted || touched.has(field) ? (errors[field]?.[0] ?? null) : null;
  const touch = (field: keyof Answers) => setTouched((old) => new Set([...old, field]));
  const set = <K extends keyof Answers>(field: K, value: Answers[K]) =>
    setAnswers((old) => ({ ...old, [field]: value }));
  const interaction = answers.date_required_time_interaction;

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    // The dialog sits inside the step's form in React's tree, where a submit event would bubble to it.
    event?.stopPropagation();
    if (hasErrors(errors)) {
      setSubmitted(true);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.periodic-dialog [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSave(answers);
  };

  const radios = <
    K extends 'type' | 'date_required_time_interaction' | 'required_time_type' | 'measurement_type',
  >(
    field: K,
    label: string,
    choices: { value: NonNullable<Answers[K]>; label: string }[],
  ) => {
    const error = errorOf(field);
    const errorId = `${formId}-${field}-error`;
    return (
      <fieldset
        className="field field--choices step3__choices"
        aria-describedby={error === null ? undefined : errorId}
      >
        <legend className="field__label">
          {label}
          <RequiredMark />
        </legend>
        <div className="step3__options">
          {choices.map((choice) => (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                name={`${formId}-${field}`}
                checked={answers[field] === choice.value}
                aria-invalid={error !== null || undefined}
                onChange={() => set(field, choice.value)}
                onBlur={() => touch(field)}
              />{' '}
              {choice.label}
            </label>
          ))}
        </div>
        {error === null ? null : (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  const text = (field: 'trigger_date' | 'required_time', label: string, hint?: string) => {
    const error = errorOf(field);
    const inputId = `${formId}-${field}`;
    return (
      <FieldFrame
        inputId={inputId}
        label={label}
        required
        error={error}
        {...(hint === undefined ? {} : { hint })}
      >
        {(describedBy) => (
          <input
            id={inputId}
            className="input"
            type="text"
            inputMode={field === 'required_time' ? 'numeric' : 'text'}
            value={answers[field]}
            aria-required
            aria-invalid={error !== null || undefined}
            aria-describedby={describedBy}
            onChange={(event) => set(field, event.target.value)}
            onBlur={() => touch(field)}
          />
        )}
      </FieldFrame>
    );
  };

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuleren
          </Button>
          <Button type="submit" form={formId}>
            Opslaan
          </Button>
        </>
      }
    >
      <form id={formId} className="periodic-dialog step3__dialog-form" noValidate onSubmit={save}>
        {radios('type', 'Soort', options(PERIODIC_TYPE_LABELS))}
        {radios(
          'date_required_time_interaction',
          'Wanneer',
          options<Interaction>(PERIODIC_INTERACTION_LABELS),
        )}
        {interaction === 'required_time' ? null : text('trigger_date', 'Peildatum', 'DD-MM')}
        {interaction === 'trigger_date' ? null : (
          <>
            {text('required_time', 'Diensttijd (aantal)')}
            {radios('required_time_type', 'Eenheid', options(REQUIRED_TIME_TYPE_LABELS))}
          </>
        )}
        {radios('measurement_type', 'Meting', options(MEASUREMENT_TYPE_LABELS))}
      </form>
    </Dialog>
  );
}
