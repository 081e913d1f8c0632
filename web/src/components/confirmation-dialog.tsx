import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmationDialogProps {
  readonly open: boolean;
  readonly title?: string;
  readonly text?: ReactNode;
  readonly cancelLabel?: string;
  readonly confirmLabel?: string;
  readonly busy?: boolean;
  readonly danger?: boolean;
  /** Cancel, Escape or the close button: the user refuted. */
  readonly onRefute: () => void;
  readonly onConfirm: () => void;
}

/** 'Zeker weten?' with 'Annuleren' and 'Ja' unless overridden (SPEC.md 2.14); both answers close it. */
export function ConfirmationDialog({
  open,
  title = 'Zeker weten?',
  text,
  cancelLabel = 'Annuleren',
  confirmLabel = 'Ja',
  busy = false,
  danger = false,
  onRefute,
  onConfirm,
}: ConfirmationDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onRefute}
      description={text}
      actions={
        <>
          <Button variant="secondary" onClick={onRefute} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
