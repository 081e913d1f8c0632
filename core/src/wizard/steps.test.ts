import { describe, expect, it } from 'vitest';
import {
  isShortWizardStepNumber,
  isWizardStepNumber,
  SHORT_WIZARD_STEPS,
  shortWizardStep,
  shortWizardStepByRouteName,
  WIZARD_STEPS,
  wizardStep,
  wizardStepByRouteName,
} from './steps.js';

describe('WIZARD_STEPS', () => {
  it('has the nine paths and route names of SPEC.md 2.3', () => {
    expect(WIZARD_STEPS.map((step) => [step.number, step.fullPath, step.routeName])).toEqual([
      [1, '/inleners-wizard/stap1-beloningsregeling', 'wizard-step1-beloningsregeling'],
      [2, '/inleners-wizard/stap2-cao-invullen', 'wizard-step2-cao'],
      [3, '/inleners-wizard/stap3-loon-tabellen', 'wizard-step3-salary-tables'],
      [4, '/inleners-wizard/stap4-lonen', 'wizard-step4-salaries'],
      [5, '/inleners-wizard/stap5-functies', 'wizard-step5-jobs'],
      [6, '/inleners-wizard/stap6-toeslagen', 'wizard-step6-toeslagen'],
      [7, '/inleners-wizard/stap7-samenvatting', 'wizard-step7-samenvatting'],
      [8, '/inleners-wizard/stap8-overzicht', 'wizard-step8-overzicht'],
      [9, '/inleners-wizard/stap9-accorderen', 'wizard-Step9-accorderen'],
    ]);
  });
  it('labels the steps in Dutch and links each to its manual chapter', () => {
    expect(WIZARD_STEPS.map((step) => step.label)).toEqual([
      'Beloningsregeling',
      'Cao',
      'Loontabellen',
      'Lonen',
      'Functies',
      'Toeslagen',
      'Samenvatting',
      'Overzicht',
      'Accorderen',
    ]);
    expect(WIZARD_STEPS.map((step) => step.manualAnchor)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((number) => `wizard-stap-${number}`),
    );
  });
  it('gives the Dutch hints of steps 4, 5 and 6 and none elsewhere', () => {
    expect(wizardStep(4).hint).toBe('Verticaal staan de loonschalen, horizontaal de periodieke stappen.');
    expect(wizardStep(5).hint).toBe('Het invullen van de aard van het werk is niet verplicht.');
    expect(wizardStep(6).hint).toBe(
      'Vul bij procentuele toeslagen alleen het toeslagdeel in, dus 25 voor 25% en niet 125.',
    );
    expect(WIZARD_STEPS.filter((step) => step.hint !== null).map((step) => step.number)).toEqual([4, 5, 6]);
  });
});

describe('SHORT_WIZARD_STEPS', () => {
  it('has the four steps under /start-wizard with their Dutch labels', () => {
    expect(SHORT_WIZARD_STEPS.map((step) => [step.fullPath, step.label])).toEqual([
      ['/start-wizard/stap1-cao', 'Beloningsregeling'],
      ['/start-wizard/stap2-functies', 'Functies'],
      ['/start-wizard/stap3-cao-overzicht', 'Cao overzicht'],
      ['/start-wizard/stap4-accorderen', 'Accorderen'],
    ]);
  });
  it('gives every step its own route name and the short-wizard manual chapter', () => {
    expect(new Set(SHORT_WIZARD_STEPS.map((step) => step.routeName)).size).toBe(4);
    expect(SHORT_WIZARD_STEPS.every((step) => step.manualAnchor === 'start-wizard')).toBe(true);
  });
});

describe('wizardStep', () => {
  it('returns the step with that number', () => {
    expect(wizardStep(1).path).toBe('stap1-beloningsregeling');
    expect(wizardStep(9).routeName).toBe('wizard-Step9-accorderen');
  });
});

describe('shortWizardStep', () => {
  it('returns the step with that number', () => {
    expect(shortWizardStep(3).label).toBe('Cao overzicht');
  });
});

describe('wizardStepByRouteName', () => {
  it('finds a step by its exact route name', () => {
    expect(wizardStepByRouteName('wizard-step5-jobs')?.number).toBe(5);
    expect(wizardStepByRouteName('wizard-Step9-accorderen')?.number).toBe(9);
  });
  it('returns null for unknown names, including the wrong case of step 9', () => {
    expect(wizardStepByRouteName('wizard-step9-accorderen')).toBeNull();
    expect(wizardStepByRouteName('overview')).toBeNull();
  });
});

describe('shortWizardStepByRouteName', () => {
  it('finds a short-wizard step and misses full-wizard names', () => {
    expect(shortWizardStepByRouteName('start-wizard-step2-functies')?.number).toBe(2);
    expect(shortWizardStepByRouteName('wizard-step2-cao')).toBeNull();
  });
});

describe('isWizardStepNumber', () => {
  it('accepts the whole numbers 1 to 9 only', () => {
    expect(isWizardStepNumber(1)).toBe(true);
    expect(isWizardStepNumber(9)).toBe(true);
    expect(isWizardStepNumber(0)).toBe(false);
    expect(isWizardStepNumber(10)).toBe(false);
    expect(isWizardStepNumber(2.5)).toBe(false);
    expect(isWizardStepNumber(Number.NaN)).toBe(false);
  });
});

describe('isShortWizardStepNumber', () => {
  it('accepts the whole numbers 1 to 4 only', () => {
    expect(isShortWizardStepNumber(4)).toBe(true);
    expect(isShortWizardStepNumber(5)).toBe(false);
    expect(isShortWizardStepNumber(0)).toBe(false);
  });
});
