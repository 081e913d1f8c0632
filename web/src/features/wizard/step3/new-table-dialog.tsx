import { newTableNameRuleSet, validateField } from '@beloning/core/rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FieldFrame, movesToSubmit } from '../../../components/form/field-frame';

/**
 * The 'new table' dialog (SPEC.md 2.11, 5.2): a name, required and at most 40 characters by core's
 * newTableNameRuleSet; its message shows when the field is left or 'Toevoegen' is pressed.
 */
export function NewTableDialog({
  onAdd,
  onClose,
}: {
  readonly onAdd: (name: string) => void;
  readonly onClose: () => void;
}) {
  const formId = useId();
  const inputId = `${formId}-name`;
  const [name, setName] = useState('');
  const [shown, setShown] = useState(false);
  const message = validateField(newTableNameRuleSet, name, {});
  const error = shown ? message : null;
  const add = (event?: FormEvent) => {
    event?.preventDefault();
    // The dialog sits inside the step's form in React's tree, where a submit event would bubble to it.
    event?.stopPropagation();
    if (message !== null) {
      setShown(true);
      document.getElementById(inputId)?.focus();
      return;
    }
    onAdd(name);
  };
  return (
    <Dialog
      open
      title="Nieuwe loontabel"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuleren
          </Button>
          <Button type="submit" form={formId}>
            Toevoegen
          </Button>
        </>
      }
    >
      <form id={formId} className="step3__dialog-form" noValidate onSubmit={add}>
        <FieldFrame
          inputId={inputId}
          label="Naam"
          required
          error={error}
          hint="De nieuwe tabel neemt de instellingen van de laatste tabel over, zonder lonen en functies."
        >
          {(describedBy) => (
            <input
              id={inputId}
              className="input"
              type="text"
              value={name}
              aria-required
              aria-invalid={error !== null || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setName(event.target.value)}
              onBlur={(event) => {
                if (!movesToSubmit(event.relatedTarget)) setShown(true);
              }}
            />
          )}
        </FieldFrame>
      </form>
    </Dialog>
  );
}
