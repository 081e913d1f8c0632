import { isApiError, saveFailureLines, type InlenersCaoSaveResponse } from '@beloning/core/api';
import { wizardPayload, type StepContext, type WizardState } from '@beloning/core/wizard';
import { MESSAGES as CLI_MESSAGES } from '../../errors.js';
import { SUPPORT_EMAIL } from '../texts.js';
import type { WizardApi } from '../wizard-api.js';

/**
 * Step 9's 'Opslaan': core's payload of the completed wizard (wizardPayload, which names the edited scheme
 * and the version the edit started from), POSTed for a new scheme and PUT for an edited one.
 */
export function saveWizard(
  api: WizardApi,
  state: WizardState,
  context: StepContext,
): Promise<InlenersCaoSaveResponse> {
  return Promise.resolve().then(() => {
    const { expected_version: version, inlener_cao_id: id, ...payload } = wizardPayload(state, context);
    if (id === undefined) return api.createScheme(payload);
    return api.updateScheme({
      ...payload,
      inlener_cao_id: id,
      ...(version === undefined ? {} : { expected_version: version }),
    });
  });
}

/** What a refused save says: a newer version saved elsewhere (412), or the server's own lines. */
export function saveErrorLines(error: unknown): string[] {
  return isApiError(error) && error.status === 412
    ? [CLI_MESSAGES.conflict]
    : saveFailureLines(error, SUPPORT_EMAIL);
}
