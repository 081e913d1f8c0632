import { caoTableForms, wizardStateSchema, type WizardState } from '../../../core/src/wizard/index.js';
import { CAO } from './seed.js';

/** Where the portal keeps the full wizard's state (web/src/lib/wizard-storage.ts). */
export const WIZARD_KEY = 'beloning.wizard';

/**
 * A wizard on the cleaning cao (its tables as core's caoTableForms seeds them) with steps 1 to 3 done, for the
 * browser tests to put in localStorage instead of clicking through the earlier steps; `changes` marks later
 * steps done or fills their forms.
 */
export function caoWizardState(changes: Partial<WizardState> = {}): WizardState {
  return wizardStateSchema.parse({
    step1: { usesCao: 1, withEmployersOrganisation: false },
    step2: {
      caoId: CAO.id,
      startDate: '01-07-2024',
      endDate: '30-06-2026',
      vacationType: 'days_per_year',
      vacationAmount: '25',
      vacationAllowance: '8',
      yearEndBonusType: 'Geen',
      yearEndBonusAmount: '0',
      yearEndBonusComment: '',
      oneOffBonuses: [],
    },
    salaryTables: caoTableForms(CAO),
    step3Done: true,
    step4Done: false,
    step5Done: false,
    step6: null,
    step7: null,
    step9: null,
    startWizard: null,
    proposalInlenerId: null,
    inlenerCaoId: null,
    koppelingen: [],
    ...changes,
  });
}

/**
 * An agency's proposal for the hirer `hirerId` on the cleaning cao with steps 1 to 8 filled in (they have
 * specs of their own) and `caoText` as its step-7 text: step 9 is left for the agency to sign.
 */
export function proposalWizardState(hirerId: number, caoText: string): WizardState {
  return caoWizardState({
    proposalInlenerId: hirerId,
    step4Done: true,
    step5Done: true,
    step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
    step7: { caoText, originalCaoText: CAO.cao_text },
  });
}
