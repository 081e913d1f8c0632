/** Texts of the terminal wizards that SPEC.md does not give word for word, and the helpdesk address. */

import { SHORT_WIZARD_TEXTS } from '@beloning/core/wizard';

/** The helpdesk address of the save-failure pointer (SPEC.md section 8), as the web app names it. */
export const SUPPORT_EMAIL = 'support@beloning.nl';

export const KEYS_HELP =
  'Tab/↑↓ ander veld · ←→ kiezen · spatie aanvinken · Enter bevestigen · Esc afsluiten';

/** The keys of the full wizard: the form's, and Ctrl+T to go back to a passed step. */
export const FULL_KEYS_HELP =
  'Tab/↑↓ ander veld · ←→ kiezen · spatie aanvinken · Enter bevestigen · Ctrl+T naar een eerdere stap · Esc afsluiten';

/** While picking a breadcrumb. */
export const STEP_JUMP_HELP =
  'Naar een eerdere stap: ←→ of het stapnummer kiezen · Enter erheen · Esc blijven (latere stappen via Volgende)';

export const CLOSE_QUESTION = 'De wizard afsluiten? Wat u niet heeft opgeslagen gaat verloren. (j/n)';

export const LOADING = 'Laden...';

/** Shown after the wizard stopped without saving. */
export const CLOSED_WITHOUT_SAVING = 'Wizard afgesloten; er is niets opgeslagen.';

/** The tooltip of the employers'-organisation checkbox (SPEC.md 2.12), core's text; the full wizard shows it too. */
export const EMPLOYERS_ORGANISATION_HINT: string = SHORT_WIZARD_TEXTS.employersOrganisationHint;

export const TERMS_LABEL = 'Ik ga akkoord met deze voorwaarden';
