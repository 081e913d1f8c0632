import { z } from 'zod';

/** A body that must be empty: any field is 'Onbekend veld'. */
export const emptyBodySchema = z.strictObject({});
export type EmptyBody = z.infer<typeof emptyBodySchema>;

/** A successful call that only confirms, in one Dutch sentence ('Account aangemaakt ...'). */
export const messageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
