import {
  caoComplianceCreateResponseSchema,
  caoComplianceListResponseSchema,
  caoComplianceResponseSchema,
} from '../../schemas/cao-compliance-api.js';
import { pathSegment } from '../query.js';
import type { Transport } from '../transport.js';
import type {
  CaoCompliance,
  CaoComplianceCreateResponse,
  CaoCompliancePayload,
  ResourceId,
} from '../types.js';

/** Cao compliances: the short wizard's statement that the hirer follows a cao (SPEC.md section 7.2). */
export function complianceCalls({ request }: Transport) {
  return {
    /** GET inleners/cao-compliance-list/ */
    list(): Promise<CaoCompliance[]> {
      return request({
        method: 'GET',
        path: 'inleners/cao-compliance-list/',
        auth: true,
        response: caoComplianceListResponseSchema,
      });
    },

    /** GET inleners/cao-compliance/{id} (no trailing slash, as SPEC.md writes it) */
    get(id: ResourceId): Promise<CaoCompliance> {
      return request({
        method: 'GET',
        path: `inleners/cao-compliance/${pathSegment(id)}`,
        auth: true,
        response: caoComplianceResponseSchema,
      });
    },

    /** POST /inleners/cao-compliance/: answers with the new id. */
    create(payload: CaoCompliancePayload): Promise<CaoComplianceCreateResponse> {
      return request({
        method: 'POST',
        path: '/inleners/cao-compliance/',
        body: payload,
        auth: true,
        response: caoComplianceCreateResponseSchema,
      });
    },
  };
}

export type ComplianceCalls = ReturnType<typeof complianceCalls>;
