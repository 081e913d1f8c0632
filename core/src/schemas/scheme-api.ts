import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pageQueryShape } from './paging.js';
import { MESSAGES } from '../base/messages.js';
import { agencyInviteSchema } from './agency.js';
import { SIGNED_FULLNAME_MAX_LENGTH } from './cao-compliance-api.js';
import { booleanField, optionalText, queryBooleanField, queryIdField, requiredText } from './fields.js';
import { inlenersCaoListItemSchema, inlenersCaoSchema, schemeVersionSchema } from './scheme.js';

/** Requests and responses of the scheme calls of SPEC.md 7.2, apart from the save payload (scheme-payload.ts). */

/**
 * GET inleners/inleners-cao-list/ (optional get_proposals=true: also the agencies' open proposals), paged
 * (paging.ts).
 */
export const inlenersCaoListQuerySchema = z.strictObject({
  get_proposals: queryBooleanField.optional(),
  ...pageQueryShape,
});
export type InlenersCaoListQuery = z.infer<typeof inlenersCaoListQuerySchema>;
export const inlenersCaoListResponseSchema = z.array(inlenersCaoListItemSchema);

/** The path of the calls on one scheme: inleners/inleners-cao/{id}/..., where id is the scheme's guid. */
export const schemeParamsSchema = z.strictObject({ id: requiredText({ max: 64 }) });
export type SchemeParams = z.infer<typeof schemeParamsSchema>;

/**
 * GET inleners/inleners-cao/{id}/: version picks an earlier version (default the newest); uitlener=true asks
 * for the agency's view of a shared scheme.
 */
export const inlenersCaoQuerySchema = z.strictObject({
  uitlener: queryBooleanField.optional(),
  version: queryIdField.optional(),
});
export type InlenersCaoQuery = z.infer<typeof inlenersCaoQuerySchema>;
export const inlenersCaoResponseSchema = inlenersCaoSchema;

/**
 * GET inleners/inleners-cao/{id}/versions/ (and the agency's uitleners/inleners-cao/{id}/versions/): a scheme's
 * versions, the newest first, paged (paging.ts). The detail carries the first page of it.
 */
export const schemeVersionsQuerySchema = z.strictObject(pageQueryShape);
export type SchemeVersionsQuery = z.infer<typeof schemeVersionsQuerySchema>;
export const schemeVersionsResponseSchema = z.array(schemeVersionSchema);

/** How many of the newest versions a detail carries: one page of the versions list at the default size. */
export const DETAIL_VERSIONS = DEFAULT_PAGE_SIZE;

/** The answer of POST and PUT inleners/inleners-cao/: the scheme and the version just saved. */
export const inlenersCaoSaveResponseSchema = z.object({
  id: z.number().int().positive(),
  guid: z.string(),
  version: z.number().int().positive(),
});
export type InlenersCaoSaveResponse = z.infer<typeof inlenersCaoSaveResponseSchema>;

/**
 * PUT inleners/inleners-cao/{id}/proposal/: the hirer accepts (signing with their name) or rejects an
 * agency's proposal. Accepting needs the signed name.
 */
export const proposalDecisionRequestSchema = z
  .strictObject({
    accept: booleanField,
    signed_fullname: optionalText(SIGNED_FULLNAME_MAX_LENGTH).default(''),
    follow_salary_tables: booleanField.nullable().default(null),
  })
  .superRefine((decision, context) => {
    if (decision.accept && decision.signed_fullname === '') {
      context.addIssue({ code: 'custom', path: ['signed_fullname'], message: MESSAGES.required });
    }
  });
export type ProposalDecisionRequest = z.infer<typeof proposalDecisionRequestSchema>;

/** GET inleners/uitlener-invites/. */
export const uitlenerInvitesResponseSchema = z.array(agencyInviteSchema);
