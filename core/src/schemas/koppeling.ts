import { z } from 'zod';
import { kvkNrSchema } from './common.js';

/** A link of a scheme or cao compliance with an agency (SPEC.md section 3, 'Link (koppeling)'). */
export const koppelingSchema = z.object({
  kvk_nr: kvkNrSchema,
  /** The agency's company name from the KVK lookup. */
  handelsnaam: z.string(),
  contact_email: z.string(),
  /** True when the agency has an account and can open the shared arrangement. */
  active: z.boolean(),
  /** True when the hirer disconnected the link; toggled with confirmation. */
  disabled: z.boolean(),
  /** True until the agency has opened the shared arrangement. */
  new: z.boolean(),
});
export type Koppeling = z.infer<typeof koppelingSchema>;
