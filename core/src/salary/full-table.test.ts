import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FullTable } from '../schemas/salary-table.js';
import { addAge } from './add-age.js';
import { addPayscale } from './add-payscale.js';
import { addPeriodical } from './add-periodical.js';
import type { FullTableResult } from './full-table-error.js';
import { removeAge } from './remove-age.js';
import { removePayscale } from './remove-payscale.js';
import { removePeriodical } from './remove-periodical.js';
import { setCell } from './set-cell.js';
import { payscaleKeys, periodicalKeys } from './table-keys.js';

const table: FullTable = {
  '18': { A: { '1': '11.62' }, B: { '1': '12.21', '2': '12.80' } },
  null: { A: { '1': '14.15', '2': '14.68' }, B: { '1': '14.87' } },
};
const frozen = structuredClone(table);

function tableOf(result: FullTableResult): FullTable {
  if (!result.ok) throw new Error(`expected a table, got ${result.error.message}`);
  return result.table;
}

function errorOf(result: FullTableResult): { code: string; message: string } {
  if (result.ok) throw new Error('expected an error, got a table');
  return result.error;
}

describe('payscaleKeys', () => {
  it('lists every payscale once in order of appearance', () => {
    expect(payscaleKeys({ '18': { A: {} }, null: { A: {}, C: {} } })).toEqual(['A', 'C']);
    expect(payscaleKeys({})).toEqual([]);
  });
});

describe('periodicalKeys', () => {
  it('lists the columns of one age, or of all ages', () => {
    expect(periodicalKeys(table, '18')).toEqual(['1', '2']);
    expect(periodicalKeys({ '18': { A: { '1': '1' } }, '19': { A: { '3': '1' } } })).toEqual(['1', '3']);
    expect(periodicalKeys(table, '99')).toEqual([]);
  });
});

describe('addAge', () => {
  it('adds an age with every payscale and no wages', () => {
    expect(tableOf(addAge(table, '19'))['19']).toEqual({ A: {}, B: {} });
    expect(table).toEqual(frozen);
  });

  it('can copy the wages of another age', () => {
    const added = tableOf(addAge(table, '21', 'null'));
    expect(added['21']).toEqual(table.null);
    expect(added['21']).not.toBe(table.null);
  });

  it('adds the all-ages row under null and writes numbers without leading zeros', () => {
    expect(tableOf(addAge({ '18': {} }, 'null'))).toHaveProperty('null');
    expect(tableOf(addAge(table, '019'))).toHaveProperty('19');
  });

  it('refuses an empty age', () => {
    expect(errorOf(addAge(table, ' '))).toEqual({ code: 'required', message: 'Veld is vereist' });
  });

  it('refuses an age that is not a whole number', () => {
    expect(errorOf(addAge(table, 'twintig'))).toEqual({
      code: 'numeric',
      message: 'Vul een geldig getal in',
    });
    expect(errorOf(addAge(table, '18,5')).code).toBe('numeric');
  });

  it('refuses an age that is already there', () => {
    expect(errorOf(addAge(table, '18'))).toEqual({ code: 'unique', message: 'Waarde moet uniek zijn' });
    expect(errorOf(addAge(table, '018')).code).toBe('unique');
  });

  it('refuses to copy from an age that is not there', () => {
    expect(errorOf(addAge(table, '19', '17'))).toEqual({
      code: 'unknown_age',
      message: 'Deze leeftijd staat niet in de loontabel',
    });
  });
});

describe('removeAge', () => {
  it('removes the age with its wages', () => {
    expect(tableOf(removeAge(table, '18'))).toEqual({ null: table.null });
    expect(table).toEqual(frozen);
  });

  it('refuses an age that is not there', () => {
    expect(errorOf(removeAge(table, '17')).code).toBe('unknown_age');
    expect(errorOf(removeAge(table, 'toString')).code).toBe('unknown_age');
  });
});

describe('addPayscale', () => {
  it('adds the next payscale key to every age, without wages', () => {
    const added = tableOf(addPayscale(table));
    expect(added['18']?.C).toEqual({});
    expect(added.null?.C).toEqual({});
    expect(table).toEqual(frozen);
  });

  it('takes a given key', () => {
    expect(payscaleKeys(tableOf(addPayscale(table, 'LG1')))).toEqual(['A', 'B', 'LG1']);
  });

  it('refuses a key that differs from a taken one only in case or spaces, as the step-4 rules would', () => {
    const withLg1 = tableOf(addPayscale(table, 'LG1'));
    for (const key of ['lg1', ' LG1 ', 'a']) {
      expect(addPayscale(withLg1, key)).toEqual({
        ok: false,
        error: { code: 'unique', message: 'Waarde moet uniek zijn' },
      });
    }
  });

  it('starts a table without ages with the all-ages row and key 1', () => {
    expect(tableOf(addPayscale({}))).toEqual({ null: { '1': {} } });
  });

  it('keeps payscale keys unique in every age after any sequence of additions and removals', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'add' as const }),
      fc.record({ kind: fc.constant('addKey' as const), key: fc.string({ minLength: 1, maxLength: 10 }) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let current: FullTable = table;
        for (const step of actions) {
          const keys = payscaleKeys(current);
          const result =
            step.kind === 'add'
              ? addPayscale(current)
              : step.kind === 'addKey'
                ? addPayscale(current, step.key)
                : removePayscale(current, keys[step.index % Math.max(keys.length, 1)] ?? '');
          if (result.ok) current = result.table;
          for (const payscales of Object.values(current)) {
            expect(Object.keys(payscales)).toEqual(payscaleKeys(current));
          }
          expect(payscaleKeys(current).every((key) => key.length >= 1 && key.length <= 10)).toBe(true);
        }
      }),
    );
  });

  it('refuses an empty key', () => {
    expect(errorOf(addPayscale(table, ''))).toEqual({ code: 'required', message: 'Veld is vereist' });
  });

  it('refuses a key longer than 10 characters', () => {
    expect(errorOf(addPayscale(table, 'ABCDEFGHIJK'))).toEqual({
      code: 'too_long',
      message: 'Maximaal 10 karakters',
    });
    expect(tableOf(addPayscale(table, 'ABCDEFGHIJ'))).toBeDefined();
  });

  it('refuses a key that is already there', () => {
    expect(errorOf(addPayscale(table, 'B'))).toEqual({ code: 'unique', message: 'Waarde moet uniek zijn' });
  });
});

describe('removePayscale', () => {
  it('removes the payscale from every age', () => {
    expect(tableOf(removePayscale(table, 'A'))).toEqual({
      '18': { B: table['18']!.B },
      null: { B: table.null!.B },
    });
    expect(table).toEqual(frozen);
  });

  it('refuses a payscale that is not there', () => {
    expect(errorOf(removePayscale(table, 'Z'))).toEqual({
      code: 'unknown_payscale',
      message: 'Deze schaal staat niet in de loontabel',
    });
  });
});

describe('addPeriodical', () => {
  it('adds a cell with its wage under the next column key', () => {
    const added = tableOf(addPeriodical(table, { age: '18', payscale: 'A', value: '12,10' }));
    expect(added['18']?.A).toEqual({ '1': '11.62', '3': '12.10' });
    expect(table).toEqual(frozen);
  });

  it('takes a given column key', () => {
    const added = tableOf(
      addPeriodical(table, { age: '18', payscale: 'A', periodical: '2', value: '12.10' }),
    );
    expect(added['18']?.A).toEqual({ '1': '11.62', '2': '12.10' });
  });

  it('does not create a periodical without a value', () => {
    expect(errorOf(addPeriodical(table, { age: '18', payscale: 'A', value: '' }))).toEqual({
      code: 'required',
      message: 'Veld is vereist',
    });
  });

  it('refuses a value that is not a number', () => {
    expect(errorOf(addPeriodical(table, { age: '18', payscale: 'A', value: 'x' })).code).toBe('numeric');
  });

  it('refuses a column that the row already has', () => {
    expect(
      errorOf(addPeriodical(table, { age: '18', payscale: 'A', periodical: '1', value: '12' })).code,
    ).toBe('unique');
  });

  it('refuses an empty column key', () => {
    expect(
      errorOf(addPeriodical(table, { age: '18', payscale: 'A', periodical: ' ', value: '12' })).code,
    ).toBe('required');
  });

  it('refuses an age or payscale that is not there', () => {
    expect(errorOf(addPeriodical(table, { age: '17', payscale: 'A', value: '12' })).code).toBe('unknown_age');
    expect(errorOf(addPeriodical(table, { age: '18', payscale: 'Z', value: '12' })).code).toBe(
      'unknown_payscale',
    );
  });
});

describe('removePeriodical', () => {
  it('removes a column from every payscale of the age', () => {
    expect(tableOf(removePeriodical(table, 'null', '1')).null).toEqual({ A: { '2': '14.68' }, B: {} });
    expect(table).toEqual(frozen);
  });

  it('removes one cell when a payscale is given', () => {
    expect(tableOf(removePeriodical(table, 'null', '1', 'B')).null).toEqual({ A: table.null!.A, B: {} });
  });

  it('refuses an age, payscale or periodical that is not there', () => {
    expect(errorOf(removePeriodical(table, '17', '1')).code).toBe('unknown_age');
    expect(errorOf(removePeriodical(table, '18', '1', 'Z')).code).toBe('unknown_payscale');
    expect(errorOf(removePeriodical(table, '18', '9'))).toEqual({
      code: 'unknown_periodical',
      message: 'Deze periodiek staat niet in de loontabel',
    });
    expect(errorOf(removePeriodical(table, '18', '2', 'A')).code).toBe('unknown_periodical');
  });
});

describe('setCell', () => {
  const address = { age: '18', payscale: 'A', periodical: '1' };

  it('sets a wage typed with a decimal comma', () => {
    expect(tableOf(setCell(table, address, '12,50'))['18']?.A).toEqual({ '1': '12.50' });
    expect(table).toEqual(frozen);
  });

  it('creates a cell in an existing row', () => {
    expect(tableOf(setCell(table, { ...address, periodical: '2' }, '12'))['18']?.A).toEqual({
      '1': '11.62',
      '2': '12',
    });
  });

  it('does not let a cell go below its original value', () => {
    expect(errorOf(setCell(table, address, '11,61', table))).toEqual({
      code: 'below_minimum',
      message: 'Waarde moet minimaal 11,62 zijn',
    });
    expect(tableOf(setCell(table, address, '11,62', table))['18']?.A?.['1']).toBe('11.62');
  });

  it('has no minimum for a cell that the original table does not have', () => {
    expect(tableOf(setCell(table, { ...address, periodical: '5' }, '1', table))['18']?.A?.['5']).toBe('1');
  });

  it('refuses an empty or non-numeric value', () => {
    expect(errorOf(setCell(table, address, '')).code).toBe('required');
    expect(errorOf(setCell(table, address, 'twaalf')).code).toBe('numeric');
  });

  it('refuses an age or payscale that is not there', () => {
    expect(errorOf(setCell(table, { ...address, age: '17' }, '12')).code).toBe('unknown_age');
    expect(errorOf(setCell(table, { ...address, payscale: 'Z' }, '12')).code).toBe('unknown_payscale');
    expect(errorOf(setCell(table, { ...address, payscale: 'toString' }, '12')).code).toBe('unknown_payscale');
  });
});
