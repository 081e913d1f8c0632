import { z } from 'zod';
import { requiredText } from './fields.js';

/** POST inleners/support/: a question for the helpdesk, mailed to support (SPEC.md 2.8). */
export const supportMessageSchema = z.strictObject({
  title: requiredText(),
  text: requiredText(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
