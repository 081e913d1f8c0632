import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EDITOR_TEXTS } from './texts';

export interface DialogField {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  /** A select's choices (value and label); a text input without. */
  readonly options?: readonly (readonly [string, string])[];
}

/**
 * A small form in a dialog (add an age, a payscale or a periodical): `onSubmit` hands the values to core and
 * gives core's message when it refuses them, which then shows under the form; null closes the dialog.
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
  readonly onSubmit: (values: Readonly<Record<string, string>>) => string | null;
  readonly onClose: () => void;
  readonly children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({ ...initial });
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setError(onSubmit(values));
  };
  return (
    <Dialog open title={title} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit}>
        {fields.map((field, index) => {
          const inputId = `${id}-${field.name}`;
          const hintId = field.hint === undefined ? undefined : `${inputId}-hint`;
          const describedBy = [hintId, index === 0 && error !== null ? errorId : undefined]
            .filter(Boolean)
            .join(' ');
          const common = {
            id: inputId,
            value: values[field.name] ?? '',
            'aria-describedby': describedBy === '' ? undefined : describedBy,
            'aria-invalid': (index === 0 && error !== null) || undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues((old) => ({ ...old, [field.name]: event.target.value })),
          };
          return (
            <div className="field" key={field.name}>
              <label className="field__label" htmlFor={inputId}>
                {field.label}
              </label>
              {field.options === undefined ? (
                <input {...common} className="input" type="text" autoComplete="off" />
              ) : (
                <select {...common} className="select">
                  {field.options.map(([value, label]) => (
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
