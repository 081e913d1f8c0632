import { minValueMessage } from '@beloning/core/rules';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, fixtureCao } from '../../test-wizard.js';
import { burst, press, renderSettled, unmountSettled } from '../../test-wizard-keys.js';
import { ViewportContext } from '../viewport.js';
import { GRID_KEYS, SalaryGrid } from './salary-grid.js';
import { caoTableForms } from '@beloning/core/wizard';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

/** The grid, as the frame's body of `rows` rows (80 columns) when given, else without a limit. */
async function start(rows: number | null = null) {
  const changes: SalaryTableForm[] = [];
  function Harness() {
    const [tables, setTables] = useState(() => caoTableForms(fixtureCao()).slice(0, 1));
    return (
      <SalaryGrid
        tables={tables}
        onChangeTable={(key, update) =>
          setTables((old) =>
            old.map((table) => {
              if (table.key !== key) return table;
              const next = update(table);
              changes.push(next);
              return next;
            }),
          )
        }
        onPrevious={() => undefined}
        onNext={() => undefined}
        onEscape={() => undefined}
        active
      />
    );
  }
  const app = await renderSettled(
    <ViewportContext.Provider value={{ rows, columns: 80 }}>
      <Harness />
    </ViewportContext.Provider>,
  );
  cleanup = () => unmountSettled(app);
  return {
    press: (...keys: string[]) => press(app, ...keys),
    /** Keys written one after another without a render in between. */
    burst: (...keys: string[]) => burst(app, ...keys),
    changes,
    frame: () => app.lastFrame() ?? '',
  };
}

describe('SalaryGrid', { timeout: 30_000 }, () => {
  it("refuses a wage below the cao original with core's message, and saves a higher one typed with a comma", async () => {
    const grid = await start();
    expect(grid.frame()).toContain('Leeftijd: 17');
    expect(grid.frame()).toContain('10,94');
    await grid.press('9', ',', '5', KEY.enter);
    expect(grid.frame()).toContain(minValueMessage('10.94'));
    expect(grid.changes).toEqual([]);
    await grid.press(KEY.escape, '0', KEY.enter);
    expect(grid.frame()).toContain('Waarde moet groter dan 0 zijn');
    expect(grid.changes).toEqual([]);
    await grid.press(KEY.escape, '1', '1', ',', '2', '5', KEY.enter);
    expect(grid.changes.at(-1)?.fullTable['17']?.LG1?.['1']).toBe('11,25'.replace(',', '.'));
    expect(grid.frame()).toContain('11,25');
  });

  it('shows a window of payscales around the cursor when the rows are few, ', async () => {
    const grid = await start(12);
    // 3 lines above the rows, 4 of keys at 80 columns, the buttons: 4 lines for LG1 to LG6.
    expect(grid.frame().split('\n').length).toBeLessThanOrEqual(12);
    expect(grid.frame()).toContain('LG1');
    expect(grid.frame()).not.toContain('LG6');
    expect(grid.frame()).toContain('↓ 3 schalen hieronder');
    await grid.press(KEY.down, KEY.down, KEY.down, KEY.down, KEY.down);
    expect(grid.frame()).toContain('LG6');
    expect(grid.frame()).not.toContain('LG1 ');
    expect(grid.frame()).toContain('↑ 3 schalen hierboven');
    expect(grid.frame().split('\n').length).toBeLessThanOrEqual(12);
  });

  it('keeps the open increase panel within the rows, following its focus', async () => {
    const grid = await start(16);
    await grid.press('v');
    expect(grid.frame()).toContain('Lonen verhogen');
    expect(grid.frame()).toMatch(/velden? hieronder/);
    const focused = new Set<string>();
    for (let tabs = 0; tabs < 12; tabs += 1) {
      const lines = grid.frame().split('\n');
      expect(lines.length).toBeLessThanOrEqual(16);
      const line = lines.find((text) => /│ › /.test(text));
      expect(line).toBeDefined();
      focused.add(line?.replace(/^.*› /, '').split(':')[0]?.replace(/\s*│$/, '').trim() ?? '');
      await grid.press(KEY.tab);
    }
    expect([...focused]).toEqual(expect.arrayContaining(['Percentage *', '[ Verhogen ]']));
  });

  it("adds a payscale with core's next key and shows hourly wages on u", async () => {
    const grid = await start();
    await grid.press('s');
    expect(grid.frame()).toContain('LG7');
    await grid.press('u');
    expect(grid.frame()).toContain('uurlonen');
  });

  it('renames the payscale of the cursor in every age, also when the keys come in one burst', async () => {
    const grid = await start();
    const before = grid.frame();
    expect(before).toContain('LG1');
    await grid.press('n');
    expect(grid.frame()).toContain('Nieuwe naam van schaal LG1: LG1_');
    await grid.burst(KEY.backspace, KEY.backspace, KEY.backspace, 'A', '-', '1', KEY.enter);
    const table = grid.changes.at(-1);
    expect(table).toBeDefined();
    for (const payscales of Object.values(table?.fullTable ?? {})) {
      expect(Object.keys(payscales)[0]).toBe('A-1');
      expect(payscales).not.toHaveProperty('LG1');
    }
    expect(table?.fullTable['17']?.['A-1']?.['1']).toBe('10.94');
    expect(grid.frame()).toMatch(/^A-1 /m);
    expect(grid.frame()).not.toContain('Nieuwe naam van schaal');
  });

  it("refuses an empty, too long or taken payscale key with core's messages and keeps the prompt open", async () => {
    const grid = await start();
    await grid.press('n', KEY.backspace, KEY.backspace, KEY.backspace, KEY.enter);
    expect(grid.frame()).toContain('Veld is vereist');
    expect(grid.frame()).toContain('Nieuwe naam van schaal LG1: _');
    await grid.burst(...'ABCDEFGHIJK', KEY.enter);
    expect(grid.frame()).toContain('Maximaal 10 karakters');
    await grid.burst(...Array<string>(11).fill(KEY.backspace), ...'lg2', KEY.enter);
    expect(grid.frame()).toContain('Waarde moet uniek zijn');
    expect(grid.changes).toEqual([]);
    await grid.press(KEY.escape);
    expect(grid.frame()).not.toContain('Waarde moet uniek zijn');
    expect(grid.frame()).not.toContain('Nieuwe naam van schaal');
    // Ten characters is allowed.
    await grid.press('n', KEY.backspace, KEY.backspace, KEY.backspace, ...'ABCDEFGHIJ', KEY.enter);
    expect(Object.keys(grid.changes.at(-1)?.fullTable['17'] ?? {})).toContain('ABCDEFGHIJ');
  });

  it('removes the payscale of the cursor from every age only after j', async () => {
    const grid = await start();
    await grid.press('x');
    expect(grid.frame()).toContain('Schaal LG1 met al haar lonen verwijderen, bij elke leeftijd? (j/n)');
    await grid.press('n');
    expect(grid.frame()).not.toContain('verwijderen, bij elke leeftijd');
    expect(grid.changes).toEqual([]);
    await grid.press('x', 'j');
    const table = grid.changes.at(-1);
    expect(Object.keys(table?.fullTable ?? {}).length).toBeGreaterThan(0);
    for (const payscales of Object.values(table?.fullTable ?? {}))
      expect(payscales).not.toHaveProperty('LG1');
    expect(grid.frame()).not.toMatch(/^LG1 /m);
    expect(grid.frame()).toMatch(/^LG2 /m);
  });

  it('removes the shown age only after j', async () => {
    const grid = await start();
    await grid.press('-');
    expect(grid.frame()).toContain('Leeftijd 17 met al haar lonen verwijderen? (j/n)');
    await grid.press(KEY.escape);
    expect(grid.changes).toEqual([]);
    expect(grid.frame()).toContain('Leeftijd: 17');
    await grid.press('-', 'j');
    const table = grid.changes.at(-1);
    expect(table?.fullTable).not.toHaveProperty('17');
    expect(Object.keys(table?.fullTable ?? {}).length).toBeGreaterThan(0);
    expect(grid.frame()).not.toContain('Leeftijd: 17');
  });

  it('applies a block pasted from Excel at the cursor, all of it, and says how many wages it pasted', async () => {
    const grid = await start();
    await grid.press(KEY.down);
    // ink hands a paste over as one input: cells by tab, rows by \r\n, a euro sign and thousands dot allowed.
    await grid.press('11,75\r\n€ 1.212,5\r\n');
    const table = grid.changes.at(-1)?.fullTable['17'];
    expect(table?.LG2?.['1']).toBe('11.75');
    expect(table?.LG3?.['1']).toBe('1212.5');
    expect(table?.LG1?.['1']).toBe('10.94');
    expect(grid.frame()).toContain('2 lonen geplakt');
    expect(grid.frame()).toContain('1.212,50');
    // Several digits at once are a paste of one cell.
    await grid.press(KEY.up, '1234');
    expect(grid.changes.at(-1)?.fullTable['17']?.LG1?.['1']).toBe('1234');
    expect(grid.frame()).toContain('1 loon geplakt');
  });

  it('takes a bracketed paste (ESC[200~ ... ESC[201~) whole, also in pieces, and a single pasted wage', async () => {
    const grid = await start();
    // The marks, the text in two pieces and a lone newline, as reads of a terminal may bring them: nothing
    // happens before the end mark, and the newlines are no Enter.
    await grid.press('\u001b[200~', '20,50', '\r', '\n21,', '10\r\n');
    expect(grid.changes).toEqual([]);
    expect(grid.frame()).not.toContain('geplakt');
    await grid.press('\u001b[201~');
    expect(grid.frame()).toContain('2 lonen geplakt');
    const table = grid.changes.at(-1)?.fullTable['17'];
    expect(table?.LG1?.['1']).toBe('20.50');
    expect(table?.LG2?.['1']).toBe('21.10');
    // One character pasted is a wage for the cell, not the start of typing.
    await grid.press(KEY.down, KEY.down, '\u001b[200~5\u001b[201~');
    expect(grid.frame()).toContain(minValueMessage('12.02'));
    expect(grid.frame()).toContain('Er is niets geplakt');
    await grid.press('\u001b[200~15\u001b[201~');
    expect(grid.changes.at(-1)?.fullTable['17']?.LG3?.['1']).toBe('15');
    expect(grid.frame()).toContain('1 loon geplakt');
    expect(grid.frame()).not.toContain('15_');
  });

  it('refuses a bracketed paste with a two-way wage, naming it in Dutch, and applies none of it', async () => {
    const grid = await start();
    await grid.press('\u001b[200~20,50\r\n16.085\r\n\u001b[201~');
    const frame = grid.frame().replace(/\n/g, ' ');
    expect(frame).toContain('Rij 2, kolom 1 (schaal LG2, periodiek 1): 16.085 is op twee manieren te lezen');
    expect(frame).toContain('Er is niets geplakt');
    expect(grid.changes).toEqual([]);
    expect(grid.frame()).toContain('10,94');
  });

  it('refuses a pasted block with a refused cell or one that does not fit, naming the cells, and changes nothing', async () => {
    const grid = await start();
    // A long line wraps in the 100 columns of the test terminal.
    const text = () => grid.frame().replace(/\n/g, ' ');
    await grid.press('12,00\r\n9,50\r\n16.085\r\n');
    const frame = text();
    expect(frame).toContain(`Rij 2, kolom 1 (schaal LG2, periodiek 1): ${minValueMessage('11.49')}`);
    expect(frame).toContain('Rij 3, kolom 1 (schaal LG3, periodiek 1): 16.085 is op twee manieren te lezen');
    expect(frame).not.toContain('Rij 1, kolom 1');
    expect(frame).toContain('Er is niets geplakt');
    expect(frame).toContain('10,94');
    await grid.press('12\t13\r\n');
    expect(text()).toContain('1 kolom valt buiten de tabel. Voeg eerst periodieken toe');
    expect(grid.changes).toEqual([]);
  });

  it('names the new keys in the help line', () => {
    expect(GRID_KEYS).toContain('n schaal hernoemen');
    expect(GRID_KEYS).toContain('x schaal wissen');
    expect(GRID_KEYS).toContain('- leeftijd wissen');
  });
});
