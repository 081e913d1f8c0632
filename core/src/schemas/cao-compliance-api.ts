import { z } from 'zod';
import { MAX_LENGTH } from '../base/limits.js';
import { caoComplianceSchema } from './cao-compliance.js';
import { idField, requiredText } from './fields.js';

/** Requests and responses of the cao compliance calls of SPEC.md 7.2 (the short wizard). */

/** GET inleners/cao-compliance-list/. */
export const caoComplianceListResponseSchema = z.array(caoComplianceSchema);
/** GET inleners/cao-compliance/{id}. */
export const caoComplianceResponseSchema = caoComplianceSchema;

/** A job the hirer adds in short-wizard step 2: Naam and Loontabel and Minimumschaal required, Aard optional. */
export const caoComplianceJobRequestSchema = z.strictObject({
  job_id: z.union([z.number().int(), z.string()]).nullable().default(null),
  name: requiredText({ max: MAX_LENGTH.jobTitle }),
  aard: z.string().nullable().default(null),
  salary_table_id: idField,
  minimal_payscale: requiredText({ max: MAX_LENGTH.payscaleKey }),
});
export type CaoComplianceJobRequest = z.infer<typeof caoComplianceJobRequestSchema>;

/** The first name (127) and last name (128) joined by a space. */
export const SIGNED_FULLNAME_MAX_LENGTH = MAX_LENGTH.firstName + 1 + MAX_LENGTH.lastName;

/** POST inleners/cao-compliance/. */
export const caoCompliancePayloadSchema = z.strictObject({
  cao_id: idField,
  signed_fullname: requiredText({ max: SIGNED_FULLNAME_MAX_LENGTH }),
  jobs: z.array(caoComplianceJobRequestSchema),
});
export type CaoCompliancePayload = z.infer<typeof caoCompliancePayloadSchema>;

/** The new compliance's id; the web goes on to its links page. */
export const caoComplianceCreateResponseSchema = z.object({ id: z.number().int().positive() });
export type CaoComplianceCreateResponse = z.infer<typeof caoComplianceCreateResponseSchema>;
