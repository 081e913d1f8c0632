import type { FormErrors } from '@beloning/core/rules';
import type { StartWizardForm } from '@beloning/core/schemas';
import { emptyStartWizardForm, type ShortWizardStepNumber } from '@beloning/core/wizard';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { FieldBinding } from '../fields';
import { getIn, setIn } from '../paths';
import { useWizard, useWizardAction } from '../store';

/**
 * The short wizard's form (SPEC.md 3, the start-wizard form) lives in the wizard's one store as
 * `startWizard`, so a reload or a second tab keeps it. Every change applies a function of core to it.
 */

/** The short wizard's form as stored, or an empty one. */
export function useShortForm(): StartWizardForm {
  return useWizard().startWizard ?? emptyStartWizardForm();
}

/** Applies a change of the short wizard's form (a function of core, or storing one field). */
export function useShortFormAction(): (change: (form: StartWizardForm) => StartWizardForm) => void {
  const apply = useWizardAction();
  return useCallback(
    (change) =>
      apply((state) => ({ ...state, startWizard: change(state.startWizard ?? emptyStartWizardForm()) })),
    [apply],
  );
}

interface ShortVisibility {
  readonly submitted: boolean;
  readonly touched: ReadonlySet<string>;
}

const NOTHING_SHOWN: ShortVisibility = { submitted: false, touched: new Set() };

/** Per step: whether 'Volgende' (or 'Opslaan') was pressed, and which fields were left. */
const shortVisibilityAtom = atom<Partial<Record<ShortWizardStepNumber, ShortVisibility>>>({});

const touchAtom = atom(null, (get, set, step: ShortWizardStepNumber, field: string) => {
  const all = get(shortVisibilityAtom);
  const current = all[step] ?? NOTHING_SHOWN;
  if (current.touched.has(field)) return;
  set(shortVisibilityAtom, { ...all, [step]: { ...current, touched: new Set([...current.touched, field]) } });
});

const submitAtom = atom(null, (get, set, step: ShortWizardStepNumber) => {
  const all = get(shortVisibilityAtom);
  set(shortVisibilityAtom, { ...all, [step]: { ...(all[step] ?? NOTHING_SHOWN), submitted: true } });
});

export interface ShortStepFields {
  /** A field bound to the form by core's path ('jobs.0.name'), with core's first message for it. */
  readonly bind: (
    field: string,
    change?: (value: unknown) => (form: StartWizardForm) => StartWizardForm,
  ) => FieldBinding;
  /** The message shown for a field now (after it was left, or after a submit), or null. */
  readonly errorOf: (field: string) => string | null;
  /** Marks the step as submitted, so every message shows. */
  readonly submit: () => void;
  readonly submitted: boolean;
}

/**
 * The fields of a short-wizard step: values from the stored form, changes stored at once, and core's
 * messages (`errors`, worked out by the step from core's rules) under a field once it was left or the step
 * was submitted.
 */
export function useShortStepFields(step: ShortWizardStepNumber, errors: FormErrors): ShortStepFields {
  const form = useShortForm();
  const change = useShortFormAction();
  const visibility = useAtomValue(shortVisibilityAtom)[step] ?? NOTHING_SHOWN;
  const touch = useSetAtom(touchAtom);
  const markSubmitted = useSetAtom(submitAtom);
  const errorOf = (field: string) =>
    visibility.submitted || visibility.touched.has(field) ? (errors[field]?.[0] ?? null) : null;
  return {
    bind: (field, onChange) => ({
      value: getIn(form, field),
      change: (value) => change(onChange?.(value) ?? ((old) => setIn(old, field, value) as StartWizardForm)),
      error: errorOf(field),
      touch: () => touch(step, field),
    }),
    errorOf,
    submit: () => markSubmitted(step),
    submitted: visibility.submitted,
  };
}
