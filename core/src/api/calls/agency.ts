import type { z } from 'zod';
import {
  agencyCompanySchema,
  agencyCsvExportSchema,
  agencyHelpRequestsResponseSchema,
  agencyHirersResponseSchema,
  agencySentInviteSchema,
  agencySentInvitesResponseSchema,
  agencyProposalStartResponseSchema,
  setuInquiryPayEquitySchema,
  type agencyCompanyUpdateRequestSchema,
  type agencyInviteRequestSchema,
  type agencyProposalStartRequestSchema,
  type AgencyCompany,
  type AgencyCsvExport,
  type AgencyHelpRequest,
  type AgencyHirer,
  type AgencyProposalStartResponse,
  type AgencySentInvite,
  type SetuInquiryPayEquity,
} from '../../schemas/agency.js';
import { caoComplianceResponseSchema } from '../../schemas/cao-compliance-api.js';
import { inlenersCaoResponseSchema, schemeVersionsResponseSchema } from '../../schemas/scheme-api.js';
import type { SchemeVersion } from '../../schemas/scheme.js';
import { activationOutcome, type ActivationOutcome } from '../activation-outcome.js';
import { pathSegment } from '../query.js';
import { collectPages, type ListOptions } from '../pages.js';
import type { Transport } from '../transport.js';
import type {
  ActivationPayload,
  CaoCompliance,
  InlenersCao,
  RegistrationPayload,
  ResourceId,
} from '../types.js';

export type AgencyInvitePayload = z.input<typeof agencyInviteRequestSchema>;
export type AgencyProposalStartPayload = z.input<typeof agencyProposalStartRequestSchema>;
export type AgencyCompanyUpdatePayload = z.input<typeof agencyCompanyUpdateRequestSchema>;

/** Which version of a shared scheme; the newest when left out. */
export interface AgencyVersionQuery {
  version?: number | null;
}

/**
 * The agency side under /api/uitleners/ (server/README.md, 'The agency side'): what hirers shared with the
 * agency's KVK number, its exports, invitations, help requests and the proposal hand-over. Agency users only.
 */
export function agencyCalls(transport: Transport) {
  const { request } = transport;
  return {
    /**
     * POST rest-auth/uitlener-registration/: an agency company and its main user, with an activation mail
     * (the same body and answer as the hirer's registration).
     */
    async register(payload: RegistrationPayload): Promise<void> {
      await request({
        method: 'POST',
        path: '/rest-auth/uitlener-registration/',
        body: payload,
        auth: false,
      });
    },

    /**
     * POST rest-auth/uitlener-activation/: the activation link of an agency account; 'already-activated'
     * when the owner uses it again.
     */
    activate(payload: ActivationPayload): Promise<ActivationOutcome> {
      return activationOutcome(() =>
        request({ method: 'POST', path: '/rest-auth/uitlener-activation/', body: payload, auth: false }),
      );
    },

    /** GET uitleners/company/: the agency company, with its switch for offering help. */
    company(): Promise<AgencyCompany> {
      return request({
        method: 'GET',
        path: 'uitleners/company/',
        auth: true,
        response: agencyCompanySchema,
      });
    },

    /** PUT uitleners/company/ (main user): offer help (proposals_enabled) or stop offering it. */
    updateCompany(payload: AgencyCompanyUpdatePayload): Promise<AgencyCompany> {
      return request({
        method: 'PUT',
        path: 'uitleners/company/',
        body: payload,
        auth: true,
        response: agencyCompanySchema,
      });
    },

    /**
     * GET uitleners/inleners/: the hirers that share a scheme or compliance with the agency, by name; every
     * page followed, or the first `options.limit` hirers.
     */
    hirers(options: ListOptions = {}): Promise<AgencyHirer[]> {
      const call = { method: 'GET', path: 'uitleners/inleners/', auth: true } as const;
      return collectPages(transport, { ...call, response: agencyHirersResponseSchema }, options);
    },

    /** GET uitleners/inleners-cao/{guid}/?version=: a shared scheme in one version. */
    scheme(guid: ResourceId, query: AgencyVersionQuery = {}): Promise<InlenersCao> {
      return request({
        method: 'GET',
        path: `uitleners/inleners-cao/${pathSegment(guid)}/`,
        query: { ...query },
        auth: true,
        response: inlenersCaoResponseSchema,
      });
    },

    /**
     * GET uitleners/inleners-cao/{guid}/versions/: a shared scheme's versions, the newest first; every page
     * followed (from `options.after`, such as a detail's `versions_after`), or the first `options.limit`.
     */
    schemeVersions(guid: ResourceId, options: ListOptions = {}): Promise<SchemeVersion[]> {
      const path = `uitleners/inleners-cao/${pathSegment(guid)}/versions/`;
      const call = { method: 'GET', path, auth: true } as const;
      return collectPages(transport, { ...call, response: schemeVersionsResponseSchema }, options);
    },

    /** GET uitleners/inleners-cao/{guid}/export/?format=json: the version as the detail answers it. */
    exportJson(guid: ResourceId, query: AgencyVersionQuery = {}): Promise<InlenersCao> {
      return request({
        method: 'GET',
        path: `uitleners/inleners-cao/${pathSegment(guid)}/export/`,
        query: { format: 'json', ...query },
        auth: true,
        response: inlenersCaoResponseSchema,
      });
    },

    /** GET uitleners/inleners-cao/{guid}/export/?format=csv: the salary tables as CSV, with a file name. */
    exportCsv(guid: ResourceId, query: AgencyVersionQuery = {}): Promise<AgencyCsvExport> {
      return request({
        method: 'GET',
        path: `uitleners/inleners-cao/${pathSegment(guid)}/export/`,
        query: { format: 'csv', ...query },
        auth: true,
        response: agencyCsvExportSchema,
      });
    },

    /** GET uitleners/inleners-cao/{guid}/export/?format=pakket-csv: the package as CSV, with a file name. */
    exportPackageCsv(guid: ResourceId, query: AgencyVersionQuery = {}): Promise<AgencyCsvExport> {
      return request({
        method: 'GET',
        path: `uitleners/inleners-cao/${pathSegment(guid)}/export/`,
        query: { format: 'pakket-csv', ...query },
        auth: true,
        response: agencyCsvExportSchema,
      });
    },

    /** GET uitleners/inleners-cao/{guid}/export/?format=setu: SETU gelijkwaardige beloning v2.0. */
    exportSetu(guid: ResourceId, query: AgencyVersionQuery = {}): Promise<SetuInquiryPayEquity> {
      return request({
        method: 'GET',
        path: `uitleners/inleners-cao/${pathSegment(guid)}/export/`,
        query: { format: 'setu', ...query },
        auth: true,
        response: setuInquiryPayEquitySchema,
      });
    },

    /** GET uitleners/cao-compliance/{id}/: a shared cao compliance. */
    compliance(id: ResourceId): Promise<CaoCompliance> {
      return request({
        method: 'GET',
        path: `uitleners/cao-compliance/${pathSegment(id)}/`,
        auth: true,
        response: caoComplianceResponseSchema,
      });
    },

    /** POST uitleners/invites/: invites a hirer (mailed); inviting the same KVK number again updates it. */
    invite(payload: AgencyInvitePayload): Promise<AgencySentInvite> {
      return request({
        method: 'POST',
        path: 'uitleners/invites/',
        body: payload,
        auth: true,
        response: agencySentInviteSchema,
      });
    },

    /** GET uitleners/invites/: the invitations the agency sent. */
    invites(): Promise<AgencySentInvite[]> {
      return request({
        method: 'GET',
        path: 'uitleners/invites/',
        auth: true,
        response: agencySentInvitesResponseSchema,
      });
    },

    /** GET uitleners/help-requests/: hirers that asked the agency for a proposal. */
    helpRequests(): Promise<AgencyHelpRequest[]> {
      return request({
        method: 'GET',
        path: 'uitleners/help-requests/',
        auth: true,
        response: agencyHelpRequestsResponseSchema,
      });
    },

    /**
     * POST uitleners/inleners/{inlenersId}/voorstel/: a one-time address (valid for a minute) that opens the
     * proposal screen for the hirer, optionally amending one of its shared schemes (guid).
     */
    startProposal(
      inlenersId: ResourceId,
      payload: AgencyProposalStartPayload = {},
    ): Promise<AgencyProposalStartResponse> {
      return request({
        method: 'POST',
        path: `uitleners/inleners/${pathSegment(inlenersId)}/voorstel/`,
        body: payload,
        auth: true,
        response: agencyProposalStartResponseSchema,
      });
    },
  };
}

export type AgencyCalls = ReturnType<typeof agencyCalls>;
