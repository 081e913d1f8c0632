/**
 * The Dutch texts of the scheme and cao-compliance calls that SPEC.md does not give word for word; they
 * follow the tone of the wizard's texts ('u').
 */

/** 412: the scheme has a newer version than the one the edit started from; nothing was saved. */
export const STALE_VERSION =
  'Deze beloningsregeling is intussen door iemand anders opgeslagen. Laad de nieuwste versie en voer uw wijzigingen opnieuw in.';

/** 428: a PUT without expected_version; without it a save could overwrite someone else's version. */
export const VERSION_REQUIRED =
  'Geef aan welke versie u heeft bewerkt (expected_version), zodat wijzigingen van anderen niet verloren gaan.';

/** 400 proposal_inlener_id: proposals of agencies cannot be saved through this call yet. */
export const PROPOSALS_NOT_AVAILABLE = 'Voorstellen van uitleners kunnen nog niet worden opgeslagen';

/** The full name of a scheme that follows no cao. */
export const OWN_SCHEME_NAME = 'Eigen beloningsregeling';
