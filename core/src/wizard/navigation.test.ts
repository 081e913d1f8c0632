import { describe, expect, it } from 'vitest';
import {
  afterSaveDestination,
  afterShortSaveDestination,
  exitDestination,
  isBreadcrumbClickable,
  nextStep,
  previousStep,
  shortNextStep,
  shortPreviousStep,
  showsCaoTextIntroduction,
} from './navigation.js';

describe('nextStep', () => {
  it('goes to the following step by route name', () => {
    expect(nextStep(1)).toEqual({ kind: 'route', name: 'wizard-step2-cao', params: {}, query: {} });
    expect(nextStep(6)).toMatchObject({ name: 'wizard-step7-samenvatting' });
    expect(nextStep(8)).toMatchObject({ name: 'wizard-Step9-accorderen' });
  });
  it('has no next step on step 9, where Opslaan saves', () => {
    expect(nextStep(9)).toBeNull();
  });
});

describe('previousStep', () => {
  it('goes back one step', () => {
    expect(previousStep(6)).toEqual({ kind: 'route', name: 'wizard-step5-jobs', params: {}, query: {} });
    expect(previousStep(7)).toMatchObject({ name: 'wizard-step6-toeslagen', query: {} });
    expect(previousStep(9)).toMatchObject({ name: 'wizard-step8-overzicht' });
    expect(previousStep(2)).toMatchObject({ name: 'wizard-step1-beloningsregeling' });
  });
  it('goes from step 8 to step 7 with fromStep8=true', () => {
    expect(previousStep(8)).toEqual({
      kind: 'route',
      name: 'wizard-step7-samenvatting',
      params: {},
      query: { fromStep8: 'true' },
    });
  });
  it('has no previous step on step 1', () => {
    expect(previousStep(1)).toBeNull();
  });
});

describe('showsCaoTextIntroduction', () => {
  it('shows the introduction unless the user came back from step 8', () => {
    expect(showsCaoTextIntroduction(undefined)).toBe(true);
    expect(showsCaoTextIntroduction(null)).toBe(true);
    expect(showsCaoTextIntroduction('false')).toBe(true);
    expect(showsCaoTextIntroduction('true')).toBe(false);
  });
});

describe('isBreadcrumbClickable', () => {
  it('lets the current and passed steps be clicked, not later ones', () => {
    expect(isBreadcrumbClickable(1, 4)).toBe(true);
    expect(isBreadcrumbClickable(4, 4)).toBe(true);
    expect(isBreadcrumbClickable(5, 4)).toBe(false);
  });
});

describe('exitDestination', () => {
  it('leaves to the overview for the hirer', () => {
    expect(exitDestination({ proposalInlenerId: null })).toEqual({
      kind: 'route',
      name: 'overview',
      params: {},
      query: {},
    });
  });
  it("leaves to the agency's page of the hirer during a proposal", () => {
    expect(exitDestination({ proposalInlenerId: 17 })).toEqual({
      kind: 'agency-subscription',
      inlenersId: 17,
    });
  });
});

describe('afterSaveDestination', () => {
  it("goes back to the agency's page of the hirer after a proposal, even with links", () => {
    expect(afterSaveDestination({ proposalInlenerId: 17, hasKoppelingen: true, guid: 'abc' })).toEqual({
      kind: 'agency-subscription',
      inlenersId: 17,
    });
  });
  it('goes to the overview when links to agencies exist', () => {
    expect(afterSaveDestination({ proposalInlenerId: null, hasKoppelingen: true, guid: 'abc' })).toEqual({
      kind: 'route',
      name: 'overview',
      params: {},
      query: {},
    });
  });
  it('goes to the links page with its invites when there are no links yet', () => {
    expect(afterSaveDestination({ proposalInlenerId: null, hasKoppelingen: false, guid: 'abc-123' })).toEqual(
      {
        kind: 'route',
        name: 'inleners-cao-koppelingen',
        params: { guid: 'abc-123' },
        query: { showInvites: 'true' },
      },
    );
  });
});

describe('shortNextStep', () => {
  it('goes to the following short-wizard step', () => {
    expect(shortNextStep(1)).toMatchObject({ name: 'start-wizard-step2-functies' });
    expect(shortNextStep(3)).toMatchObject({ name: 'start-wizard-step4-accorderen' });
  });
  it('has no next step on step 4, where Opslaan saves', () => {
    expect(shortNextStep(4)).toBeNull();
  });
});

describe('shortPreviousStep', () => {
  it('goes back one step', () => {
    expect(shortPreviousStep(4)).toMatchObject({ name: 'start-wizard-step3-cao-overzicht' });
    expect(shortPreviousStep(2)).toMatchObject({ name: 'start-wizard-step1-cao' });
  });
  it('has no previous step on step 1', () => {
    expect(shortPreviousStep(1)).toBeNull();
  });
});

describe('afterShortSaveDestination', () => {
  it('goes to the links page of the new cao compliance with its invites', () => {
    expect(afterShortSaveDestination(31)).toEqual({
      kind: 'route',
      name: 'cao-compliance-koppelingen',
      params: { id: '31' },
      query: { showInvites: 'true' },
    });
  });
});
