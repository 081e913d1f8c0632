import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, greaterThanMessage, minValueMessage } from '../base/messages.js';
import type { FullTable } from '../schemas/salary-table.js';
import { compare } from './compare.js';
import { decimal } from './decimal.js';
import { salaryGridModel } from './grid-model.js';
import { PASTE_MESSAGES, pasteBlock, readPastedBlock } from './pasted-block.js';
import { SALARY_MESSAGES } from './full-table-error.js';

/** Three payscales (A, B, C) by three periodicals (1, 2, 3) for all ages, and a youth row. */
function table(): FullTable {
  return {
    null: {
      A: { '1': '15.00', '2': '16.00', '3': '17.00' },
      B: { '1': '18.00', '2': '19.00', '3': '20.00' },
      C: { '1': '21.00', '2': '22.00' },
    },
    '18': { A: { '1': '8.00' } },
  };
}

const original: FullTable = { null: { B: { '2': '19.00' } } };
const at = (payscale: string, periodical: string) => ({ age: 'null', payscale, periodical });

describe('readPastedBlock', () => {
  it('splits rows by \\r\\n, \\n or \\r and cells by tab; one newline at the end is no extra row', () => {
    expect(readPastedBlock('1\t2\r\n3\t4\r\n')).toEqual({
      ok: true,
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
    });
    expect(readPastedBlock('1\n2\r3')).toEqual({ ok: true, rows: [['1'], ['2'], ['3']] });
    expect(readPastedBlock('1\n\n')).toEqual({ ok: true, rows: [['1'], ['']] });
    expect(readPastedBlock('')).toEqual({ ok: true, rows: [] });
  });

  it('takes off the quotes Excel puts around a cell, and refuses a quote that is not closed', () => {
    expect(readPastedBlock('"1.234,56"\t"a\nb"\n')).toEqual({ ok: true, rows: [['1.234,56', 'a\nb']] });
    const refused = readPastedBlock('1\n"15,50');
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error.message).toBe(PASTE_MESSAGES.quote(2));
  });
});

describe('pasteBlock', () => {
  it('applies a block from Excel at the start cell, reading Dutch numbers, thousands dots and a euro sign', () => {
    const result = pasteBlock(table(), at('B', '2'), '19,50\t€ 1.234,56\r\n22,5\t€ 23\r\n', original);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.table.null?.B).toEqual({ '1': '18.00', '2': '19.50', '3': '1234.56' });
    // C had no wage in periodical 3 yet: the paste gives it one, as setCell does.
    expect(result.table.null?.C).toEqual({ '1': '21.00', '2': '22.5', '3': '23' });
    expect(result.table['18']).toEqual(table()['18']);
    expect(result.cells).toEqual([at('B', '2'), at('B', '3'), at('C', '2'), at('C', '3')]);
    expect(PASTE_MESSAGES.applied(result.cells.length)).toBe('4 lonen geplakt');
    expect(PASTE_MESSAGES.applied(1)).toBe('1 loon geplakt');
    expect(PASTE_MESSAGES.more(1)).toBe('en nog 1 geweigerde cel');
  });

  it('leaves the cells of empty pasted cells as they are', () => {
    const result = pasteBlock(table(), at('A', '1'), '30\t\t32\n \t33\n');
    expect(result.ok && result.table.null?.A).toEqual({ '1': '30', '2': '16.00', '3': '32' });
    expect(result.ok && result.table.null?.B).toEqual({ '1': '18.00', '2': '33', '3': '20.00' });
  });

  it('refuses the whole block, changing nothing, and names every refused cell by row and column', () => {
    const before = table();
    const result = pasteBlock(before, at('A', '1'), '16.085\t17\tabc\n0\t18,99\t21\n', original);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          row: 1,
          column: 1,
          cell: at('A', '1'),
          message:
            'Rij 1, kolom 1 (schaal A, periodiek 1): 16.085 is op twee manieren te lezen, als 16085 of als 16,085: schrijf 16085 of 16,085',
        },
        {
          row: 1,
          column: 3,
          cell: at('A', '3'),
          message: `Rij 1, kolom 3 (schaal A, periodiek 3): ${MESSAGES.numeric}`,
        },
        {
          row: 2,
          column: 1,
          cell: at('B', '1'),
          message: `Rij 2, kolom 1 (schaal B, periodiek 1): ${greaterThanMessage(0)}`,
        },
        {
          row: 2,
          column: 2,
          cell: at('B', '2'),
          message: `Rij 2, kolom 2 (schaal B, periodiek 2): ${minValueMessage('19')}`,
        },
      ],
    });
    expect(before).toEqual(table());
  });

  it('refuses a block that runs past the last payscale or periodical, naming how much does not fit', () => {
    const rows = pasteBlock(table(), at('B', '1'), '1\n2\n3\n4\n');
    expect(rows.ok ? '' : rows.errors[0]?.message).toBe(
      'Het geplakte blok (4 rijen, 1 kolom) past niet vanaf schaal B, periodiek 1 bij leeftijd Alle leeftijden: ' +
        '2 rijen vallen buiten de tabel. Voeg eerst schalen toe of plak vanaf een andere cel',
    );
    const columns = pasteBlock(table(), at('A', '3'), '30\t31\n');
    expect(columns.ok ? '' : columns.errors[0]?.message).toContain(
      '1 kolom valt buiten de tabel. Voeg eerst periodieken toe',
    );
    const both = pasteBlock(table(), at('C', '3'), '30\t31\n32\t33');
    expect(both.ok ? '' : both.errors[0]?.message).toContain(
      '1 rij en 1 kolom vallen buiten de tabel. Voeg eerst schalen en periodieken toe',
    );
    // Exactly up to the last payscale and periodical fits.
    expect(pasteBlock(table(), at('B', '2'), '30\t31\n32\t33').ok).toBe(true);
  });

  it('refuses a block without wages and a start cell the table does not have', () => {
    for (const text of ['', '\r\n', '\t\n \t ']) {
      expect(pasteBlock(table(), at('A', '1'), text)).toEqual({
        ok: false,
        errors: [{ row: null, column: null, cell: null, message: PASTE_MESSAGES.empty }],
      });
    }
    const messages = [{ age: '19', payscale: 'A', periodical: '1' }, at('Z', '1'), at('A', '9')].map(
      (start) => {
        const result = pasteBlock(table(), start, '30');
        return result.ok ? '' : result.errors[0]?.message;
      },
    );
    expect(messages).toEqual([
      SALARY_MESSAGES.unknownAge,
      SALARY_MESSAGES.unknownPayscale,
      SALARY_MESSAGES.unknownPeriodical,
    ]);
  });

  it('reads back what the grid shows: pasting the shown values of a block gives the same wages', () => {
    const wage = fc
      .tuple(fc.bigInt({ min: 1n, max: 99_999_999n }), fc.integer({ min: 0, max: 4 }))
      .map(([units, scale]) => {
        const digits = units.toString().padStart(scale + 1, '0');
        return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      });
    const block = fc
      .integer({ min: 1, max: 3 })
      .chain((width) =>
        fc.array(fc.array(wage, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 3 }),
      );
    fc.assert(
      fc.property(block, (wages) => {
        const source: FullTable = {
          null: Object.fromEntries(
            wages.map((row, r) => [
              `S${r}`,
              Object.fromEntries(row.map((value, c) => [String(c + 1), value])),
            ]),
          ),
        };
        const shown = salaryGridModel({
          fullTable: source,
          originalFullTable: null,
          wagesDividedBy: '1',
          wagesPer: 'hour',
          bbl: false,
          activePer: '01-01-2026',
        });
        const text = shown.ages[0]!.rows.map((row) =>
          row.cells.map((cell) => cell.displayed).join('\t'),
        ).join('\r\n');
        // The same payscales and periodicals, every wage 1.
        const ones: FullTable = {
          null: Object.fromEntries(
            wages.map((row, r) => [`S${r}`, Object.fromEntries(row.map((_, c) => [String(c + 1), '1']))]),
          ),
        };
        const pasted = pasteBlock(ones, at('S0', '1'), `${text}\r\n`);
        expect(pasted.ok).toBe(true);
        if (!pasted.ok) return;
        wages.forEach((row, r) =>
          row.forEach((value, c) => {
            const back = pasted.table.null?.[`S${r}`]?.[String(c + 1)] ?? '';
            expect(compare(decimal(back), decimal(value))).toBe(0);
          }),
        );
      }),
    );
  });

  it('never changes the table when any cell is refused, whatever is pasted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
        (cells) => {
          const before = table();
          const text = cells.map((row) => row.join('\t')).join('\n');
          const result = pasteBlock(before, at('A', '1'), text, original);
          expect(before).toEqual(table());
          if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
