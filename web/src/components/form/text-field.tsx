import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, movesToSubmit } from './field-frame';
import type { FieldName, FormController } from './use-form';

type TextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

export interface TextFieldProps<F> extends TextInputProps {
  readonly form: FormController<F>;
  readonly name: FieldName<F>;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Runs after the value changed (for example to start a lookup). */
  readonly onValueChange?: (value: string) => void;
  /** Runs after the field was validated on blur. */
  readonly onAfterBlur?: (value: string) => void;
}

/** A text input bound to a form field: validated on blur with core's rules, messages under the field. */
export function TextField<F>({
  form,
  name,
  label,
  hint,
  onValueChange,
  onAfterBlur,
  type = 'text',
  ...inputProps
}: TextFieldProps<F>) {
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
        <input
          {...inputProps}
          id={inputId}
          name={name}
          type={type}
          className="input"
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
            onAfterBlur?.(event.target.value);
          }}
        />
      )}
    </FieldFrame>
  );
}
