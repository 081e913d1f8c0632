import { afterSaveDestination, emptyWizardState, type WizardState } from '@beloning/core/wizard';
import { useSetAtom, useStore } from 'jotai';
import { saveStatusAtom } from './save-status';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { wizardStateAtom } from './store';
import { SAVE_NOT_LOADED } from './wizard-texts';
import { useStepContext } from './use-step';
import { destinationPath } from './wizard-shell';

/**
 * 'Opslaan' in step 9 (SPEC.md 2.11): core's payload of the completed wizard (wizardPayload, with the edited
 * scheme and the version the edit started from), POSTed for a new scheme and PUT for an edited one; then the
 * wizard is emptied and the user goes where core's afterSaveDestination says. A refused save keeps the
 * wizard as it is, so nothing entered is lost, and shows the server's lines, or for a 412 that someone else
 * saved a newer version first.
 */
export function useSaveScheme(): (completed: WizardState) => void {
  const context = useStepContext();
  const store = useStore();
  const navigate = useNavigate();
  const setStatus = useSetAtom(saveStatusAtom);
  return useCallback(
    (completed: WizardState) => {
      const now = store.get(saveStatusAtom).kind;
      if (now === 'saving' || now === 'saved') return;
      setStatus({ kind: 'saving' });
      void import('./save-scheme')
        .then(({ saveScheme }) => saveScheme(completed, context))
        .then(
          (outcome) => {
            if (!outcome.ok) {
              setStatus({
                kind: 'failed',
                lines: outcome.lines,
                conflict: outcome.conflict,
                issues: outcome.issues,
                saved: completed,
              });
              return;
            }
            const destination = afterSaveDestination({
              proposalInlenerId: completed.proposalInlenerId,
              hasKoppelingen: completed.koppelingen.length > 0,
              guid: outcome.guid,
            });
            setStatus({ kind: 'saved' });
            void navigate(destinationPath(destination));
          },
          // The save module itself could not be loaded (a lost connection): nothing was saved.
          () =>
            setStatus({
              kind: 'failed',
              conflict: false,
              lines: [SAVE_NOT_LOADED],
              issues: [],
              saved: completed,
            }),
        );
    },
    [context, store, navigate, setStatus],
  );
}

/**
 * Empties the wizard after a save, once the wizard's page is gone (emptied while it is shown, the wizard's
 * guard would send the user back to step 1 instead of to the destination): the wizard starts empty next time,
 * and 'Nieuwe beloningsregeling' asks about no draft.
 */
export function useClearWizardAfterSave(): void {
  const store = useStore();
  useEffect(
    () => () => {
      if (store.get(saveStatusAtom).kind !== 'saved') return;
      store.set(wizardStateAtom, emptyWizardState());
      store.set(saveStatusAtom, { kind: 'idle' });
    },
    [store],
  );
}

export { saveStatusAtom, useSaveStatus, type SaveStatus } from './save-status';
