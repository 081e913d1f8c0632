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

/** 400 proposal_inlener_id from a hirer: only an agency prepares a proposal for a hirer. */
export const PROPOSAL_ONLY_BY_AGENCY = 'Alleen een uitlener kan een voorstel voor een inlener maken.';

/** 403 for an agency saving without proposal_inlener_id: an agency saves nothing but proposals here. */
export const AGENCY_SAVES_PROPOSALS_ONLY =
  'Als uitlener kunt u hier alleen een voorstel voor een inlener opslaan (proposal_inlener_id).';

/** 409: the hirer already accepted or rejected the proposal. */
export const PROPOSAL_DECIDED = 'Over dit voorstel is al beslist: het is al geaccepteerd of afgewezen.';

/** 412: the scheme got a newer version after the proposal was made; the proposal was not accepted. */
export const PROPOSAL_STALE =
  'De beloningsregeling is gewijzigd nadat dit voorstel is gemaakt, dus het voorstel is niet geaccepteerd. ' +
  'Vraag de uitlener om een nieuw voorstel op basis van de nieuwste versie, of wijs dit voorstel af.';

/** How the hirer's mail names a proposal for a new scheme. */
export const NEW_SCHEME_WHAT = 'een nieuwe beloningsregeling';

/** The full name of a scheme that follows no cao. */
export const OWN_SCHEME_NAME = 'Eigen beloningsregeling';
