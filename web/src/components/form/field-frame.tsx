import './form.css';
import type { ReactNode } from 'react';

export interface FieldFrameProps {
  readonly inputId: string;
  readonly label: ReactNode;
  readonly required: boolean;
  readonly error: string | null;
  readonly hint?: ReactNode;
  /** Renders the input with the ids it must point at (aria-describedby). */
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/** Label with the required asterisk, the input, a hint and the message under the field (SPEC.md section 5). */
export function FieldFrame({ inputId, label, required, error, hint, children }: FieldFrameProps) {
  const hintId = hint === undefined ? undefined : `${inputId}-hint`;
  const errorId = error === null ? undefined : `${inputId}-error`;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(describedBy)}
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
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

/** The asterisk of a required field; screen readers hear 'required' from aria-required instead. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

/**
 * True when focus leaves a field for a submit button (or a button marked data-submits, such as the wizard's
 * 'Volgende', which submits the step's form from outside it). The submit validates every field anyway; a message
 * shown on this blur would push the button down between mouse down and mouse up, and the click would miss.
 */
export function movesToSubmit(next: EventTarget | null): boolean {
  return next instanceof HTMLButtonElement && (next.type === 'submit' || next.dataset.submits === 'true');
}
