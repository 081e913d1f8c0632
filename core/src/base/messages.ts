/**
 * The Dutch validation messages of SPEC.md section 5.1, written once. Server, web and CLI show exactly these.
 */
export const MESSAGES = {
  required: 'Veld is vereist',
  email: 'Vul een geldig e-mail adres in',
  numeric: 'Vul een geldig getal in',
  passwordsEqual: 'Wachtwoorden moeten hetzelfde zijn',
  date: 'Geldige datum vereist (DD-MM-YYYY)',
  dateAfter: 'Datum moet ná vanaf datum zijn',
  kvkInvalid: 'KVK nummer niet valide',
  periodicIncreasesRequired: 'Voeg minimaal een periodiekverhoging toe',
  unique: 'Waarde moet uniek zijn',
  membershipRequired: 'Veld is vereist',
  noFollowingTable: 'Er is geen opvolgende loontabel na deze einddatum',
  atLeastOneTable: 'Voeg ten minste een tabel toe',
  caoMissing: 'Kies een cao',
  oneLinkPerAgency: 'Een koppeling per uitlener',
  allAges: 'Alle leeftijden',
  /** A value of the wrong type or outside the allowed choices. */
  invalidValue: 'Vul een geldige waarde in',
  /** A request field the server does not know. */
  unknownField: 'Onbekend veld',
  /** A text with a character that cannot be stored: a NUL character or half of an emoji (base/storable.ts). */
  invalidCharacter: 'Bevat een ongeldig teken',
  /** A soft warning, never blocking: the number fails the old eleven-test that KVK does not guarantee. */
  kvkElevenTestWarning: 'Controleer het KVK nummer: het voldoet niet aan de elfproef',
  /** Step 3: a wage per week, 4 weeks, month or year without a divisor above 1 has no hourly wage without them. */
  workHoursRequired: 'Vul de uren per week in, zodat het loon naar een uurloon kan worden omgerekend',
} as const;

/** 'Waarde moet minimaal {n} zijn' */
export function minValueMessage(n: string | number): string {
  return `Waarde moet minimaal ${formatRuleNumber(n)} zijn`;
}

/** 'Waarde moet groter dan {n} zijn': an exclusive lower bound, for example an id that must be positive. */
export function greaterThanMessage(n: string | number): string {
  return `Waarde moet groter dan ${formatRuleNumber(n)} zijn`;
}

/** 'Waarde moet kleiner dan {n} zijn': an exclusive upper bound. */
export function lessThanMessage(n: string | number): string {
  return `Waarde moet kleiner dan ${formatRuleNumber(n)} zijn`;
}

/** 'Waarde moet maximaal {n} zijn' */
export function maxValueMessage(n: string | number): string {
  return `Waarde moet maximaal ${formatRuleNumber(n)} zijn`;
}

/** 'Maximaal {n} karakters' */
export function maxLengthMessage(n: number): string {
  return `Maximaal ${n} karakters`;
}

/** 'Minimaal {n} karakters' */
export function minLengthMessage(n: number): string {
  return `Minimaal ${n} karakters`;
}

/**
 * 'Loontabel "{table}" met leeftijd "{age}" moet ten minste één loon hebben'; the all-ages row (age key
 * null) is shown as MESSAGES.allAges.
 */
export function tableAgeNeedsWageMessage(table: string, age: string | null): string {
  const shownAge = age === null || age === 'null' ? MESSAGES.allAges : age;
  return `Loontabel "${table}" met leeftijd "${shownAge}" moet ten minste één loon hebben`;
}

/** A step error of one salary table, as the wizard lists it: 'In loontabel {name}: {message}'. */
export function inTableMessage(table: string, message: string): string {
  return `In loontabel ${table}: ${message}`;
}

/** Numbers in messages use the Dutch decimal comma: 'Waarde moet minimaal 7,5 zijn'. */
function formatRuleNumber(n: string | number): string {
  return String(n).replace('.', ',');
}
