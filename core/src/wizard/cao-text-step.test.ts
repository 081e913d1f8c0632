import { describe, expect, it } from 'vitest';
import { withCaoText, withOriginalCaoText } from './cao-text-step.js';
import { emptyWizardState, type WizardState } from './state.js';
import { fixtureCao } from './test-cao.js';
import { chooseCao } from './transitions.js';

const cao = fixtureCao();

function caoChosen(): WizardState {
  return chooseCao({ ...emptyWizardState(), step1: { usesCao: 1, withEmployersOrganisation: false } }, cao);
}

describe('step 7: the cao text', () => {
  it('keeps a changed text within the contract, with the cao’s text as the original', () => {
    const state = withCaoText(
      caoChosen(),
      { cao },
      '<p style="color:red">Eigen <b>tekst</b><script>x</script></p>',
    );
    expect(state.step7).toEqual({ caoText: '<p>Eigen <b>tekst</b></p>', originalCaoText: cao.cao_text });
  });

  it('puts the original back on Reset, and changes nothing without one', () => {
    const changed = withCaoText(caoChosen(), { cao }, '<p>Anders</p>');
    expect(withOriginalCaoText(changed, { cao }).step7?.caoText).toBe(cao.cao_text);
    const own = withCaoText({ ...emptyWizardState() }, { cao: null }, '<p>Eigen</p>');
    expect(own.step7?.originalCaoText).toBeNull();
    expect(withOriginalCaoText(own, { cao: null })).toBe(own);
  });
});
