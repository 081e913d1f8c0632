import { setuInquiryPayEquitySchema, type SetuInquiryPayEquity } from '../../schemas/agency.js';
import { koppelingenResponseSchema } from '../../schemas/koppeling-api.js';
import {
  inlenersCaoListResponseSchema,
  inlenersCaoResponseSchema,
  inlenersCaoSaveResponseSchema,
  schemeVersionsResponseSchema,
} from '../../schemas/scheme-api.js';
import type { SchemeVersion } from '../../schemas/scheme.js';
import { pathSegment } from '../query.js';
import { collectPages, type ListOptions } from '../pages.js';
import type { Transport } from '../transport.js';
import type {
  InlenersCao,
  InlenersCaoListItem,
  InlenersCaoSaveResponse,
  KoppelingenResponse,
  KoppelingPayload,
  ProposalAnswerPayload,
  ResourceId,
  SchemeListQuery,
  SchemePayload,
  SchemeQuery,
  SchemeUpdatePayload,
} from '../types.js';

/** The hirer's pay schemes (inleners-cao, SPEC.md section 7.2). */
export function schemeCalls(transport: Transport) {
  const { request } = transport;
  return {
    /**
     * GET inleners/inleners-cao-list/ (getProposals: true adds ?get_proposals=true): every page followed, or
     * the first `options.limit` rows.
     */
    list(query: SchemeListQuery = {}, options: ListOptions = {}): Promise<InlenersCaoListItem[]> {
      const call = {
        method: 'GET',
        path: 'inleners/inleners-cao-list/',
        query: { ...query },
        auth: true,
      } as const;
      return collectPages(transport, { ...call, response: inlenersCaoListResponseSchema }, options);
    },

    /** GET inleners/inleners-cao/{id}/?uitlener=&version= (empty values are left out) */
    get(id: ResourceId, query: SchemeQuery = {}): Promise<InlenersCao> {
      return request({
        method: 'GET',
        path: `inleners/inleners-cao/${pathSegment(id)}/`,
        query: { ...query },
        auth: true,
        response: inlenersCaoResponseSchema,
      });
    },

    /**
     * GET inleners/inleners-cao/{guid}/versions/: the scheme's versions, the newest first; every page followed
     * (from `options.after`, such as a detail's `versions_after`), or the first `options.limit`.
     */
    versions(id: ResourceId, options: ListOptions = {}): Promise<SchemeVersion[]> {
      const call = {
        method: 'GET',
        path: `inleners/inleners-cao/${pathSegment(id)}/versions/`,
        auth: true,
      } as const;
      return collectPages(transport, { ...call, response: schemeVersionsResponseSchema }, options);
    },

    /**
     * GET inleners/inleners-cao/{guid}/export/?format=setu&version=N: a version of the hirer's own scheme as
     * SETU gelijkwaardige beloning v2.0 (the message an agency gets for a shared version).
     */
    exportSetu(id: ResourceId, query: { version?: number } = {}): Promise<SetuInquiryPayEquity> {
      return request({
        method: 'GET',
        path: `inleners/inleners-cao/${pathSegment(id)}/export/`,
        query: { format: 'setu', ...query },
        auth: true,
        response: setuInquiryPayEquitySchema,
      });
    },

    /** POST /inleners/inleners-cao/: saves a new scheme. */
    create(payload: SchemePayload): Promise<InlenersCaoSaveResponse> {
      return request({
        method: 'POST',
        path: '/inleners/inleners-cao/',
        body: payload,
        auth: true,
        response: inlenersCaoSaveResponseSchema,
      });
    },

    /**
     * PUT /inleners/inleners-cao/: saves a new version of the scheme named by inlener_cao_id. The payload's
     * expected_version goes along as it is; the server answers 412 when the scheme has moved on since.
     */
    update(payload: SchemeUpdatePayload): Promise<InlenersCaoSaveResponse> {
      return request({
        method: 'PUT',
        path: '/inleners/inleners-cao/',
        body: payload,
        auth: true,
        response: inlenersCaoSaveResponseSchema,
      });
    },
  };
}

/** Accepting or rejecting an agency's proposal (SPEC.md section 7.2). */
export function proposalCalls({ request }: Transport) {
  return {
    /** PUT inleners/inleners-cao/{id}/proposal/ */
    async answer(id: ResourceId, payload: ProposalAnswerPayload): Promise<void> {
      await request({
        method: 'PUT',
        path: `inleners/inleners-cao/${pathSegment(id)}/proposal/`,
        body: payload,
        auth: true,
      });
    },
  };
}

/** The links with agencies of a scheme or a cao compliance (SPEC.md section 7.2). */
export function koppelingCalls({ request }: Transport) {
  return {
    /** PUT inleners/inleners-cao/{id}/koppelingen/ with the full list; answers with the links as saved. */
    updateForScheme(id: ResourceId, koppelingen: KoppelingPayload[]): Promise<KoppelingenResponse> {
      return request({
        method: 'PUT',
        path: `inleners/inleners-cao/${pathSegment(id)}/koppelingen/`,
        body: { koppelingen },
        auth: true,
        response: koppelingenResponseSchema,
      });
    },

    /** PUT inleners/cao-compliance/{id}/koppelingen/ with the full list; answers with the links as saved. */
    updateForCompliance(id: ResourceId, koppelingen: KoppelingPayload[]): Promise<KoppelingenResponse> {
      return request({
        method: 'PUT',
        path: `inleners/cao-compliance/${pathSegment(id)}/koppelingen/`,
        body: { koppelingen },
        auth: true,
        response: koppelingenResponseSchema,
      });
    },
  };
}

export type SchemeCalls = ReturnType<typeof schemeCalls>;
export type ProposalCalls = ReturnType<typeof proposalCalls>;
export type KoppelingCalls = ReturnType<typeof koppelingCalls>;
