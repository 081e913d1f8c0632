import { z } from 'zod';
import { kvkNrSchema } from './common.js';
import { booleanField, choiceField, emailField, kvkNrField, queryIdField, requiredText } from './fields.js';
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

/*
 * The agency side (ARCHITECTURE.md, 'The agency side'; server/README.md): calls under /api/uitleners/ for the
 * logged-in users of an agency company. They see what hirers shared with the agency's KVK number while the
 * link is connected, invite hirers, see help requests and start proposals through a hand-over.
 */

/** A version of a shared scheme in the agency's list. */
export const agencySchemeVersionSchema = z.object({
  version: z.number().int().positive(),
  created_at: z.string(),
});

/** A scheme a hirer shared with the agency: every version can be read while the link is connected. */
export const agencySharedSchemeSchema = z.object({
  id: z.number().int().positive(),
  guid: z.string(),
  full_name: z.string(),
  /** The newest version. */
  version: z.number().int().positive(),
  /**
   * The newest version with its time, what the list shows: a list of shared hirers costs the same whatever
   * the schemes' histories. The older versions are read page by page from GET
   * uitleners/inleners-cao/{guid}/versions/ with `after` set to `versions_after` (core's withAllVersions).
   */
  versions: z.array(agencySchemeVersionSchema),
  /** Where the versions older than those in `versions` continue; null when there are none (version 1). */
  versions_after: z.string().nullable().optional(),
  updated_at: z.string(),
  /** True until a user of the agency opened it. */
  new: z.boolean(),
});
export type AgencySharedScheme = z.infer<typeof agencySharedSchemeSchema>;

/** A cao compliance a hirer shared with the agency. */
export const agencySharedComplianceSchema = z.object({
  id: z.number().int().positive(),
  cao_id: z.number().int().positive(),
  cao_name: z.string(),
  created_at: z.string(),
  new: z.boolean(),
});
export type AgencySharedCompliance = z.infer<typeof agencySharedComplianceSchema>;

/** GET uitleners/inleners/: a hirer with what it shares with the agency. */
export const agencyHirerSchema = z.object({
  /** The hirer company's id: the {inlenersId} of a proposal. */
  inlener_id: z.number().int().positive(),
  company_name: z.string(),
  kvk_nr: kvkNrSchema,
  schemes: z.array(agencySharedSchemeSchema),
  compliances: z.array(agencySharedComplianceSchema),
});
export type AgencyHirer = z.infer<typeof agencyHirerSchema>;
export const agencyHirersResponseSchema = z.array(agencyHirerSchema);

/**
 * The formats of GET uitleners/inleners-cao/{guid}/export/ (and the hirer's own export): our JSON, the salary
 * tables as CSV, SETU, or the gelijkwaardige-beloning package as CSV (core's exportPackageCsv).
 */
export const AGENCY_EXPORT_FORMATS = ['json', 'csv', 'setu', 'pakket-csv'] as const;
export type AgencyExportFormat = (typeof AGENCY_EXPORT_FORMATS)[number];

/** GET uitleners/inleners-cao/{guid}/ and .../export/: version picks one (default the newest). */
export const agencySchemeQuerySchema = z.strictObject({ version: queryIdField.optional() });
export const agencyExportQuerySchema = z.strictObject({
  format: choiceField(AGENCY_EXPORT_FORMATS),
  version: queryIdField.optional(),
});

/** A CSV export (salary tables or package) as a JSON client receives it (a request that accepts only application/json). */
export const agencyCsvExportSchema = z.object({ filename: z.string(), csv: z.string() });
export type AgencyCsvExport = z.infer<typeof agencyCsvExportSchema>;

/**
 * The SETU 'gelijkwaardige beloning' (Inquiry Pay Equity) v2.0 message; the server checks the whole message
 * against the SETU schema in its tests, the client only its identity.
 */
export const setuInquiryPayEquitySchema = z.looseObject({
  documentId: z.object({ value: z.string(), schemeAgencyId: z.string() }),
  effectivePeriod: z.object({ validFrom: z.string().optional(), validTo: z.string().optional() }),
  remuneration: z.array(z.unknown()).min(1),
});
export type SetuInquiryPayEquity = z.infer<typeof setuInquiryPayEquitySchema>;

/** POST uitleners/invites/: invite a hirer by its KVK number and e-mail, offering help or not. */
export const agencyInviteRequestSchema = z.strictObject({
  kvk_nr: kvkNrField({ maxLength: true }),
  email: emailField,
  proposals_enabled: booleanField,
});
export type AgencyInviteRequest = z.infer<typeof agencyInviteRequestSchema>;

/** An invitation the agency sent (GET uitleners/invites/ and the answer of POST). */
export const agencySentInviteSchema = z.object({
  kvk_nr: kvkNrSchema,
  email: z.string(),
  proposals_enabled: z.boolean(),
  /** Whether a hirer account with this KVK number exists. */
  registered: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgencySentInvite = z.infer<typeof agencySentInviteSchema>;
export const agencySentInvitesResponseSchema = z.array(agencySentInviteSchema);

/** GET uitleners/help-requests/: a hirer user who asked this agency for a proposal. */
export const agencyHelpRequestSchema = z.object({
  inlener_id: z.number().int().positive(),
  company_name: z.string(),
  kvk_nr: kvkNrSchema,
  /** The address of the hirer user who asked. */
  email: z.string(),
});
export type AgencyHelpRequest = z.infer<typeof agencyHelpRequestSchema>;
export const agencyHelpRequestsResponseSchema = z.array(agencyHelpRequestSchema);

/** POST uitleners/inleners/{inlenersId}/voorstel/: optionally the guid of a shared scheme to amend. */
export const agencyProposalStartRequestSchema = z.strictObject({
  guid: requiredText({ max: 64 }).optional(),
});
export type AgencyProposalStartRequest = z.infer<typeof agencyProposalStartRequestSchema>;

/** The one-time address that opens the proposal screen (/uitlener-voorstel/{inlenersId}?refresh=...). */
export const agencyProposalStartResponseSchema = z.object({ url: z.string() });
export type AgencyProposalStartResponse = z.infer<typeof agencyProposalStartResponseSchema>;

/**
 * The agency company as its users see it (GET and PUT uitleners/company/). proposals_enabled is the agency's
 * switch 'hulp aanbieden': off, no invited hirer sees help offered, whatever each invitation says.
 */
export const agencyCompanySchema = z.object({
  company_name: z.string(),
  kvk_nr: kvkNrSchema,
  kvk_verified: z.boolean(),
  proposals_enabled: z.boolean(),
});
export type AgencyCompany = z.infer<typeof agencyCompanySchema>;

/** PUT uitleners/company/ (the agency's main user): switch offering help on or off. */
export const agencyCompanyUpdateRequestSchema = z.strictObject({ proposals_enabled: booleanField });
export type AgencyCompanyUpdateRequest = z.infer<typeof agencyCompanyUpdateRequestSchema>;
