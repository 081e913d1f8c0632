/**
 * The Dutch texts of logging in and of sessions. SPEC.md gives none of these word for word; they follow the
 * tone of its other messages. The 401 text is the same as the error handler's default for a 401.
 */

/** 401: no, a broken, an expired or a revoked access token. */
export const NOT_AUTHENTICATED = 'Niet ingelogd of sessie verlopen.';

/**
 * 403 for a user who registered for a company that already had an account and was not let in yet: they see
 * only what was shared with their own address (server/README.md, 'Identity by proof of mailbox').
 */
export const AWAITING_ADMISSION =
  'Een beheerder van het account van uw bedrijf heeft u nog geen toegang gegeven. U ziet alleen wat met uw eigen e-mailadres is gedeeld.';

/** 401 of the token refresh: the refresh token is unknown, spent, expired or revoked. */
export const REFRESH_REFUSED = 'Uw sessie is verlopen. Log opnieuw in.';

/** 403: the user lacks the permission the call needs. */
export const PERMISSION_DENIED = 'U heeft geen toestemming voor deze actie.';

/** 403: the call is for the other kind of company (hirer or agency). */
export const WRONG_COMPANY_KIND = 'Deze actie is niet beschikbaar voor uw soort account.';

/** 400 non_field_errors of the login: unknown user or wrong password, alike. */
export const LOGIN_FAILED = 'Kan niet inloggen met de opgegeven gegevens.';

/**
 * 400 non_field_errors of the login with the right password for an account that was never activated. Only
 * someone who knows the password learns that the account exists.
 */
export const ACCOUNT_NOT_ACTIVE =
  'Uw account is nog niet geactiveerd. Klik op de link in de activatiemail om uw account te activeren.';

/** 400 non_field_errors of the hand-over: the code is unknown, used or older than a minute. */
export const HANDOVER_REFUSED = 'Deze link is ongeldig of verlopen. Log opnieuw in.';
