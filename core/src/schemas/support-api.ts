import { z } from 'zod';
import { MAX_LENGTH } from '../base/limits.js';
import { requiredText } from './fields.js';

/**
 * POST inleners/support/: a question for the helpdesk, mailed to support (SPEC.md 2.8). SPEC gives no maximum
 * lengths; ours are MAX_LENGTH.supportTitle (200) and supportText (5000).
 */
export const supportMessageSchema = z.strictObject({
  title: requiredText({ max: MAX_LENGTH.supportTitle }),
  text: requiredText({ max: MAX_LENGTH.supportText }),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
