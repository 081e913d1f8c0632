import { z } from 'zod';
import { MESSAGES } from '../base/messages.js';
import { booleanField, companyNameField, emailField, kvkNrField } from './fields.js';
import { koppelingSchema } from './koppeling.js';

/** One link as the links form sends it (SPEC.md 5.2, 'Links form'). */
export const koppelingRequestSchema = z.strictObject({
  kvk_nr: kvkNrField({ maxLength: true }),
  handelsnaam: companyNameField,
  contact_email: emailField,
  /** True to disconnect the agency; the link is kept. */
  disabled: booleanField.default(false),
});
export type KoppelingRequest = z.infer<typeof koppelingRequestSchema>;

/**
 * PUT inleners/inleners-cao/{id}/koppelingen/ and PUT inleners/cao-compliance/{id}/koppelingen/: the whole
 * list of links. One link per agency: a repeated KVK number is 'Een koppeling per uitlener'.
 */
export const koppelingenRequestSchema = z.strictObject({
  koppelingen: z.array(koppelingRequestSchema).superRefine((koppelingen, context) => {
    const seen = new Set<string>();
    koppelingen.forEach((koppeling, index) => {
      if (seen.has(koppeling.kvk_nr)) {
        context.addIssue({ code: 'custom', path: [index, 'kvk_nr'], message: MESSAGES.oneLinkPerAgency });
      }
      seen.add(koppeling.kvk_nr);
    });
  }),
});
export type KoppelingenRequest = z.infer<typeof koppelingenRequestSchema>;

/** The links as saved, with whether each agency has an account and has seen the arrangement. */
export const koppelingenResponseSchema = z.object({ koppelingen: z.array(koppelingSchema) });
export type KoppelingenResponse = z.infer<typeof koppelingenResponseSchema>;
