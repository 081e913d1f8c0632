import { createHandoverCode } from '../auth/handover.js';
import type { Database, Transaction } from '../db/database.js';
import { findSharedScheme, type AgencyViewer } from './shares.js';

/*
 * Starting a proposal (SPEC.md 2.13; server/README.md 'The agency side'). An agency user prepares a proposal
 * for a hirer in the portal's proposal screen, logged in as themself (the agency user, never the hirer). The
 * agency area asks POST uitleners/inleners/{inlenersId}/voorstel/ for a one-time address; the portal opens
 * it, exchanges the `refresh` code at POST rest-auth/handover/ for a new token family of the same agency
 * user, and shows /uitlener-voorstel/{inlenersId}.
 *
 * Who may: an agency user with inleners.create_inlenerscao, for a live hirer company that asks the agency for
 * help (a user's uitlener_asked_for_help) or shares something with it through a connected link: the same
 * rule as saving the proposal (mayPropose of src/schemes/proposals.ts). Anything else is a 404, as for
 * something that is not shared.
 */

/** Whether `guid` names a scheme of the hirer that is shared with the agency user through a connected link. */
export async function isSharedSchemeOf(
  db: Database,
  viewer: AgencyViewer,
  hirerCompanyId: number,
  guid: string,
): Promise<boolean> {
  const shared = await findSharedScheme(db, viewer, guid);
  return shared?.hirerCompanyId === hirerCompanyId;
}

/**
 * The one-time address of the proposal screen: `${PUBLIC_URL}/uitlener-voorstel/{inlenersId}?refresh=<code>`
 * (with `&guid=` for an amendment). The code belongs to the agency user and works once, within a minute.
 */
export async function proposalStartUrl(
  tx: Transaction,
  input: { publicUrl: string; agencyUserId: number; hirerCompanyId: number; guid?: string; now: Date },
): Promise<string> {
  const code = await createHandoverCode(tx, input.agencyUserId, input.now);
  const query = new URLSearchParams({ refresh: code });
  if (input.guid !== undefined) query.set('guid', input.guid.toLowerCase());
  return `${input.publicUrl}/uitlener-voorstel/${input.hirerCompanyId}?${query.toString()}`;
}
