import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Called when the user closes the dialog (Escape, the close button or outside click). */
  readonly onClose: () => void;
  readonly showClose?: boolean;
  /** An accessible description; when absent the body itself describes the dialog. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  readonly actions?: ReactNode;
  /**
   * Where the focus goes when the dialog closes, when not back to what had it before (a dialog that opened by
   * itself, such as step 7's arrival dialog, hands the focus to what the user came to use).
   */
  readonly focusOnClose?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog (SPEC.md 2.14) on Radix: focus is trapped inside and returns on close to whatever had it
 * when the dialog opened. The dialogs here are opened by state, not by a Radix Trigger, so Radix itself would
 * not know where to return focus.
 */
export function Dialog({
  open,
  title,
  onClose,
  showClose = true,
  description,
  children,
  actions,
  focusOnClose,
}: DialogProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal container={document.getElementById('dialogs') ?? undefined}>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={content}
          className="dialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Focus has not moved into the dialog yet: this is the element that opened it.
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = focusOnClose?.() ?? returnFocusTo.current;
            returnFocusTo.current = null;
            // Radix calls this a moment after the close: a user who already went on (clicked into the text,
            // pressed Tab) keeps the focus where they put it, and an editor keeps its caret.
            const active = document.activeElement;
            const movedOn =
              active !== null &&
              active !== document.body &&
              active.isConnected &&
              !(content.current?.contains(active) ?? false);
            if (!movedOn && target?.isConnected) target.focus();
          }}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description>{description}</RadixDialog.Description> : null}
          {children}
          {actions ? <div className="dialog__actions">{actions}</div> : null}
          {showClose ? (
            <RadixDialog.Close className="dialog__close" aria-label="Sluiten">
              ×
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
