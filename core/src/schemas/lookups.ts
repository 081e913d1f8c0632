import { z } from 'zod';

/** A nature of work (aard) as GET inleners/aard-types/ sends it: [code, label]. */
export const aardTypeSchema = z.tuple([z.string(), z.string()]);
export type AardType = z.infer<typeof aardTypeSchema>;

/** A company name found by KVK number, as GET inleners/handelsnaam/ sends it: [name, type]. */
export const handelsnaamSchema = z.tuple([z.string(), z.string()]);
export type Handelsnaam = z.infer<typeof handelsnaamSchema>;
