import type { RefusalIssue, WizardState } from '@beloning/core/wizard';
import { atom, useAtomValue } from 'jotai';

/** Step 9's save: under way, or refused with the lines to show (a 412 says someone else saved first). */
export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  /** Saved: the wizard is emptied once its page has made way for the destination. */
  | { readonly kind: 'saved' }
  | {
      readonly kind: 'failed';
      readonly lines: readonly string[];
      readonly conflict: boolean;
      /** The server's messages at their steps and fields (core's saveRefusalIssues). */
      readonly issues: readonly RefusalIssue[];
      /** The state that was sent: a message stands while its field still holds what was sent. */
      readonly saved: WizardState;
    };

export const saveStatusAtom = atom<SaveStatus>({ kind: 'idle' });

export function useSaveStatus(): SaveStatus {
  return useAtomValue(saveStatusAtom);
}
