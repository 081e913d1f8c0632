/**
 * The Dutch texts of the links calls that SPEC.md does not give word for word; they follow the tone of the
 * portal's texts ('u').
 */

/** 403: a company whose KVK number and name are not verified may not link agencies (SPEC.md section 6). */
export const KVK_NOT_VERIFIED =
  'Uw KVK nummer en bedrijfsnaam zijn nog niet geverifieerd. Controleer ze bij uw account voordat u een uitlener koppelt.';
