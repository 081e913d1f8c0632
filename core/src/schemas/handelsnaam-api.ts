import { z } from 'zod';
import { kvkNrField } from './fields.js';
import { handelsnaamSchema } from './lookups.js';

/** GET inleners/handelsnaam/?kvk_nr=: the company names registered for a KVK number. */
export const handelsnaamQuerySchema = z.strictObject({ kvk_nr: kvkNrField({ maxLength: true }) });
export type HandelsnaamQuery = z.infer<typeof handelsnaamQuerySchema>;

/** Pairs of name and type; an empty list when the number is not registered. */
export const handelsnaamResponseSchema = z.array(handelsnaamSchema);
