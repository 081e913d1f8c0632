import type { StepIssue } from '@beloning/core/rules';
import { wizardErrorList } from '@beloning/core/rules';
import { PACKAGE_BLOCKS } from '@beloning/core/schemas';
import {
  completeStep,
  stepIssues,
  usesCao,
  wizardStep,
  type StepContext,
  type WizardState,
  type WizardStepNumber,
} from '@beloning/core/wizard';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { getIn } from './paths';
import { useSaveStatus } from './save-status';
import { startTransition, useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCao } from './use-cao';
import { submitStepAtom, touchFieldAtom, useStepVisibility, useWizard, wizardStateAtom } from './store';

/** After React drew the messages of a refused step: the focus goes to the first field that has one. */
export function focusFirstInvalid(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('.wizard [aria-invalid="true"]')?.focus();
  });
}

/** What the steps' checks need besides the state: the chosen cao, loaded once (use-cao). */
export function useStepContext(): StepContext {
  const state = useWizard();
  const caoId = usesCao(state) ? (state.step2?.caoId ?? null) : null;
  const load = useCao(caoId);
  // Keyed on the cao itself: the load is a new object on every render, and a new context would have every
  // step's rules worked out again on every render.
  const cao = load.status === 'ready' ? load.cao : null;
  return useMemo(() => ({ cao }), [cao]);
}

/** The key under which a field's issue is shown: its path, or '{tableKey}:{path}' for a table's field. */
export function issueKey(field: string, tableKey?: string): string {
  return tableKey === undefined ? field : `${tableKey}:${field}`;
}

/** Core's checks by state, step and cao: every view of the same state shares one computation. */
const issuesByState = new WeakMap<
  WizardState,
  Map<WizardStepNumber, { context: StepContext; issues: StepIssue[] }>
>();

/** The checks already worked out for the state, step and cao, if they were. */
function knownStepIssues(
  state: WizardState,
  step: WizardStepNumber,
  context: StepContext,
): StepIssue[] | undefined {
  const known = issuesByState.get(state)?.get(step);
  return known !== undefined && known.context.cao === context.cao ? known.issues : undefined;
}

function sharedStepIssues(state: WizardState, step: WizardStepNumber, context: StepContext): StepIssue[] {
  const known = knownStepIssues(state, step, context);
  if (known !== undefined) return known;
  const issues = stepIssues(state, step, context);
  const byStep =
    issuesByState.get(state) ?? new Map<WizardStepNumber, { context: StepContext; issues: StepIssue[] }>();
  byStep.set(step, { context, issues });
  issuesByState.set(state, byStep);
  return issues;
}

/**
 * The wizard state whose checks the views show: the store's state, taken over once the screen shows it (after
 * the next painted frame, or within CHECK_WAIT_MS when no frame comes, as in a hidden tab). One hand-over per
 * change for all views together, in a render of its own.
 */
const checkedStateAtom = atom<WizardState | null>(null);
const CHECK_WAIT_MS = 100;
const checkPending = new WeakSet<ReturnType<typeof useStore>>();

function checkAfterPaint(store: ReturnType<typeof useStore>): void {
  if (checkPending.has(store)) return;
  checkPending.add(store);
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    checkPending.delete(store);
    store.set(checkedStateAtom, store.get(wizardStateAtom));
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, CHECK_WAIT_MS);
}

const NO_ISSUES: readonly StepIssue[] = [];

/**
 * Core's checks of a step on the current state (stepIssues), recomputed when the state changes. The messages
 * follow once what was typed, pasted or opened is on screen (checkedStateAtom): checking every cell of a big
 * salary table holds up neither a change nor step 4's first draw. Until then the checks of the state before
 * show, when they were worked out, and none when a step has just opened. 'Volgende' itself always asks core
 * (completeStep) on the newest state.
 */
export function useStepIssues(step: WizardStepNumber): readonly StepIssue[] {
  const store = useStore();
  const current = useWizard();
  const checked = useAtomValue(checkedStateAtom);
  const context = useStepContext();
  const refused = useRefusalIssues(step);
  useEffect(() => {
    if (checked !== current) checkAfterPaint(store);
  }, [store, checked, current]);
  return useMemo(() => {
    const own =
      checked === null
        ? NO_ISSUES
        : checked === current
          ? sharedStepIssues(checked, step, context)
          : (knownStepIssues(checked, step, context) ?? NO_ISSUES);
    return refused.length === 0 ? own : [...own, ...refused];
  }, [checked, current, step, context, refused]);
}

function isPackageField(field: string | undefined): boolean {
  const head = field?.split('.')[0];
  return (PACKAGE_BLOCKS as readonly (string | undefined)[]).includes(head);
}

/**
 * The part of the wizard a step's issue is about: its step form, the table it names, or step 6's package
 * form for a field of a package block ('pension.name').
 */
function formOf(
  state: WizardState,
  step: WizardStepNumber,
  tableKey: string | undefined,
  field?: string,
): unknown {
  if (tableKey !== undefined) return state.salaryTables.find((table) => table.key === tableKey);
  if (step === 6 && isPackageField(field)) return state.packageForm;
  switch (step) {
    case 2:
      return state.step2;
    case 6:
      return state.step6;
    case 7:
      return state.step7;
    case 9:
      return state.step9;
    default:
      return state.salaryTables;
  }
}

/**
 * The server's messages of a refused save for this step (core's saveRefusalIssues), each while what it is
 * about still holds what was sent: changed, the step's own checks take over.
 */
export function useRefusalIssues(step: WizardStepNumber): readonly StepIssue[] {
  const status = useSaveStatus();
  const state = useWizard();
  return useMemo(() => {
    if (status.kind !== 'failed') return [];
    return status.issues
      .filter((refusal) => refusal.step === step)
      .filter(({ issue }) => {
        const sent = formOf(status.saved, step, issue.tableKey, issue.field);
        const now = formOf(state, step, issue.tableKey, issue.field);
        return issue.field === undefined
          ? sent === now
          : getIn(sent, issue.field) === getIn(now, issue.field);
      })
      .map(({ issue }) => issue);
  }, [status, state, step]);
}

/**
 * The message to show under a field: core's first issue for it, once the field was left or the step was
 * submitted; null otherwise. `field` is core's path within the step's form ('oneOffBonuses.0.amount').
 */
export function useFieldError(step: WizardStepNumber, field: string, tableKey?: string): string | null {
  const issues = useStepIssues(step);
  const refused = useRefusalIssues(step);
  const visibility = useStepVisibility(step);
  const key = issueKey(field, tableKey);
  const matches = (found: StepIssue) =>
    found.field === field && (tableKey === undefined || found.tableKey === tableKey);
  // The server's message shows at once: the user was sent here to see it.
  const server = refused.find(matches);
  if (server !== undefined) return server.message;
  if (!visibility.submitted && !visibility.touched.has(key)) return null;
  return issues.find(matches)?.message ?? null;
}

/** Marks a field as left, so its message shows. */
export function useTouchField(step: WizardStepNumber): (field: string, tableKey?: string) => void {
  const touch = useSetAtom(touchFieldAtom);
  return useCallback((field, tableKey) => touch(step, issueKey(field, tableKey)), [touch, step]);
}

export interface StepSubmit {
  /** The form's onSubmit: core's completeStep on the newest state. */
  readonly onSubmit: (event?: FormEvent) => void;
  /** The step's messages under the wizard (SPEC.md 5.2), after a refused 'Volgende'. */
  readonly messages: readonly string[];
  /** The tabs (table keys) with an issue, after a refused 'Volgende'. */
  readonly invalidTabs: readonly string[];
}

/**
 * 'Volgende' of a step: core's completeStep decides on the newest stored state. Refused, the step's
 * messages show (every field's, and the list under the wizard) and the first invalid field gets focus;
 * completed, the new state is stored and the wizard goes where core says. Step 9's 'save' is handed to
 * `onSave`.
 */
export function useStepSubmit(step: WizardStepNumber, onSave?: (state: WizardState) => void): StepSubmit {
  const store = useStore();
  const navigate = useNavigate();
  const context = useStepContext();
  const submitStep = useSetAtom(submitStepAtom);
  const visibility = useStepVisibility(step);
  const issues = useStepIssues(step);
  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      const done = completeStep(store.get(wizardStateAtom), step, context);
      if (!done.ok) {
        submitStep(step, true);
        focusFirstInvalid();
        return;
      }
      if (done.destination === 'save') {
        store.set(wizardStateAtom, done.state);
        submitStep(step, false);
        onSave?.(done.state);
        return;
      }
      // The completed state and the next step in one render, a transition as the router's own navigation
      // is: the step being left is not drawn again with the completed state first (step 3 over a big table
      // took a render and a frame before step 4 started). The store holds the new state at once.
      const destination = wizardStep(done.destination).fullPath;
      startTransition(() => {
        store.set(wizardStateAtom, done.state);
        submitStep(step, false);
        void navigate(destination);
      });
    },
    [store, step, context, submitStep, navigate, onSave],
  );
  const refused = useRefusalIssues(step);
  // The server's messages of a refused save show on their step at once, as after a refused 'Volgende'.
  const list = visibility.submitted
    ? wizardErrorList(issues)
    : refused.length > 0
      ? wizardErrorList(refused)
      : { messages: [], invalidTabs: [] };
  return { onSubmit, messages: list.messages, invalidTabs: list.invalidTabs };
}
