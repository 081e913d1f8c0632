import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmationDialog } from './confirmation-dialog';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  readonly confirmTitle?: string;
  readonly confirmText?: ReactNode;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Runs only after the user confirmed. */
  readonly onConfirmed: () => void;
}

/** A button that asks for confirmation first and acts only on 'Ja' (SPEC.md 2.14). */
export function ConfirmButton({
  confirmTitle,
  confirmText,
  confirmLabel,
  cancelLabel,
  onConfirmed,
  ...buttonProps
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)} />
      <ConfirmationDialog
        open={open}
        {...(confirmTitle === undefined ? {} : { title: confirmTitle })}
        {...(confirmText === undefined ? {} : { text: confirmText })}
        {...(confirmLabel === undefined ? {} : { confirmLabel })}
        {...(cancelLabel === undefined ? {} : { cancelLabel })}
        danger={buttonProps.variant === 'danger'}
        onRefute={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirmed();
        }}
      />
    </>
  );
}
