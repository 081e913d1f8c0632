import { z } from 'zod';
import { kvkNrSchema } from './common.js';
import { step1FormSchema } from './forms.js';

/**
 * An agency that invited the hirer (GET inleners/uitlener-invites/, SPEC.md section 3 'Agency invite'). The
 * short wizard also uses subscription, company_name and proposals_enabled (the agency offers help).
 */
export const agencyInviteSchema = z.object({
  kvk_nr: kvkNrSchema,
  email: z.string(),
  /** The agency's subscription id; the hirer names it when asking this agency for help. */
  subscription: z.number().int().positive(),
  company_name: z.string(),
  proposals_enabled: z.boolean(),
});
export type AgencyInvite = z.infer<typeof agencyInviteSchema>;

/** An agency preparing a proposal for a hirer, kept in local storage (SPEC.md section 3, 'Proposal state'). */
export const proposalStateSchema = z.object({
  /** The hirer the proposal is for (proposal_inlener_id). */
  inlenersId: z.number().int().positive(),
  /** Step 1 of a proposal that was started and not finished, or null. */
  unfinishedStep1: step1FormSchema.nullable(),
  /** The hirer's scheme loaded for amendment, or null for a new proposal. */
  existingInlenerCaoId: z.number().int().positive().nullable(),
});
export type ProposalState = z.infer<typeof proposalStateSchema>;
