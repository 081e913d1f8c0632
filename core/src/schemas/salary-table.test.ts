import fc from 'fast-check';
import { safeParse } from 'zod';
import { describe, expect, it } from 'vitest';
import { dutchErrorMap, zodErrorToBody } from './errors.js';
import { fullTableSchema, fullTableShape } from './salary-table.js';

/** Keys and values near every edge of the table schema: valid ones, and each way one can be wrong. */
const ageKey = fc.constantFrom(
  'null',
  '18',
  '21',
  '13',
  '99',
  '12',
  '100',
  '018',
  ' 21',
  '',
  'abc',
  '__proto__',
);
const memberKey = fc.constantFrom('LG1', 'A', '1', '0', '', ' ', 'schaal 2', '__proto__', 'constructor');
const wage = fc.oneof(
  fc.constantFrom('15.52', '0', '-1', '1.', '.5', '1,5', '1e3', ' 15.52', 'abc', ''),
  fc.stringMatching(/^-?\d{1,6}(\.\d{1,4})?$/),
  fc.constantFrom<unknown>(15.52, null, true, {}, [], undefined),
);
const record = <T>(key: fc.Arbitrary<string>, value: fc.Arbitrary<T>) =>
  fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((entries) => JSON.parse(JSON.stringify(Object.fromEntries(entries))) as unknown);
const cells = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(memberKey, wage, { maxKeys: 4 }) },
  fc.constantFrom<unknown>(null, 'x', [], 1),
);
const payscales = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(memberKey, cells, { maxKeys: 3 }) },
  fc.constantFrom<unknown>(null, [], 'x'),
);
const table = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(ageKey, payscales, { maxKeys: 3 }) },
  record(ageKey, payscales),
  fc.constantFrom<unknown>(null, undefined, [], 'x', 1, new Date(0), Object.create(null), {
    null: { LG1: { '1': '15.52', [Symbol('s')]: '1' } },
  }),
);

const parseBoth = (value: unknown) => ({
  fast: safeParse(fullTableSchema, value, { error: dutchErrorMap }),
  zod: safeParse(fullTableShape(), value, { error: dutchErrorMap }),
});

describe('fullTableSchema', () => {
  it("answers every table exactly as zod's own record schema does: the same data, or the same issues", () => {
    fc.assert(
      fc.property(table, (value) => {
        const { fast, zod } = parseBoth(value);
        expect(fast.success).toBe(zod.success);
        if (fast.success && zod.success) expect(fast.data).toEqual(zod.data);
        if (!fast.success && !zod.success) {
          expect(fast.error.issues).toEqual(zod.error.issues);
          expect(zodErrorToBody(fast.error)).toEqual(zodErrorToBody(zod.error));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('takes a valid table and refuses a wage with a decimal comma under its path', () => {
    const valid = { null: { LG1: { '0': '15.52', '1': '16' } }, '18': { LG1: { '0': '12.74' } } };
    expect(parseBoth(valid).fast).toEqual({ success: true, data: valid });
    const invalid = parseBoth({ null: { LG1: { '0': '15,52' } } }).fast;
    expect(invalid.success).toBe(false);
    expect(invalid.error && zodErrorToBody(invalid.error)).toEqual({
      errors: { 'null.LG1.0': ['Vul een geldig getal in'] },
      non_field_errors: [],
    });
  });
});
