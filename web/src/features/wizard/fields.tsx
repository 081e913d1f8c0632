import type { WizardState, WizardStepNumber } from '@beloning/core/wizard';
import { useId, type ReactNode } from 'react';
import { FieldFrame, movesToSubmit } from '../../components/form/field-frame';
import { getIn, setIn } from './paths';
import { useWizard, useWizardAction, type WizardAction } from './store';
import { useFieldError, useTouchField } from './use-step';

/**
 * Inputs bound to the wizard's store by core's field path: the value is read from the step's form in the
 * state, a change is stored at once (so a reload keeps it), and the message under the field is core's
 * issue for that path, shown after the field was left or the step was submitted.
 */

/** The step forms a field can live in. */
export type FormKey = 'step1' | 'step2' | 'step6' | 'step7' | 'step9' | 'packageForm';

export interface BoundFieldProps {
  readonly step: WizardStepNumber;
  readonly form: FormKey;
  /** Core's path within the form ('vacationAmount', 'oneOffBonuses.0.amount'). */
  readonly field: string;
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** The form before any change (a stored form may still be null). */
  readonly start: (state: WizardState) => NonNullable<WizardState[FormKey]>;
  /** A change other than storing the value (a core action, e.g. choosing a cao). */
  readonly onChange?: (value: unknown) => WizardAction | null;
}

/** Stores `value` at the field's path in its step form (starting from `start` when the form is null). */
function storeValue(props: BoundFieldProps, value: unknown): WizardAction {
  return (state) => ({
    ...state,
    [props.form]: setIn(state[props.form] ?? props.start(state), props.field, value),
  });
}

function useBound(props: BoundFieldProps): FieldBinding {
  const state = useWizard();
  const apply = useWizardAction();
  const touch = useTouchField(props.step);
  const error = useFieldError(props.step, props.field);
  const value = getIn(state[props.form] ?? props.start(state), props.field);
  const change = (next: unknown) => apply(props.onChange?.(next) ?? storeValue(props, next));
  return { value, change, error, touch: () => touch(props.field) };
}

/** What an input shows and does: its value, a change, the message under it, and marking it as left. */
export interface FieldBinding {
  readonly value: unknown;
  readonly change: (value: unknown) => void;
  readonly error: string | null;
  readonly touch: () => void;
}

interface TextInputProps {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** The input's name: core's field path. */
  readonly name: string;
  readonly placeholder?: string;
  readonly inputMode?: 'decimal' | 'numeric' | 'text';
  /** A textarea, for a comment of a few sentences. */
  readonly multiline?: boolean;
  readonly autoComplete?: string;
}

/** A text input (or textarea) with its label, hint and message. */
export function TextInputField({ binding, ...props }: TextInputProps & { readonly binding: FieldBinding }) {
  const inputId = useId();
  const { value, change, error, touch } = binding;
  return (
    <FieldFrame
      inputId={inputId}
      label={props.label}
      required={props.required ?? false}
      error={error}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
    >
      {(describedBy) => {
        const common = {
          id: inputId,
          name: props.name,
          value: typeof value === 'string' ? value : '',
          placeholder: props.placeholder,
          autoComplete: props.autoComplete,
          'aria-required': props.required || undefined,
          'aria-invalid': error !== null || undefined,
          'aria-describedby': describedBy,
          onBlur: (event: { relatedTarget: EventTarget | null }) => {
            if (!movesToSubmit(event.relatedTarget)) touch();
          },
        };
        return props.multiline ? (
          <textarea {...common} className="input" rows={3} onChange={(event) => change(event.target.value)} />
        ) : (
          <input
            {...common}
            className="input"
            type="text"
            inputMode={props.inputMode}
            onChange={(event) => change(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}

export function BoundTextField(props: BoundFieldProps & Omit<TextInputProps, 'name'>) {
  return <TextInputField {...props} name={props.field} binding={useBound(props)} />;
}

export interface ChoiceOption<V> {
  readonly value: V;
  readonly label: string;
}

interface RadioGroupProps<V> {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly options: readonly ChoiceOption<V>[];
}

/** Radio buttons in a fieldset: one answer of a few. */
export function RadioGroupField<V extends string | number>({
  binding,
  ...props
}: RadioGroupProps<V> & { readonly binding: FieldBinding }) {
  const name = useId();
  const errorId = `${name}-error`;
  const { value, change, error, touch } = binding;
  return (
    <fieldset
      className="field field--choices"
      aria-invalid={error !== null || undefined}
      aria-describedby={error === null ? undefined : errorId}
    >
      <legend className="field__label">
        {props.label}
        {props.required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {props.options.map((option) => (
        <label key={String(option.value)} className="choice">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            aria-invalid={error !== null || undefined}
            onChange={() => change(option.value)}
            onBlur={touch}
          />{' '}
          {option.label}
        </label>
      ))}
      {error === null ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function BoundRadioGroup<V extends string | number>(
  props: BoundFieldProps & { readonly options: readonly ChoiceOption<V>[] },
) {
  return <RadioGroupField {...props} binding={useBound(props)} />;
}

interface CheckboxProps {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

/** A checkbox with its label, hint and message. */
export function CheckboxField({ binding, ...props }: CheckboxProps & { readonly binding: FieldBinding }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { value, change, error } = binding;
  const describedBy =
    [props.hint === undefined ? undefined : hintId, error === null ? undefined : errorId]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field field--checkbox">
      <label htmlFor={inputId} className="choice">
        <input
          id={inputId}
          type="checkbox"
          checked={value === true}
          aria-required={props.required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(event.target.checked)}
        />{' '}
        {props.label}
        {props.required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {props.hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {props.hint}
        </p>
      )}
      {error === null ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function BoundCheckbox(props: BoundFieldProps) {
  return <CheckboxField {...props} binding={useBound(props)} />;
}

interface SelectProps<V> {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly options: readonly ChoiceOption<V>[];
  readonly placeholder: string;
  readonly disabled?: boolean;
}

/** A dropdown; `null` is the empty choice ('Kies ...'). */
export function SelectField<V extends string | number>({
  binding,
  ...props
}: SelectProps<V> & { readonly binding: FieldBinding }) {
  const inputId = useId();
  const { value, change, error, touch } = binding;
  const index = props.options.findIndex((option) => option.value === value);
  return (
    <FieldFrame
      inputId={inputId}
      label={props.label}
      required={props.required ?? false}
      error={error}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
    >
      {(describedBy) => (
        <select
          id={inputId}
          className="input"
          value={index === -1 ? '' : String(index)}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = props.options[Number(event.target.value)];
            change(event.target.value === '' || chosen === undefined ? null : chosen.value);
          }}
          onBlur={touch}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((option, at) => (
            <option key={String(option.value)} value={String(at)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function BoundSelect<V extends string | number>(props: BoundFieldProps & SelectProps<V>) {
  return <SelectField {...props} binding={useBound(props)} />;
}
