import { uitlenerInvitesResponseSchema } from '../../schemas/scheme-api.js';
import type { Transport } from '../transport.js';
import type { AgencyInvite } from '../types.js';

/** Agencies that invited the hirer (SPEC.md section 7.2). */
export function inviteCalls({ request }: Transport) {
  return {
    /** GET inleners/uitlener-invites/ */
    list(): Promise<AgencyInvite[]> {
      return request({
        method: 'GET',
        path: 'inleners/uitlener-invites/',
        auth: true,
        response: uitlenerInvitesResponseSchema,
      });
    },
  };
}

export type InviteCalls = ReturnType<typeof inviteCalls>;
