import { isRequired, salaryTableRuleSets } from '@beloning/core/rules';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { useId, type ReactNode } from 'react';
import { FieldFrame, movesToSubmit, RequiredMark } from '../../../components/form/field-frame';
import { useFieldError, useTouchField } from '../use-step';

/**
 * The inputs of one salary table's settings: the value comes from the table in the wizard state, a change is
 * handed to a core action at once, and the message under the field is core's issue for that table and field
 * (stepIssues(3) with the table's key), shown once the field was left or 'Volgende' was pressed.
 */

/** The field of core's rules a setting's messages belong to ('initialScaling' for both its inputs). */
export type TableField = keyof SalaryTableForm & string;

interface TableFieldBase {
  readonly table: SalaryTableForm;
  readonly field: TableField;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Whether this input shows the field's message (a field with two inputs shows it once). */
  readonly showsError?: boolean;
  /** The required mark; by default whether core's rule set for the field requires it. */
  readonly required?: boolean;
}

function useTableField({ table, field, required, showsError = true }: TableFieldBase) {
  const message = useFieldError(3, field, table.key);
  const touch = useTouchField(3);
  const set = salaryTableRuleSets[field];
  return {
    error: showsError ? message : null,
    touch: () => touch(field, table.key),
    required: required ?? (set !== undefined && isRequired(set, table)),
  };
}

export function TableTextField(
  props: TableFieldBase & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly inputMode?: 'decimal' | 'numeric' | 'text';
    readonly placeholder?: string;
    readonly multiline?: boolean;
    readonly disabled?: boolean;
  },
) {
  const inputId = useId();
  const { error, touch, required } = useTableField(props);
  return (
    <FieldFrame
      inputId={inputId}
      label={props.label}
      required={required}
      error={error}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
    >
      {(describedBy) => {
        const common = {
          id: inputId,
          name: `${props.table.key}.${props.field}`,
          value: props.value,
          placeholder: props.placeholder,
          disabled: props.disabled,
          'aria-required': required || undefined,
          'aria-invalid': error !== null || undefined,
          'aria-describedby': describedBy,
          onBlur: (event: { relatedTarget: EventTarget | null }) => {
            if (!movesToSubmit(event.relatedTarget)) touch();
          },
        };
        return props.multiline ? (
          <textarea
            {...common}
            className="input step3__textarea"
            rows={2}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            className="input"
            type="text"
            inputMode={props.inputMode}
            onChange={(event) => props.onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}

export interface Choice<V> {
  readonly value: V;
  readonly label: string;
}

/** Radio buttons in a fieldset; `onChoose` decides what a pick does (it may ask first). */
export function TableRadioGroup<V extends string | number>(
  props: TableFieldBase & {
    readonly value: V | null;
    readonly options: readonly Choice<V>[];
    readonly onChoose: (value: V) => void;
  },
) {
  const name = useId();
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const { error, touch, required } = useTableField(props);
  const describedBy = [props.hint === undefined ? '' : hintId, error === null ? '' : errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="field field--choices step3__choices" aria-describedby={describedBy || undefined}>
      <legend className="field__label">
        {props.label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="step3__options">
        {props.options.map((option) => (
          <label key={String(option.value)} className="choice">
            <input
              type="radio"
              name={name}
              checked={props.value === option.value}
              aria-invalid={error !== null || undefined}
              onChange={() => props.onChoose(option.value)}
              onBlur={touch}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
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
    </fieldset>
  );
}

/** A dropdown of a few coded values. */
export function TableSelect<V extends string>(
  props: TableFieldBase & {
    readonly value: V;
    readonly options: readonly Choice<V>[];
    readonly onChoose: (value: V) => void;
  },
) {
  const inputId = useId();
  const { error, touch, required } = useTableField(props);
  return (
    <FieldFrame
      inputId={inputId}
      label={props.label}
      required={required}
      error={error}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
    >
      {(describedBy) => (
        <select
          id={inputId}
          className="input"
          value={props.value}
          aria-required={required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = props.options.find((option) => option.value === event.target.value);
            if (chosen !== undefined) props.onChoose(chosen.value);
          }}
          onBlur={touch}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function TableCheckbox(props: {
  readonly table: SalaryTableForm;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  const inputId = useId();
  return (
    <div className="field field--checkbox">
      <label htmlFor={inputId} className="choice">
        <input
          id={inputId}
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
        />{' '}
        {props.label}
      </label>
    </div>
  );
}
