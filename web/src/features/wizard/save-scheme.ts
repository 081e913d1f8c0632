import { SAVE_CONFLICT_MESSAGE, isApiError, saveFailureLines } from '@beloning/core/api';
import {
  saveRefusalIssues,
  wizardPayload,
  type RefusalIssue,
  type StepContext,
  type WizardState,
} from '@beloning/core/wizard';
import { loadApi } from '../../lib/load-api';
import { SUPPORT_EMAIL } from '../../lib/texts';

/** What a save came to: the saved scheme's guid, or the lines to show (a 412 says someone else saved first). */
export type SaveOutcome =
  | { readonly ok: true; readonly guid: string }
  | {
      readonly ok: false;
      readonly lines: readonly string[];
      readonly conflict: boolean;
      /** The server's messages placed at their steps and fields (core's saveRefusalIssues). */
      readonly issues: readonly RefusalIssue[];
    };

/**
 * Saves the completed wizard: core's payload (wizardPayload, with the edited scheme and the version the edit
 * started from), POSTed for a new scheme and PUT for an edited one. Loaded only when 'Opslaan' is pressed,
 * with the API client, so the wizard's first steps do not download it.
 */
export async function saveScheme(completed: WizardState, context: StepContext): Promise<SaveOutcome> {
  try {
    const { api } = await loadApi();
    const { expected_version: version, inlener_cao_id: id, ...payload } = wizardPayload(completed, context);
    const saved =
      id === undefined
        ? await api.schemes.create(payload)
        : await api.schemes.update({
            ...payload,
            inlener_cao_id: id,
            ...(version === undefined ? {} : { expected_version: version }),
          });
    return { ok: true, guid: saved.guid };
  } catch (error) {
    const conflict = isApiError(error) && error.status === 412;
    const refused = isApiError(error) && error.status === 400;
    return {
      ok: false,
      conflict,
      lines: conflict ? [SAVE_CONFLICT_MESSAGE] : saveFailureLines(error, SUPPORT_EMAIL),
      issues: refused ? saveRefusalIssues(error.fieldErrors, error.nonFieldErrors, completed) : [],
    };
  }
}
