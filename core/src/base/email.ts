/**
 * What a valid e-mail address is, for the portal's forms (rules/generic.ts) and the server's schemas
 * (schemas/fields.ts) alike: zod's own e-mail pattern (z.regexes.email), written out here so the account pages
 * do not download the whole of zod's pattern module for it. email.test.ts checks it is still zod's.
 */
// As zod writes it, escapes and all (a RegExp literal would have the linter drop them and change the source).
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
);
