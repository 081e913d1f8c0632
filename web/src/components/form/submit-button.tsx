import { Button, type ButtonProps } from '../button';
import type { FormController } from './use-form';

export interface SubmitButtonProps<F> extends Omit<ButtonProps, 'type' | 'busy' | 'form'> {
  readonly form: FormController<F>;
}

/** The form's submit button: busy (loader, not clickable) while the form is being sent (SPEC.md 2.14). */
export function SubmitButton<F>({ form, ...buttonProps }: SubmitButtonProps<F>) {
  return <Button {...buttonProps} type="submit" busy={form.busy} />;
}
