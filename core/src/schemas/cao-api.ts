import { z } from 'zod';
import { caoOptionSchema, caoSchema, werksoortSchema } from './cao.js';
import { queryIdField } from './fields.js';
import { aardTypeSchema } from './lookups.js';
import { salaryTableSchema } from './salary-table.js';

/** Requests and responses of the cao data calls of SPEC.md 7.2 (all authenticated). */

/** GET /inleners/caos-list/ and GET /inleners/caos-list/latest/. */
export const caoListResponseSchema = z.array(caoOptionSchema);

/** GET /inleners/aard-types/: pairs of code and label. */
export const aardTypesResponseSchema = z.array(aardTypeSchema);

/** The query of GET /inleners/werksoorts/ and GET /inleners/salary-tables/ (caoId, sent as cao_id). */
export const caoIdQuerySchema = z.strictObject({ cao_id: queryIdField });
export type CaoIdQuery = z.infer<typeof caoIdQuerySchema>;

export const werksoortsResponseSchema = z.array(werksoortSchema);
export const salaryTablesResponseSchema = z.array(salaryTableSchema);

/** The path of GET /inleners/caos/{id} and of the other calls with a numeric id. */
export const idParamsSchema = z.strictObject({ id: queryIdField });
export type IdParams = z.infer<typeof idParamsSchema>;

export const caoResponseSchema = caoSchema;
