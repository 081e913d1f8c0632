import { describe, expect, it } from 'vitest';
import { exampleInlenersCao, exampleKoppeling } from '../schemas/test-examples.js';
import { hasProposalDraft, proposalWizardGuard, proposalWizardState } from './proposal.js';
import { emptyWizardState } from './state.js';

describe('an agency’s proposal', () => {
  it('starts empty for the hirer, or from the shared scheme without its links and signature', () => {
    expect(proposalWizardState(7)).toEqual({ ...emptyWizardState(), proposalInlenerId: 7 });
    const scheme = { ...exampleInlenersCao(), koppelingen: [exampleKoppeling()] };
    const amending = proposalWizardState(7, scheme);
    expect(amending).toMatchObject({
      proposalInlenerId: 7,
      inlenerCaoId: scheme.id,
      expectedVersion: scheme.version,
      schemeGuid: scheme.guid,
      koppelingen: [],
      step9: null,
    });
    expect(amending.step2?.vacationAmount).toBe('25');
  });

  it('is a draft to go on with only for the same hirer and when something was filled in', () => {
    expect(hasProposalDraft(proposalWizardState(7), 7)).toBe(true);
    expect(hasProposalDraft(proposalWizardState(7), 8)).toBe(false);
    expect(hasProposalDraft(emptyWizardState(), 7)).toBe(false);
  });

  it('lets an agency into the wizard only with a proposal, up to the furthest step it may open', () => {
    expect(proposalWizardGuard(emptyWizardState(), 1)).toEqual({
      kind: 'route',
      name: 'uitlenersportaal',
      params: {},
      query: {},
    });
    expect(proposalWizardGuard(proposalWizardState(7), 4)).toMatchObject({
      name: 'wizard-step1-beloningsregeling',
    });
  });
});
