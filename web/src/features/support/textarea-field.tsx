import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, movesToSubmit } from '../../components/form/field-frame';
import type { FieldName, FormController } from '../../components/form/use-form';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

export interface TextareaFieldProps<F> extends TextareaProps {
  readonly form: FormController<F>;
  readonly name: FieldName<F>;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
}

/** A multi-line text bound to a form field: validated on blur with core's rules, messages under the field. */
export function TextareaField<F>({
  form,
  name,
  label,
  hint,
  rows = 8,
  ...textareaProps
}: TextareaFieldProps<F>) {
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
        <textarea
          {...textareaProps}
          id={inputId}
          name={name}
          rows={rows}
          className="textarea"
          value={value}
          aria-required={required || undefined}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy}
          onChange={(event) => form.setValue(name, event.target.value as F[typeof name])}
          onBlur={(event) => {
            if (!movesToSubmit(event.relatedTarget)) form.validate(name);
          }}
        />
      )}
    </FieldFrame>
  );
}
