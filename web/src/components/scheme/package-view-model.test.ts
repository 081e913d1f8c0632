import { describe, expect, it } from 'vitest';
import { completenessCountsText, previousVersion, statusBadgeClass } from './package-view-model';

describe('previousVersion', () => {
  it('is the newest version before the shown one, whatever the order of the list', () => {
    const versions = [{ version: 3 }, { version: 1 }, { version: 4 }, { version: 2 }];
    expect(previousVersion({ version: 3, versions })).toBe(2);
    expect(previousVersion({ version: 4, versions })).toBe(3);
  });

  it('skips a missing number', () => {
    expect(previousVersion({ version: 5, versions: [{ version: 2 }, { version: 5 }] })).toBe(2);
  });

  it('is null for the first version and for a list without an earlier one', () => {
    expect(previousVersion({ version: 1, versions: [{ version: 1 }, { version: 2 }] })).toBeNull();
    expect(previousVersion({ version: 3, versions: [] })).toBeNull();
  });
});

describe('completenessCountsText', () => {
  it('words the three counts in Dutch, in the order of core', () => {
    expect(completenessCountsText({ ingevuld: 3, volgens_cao: 2, nog_niet_ingevuld: 7 })).toBe(
      '3 ingevuld, 2 volgens cao, 7 nog niet ingevuld',
    );
  });
});

describe('statusBadgeClass', () => {
  it('marks what is missing as a warning and what the cao gives as quiet', () => {
    expect(statusBadgeClass('nog_niet_ingevuld')).toBe('badge badge--warning');
    expect(statusBadgeClass('volgens_cao')).toBe('badge badge--muted');
    expect(statusBadgeClass('ingevuld')).toBe('badge');
  });
});
