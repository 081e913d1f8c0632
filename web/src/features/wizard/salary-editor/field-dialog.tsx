import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EDITOR_TEXTS } from './texts';

export interface DialogField {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  /**
   * A select's choices (value and label), or a function of the dialog's values when they follow another
   * field (the payscales of the chosen age); a text input without.
   */
  readonly options?: DialogOptions | ((values: Readonly<Record<string, string>>) => DialogOptions);
}

type DialogOptions = readonly (readonly [string, string])[];

function optionsOf(field: DialogField, values: Readonly<Record<string, string>>): DialogOptions | undefined {
  return typeof field.options === 'function' ? field.options(values) : field.options;
}

/** The values after one changed: a select whose choices followed it and lost its value takes its first one. */
export function changedValues(
  fields: readonly DialogField[],
  values: Readonly<Record<string, string>>,
  name: string,
  value: string,
): Record<string, string> {
  const next: Record<string, string> = { ...values, [name]: value };
  for (const field of fields) {
    const options = typeof field.options === 'function' ? field.options(next) : undefined;
    if (options !== undefined && !options.some(([option]) => option === next[field.name])) {
      next[field.name] = options[0]?.[0] ?? '';
    }
  }
  return next;
}

/** Core's refusal of a dialog's values: its message, and the field it is about (the first when not given). */
export type DialogRefusal = string | { readonly field: string; readonly message: string };

/**
 * A small form in a dialog (add an age, a payscale or a periodical): `onSubmit` hands the values to core and
 * gives core's message when it refuses them, which then shows under the form and marks the field it is
 * about; null closes the dialog.
 */
export function FieldDialog({
  title,
  fields,
  initial,
  onSubmit,
  onClose,
  children,
}: {
  readonly title: string;
  readonly fields: readonly DialogField[];
  readonly initial: Readonly<Record<string, string>>;
  readonly onSubmit: (values: Readonly<Record<string, string>>) => DialogRefusal | null;
  readonly onClose: () => void;
  readonly children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({ ...initial });
  const [refusal, setRefusal] = useState<DialogRefusal | null>(null);
  const error = refusal === null ? null : typeof refusal === 'string' ? refusal : refusal.message;
  const invalidField =
    refusal === null ? null : typeof refusal === 'string' ? (fields[0]?.name ?? null) : refusal.field;
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setRefusal(onSubmit(values));
  };
  return (
    <Dialog open title={title} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit}>
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const hintId = field.hint === undefined ? undefined : `${inputId}-hint`;
          const invalid = field.name === invalidField;
          const options = optionsOf(field, values);
          const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
          const common = {
            id: inputId,
            value: values[field.name] ?? '',
            'aria-describedby': describedBy === '' ? undefined : describedBy,
            'aria-invalid': invalid || undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues((old) => changedValues(fields, old, field.name, event.target.value)),
          };
          return (
            <div className="field" key={field.name}>
              <label className="field__label" htmlFor={inputId}>
                {field.label}
              </label>
              {options === undefined ? (
                <input {...common} className="input" type="text" autoComplete="off" />
              ) : (
                <select {...common} className="select">
                  {options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              )}
              {field.hint === undefined ? null : (
                <p id={hintId} className="field__hint">
                  {field.hint}
                </p>
              )}
            </div>
          );
        })}
        {children}
        {error === null ? null : (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {EDITOR_TEXTS.cancel}
          </Button>
          <Button type="submit">{EDITOR_TEXTS.save}</Button>
        </div>
      </form>
    </Dialog>
  );
}
