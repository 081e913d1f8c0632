import { describe, expect, it } from 'vitest';
import type { EquivalentPackage } from '../schemas/equivalent-package.js';
import {
  caoBlockForm,
  caoPackageDefaults,
  packageBlockCaoStatus,
  packageCaoComparison,
  takeCaoBlock,
  type CaoPackageSource,
} from './cao-package.js';
import { stepIssues, wizardPackage, wizardPayload } from './complete-step.js';
import { wizardStateFromScheme } from './load-scheme.js';
import { emptyBlockForm } from './package-form.js';
import { wizardStateSchema, type WizardState } from './state.js';
import { fixtureCao } from './test-cao.js';
import { filledState } from './test-states.js';
import { exampleInlenersCao } from '../schemas/test-examples.js';

/** The Schoonmaak fixture: its package has one block, leave, with art. 31's extra day. */
const SCHOONMAAK = fixtureCao();

/** A new scheme on the Schoonmaak cao, step 6 not opened yet. */
function newScheme(changes: Partial<WizardState> = {}): WizardState {
  const state = filledState();
  return { ...state, step2: { ...state.step2!, caoId: SCHOONMAAK.id }, ...changes };
}

const PENSION_CAO: CaoPackageSource = {
  id: 901,
  equivalent_package: {
    pension: {
      origin: 'cao',
      name: 'Pensioenfonds Schoonmaak',
      employer_percentage: '15.9',
      employee_percentage: '7.95',
      franchise: null,
    },
  },
};

describe('caoPackageDefaults: the cao package as the starting point of a new scheme', () => {
  it('the fixture cao really has art. 31 in its leave block and nothing else', () => {
    expect(Object.keys(SCHOONMAAK.equivalent_package ?? {})).toEqual(['leave']);
  });

  it('fills the blocks the cao has, volgens cao, and leaves the others out (nog niet ingevuld)', () => {
    const state = caoPackageDefaults(newScheme(), SCHOONMAAK);
    expect(Object.keys(state.packageForm ?? {})).toEqual(['leave']);
    const leave = state.packageForm!.leave!;
    expect(leave.origin).toBe('cao_avv');
    expect(leave.extra_leave).toEqual([
      expect.objectContaining({
        name: 'Verjaardag of extra vrije dag',
        amount: '1',
        unit: 'dagen',
        per: 'jaar',
      }),
    ]);
    expect(state.packageCaoOffer?.caoId).toBe(SCHOONMAAK.id);
    // What the save sends is exactly the cao's block: nothing invented, nothing lost.
    expect(wizardPackage(state)).toEqual({ leave: SCHOONMAAK.equivalent_package!.leave });
    expect(stepIssues(state, 6, { cao: null })).toEqual([]);
  });

  it('a cao block whose file gives no cao origin is still offered as the cao’s', () => {
    const cao: CaoPackageSource = {
      id: 902,
      equivalent_package: { pension: { ...PENSION_CAO.equivalent_package!.pension!, origin: 'onbekend' } },
    };
    const state = caoPackageDefaults(newScheme({ step2: { ...newScheme().step2!, caoId: 902 } }), cao);
    expect(state.packageForm?.pension?.origin).toBe('cao');
  });

  it('is offered once per cao: calling again changes nothing, and a cleared block stays empty', () => {
    const offered = caoPackageDefaults(newScheme(), SCHOONMAAK);
    expect(caoPackageDefaults(offered, SCHOONMAAK)).toBe(offered);
    const cleared: WizardState = { ...offered, packageForm: {} };
    expect(caoPackageDefaults(cleared, SCHOONMAAK)).toBe(cleared);
    expect(wizardPackage(cleared)).toBeNull();
  });

  it('never overwrites a block the user filled in', () => {
    const typed = { ...emptyBlockForm('leave'), origin: 'eigen', leave_day_value: '100' };
    const state = caoPackageDefaults(newScheme({ packageForm: { leave: typed } }), SCHOONMAAK);
    expect(state.packageForm?.leave).toEqual(typed);
    // An empty block (opened, nothing typed) does take the cao's.
    const opened = caoPackageDefaults(
      newScheme({ packageForm: { leave: emptyBlockForm('leave') } }),
      SCHOONMAAK,
    );
    expect(opened.packageForm?.leave?.origin).toBe('cao_avv');
  });

  it('offers nothing to a saved scheme, an own scheme, or another cao than step 2’s', () => {
    const saved = wizardStateFromScheme({ ...exampleInlenersCao(), equivalent_package: undefined }).state;
    const editing = { ...saved, step2: { ...saved.step2!, caoId: SCHOONMAAK.id } };
    expect(caoPackageDefaults(editing, SCHOONMAAK)).toBe(editing);
    const own = newScheme({ step1: { usesCao: 0, withEmployersOrganisation: false } });
    expect(caoPackageDefaults(own, SCHOONMAAK)).toBe(own);
    const other = newScheme();
    expect(caoPackageDefaults(other, PENSION_CAO)).toBe(other);
  });

  it('a cao without a package leaves the form as it was (null: nog niet ingevuld)', () => {
    const state = caoPackageDefaults(newScheme(), { id: SCHOONMAAK.id });
    expect(state.packageForm).toBeNull();
    expect(wizardPackage(state)).toBeNull();
  });

  it('another cao in step 2: an untouched offered block follows it, a changed one is kept', () => {
    const first = caoPackageDefaults(newScheme(), SCHOONMAAK);
    const switched = caoPackageDefaults(
      { ...first, step2: { ...first.step2!, caoId: PENSION_CAO.id } },
      PENSION_CAO,
    );
    // The Schoonmaak leave, untouched, does not hold for the other cao; its pension comes in.
    expect(Object.keys(switched.packageForm ?? {})).toEqual(['pension']);
    expect(switched.packageForm?.pension?.employer_percentage).toBe('15,9');

    const changed = {
      ...first,
      packageForm: { leave: { ...first.packageForm!.leave!, leave_day_value: '100' } },
    };
    const kept = caoPackageDefaults(
      { ...changed, step2: { ...changed.step2!, caoId: PENSION_CAO.id } },
      PENSION_CAO,
    );
    expect(kept.packageForm?.leave?.leave_day_value).toBe('100');
    expect(Object.keys(kept.packageForm ?? {}).sort()).toEqual(['leave', 'pension']);
  });

  it('the offer survives the round trip through local storage', () => {
    const state = caoPackageDefaults(newScheme(), SCHOONMAAK);
    const read = wizardStateSchema.parse(JSON.parse(JSON.stringify(state)));
    expect(read.packageCaoOffer).toEqual(state.packageCaoOffer);
    expect(caoPackageDefaults(read, SCHOONMAAK)).toBe(read);
    // A state stored before this field existed reads as never offered.
    const { packageCaoOffer: _gone, ...old } = newScheme();
    expect(wizardStateSchema.parse(old).packageCaoOffer).toBeNull();
  });
});

describe('a saved scheme and the cao: shown, taken only on request', () => {
  const savedLeave: EquivalentPackage['leave'] = {
    origin: 'cao_avv',
    extra_leave: [{ name: 'Verjaardag', amount: '1', unit: 'dagen', per: 'jaar' }],
  };

  it('packageBlockCaoStatus says geen, leeg, gelijk or afwijkend', () => {
    const offered = caoPackageDefaults(newScheme(), SCHOONMAAK).packageForm;
    expect(packageBlockCaoStatus(offered, SCHOONMAAK, 'leave')).toBe('gelijk');
    expect(packageBlockCaoStatus(offered, SCHOONMAAK, 'pension')).toBe('geen');
    expect(packageBlockCaoStatus(null, SCHOONMAAK, 'leave')).toBe('leeg');
    const twoDays = {
      leave: {
        ...offered!.leave!,
        extra_leave: [{ ...(offered!.leave!.extra_leave as Record<string, unknown>[])[0]!, amount: '2' }],
      },
    };
    expect(packageBlockCaoStatus(twoDays as never, SCHOONMAAK, 'leave')).toBe('afwijkend');
    // Another origin is a difference too; so is a value that cannot be read yet.
    expect(
      packageBlockCaoStatus({ leave: { ...offered!.leave!, origin: 'eigen' } }, SCHOONMAAK, 'leave'),
    ).toBe('afwijkend');
    expect(
      packageBlockCaoStatus({ leave: { ...offered!.leave!, leave_day_value: 'veel' } }, SCHOONMAAK, 'leave'),
    ).toBe('afwijkend');
  });

  it('an edit keeps the saved block against a newer cao; takeCaoBlock takes the cao’s only when asked', () => {
    const saved = wizardStateFromScheme({
      ...exampleInlenersCao(),
      equivalent_package: { leave: savedLeave },
    }).state;
    const withCao = { ...saved, step1: { usesCao: 1 as const, withEmployersOrganisation: false } };
    const editing = { ...withCao, step2: { ...withCao.step2!, caoId: SCHOONMAAK.id } };
    expect(caoPackageDefaults(editing, SCHOONMAAK)).toBe(editing);
    expect(wizardPackage(editing)).toEqual({ leave: savedLeave });
    expect(packageBlockCaoStatus(editing.packageForm, SCHOONMAAK, 'leave')).toBe('afwijkend');
    const taken = takeCaoBlock(editing, SCHOONMAAK, 'leave');
    expect(wizardPackage(taken)).toEqual({ leave: SCHOONMAAK.equivalent_package!.leave });
    expect(takeCaoBlock(editing, SCHOONMAAK, 'pension')).toBe(editing);
  });

  it('a new cao version for a saved scheme: the saved leave stays, the newer cao’s shows as a difference', () => {
    const newer = {
      ...SCHOONMAAK,
      id: 77,
      equivalent_package: {
        leave: { ...SCHOONMAAK.equivalent_package!.leave!, leave_day_value: '100' },
        pension: PENSION_CAO.equivalent_package!.pension!,
      },
    };
    const scheme = {
      ...exampleInlenersCao(),
      equivalent_package: { leave: SCHOONMAAK.equivalent_package!.leave! },
    };
    const { state } = wizardStateFromScheme(scheme, { kind: 'new-cao-version', cao: newer });
    expect(state.step2?.caoId).toBe(77);
    const withCao = { ...state, step1: { usesCao: 1 as const, withEmployersOrganisation: false } };
    // Nothing is taken by itself: the save sends the saved version's leave, and no pension.
    expect(caoPackageDefaults(withCao, newer)).toBe(withCao);
    expect(wizardPackage(withCao)).toEqual({ leave: SCHOONMAAK.equivalent_package!.leave });
    expect(packageBlockCaoStatus(withCao.packageForm, newer, 'leave')).toBe('afwijkend');
    expect(packageBlockCaoStatus(withCao.packageForm, newer, 'pension')).toBe('leeg');
    const compared = packageCaoComparison(newer, wizardPackage(withCao));
    expect(compared.differences.map((d) => [d.block, d.kind])).toEqual([
      ['leave', 'afwijkend'],
      ['pension', 'niet_overgenomen'],
    ]);
    expect(compared.differences[0]!.cao).toContain('waarde verlofdag 100 % van het dagloon');
  });

  it('caoBlockForm is the block as typed: Dutch decimals', () => {
    expect(caoBlockForm(PENSION_CAO, 'pension')).toMatchObject({
      employer_percentage: '15,9',
      franchise: '',
    });
    expect(caoBlockForm(PENSION_CAO, 'leave')).toBeUndefined();
  });
});

describe('packageCaoComparison: step 8’s blocks against the cao', () => {
  const caoLeave = SCHOONMAAK.equivalent_package!.leave!;

  it('the cao’s package unchanged: no difference', () => {
    const result = packageCaoComparison(SCHOONMAAK, { leave: caoLeave });
    expect(result).toEqual({ caoHasPackage: true, differences: [] });
  });

  it('a changed leave day, an added pension and a dropped block, each in Dutch', () => {
    const scheme: EquivalentPackage = {
      leave: { ...caoLeave, extra_leave: [{ ...caoLeave.extra_leave![0]!, amount: '2' }] },
      pension: PENSION_CAO.equivalent_package!.pension!,
    };
    const result = packageCaoComparison(SCHOONMAAK, scheme);
    expect(result.differences.map((d) => [d.label, d.kindLabel])).toEqual([
      ['Verlof', 'Wijkt af van de cao'],
      ['Pensioen', 'Niet in de cao'],
    ]);
    const [leave, pension] = result.differences;
    expect(leave!.cao).toContain('Verjaardag of extra vrije dag: 1 dag per jaar');
    expect(leave!.scheme).toContain('Verjaardag of extra vrije dag: 2 dagen per jaar');
    expect(leave!.cao).toMatch(/^Cao \(algemeen verbindend verklaard\): /);
    expect(pension!.cao).toBe('nog niet ingevuld');
    expect(pension!.scheme).toMatch(/^Cao: Pensioenfonds Schoonmaak; werkgever 15,9 %/);

    const dropped = packageCaoComparison(SCHOONMAAK, null);
    expect(dropped.differences).toEqual([
      expect.objectContaining({
        block: 'leave',
        kind: 'niet_overgenomen',
        kindLabel: 'Niet overgenomen uit de cao',
      }),
    ]);
    expect(dropped.differences[0]!.scheme).toBe('nog niet ingevuld');
  });

  it('a cao without a package says so, and lists the scheme’s blocks as not in the cao', () => {
    const result = packageCaoComparison({ id: 1 }, { pension: PENSION_CAO.equivalent_package!.pension! });
    expect(result.caoHasPackage).toBe(false);
    expect(result.differences.map((d) => d.kind)).toEqual(['niet_in_cao']);
  });

  it('the payload of an offered, unchanged package equals the cao’s', () => {
    const state = caoPackageDefaults(newScheme(), SCHOONMAAK);
    const payload = wizardPayload(state, { cao: null });
    expect(packageCaoComparison(SCHOONMAAK, payload.equivalent_package).differences).toEqual([]);
  });
});
