import { accountCalls, subscriptionCalls } from './calls/account.js';
import { agencyCalls } from './calls/agency.js';
import { authCalls } from './calls/auth.js';
import { caoCalls, handelsnaamCalls } from './calls/caos.js';
import { complianceCalls } from './calls/compliance.js';
import { inviteCalls } from './calls/invites.js';
import { koppelingCalls, proposalCalls, schemeCalls } from './calls/schemes.js';
import { supportCalls } from './calls/support.js';
import { createTransport, type ApiClientOptions } from './transport.js';

/**
 * The typed client of the Beloning API: one function per call of SPEC.md section 7, grouped as the
 * screens use them. `fetch` is injected (browser, Node or a test fake); tokens live in `tokenStore`.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    auth: authCalls(transport),
    account: accountCalls(transport),
    subscription: subscriptionCalls(transport),
    caos: caoCalls(transport),
    schemes: schemeCalls(transport),
    compliance: complianceCalls(transport),
    koppelingen: koppelingCalls(transport),
    proposals: proposalCalls(transport),
    invites: inviteCalls(transport),
    handelsnaam: handelsnaamCalls(transport),
    support: supportCalls(transport),
    agency: agencyCalls(transport),
    tokenStore: transport.tokenStore,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
