import './form.css';
import type { ReactNode } from 'react';
import { RequiredMark } from './field-frame';
import type { FieldName, FormController } from './use-form';

export interface CheckboxFieldProps<F> {
  readonly form: FormController<F>;
  readonly name: FieldName<F>;
  readonly label: ReactNode;
}

/** A checkbox bound to a boolean form field; a required checkbox must be ticked (SPEC.md 5.1). */
export function CheckboxField<F>({ form, name, label }: CheckboxFieldProps<F>) {
  const inputId = form.inputId(name);
  const error = form.errorOf(name);
  const required = form.isRequired(name);
  const errorId = `${inputId}-error`;
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          checked={form.values[name] === true}
          aria-required={required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            form.setValue(name, event.target.checked as F[typeof name]);
            form.validate(name);
          }}
        />
        <label htmlFor={inputId}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {error === null ? null : (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
