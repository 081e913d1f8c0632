import type { LoginPayload, LoginResponse } from '@beloning/core/api';
import { appStore } from '../../lib/app-store';
import { loadApi } from '../../lib/load-api';
import { userAtom } from '../../lib/session';
import { forgetUnauthorized } from '../../lib/session-end';
import { clearWizardForms } from '../../lib/wizard-storage';

/**
 * The agency login (POST rest-auth/uitlener-login/): the same session store as a hirer's (lib/session-kind
 * explains why), so logging in as an agency ends a hirer session in this browser. Like the hirer login it
 * clears the wizard forms (SPEC.md section 4).
 */
export async function loginAgency(payload: LoginPayload): Promise<LoginResponse> {
  const { api } = await loadApi();
  const answer = await api.auth.loginAgency(payload);
  forgetUnauthorized();
  appStore.set(userAtom, answer.user);
  clearWizardForms();
  return answer;
}

/** The session check of the agency pages: refreshes an access token about to expire; false without a session. */
export async function ensureAgencySession(): Promise<boolean> {
  return (await loadApi()).ensureFreshSession();
}
