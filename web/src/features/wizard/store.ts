import type { Cao } from '@beloning/core/schemas';
import {
  emptyWizardState,
  wizardStateSchema,
  type WizardState,
  type WizardStepNumber,
} from '@beloning/core/wizard';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { flushWrites, writeLater } from '../../lib/deferred-storage';
import { WIZARD_STORAGE_KEY } from '../../lib/wizard-storage';

/**
 * The full wizard's one store (SPEC.md section 3): core's WizardState in localStorage under
 * WIZARD_STORAGE_KEY, read back through core's schema, so a reload or a second tab loses nothing and an
 * unreadable draft starts empty. Every change goes through one write atom that applies a pure function of
 * core (a 'core action'); components never build the next state themselves.
 */

/**
 * The text last read or written and its state: the same text reads as the same object, so reading again
 * (jotai reads once more when the store mounts) neither parses a big table twice nor makes every view of the
 * state work out its rules again.
 */
let known: { readonly raw: string; readonly state: WizardState } | null = null;

/** Reads the stored state through core's schema; nothing stored, or anything else, is `initial`. */
function readStored(key: string, initial: WizardState): WizardState {
  try {
    flushWrites();
    const raw = localStorage.getItem(key);
    if (raw === null) return initial;
    if (known?.raw === raw) return known.state;
    const parsed = wizardStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return initial;
    known = { raw, state: parsed.data };
    return parsed.data;
  } catch {
    return initial;
  }
}

/** Stored once the screen shows the change (lib/deferred-storage), and before anything reads it back. */
function writeStored(key: string, state: WizardState): void {
  writeLater(
    localStorage,
    key,
    () => {
      const raw = JSON.stringify(state);
      known = { raw, state };
      return raw;
    },
    (error) => {
      // A full localStorage (about 5 MB): the state stays in this tab's memory.
      console.error('De wizard kon niet in localStorage worden bewaard', error);
    },
  );
}

/**
 * localStorage through core's schema. A change in another tab, and a write of this tab outside the store
 * (the overview's hand-over, clearing at login, which send a storage event), is read back the same way.
 */
const wizardStorage: SyncStorage<WizardState> = {
  getItem: readStored,
  setItem: writeStored,
  removeItem: (key) => {
    flushWrites();
    localStorage.removeItem(key);
  },
  subscribe: (key, callback, initial) => {
    const listener = (event: StorageEvent) => {
      if (event.key === null || event.key === key) callback(readStored(key, initial));
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

export const wizardStateAtom = atomWithStorage<WizardState>(
  WIZARD_STORAGE_KEY,
  emptyWizardState(),
  wizardStorage,
  { getOnInit: true },
);

/** A core action: the next wizard state from the current one. */
export type WizardAction = (state: WizardState) => WizardState;

/** Applies a core action to the stored state. */
export const applyWizardActionAtom = atom(null, (get, set, action: WizardAction) => {
  set(wizardStateAtom, action(get(wizardStateAtom)));
});

/** The wizard state, following every change (this tab's and, through storage events, other tabs'). */
export function useWizard(): WizardState {
  return useAtomValue(wizardStateAtom);
}

/** A function that applies a core action to the wizard state. */
export function useWizardAction(): (action: WizardAction) => void {
  return useSetAtom(applyWizardActionAtom);
}

/**
 * Which steps were submitted with 'Volgende' (their messages then all show) and which fields were left (a
 * field's message shows after its blur): per step, the field paths of core's issues ('oneOffBonuses.0.amount',
 * or '{tableKey}:{field}' for a table's field).
 */
export interface StepVisibility {
  readonly submitted: boolean;
  readonly touched: ReadonlySet<string>;
}

const EMPTY_VISIBILITY: StepVisibility = { submitted: false, touched: new Set() };

export const visibilityAtom = atom<Partial<Record<WizardStepNumber, StepVisibility>>>({});

export function useStepVisibility(step: WizardStepNumber): StepVisibility {
  return useAtomValue(visibilityAtom)[step] ?? EMPTY_VISIBILITY;
}

export const touchFieldAtom = atom(null, (get, set, step: WizardStepNumber, path: string) => {
  const all = get(visibilityAtom);
  const current = all[step] ?? EMPTY_VISIBILITY;
  if (current.touched.has(path)) return;
  set(visibilityAtom, { ...all, [step]: { ...current, touched: new Set([...current.touched, path]) } });
});

export const submitStepAtom = atom(null, (get, set, step: WizardStepNumber, submitted: boolean) => {
  const all = get(visibilityAtom);
  set(visibilityAtom, { ...all, [step]: { ...(all[step] ?? EMPTY_VISIBILITY), submitted } });
});

/** The caos fetched in this session, by id: a cao is fetched once and shared by every step. */
export const caoCacheAtom = atom<ReadonlyMap<number, Cao>>(new Map());
