/**
 * Route metadata of the full wizard (/inleners-wizard, 9 steps) and the short cao-compliance wizard
 * (/start-wizard, 4 steps), SPEC.md section 2.3. Paths and route names of the full wizard are exactly as
 * SPEC.md gives them (note the capital S in 'wizard-Step9-accorderen'); SPEC.md names no routes for the
 * short wizard's steps, so those follow the same pattern under 'start-wizard'. Manual anchors point at the
 * chapters of /handleiding.
 */
export const WIZARD_BASE_PATH = '/inleners-wizard';
export const SHORT_WIZARD_BASE_PATH = '/start-wizard';

export interface WizardStepInfo<N extends number = number> {
  readonly number: N;
  /** Path segment under the wizard's base path, e.g. 'stap1-beloningsregeling'. */
  readonly path: string;
  /** Full path, e.g. '/inleners-wizard/stap1-beloningsregeling'. */
  readonly fullPath: string;
  readonly routeName: string;
  /** Dutch label shown in the breadcrumbs. */
  readonly label: string;
  /** Anchor of the step's chapter in the manual (/handleiding#anchor). */
  readonly manualAnchor: string;
  /** Dutch hint shown above the step, or null. */
  readonly hint: string | null;
}

export type WizardStepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type ShortWizardStepNumber = 1 | 2 | 3 | 4;

function step<N extends number>(
  basePath: string,
  number: N,
  path: string,
  routeName: string,
  label: string,
  manualAnchor: string,
  hint: string | null = null,
): WizardStepInfo<N> {
  return { number, path, fullPath: `${basePath}/${path}`, routeName, label, manualAnchor, hint };
}

export const WIZARD_STEPS: readonly WizardStepInfo<WizardStepNumber>[] = [
  step(
    WIZARD_BASE_PATH,
    1,
    'stap1-beloningsregeling',
    'wizard-step1-beloningsregeling',
    'Beloningsregeling',
    'wizard-stap-1',
  ),
  step(WIZARD_BASE_PATH, 2, 'stap2-cao-invullen', 'wizard-step2-cao', 'Cao', 'wizard-stap-2'),
  step(
    WIZARD_BASE_PATH,
    3,
    'stap3-loon-tabellen',
    'wizard-step3-salary-tables',
    'Loontabellen',
    'wizard-stap-3',
  ),
  step(
    WIZARD_BASE_PATH,
    4,
    'stap4-lonen',
    'wizard-step4-salaries',
    'Lonen',
    'wizard-stap-4',
    'Verticaal staan de loonschalen, horizontaal de periodieke stappen.',
  ),
  step(
    WIZARD_BASE_PATH,
    5,
    'stap5-functies',
    'wizard-step5-jobs',
    'Functies',
    'wizard-stap-5',
    'Het invullen van de aard van het werk is niet verplicht.',
  ),
  step(
    WIZARD_BASE_PATH,
    6,
    'stap6-toeslagen',
    'wizard-step6-toeslagen',
    'Toeslagen',
    'wizard-stap-6',
    'Vul bij procentuele toeslagen alleen het toeslagdeel in, dus 25 voor 25% en niet 125.',
  ),
  step(
    WIZARD_BASE_PATH,
    7,
    'stap7-samenvatting',
    'wizard-step7-samenvatting',
    'Samenvatting',
    'wizard-stap-7',
  ),
  step(WIZARD_BASE_PATH, 8, 'stap8-overzicht', 'wizard-step8-overzicht', 'Overzicht', 'wizard-stap-8'),
  step(WIZARD_BASE_PATH, 9, 'stap9-accorderen', 'wizard-Step9-accorderen', 'Accorderen', 'wizard-stap-9'),
];

export const SHORT_WIZARD_STEPS: readonly WizardStepInfo<ShortWizardStepNumber>[] = [
  step(SHORT_WIZARD_BASE_PATH, 1, 'stap1-cao', 'start-wizard-step1-cao', 'Beloningsregeling', 'start-wizard'),
  step(
    SHORT_WIZARD_BASE_PATH,
    2,
    'stap2-functies',
    'start-wizard-step2-functies',
    'Functies',
    'start-wizard',
  ),
  step(
    SHORT_WIZARD_BASE_PATH,
    3,
    'stap3-cao-overzicht',
    'start-wizard-step3-cao-overzicht',
    'Cao overzicht',
    'start-wizard',
  ),
  step(
    SHORT_WIZARD_BASE_PATH,
    4,
    'stap4-accorderen',
    'start-wizard-step4-accorderen',
    'Accorderen',
    'start-wizard',
  ),
];

/** The metadata of a step of the full wizard. */
export function wizardStep(number: WizardStepNumber): WizardStepInfo<WizardStepNumber> {
  // The table holds steps 1 to 9 in order, so the lookup cannot miss.
  return WIZARD_STEPS[number - 1]!;
}

/** The metadata of a step of the short wizard. */
export function shortWizardStep(number: ShortWizardStepNumber): WizardStepInfo<ShortWizardStepNumber> {
  return SHORT_WIZARD_STEPS[number - 1]!;
}

/** The full-wizard step with this route name, or null. */
export function wizardStepByRouteName(routeName: string): WizardStepInfo<WizardStepNumber> | null {
  return WIZARD_STEPS.find((info) => info.routeName === routeName) ?? null;
}

/** The short-wizard step with this route name, or null. */
export function shortWizardStepByRouteName(routeName: string): WizardStepInfo<ShortWizardStepNumber> | null {
  return SHORT_WIZARD_STEPS.find((info) => info.routeName === routeName) ?? null;
}

/** True for the whole numbers 1 to 9. */
export function isWizardStepNumber(value: number): value is WizardStepNumber {
  return Number.isInteger(value) && value >= 1 && value <= 9;
}

/** True for the whole numbers 1 to 4. */
export function isShortWizardStepNumber(value: number): value is ShortWizardStepNumber {
  return Number.isInteger(value) && value >= 1 && value <= 4;
}
