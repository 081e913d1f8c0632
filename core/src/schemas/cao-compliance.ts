import { z } from 'zod';
import { koppelingSchema } from './koppeling.js';
import { newCaoVersionSchema } from './scheme.js';

/** A job of the short wizard: the hirer's own job placed in a table of the cao (step 2 'Functies'). */
export const caoComplianceJobSchema = z.object({
  job_id: z.union([z.number().int(), z.string()]).nullable(),
  name: z.string(),
  aard: z.string().nullable(),
  salary_table_id: z.number().int(),
  minimal_payscale: z.string(),
});
export type CaoComplianceJob = z.infer<typeof caoComplianceJobSchema>;

/** A statement that the hirer follows a cao exactly (SPEC.md section 3, 'Cao compliance'). */
export const caoComplianceSchema = z.object({
  id: z.number().int().positive(),
  cao_id: z.number().int().positive(),
  cao_name: z.string(),
  signed_fullname: z.string(),
  jobs: z.array(caoComplianceJobSchema),
  koppelingen: z.array(koppelingSchema),
  new_cao_version: newCaoVersionSchema,
});
export type CaoCompliance = z.infer<typeof caoComplianceSchema>;
