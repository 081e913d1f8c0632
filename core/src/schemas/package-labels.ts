import type {
  AMOUNT_PER,
  AMOUNT_UNITS,
  BASE_TYPES,
  CONTRIBUTORS,
  LEAVE_PER,
  LEAVE_UNITS,
  OTHER_TYPES,
  PackageBlock,
  PackageOrigin,
  SUPPLEMENTARY_TYPES,
  SUSTAINABILITY_TYPES,
} from './equivalent-package.js';

/**
 * The Dutch words of the gelijkwaardige-beloning package (equivalent-package.ts), written once for the
 * portal, the CLI and the exports. Like labels.ts: words inside a sentence are lower case; names of blocks
 * and choices start with a capital.
 */

export const PACKAGE_BLOCK_LABELS: Record<PackageBlock, string> = {
  sick_pay: 'Loondoorbetaling bij ziekte',
  leave: 'Verlof',
  pension: 'Pensioen',
  ikb: 'Individueel keuzebudget (IKB)',
  sustainable_employability: 'Duurzame inzetbaarheid',
  supplementary: 'Aanvullende regelingen',
  other: 'Overige regelingen',
  base_definitions: 'Grondslagen',
};

export const PACKAGE_ORIGIN_LABELS: Record<PackageOrigin, string> = {
  cao: 'Cao',
  cao_avv: 'Cao (algemeen verbindend verklaard)',
  eigen: 'Eigen regeling',
  onbekend: 'Onbekend',
};

/** The field labels of the package's forms and error lists. */
export const PACKAGE_FIELD_LABELS = {
  origin: 'Herkomst',
  start_date: 'Ingangsdatum',
  end_date: 'Einddatum',
  description: 'Toelichting',
  waiting_days: 'Wachtdagen',
  periods: 'Percentage per periode',
  from_month: 'Vanaf ziektemaand',
  percentage: 'Percentage',
  public_holidays: 'Feestdagen',
  special_leave: 'Bijzonder verlof',
  parental_leave: 'Aanvullend ouderschapsverlof',
  extra_leave: 'Extra verlof',
  leave_day_value: 'Waarde van een verlofdag (% van het dagloon)',
  name: 'Naam',
  amount: 'Hoeveelheid',
  unit: 'Eenheid',
  per: 'Per',
  fund: 'Pensioenfonds of -regeling',
  employer_percentage: 'Premie werkgever (%)',
  employee_percentage: 'Premie werknemer (%)',
  franchise: 'Franchise (€ per jaar)',
  parts: 'Onderdelen',
  spending: 'Besteden aan',
  items: 'Regelingen',
  type: 'Soort',
  paid_by: 'Betaald door',
  bases: 'Grondslagen',
  base: 'Grondslag',
  wage: 'Loon',
  holiday_allowance: 'Vakantietoeslag',
  leave_days: 'Doorbetaalde verlofdagen',
  all_allowances: 'Alle toeslagen',
  allowances: 'Deze toeslagen',
} as const;

export const LEAVE_UNIT_LABELS: Record<(typeof LEAVE_UNITS)[number], string> = {
  dagen: 'dagen',
  uren: 'uur',
};

export const LEAVE_PER_LABELS: Record<(typeof LEAVE_PER)[number], string> = {
  jaar: 'per jaar',
  keer: 'per keer',
};

export const AMOUNT_UNIT_LABELS: Record<(typeof AMOUNT_UNITS)[number], string> = {
  euro: 'euro',
  procent: 'procent',
};

export const AMOUNT_PER_LABELS: Record<(typeof AMOUNT_PER)[number], string> = {
  jaar: 'per jaar',
  maand: 'per maand',
  keer: 'eenmalig',
};

export const CONTRIBUTOR_LABELS: Record<(typeof CONTRIBUTORS)[number], string> = {
  werkgever: 'werkgever',
  werknemer: 'werknemer',
};

export const SUSTAINABILITY_TYPE_LABELS: Record<(typeof SUSTAINABILITY_TYPES)[number], string> = {
  opleiding: 'Opleiding',
  vitaliteitsbudget: 'Vitaliteitsbudget',
  loopbaancoaching: 'Loopbaancoaching',
  gezondheid: 'Gezondheid',
  mentale_gezondheid: 'Mentale gezondheid',
  financiele_gezondheid: 'Financiële gezondheid',
  voorlichting: 'Voorlichting',
  outplacement: 'Outplacement',
  sociale_ondersteuning: 'Sociale ondersteuning',
  duurzame_samenleving: 'Duurzame samenleving',
  overig: 'Overig',
};

export const SUPPLEMENTARY_TYPE_LABELS: Record<(typeof SUPPLEMENTARY_TYPES)[number], string> = {
  paww: 'PAWW (private aanvulling WW en WGA)',
  generatiepact: 'Generatiepact',
  era: 'ERA (eigenrisicodragerschap)',
  ongevallenuitkering: 'Ongevallenuitkering',
  pazw: 'PAZW (private aanvulling Ziektewet)',
  rvu: 'RVU (regeling vervroegde uittreding)',
  wga: 'WGA-hiaatverzekering',
};

export const OTHER_TYPE_LABELS: Record<(typeof OTHER_TYPES)[number], string> = {
  personeelskorting: 'Personeelskorting',
  tijd_voor_tijd: 'Tijd voor tijd',
  overig: 'Overig',
};

export const BASE_TYPE_LABELS: Record<(typeof BASE_TYPES)[number], string> = {
  bruto_salaris: 'Bruto salaris',
  gebruikelijk_loon: 'Gebruikelijk loon',
  basisloon: 'Basisloon',
  sv_loon: 'SV-loon',
  vakantietoeslag: 'Vakantietoeslag',
  pensioen: 'Pensioengevend loon',
  ziekte: 'Loon bij ziekte',
  dertiende_maand: 'Dertiende maand',
};
