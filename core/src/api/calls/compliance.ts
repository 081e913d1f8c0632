import { pathSegment } from '../query.js';
import type { Transport } from '../transport.js';
import type { CaoCompliance, CaoComplianceCreated, CaoCompliancePayload, ResourceId } from '../types.js';

/** Cao compliances: the short wizard's statement that the hirer follows a cao (SPEC.md section 7.2). */
export function complianceCalls({ request }: Transport) {
  return {
    /** GET inleners/cao-compliance-list/ */
    list(): Promise<CaoCompliance[]> {
      return request<CaoCompliance[]>({ method: 'GET', path: 'inleners/cao-compliance-list/', auth: true });
    },

    /** GET inleners/cao-compliance/{id} (no trailing slash, as SPEC.md writes it) */
    get(id: ResourceId): Promise<CaoCompliance> {
      return request<CaoCompliance>({
        method: 'GET',
        path: `inleners/cao-compliance/${pathSegment(id)}`,
        auth: true,
      });
    },

    /** POST /inleners/cao-compliance/: answers with the new id. */
    create(payload: CaoCompliancePayload): Promise<CaoComplianceCreated> {
      return request<CaoComplianceCreated>({
        method: 'POST',
        path: '/inleners/cao-compliance/',
        body: payload,
        auth: true,
      });
    },
  };
}

export type ComplianceCalls = ReturnType<typeof complianceCalls>;
