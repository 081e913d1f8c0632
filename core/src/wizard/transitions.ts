import type { Cao } from '../schemas/cao.js';
import type { Step2Form } from '../schemas/forms.js';
import { formatDutchDate } from '../format/dates.js';
import { toTypedDecimal } from '../format/numbers.js';
import { toRoute, type WizardDestination } from './destination.js';
import { emptyWizardState, hasDraft, type WizardState } from './state.js';

/**
 * What each change in the full wizard clears (SPEC.md section 4). Every function returns a new state and
 * leaves the given one untouched.
 */

/** A dot decimal from the wire as the user would type it: '8.33' becomes '8,33' (format's toTypedDecimal). */
export const toFormDecimal = toTypedDecimal;

/**
 * Clears step `from` and every later step. Clearing from step 3 or earlier also empties the salary tables,
 * because steps 3, 4 and 5 edit them. Step 1, the proposal, the scheme being edited and the links stay.
 */
export function clearStepsFrom(state: WizardState, from: 2 | 3 | 4 | 5 | 6 | 7 | 9): WizardState {
  return {
    ...state,
    step2: from <= 2 ? null : state.step2,
    salaryTables: from <= 3 ? [] : state.salaryTables,
    step3Done: from <= 3 ? false : state.step3Done,
    step4Done: from <= 4 ? false : state.step4Done,
    step5Done: from <= 5 ? false : state.step5Done,
    step6: from <= 6 ? null : state.step6,
    step7: from <= 7 ? null : state.step7,
    step9: null,
  };
}

/**
 * Step 1: answers whether a cao is used (1) or an own scheme (0). A different answer than before clears steps
 * 2 to 9; the same answer changes nothing. Employers'-organisation membership only applies with a cao, so an
 * own scheme unticks it.
 */
export function changeUsesCao(state: WizardState, usesCao: 0 | 1): WizardState {
  if (state.step1 !== null && state.step1.usesCao === usesCao) return state;
  const withEmployersOrganisation = usesCao === 1 && (state.step1?.withEmployersOrganisation ?? false);
  return { ...clearStepsFrom(state, 2), step1: { usesCao, withEmployersOrganisation } };
}

/**
 * Step 1 with own scheme: as changeUsesCao(0); when no saved scheme is being edited the salary tables are
 * emptied too, so an own scheme starts from no tables (an edited scheme keeps its own).
 */
export function chooseOwnScheme(state: WizardState): WizardState {
  const changed = changeUsesCao(state, 0);
  if (changed.inlenerCaoId !== null) return changed;
  return { ...changed, salaryTables: [], step3Done: false, step4Done: false, step5Done: false };
}

/** Step 2: another cao or another record was picked, so the tables and everything after them are cleared. */
export function changeCaoOrRecord(state: WizardState): WizardState {
  return clearStepsFrom(state, 3);
}

/** The cao values step 2 starts from. */
export type CaoStep2Source = Pick<
  Cao,
  | 'id'
  | 'duration_start'
  | 'duration_end'
  | 'vacation_time_type'
  | 'vacation_time_amount'
  | 'vacation_allowance'
  | 'year_end_bonus_type'
  | 'year_end_bonus_amount'
  | 'one_off_bonuses'
>;

/** Step 2 filled with the cao's own values, as the user would type them (DD-MM-YYYY, decimal comma). */
export function step2FromCao(cao: CaoStep2Source): Step2Form {
  return {
    caoId: cao.id,
    startDate: formatDutchDate(cao.duration_start),
    endDate: cao.duration_end === null ? '' : formatDutchDate(cao.duration_end),
    vacationType: cao.vacation_time_type,
    vacationAmount: toFormDecimal(cao.vacation_time_amount),
    vacationAllowance: toFormDecimal(cao.vacation_allowance),
    yearEndBonusType: cao.year_end_bonus_type,
    yearEndBonusAmount: toFormDecimal(cao.year_end_bonus_amount),
    yearEndBonusComment: '',
    oneOffBonuses: cao.one_off_bonuses.map((bonus) => ({
      description: bonus.description,
      bonusDate: formatDutchDate(bonus.bonus_date),
      bonusType: bonus.bonus_type,
      amount: toFormDecimal(bonus.amount),
    })),
  };
}

/**
 * Step 2: picks a cao. Step 2 is reset to the cao's values (durations, vacation type and amount, holiday
 * allowance, year-end bonus, one-off bonuses) and step 7 is cleared so its text comes from this cao. When the
 * cao differs from the one chosen before, steps 3 to 9 are cleared as well (changeCaoOrRecord).
 */
export function chooseCao(state: WizardState, cao: CaoStep2Source): WizardState {
  const base = state.step2 !== null && state.step2.caoId !== cao.id ? changeCaoOrRecord(state) : state;
  return { ...base, step2: step2FromCao(cao), step7: null };
}

/** Marks step 3, 4 or 5 (which edit the salary tables) as completed with 'Volgende'. */
export function completeTableStep(state: WizardState, step: 3 | 4 | 5): WizardState {
  if (step === 3) return { ...state, step3Done: true };
  if (step === 4) return { ...state, step4Done: true };
  return { ...state, step5Done: true };
}

/** The result of starting fresh. */
export interface StartFreshResult {
  state: WizardState;
  /** True when a draft existed, so the user must confirm before it is thrown away. */
  needsConfirmation: boolean;
  destination: WizardDestination;
}

/**
 * Starts a new scheme: clears everything, including the proposal, the scheme being edited and the links, and
 * goes to the short wizard (start-wizard). Apply the new state only after the user confirmed when
 * needsConfirmation is true.
 */
export function startFresh(state: WizardState): StartFreshResult {
  return {
    state: emptyWizardState(),
    needsConfirmation: hasDraft(state),
    destination: toRoute('start-wizard'),
  };
}

/**
 * An agency starts a proposal for a hirer: all forms and salary tables are cleared and the hirer's id is
 * recorded; when an existing arrangement is amended its id is kept too (its data is loaded separately).
 */
export function startProposal(inlenersId: number, existingInlenerCaoId: number | null = null): WizardState {
  return { ...emptyWizardState(), proposalInlenerId: inlenersId, inlenerCaoId: existingInlenerCaoId };
}
