import { z } from 'zod';

/**
 * Paged lists (server/README.md, 'Paged lists'): a list call takes `?limit=N&after=<cursor>` and answers the
 * same JSON array as before, with a `Link: <…>; rel="next"` header while rows follow. The cursor is opaque:
 * the server makes it from the last row's sort key, so a row added or removed between two pages never makes
 * another row appear twice or go missing.
 */

/** Rows per page when the request names no limit. */
export const DEFAULT_PAGE_SIZE = 100;
/** The largest page a request may ask for. */
export const MAX_PAGE_SIZE = 500;
/**
 * The longest cursor the server makes, with room to spare: a key holds at most a name of 300 characters (up to
 * 4 bytes each in UTF-8) and two numbers, as base64url JSON. Anything longer is not one of ours.
 */
export const MAX_CURSOR_LENGTH = 2000;

/** 'Geef een limit van 1 tot en met 500.' */
export const PAGE_LIMIT_MESSAGE = `Geef een limit van 1 tot en met ${MAX_PAGE_SIZE}.`;
/** The message for a cursor the server did not make (or made for another list). */
export const PAGE_CURSOR_MESSAGE =
  'Ongeldige vervolgcode (after): vraag de lijst opnieuw op vanaf de eerste pagina.';

/** `limit` as a query parameter: a whole number of rows from 1 to MAX_PAGE_SIZE. */
export const pageLimitField = z
  .string({ error: PAGE_LIMIT_MESSAGE })
  .regex(/^[1-9]\d{0,3}$/, { error: PAGE_LIMIT_MESSAGE, abort: true })
  .transform((value) => Number(value))
  .refine((value) => value <= MAX_PAGE_SIZE, { error: PAGE_LIMIT_MESSAGE });

/** `after` as a query parameter: base64url text; whether it is a cursor of this list the server decides. */
export const pageCursorField = z
  .string({ error: PAGE_CURSOR_MESSAGE })
  .regex(/^[A-Za-z0-9_-]+$/, { error: PAGE_CURSOR_MESSAGE, abort: true })
  .max(MAX_CURSOR_LENGTH, { error: PAGE_CURSOR_MESSAGE });

/** The paging parameters every paged list accepts. */
export const pageQueryShape = { limit: pageLimitField.optional(), after: pageCursorField.optional() };
export const pageQuerySchema = z.strictObject(pageQueryShape);
export type PageQuery = z.infer<typeof pageQuerySchema>;
