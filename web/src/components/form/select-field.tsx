import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, movesToSubmit } from './field-frame';
import type { FieldName, FormController } from './use-form';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

export interface SelectFieldProps<F> extends SelectProps {
  readonly form: FormController<F>;
  readonly name: FieldName<F>;
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  readonly hint?: ReactNode;
  /** Runs with the chosen option's value after the field changed (for fields that set others too). */
  readonly onValueChange?: (value: string) => void;
}

/** A dropdown bound to a text form field; validated on blur and on change. */
export function SelectField<F>({
  form,
  name,
  label,
  options,
  hint,
  onValueChange,
  ...selectProps
}: SelectFieldProps<F>) {
  const inputId = form.inputId(name);
  const error = form.errorOf(name);
  const required = form.isRequired(name);
  const raw = form.values[name];
  const value = typeof raw === 'string' ? raw : '';
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      required={required}
      error={error}
      {...(hint === undefined ? {} : { hint })}
    >
      {(describedBy) => (
        <select
          {...selectProps}
          id={inputId}
          name={name}
          className="select"
          value={value}
          aria-required={required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            form.setValue(name, event.target.value as F[typeof name]);
            onValueChange?.(event.target.value);
          }}
          onBlur={(event) => {
            if (!movesToSubmit(event.relatedTarget)) form.validate(name);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
