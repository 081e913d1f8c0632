/**
 * The Dutch texts of the short (cao compliance) wizard that the portal and the terminal both show, as SPEC.md
 * 2.12 and section 8 have them.
 */

export const SHORT_WIZARD_TEXTS = {
  selectedLabel: 'Beloningsregeling',
  followCao: 'Wij volgen een cao precies',
  ownArrangement: 'Eigen regeling of aanpassingen',
  employersOrganisation: 'Wij zijn aangesloten bij een werkgeversorganisatie',
  employersOrganisationHint:
    "Bent u aangesloten bij een werkgeversorganisatie, dan kunt u alleen de meest recente cao's kiezen.",
  caoLabel: 'Selecteer de cao',
  askForHelpLabel: 'Hulp van de uitlener',
  askForHelp: 'Vraag de uitlener om een voorstel',
  fillInMyself: 'Ik vul het zelf in',
  agencyLabel: 'Selecteer de uitlener',
  /** The confirm dialog before a help request is sent (its confirm label is 'Opslaan'). */
  helpRequestConfirm: 'Er wordt een aanvraag naar de uitlener verstuurd en u gaat terug naar het overzicht.',
  helpRequestConfirmLabel: 'Opslaan',
  /** 'Ik wil geen hulp meer': withdraws the request, after a confirmation. */
  withdrawHelp: 'Ik wil geen hulp meer',
  withdrawHelpConfirm:
    'Uw aanvraag om een voorstel wordt ingetrokken. De uitlener ziet de aanvraag daarna niet meer.',
  withdrawHelpDone: 'Uw aanvraag is ingetrokken.',
  jobsLabel: 'Functies',
  jobsDeviate: 'Er zijn functies die niet in de cao staan of ervan afwijken',
  jobsAllInCao: 'Alle functies staan in de cao',
  jobName: 'Naam',
  jobAard: 'Aard',
  jobTable: 'Loontabel',
  jobMinimalPayscale: 'Minimumschaal',
  addJob: 'Functie toevoegen',
  removeJob: 'Functie verwijderen',
  unknownAard: 'Onbekend',
  allJobsInCao: 'Alle functies staan in de cao.',
  hourly: 'Toon uurlonen',
  /** Step 4's statement above the names. */
  saveStatement:
    'Met het opslaan verklaart u dat uw bedrijf de gekozen cao volgt, met de functies die u heeft opgegeven.',
} as const;

/** Option 2's notice when agencies offered help: one agency by name and e-mail, several in general. */
export function helpNotice(agencies: readonly { company_name: string; email: string }[]): string {
  const [only] = agencies;
  if (agencies.length === 1 && only !== undefined) {
    return `${only.company_name} (${only.email}) biedt aan om een voorstel voor uw beloningsregeling te maken.`;
  }
  return 'Er zijn uitleners die aanbieden om een voorstel voor uw beloningsregeling te maken.';
}

/** The notice while a help request is open: whom the user asked. */
export function helpAskedNotice(company: string | null): string {
  return company === null
    ? 'U heeft een uitlener gevraagd een voorstel voor uw beloningsregeling te maken.'
    : `U heeft ${company} gevraagd een voorstel voor uw beloningsregeling te maken. Zodra het voorstel klaar is ontvangt u een e-mail.`;
}

/** SPEC.md 2.12: the result of a help request that was sent. */
export function helpRequestSent(company: string): string {
  return `Uw aanvraag is verstuurd naar de uitlener. Zodra ${company} een voorstel heeft gemaakt ontvangt u een e-mail. U gaat nu terug naar het overzicht.`;
}

/** SPEC.md 2.12 and section 8: a help request that could not be sent. */
export function helpRequestFailed(email: string): string {
  return `Er is iets foutgegaan. Neem contact op met ${email}.`;
}

/** Step 3's heading over the own jobs. */
export function companyJobsHeading(company: string): string {
  return `Functies in ${company}`;
}

/** Step 2's heading over the cao's own jobs ('Functies in Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026'). */
export function caoJobsHeading(caoName: string): string {
  return `Functies in ${caoName}`;
}
